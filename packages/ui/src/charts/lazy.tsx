import { lazy, Suspense } from 'react';
import type { BarDatum } from '@nivo/bar';
import { LoadingState } from '../layout/LoadingState';
import type { BarChartProps } from './BarChart';
import type { LineChartProps } from './LineChart';
import type { PieChartProps } from './PieChart';

/**
 * The exported charts load nivo (and d3) on first use, in their own chunk: screens without charts
 * (and the jest suites of packages that never draw one) do not load it. A jest suite that renders
 * a chart must transform d3's ES modules: see packages/ui/jest.config.cjs.
 */
const loadBarChart = () => import('./BarChart');
const loadPieChart = () => import('./PieChart');
const loadLineChart = () => import('./LineChart');

/** The charts' chunk, ahead of a first chart (a screen test loads it before its waits start). */
export async function loadCharts(): Promise<void> {
  await Promise.all([loadBarChart(), loadPieChart(), loadLineChart()]);
}

const LazyBarChart = lazy(() => loadBarChart().then((module) => ({ default: module.BarChart })));
const LazyPieChart = lazy(() => loadPieChart().then((module) => ({ default: module.PieChart })));
const LazyLineChart = lazy(() => loadLineChart().then((module) => ({ default: module.LineChart })));

const fallback = <LoadingState text="Carregando gráfico..." />;

export function BarChart<D extends BarDatum>(props: BarChartProps<D>) {
  return (
    <Suspense fallback={fallback}>
      <LazyBarChart {...(props as unknown as BarChartProps<BarDatum>)} />
    </Suspense>
  );
}

export function PieChart(props: PieChartProps) {
  return (
    <Suspense fallback={fallback}>
      <LazyPieChart {...props} />
    </Suspense>
  );
}

export function LineChart(props: LineChartProps) {
  return (
    <Suspense fallback={fallback}>
      <LazyLineChart {...props} />
    </Suspense>
  );
}
