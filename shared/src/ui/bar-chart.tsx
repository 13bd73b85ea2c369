/**
 * The bar chart of the UI kit, a federation singleton of its own (`@patrimo/shared/ui/bar-chart`): only the
 * advisor's statistics draw bars, so recharts' bars stay out of the chart kit that the saver's screens load
 * (`./charts.ts`), as the date pickers stay out until a period is opened. Same Mantine theme, same text alternative,
 * same legend as the area chart (see `./cartesian.tsx`).
 */
import { BarChart as MantineBarChart, type BarChartProps } from '@mantine/charts';
import { ChartFigure } from './ChartFigure';
import type { ChartSummaryProps, WithoutBrush } from './accessible-charts';
import { withKitLegend, withoutUnusedMeasures } from './cartesian';

/** Mantine's bar chart (grouped bars by default) with its text alternative, its legend above it outside recharts. */
export function BarChart({ summary, withLegend = false, ...props }: Omit<WithoutBrush<BarChartProps>, 'legendProps'> & ChartSummaryProps) {
  const barChartProps = { ...props.barChartProps, accessibilityLayer: false };
  return (
    <ChartFigure summary={summary}>
      {withKitLegend(withLegend, props, (chartProps) => (
        <MantineBarChart {...chartProps} {...withoutUnusedMeasures(props)} barChartProps={barChartProps} />
      ))}
    </ChartFigure>
  );
}

export type { BarChartProps, BarChartSeries } from '@mantine/charts';
