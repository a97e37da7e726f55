export { BarChart, PieChart } from './lazy';
export type { BarChartProps } from './BarChart';
export type { PieChartProps, PieChartDatum } from './PieChart';
export { CHART_EMPTY_MESSAGE, chartNumber, formatAxisValue, formatChartValue, type ChartValueFormat } from './format';
