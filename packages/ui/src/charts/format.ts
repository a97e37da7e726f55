import { formatMoney, formatNumber, roundTo2, type NumericInput } from '@financeiro/domain';

/** How a chart shows its values: BRL money ('R$ 1.234,56'), a pt-BR number, or a function. */
export type ChartValueFormat = 'money' | 'number' | ((value: number) => string);

/** The text of a value in pt-BR. */
export function formatChartValue(value: number | null | undefined, format: ChartValueFormat = 'number'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  if (typeof format === 'function') return format(value);
  return format === 'money' ? formatMoney(value) : formatNumber(value);
}

/** Compact axis ticks in pt-BR: 'R$ 1,2 mi', 'R$ 850 mil', '12,5'. */
export function formatAxisValue(value: number, format: ChartValueFormat = 'number'): string {
  if (typeof format === 'function') return format(value);
  const abs = Math.abs(value);
  const prefix = format === 'money' ? 'R$ ' : '';
  const compact = (divisor: number, suffix: string) =>
    `${prefix}${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(value / divisor)} ${suffix}`;
  if (abs >= 1_000_000) return compact(1_000_000, 'mi');
  if (abs >= 10_000) return compact(1_000, 'mil');
  return format === 'money' ? formatMoney(value) : formatNumber(value);
}

/** A decimal string or number as the JS number a chart draws (charts only; rounded to cents). */
export function chartNumber(value: NumericInput | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  return roundTo2(value);
}

/** The message of a chart without data (spec 02 section 2). */
export const CHART_EMPTY_MESSAGE = 'Não foi possível carregar os dados';

/** One entry of a chart's text alternative: a group (bar, slice, x value) and its values. */
export interface ChartSummaryEntry {
  label: string;
  values: ReadonlyArray<{ name?: string; value: number | null | undefined; format?: ChartValueFormat }>;
}

/** Past this many entries the text alternative stops with '…' (a screen reader reads it whole). */
export const CHART_SUMMARY_MAX_ENTRIES = 40;

/**
 * The text alternative of a chart (what `role="img"` + `aria-label` says): its title, then each
 * group with its values in pt-BR — 'Custo por mês: jan/2026: Previsto R$ 10,00, Real R$ 12,00; …'.
 * Values without a number are left out.
 */
export function chartSummary(title: string, entries: readonly ChartSummaryEntry[], format: ChartValueFormat = 'number'): string {
  const parts: string[] = [];
  for (const entry of entries.slice(0, CHART_SUMMARY_MAX_ENTRIES)) {
    const values = entry.values
      .filter((item) => typeof item.value === 'number' && Number.isFinite(item.value))
      .map((item) => `${item.name ? `${item.name} ` : ''}${formatChartValue(item.value, item.format ?? format)}`);
    if (values.length > 0) parts.push(`${entry.label}: ${values.join(', ')}`);
  }
  const more = entries.length > CHART_SUMMARY_MAX_ENTRIES ? '; …' : '';
  return parts.length > 0 ? `${title}. ${parts.join('; ')}${more}` : title;
}
