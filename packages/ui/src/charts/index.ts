export { BarChart, LineChart, loadCharts, PieChart } from './lazy';
export type { BarChartProps, BarLineOverlay } from './BarChart';
export type { PieChartProps, PieChartDatum } from './PieChart';
export type { LineChartProps, LineChartSeries } from './LineChart';
export { CHART_EMPTY_MESSAGE, chartNumber, formatAxisValue, formatChartValue, type ChartValueFormat } from './format';
export { definirLarguraGraficos, larguraGraficos } from './largura';
