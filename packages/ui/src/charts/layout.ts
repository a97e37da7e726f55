/**
 * The layout rules every chart follows, from the chart's own width (measured, or the fixed `width` of
 * the jsdom tests): where the legend goes, which x labels are drawn and whether they are rotated,
 * which marker texts fit, and the margins the formatted values need. Nivo lays out nothing of this
 * by itself: with fixed margins a 318 px chart had an 80 px plot and labels piled on each other.
 *
 * Text widths are estimated (no DOM in jsdom, and nivo needs the margins before it draws).
 */

/** Nivo's default theme: axis ticks and legends in 11 px sans-serif. */
export const CHART_FONT_SIZE = 11;
export const CHART_TEXT_COLOR = '#333333';
/** Every chart's series colours (d3's category10), by series order; the legend takes the same. */
export const CHART_COLORS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22', '#17becf'];
export const chartColor = (index: number) => CHART_COLORS[index % CHART_COLORS.length]!;

const TEXT = { fontFamily: 'sans-serif', fontSize: CHART_FONT_SIZE, fill: CHART_TEXT_COLOR };
/**
 * The theme handed to nivo, so that the text sizes the estimates use are the ones drawn; our own texts
 * (the bar+line's right axis) take the axis' style (as a style: the page's CSS outranks SVG attributes).
 */
export const CHART_THEME = {
  text: TEXT,
  axis: { ticks: { text: TEXT } },
  legends: { text: TEXT },
};

/** A generous width of a text at 11 px sans-serif (digits ~6.1 px, capitals up to ~7.3 px). */
export function textWidth(text: string, fontSize = CHART_FONT_SIZE): number {
  return text.length * fontSize * 0.62;
}

const widest = (texts: readonly string[]) => Math.max(0, ...texts.map((text) => textWidth(text)));

/** Tick line (5) + padding (5) of nivo's axes, plus a small gap to the chart's edge. */
const TICK_SPACE = 16;
/** Below this plot width a legend beside the plot goes under it. */
export const LEGEND_BESIDE_MIN_PLOT = 400;

// ---- legend ----

export interface LegendItem {
  id: string;
  label: string;
  color: string;
}

const SYMBOL = 12;
const SYMBOL_SPACING = 8;
const ITEM_HEIGHT = 18;
const ROW_HEIGHT = 20;
const ITEM_GAP = 16;
const legendItemWidth = (item: LegendItem) => SYMBOL + SYMBOL_SPACING + textWidth(item.label);

/** One nivo legend per item, placed by us (nivo's legends neither wrap nor size items by their text). */
export interface PlacedLegend {
  anchor: 'top-left';
  direction: 'row';
  translateX: number;
  translateY: number;
  itemWidth: number;
  itemHeight: number;
  symbolSize: number;
  symbolSpacing: number;
  data: LegendItem[];
}

/** The items in rows no wider than `maxWidth` (one per row when `column`), from (x, y). */
function flowLegend(items: readonly LegendItem[], x: number, y: number, maxWidth: number, column: boolean): { legends: PlacedLegend[]; rows: number } {
  const legends: PlacedLegend[] = [];
  let col = 0;
  let row = 0;
  for (const item of items) {
    const w = legendItemWidth(item);
    if (col > 0 && (column || col + w > maxWidth)) {
      row += 1;
      col = 0;
    }
    legends.push({
      anchor: 'top-left',
      direction: 'row',
      translateX: x + col,
      translateY: y + row * ROW_HEIGHT,
      itemWidth: w,
      itemHeight: ITEM_HEIGHT,
      symbolSize: SYMBOL,
      symbolSpacing: SYMBOL_SPACING,
      data: [item],
    });
    col += w + ITEM_GAP;
  }
  return { legends, rows: items.length > 0 ? row + 1 : 0 };
}

// ---- x labels ----

export interface XLabels<V> {
  /** The labels drawn: every k-th, from the first. */
  tickValues: V[];
  rotation: number;
  /** Height the labels need under the plot (tick included). */
  height: number;
  /** How far the first label reaches left of its tick (rotated labels). */
  leftReach: number;
}

const ROTATION = -35;
const SIN = Math.sin((-ROTATION * Math.PI) / 180);
const COS = Math.cos((-ROTATION * Math.PI) / 180);
const LINE_HEIGHT = CHART_FONT_SIZE * 1.3;

/**
 * Which x labels to draw over a plot `plotWidth` wide where consecutive labels are `step` apart:
 * all of them flat when they fit; all of them rotated when rotating is what makes them fit; else
 * every k-th flat, k the smallest that keeps them apart.
 */
export function xLabels<V>(values: readonly V[], texts: readonly string[], step: number): XLabels<V> {
  const w = widest(texts);
  const flatGap = w + 8;
  const rotatedGap = (LINE_HEIGHT + 2) / SIN;
  const flat = { rotation: 0, height: TICK_SPACE + LINE_HEIGHT, leftReach: 0 };
  if (values.length <= 1 || step >= flatGap) return { tickValues: [...values], ...flat };
  if (step >= rotatedGap) {
    return { tickValues: [...values], rotation: ROTATION, height: TICK_SPACE + w * SIN + CHART_FONT_SIZE * COS, leftReach: w * COS };
  }
  const k = Math.ceil(flatGap / Math.max(step, 0.1));
  return { tickValues: values.filter((_, i) => i % k === 0), ...flat };
}

// ---- markers ----

/** Room a marker text needs right of the plot (the last x): the layout keeps it free of the legend. */
export const MARKER_TEXT_ROOM = 24;

/**
 * The marker texts that fit (vertical texts drawn 14 px right of their line): a text is kept when it
 * is clear of the previous kept one, ends within MARKER_TEXT_ROOM of the plot and is not longer than
 * the plot is high.
 */
export function markerTextsShown(xs: readonly number[], texts: readonly string[], plotWidth: number, plotHeight: number): boolean[] {
  let last = Number.NEGATIVE_INFINITY;
  return xs.map((x, i) => {
    const fits = x + 14 + CHART_FONT_SIZE / 2 <= plotWidth + MARKER_TEXT_ROOM && textWidth(texts[i] ?? '') + 14 <= plotHeight && x - last >= 2 * CHART_FONT_SIZE;
    if (fits) last = x;
    return fits;
  });
}

// ---- the whole layout ----

export interface ChartLayoutInput {
  width: number;
  height: number;
  /** Texts of the value axis (left, or bottom for horizontal bars): the extremes suffice. */
  valueTexts: readonly string[];
  /** Texts of a second value axis on the right (bar plus line). */
  rightTexts?: readonly string[];
  legend: readonly LegendItem[];
  axisLeftLegend?: boolean;
  axisBottomLegend?: boolean;
  top?: number;
  /** Room right of the plot without a legend beside it (default 16). */
  rightMin?: number;
}

export interface ChartLayout {
  margin: { top: number; right: number; bottom: number; left: number };
  plotWidth: number;
  plotHeight: number;
  legends: PlacedLegend[];
  legendBelow: boolean;
  /** Width of the right axis' labels column (0 without one). */
  rightAxisWidth: number;
  /** Offset of the left axis' title (negative). */
  leftLegendOffset: number;
}

/**
 * Margins and legend of a chart with a value axis on the left and categories/x values at the bottom.
 * `bottomAxis(plotWidth)` tells how tall the bottom labels are and how far left they reach, for the
 * plot width this layout gives (the legend's place changes it).
 */
export function chartLayout(input: ChartLayoutInput, bottomAxis: (plotWidth: number) => { height: number; leftReach: number; rightReach?: number }): ChartLayout {
  const top = input.top ?? 16;
  const axisTitle = input.axisLeftLegend ? 22 : 0;
  const left0 = Math.ceil(widest(input.valueTexts) + TICK_SPACE + axisTitle);
  const rightAxisWidth = input.rightTexts ? Math.ceil(widest(input.rightTexts) + 12) : 0;
  const legendWidth = Math.max(0, ...input.legend.map(legendItemWidth));
  const beside = () => {
    const right = rightAxisWidth + 24 + legendWidth;
    const plotWidth = input.width - left0 - right;
    return { right, plotWidth };
  };
  const besideTry = beside();
  const legendBelow = input.legend.length > 0 && besideTry.plotWidth < LEGEND_BESIDE_MIN_PLOT;
  let right = input.legend.length === 0 || legendBelow ? Math.max(rightAxisWidth, input.rightMin ?? 16) : besideTry.right;
  let left = left0;
  let plotWidth = input.width - left - right;
  const axis = bottomAxis(plotWidth);
  if ((axis.rightReach ?? 0) > right - 2) {
    right = Math.ceil(axis.rightReach! + 2);
    plotWidth = input.width - left - right;
  }
  if (axis.leftReach > left - 4) {
    left = Math.ceil(axis.leftReach + 4);
    plotWidth = input.width - left - right;
  }
  const bottomLabels = Math.ceil(axis.height + (input.axisBottomLegend ? 22 : 0));
  let legends: PlacedLegend[] = [];
  let bottom = bottomLabels + 8;
  if (legendBelow) {
    // Under the axis labels, from the chart's left edge (negative x: the margin is ours to use).
    const placed = flowLegend(input.legend, -left + 8, 0, input.width - 16, false);
    bottom = bottomLabels + 8 + placed.rows * ROW_HEIGHT;
    const plotHeight = input.height - top - bottom;
    legends = placed.legends.map((legend) => ({ ...legend, translateY: legend.translateY + plotHeight + bottomLabels + 6 }));
  } else if (input.legend.length > 0) {
    legends = flowLegend(input.legend, plotWidth + rightAxisWidth + 24, 0, legendWidth, true).legends;
  }
  return {
    margin: { top, right, bottom, left },
    plotWidth: Math.max(plotWidth, 0),
    plotHeight: Math.max(input.height - top - bottom, 0),
    legends,
    legendBelow,
    rightAxisWidth,
    leftLegendOffset: -(left - 14),
  };
}

/** A legend under a chart that has no axes (the pie), in rows across the whole width. */
export function legendBelowOnly(items: readonly LegendItem[], width: number, height: number, margin: number) {
  const placed = flowLegend(items, 0, 0, width - 2 * margin, false);
  const legendHeight = placed.rows * ROW_HEIGHT;
  const plotHeight = height - 2 * margin - legendHeight - 8;
  return {
    margin: { top: margin, right: margin, bottom: margin + legendHeight + 8, left: margin },
    legends: placed.legends.map((legend) => ({ ...legend, translateY: legend.translateY + plotHeight + 8 })),
  };
}

/** The value axis' tick count along a length: as many as fit, 2 to 5. */
export function tickCount(length: number, texts: readonly string[]): number {
  return Math.max(2, Math.min(5, Math.floor(length / (widest(texts) + 16))));
}
