/**
 * The bar chart of the UI kit, a federation singleton of its own (`@patrimo/shared/ui/bar-chart`): only the
 * advisor's statistics draw bars, so recharts' bars stay out of the chart kit that the saver's screens load
 * (`./charts.ts`), as the date pickers stay out until a period is opened. Same Mantine theme, same text alternative.
 */
import { BarChart as MantineBarChart, type BarChartProps } from '@mantine/charts';
import { ChartFigure } from './ChartFigure';
import type { ChartSummaryProps, WithoutBrush } from './accessible-charts';

/** Mantine's bar chart (grouped bars by default) with its text alternative. */
export function BarChart({ summary, ...props }: WithoutBrush<BarChartProps> & ChartSummaryProps) {
  return (
    <ChartFigure summary={summary}>
      <MantineBarChart {...props} barChartProps={{ ...props.barChartProps, accessibilityLayer: false }} />
    </ChartFigure>
  );
}

export type { BarChartProps, BarChartSeries } from '@mantine/charts';
