/**
 * The bar chart of the UI kit, a federation singleton of its own (`@patrimo/shared/ui/bar-chart`): only the
 * advisor's statistics draw bars, so recharts' bars stay out of the chart kit that the saver's screens load
 * (`./charts.ts`), as the date pickers stay out until a period is opened. Same Mantine theme, same text alternative,
 * same legend as the area chart (see `./cartesian.tsx`).
 */
import { BarChart as MantineBarChart, type BarChartProps } from '@mantine/charts';
import { ChartFigure } from './ChartFigure';
import type { ChartSummaryProps, WithoutBrush } from './accessible-charts';
import { LegendAbove, splitDataAttributes, withoutUnusedMeasures } from './cartesian';

/** Mantine's bar chart (grouped bars by default) with its text alternative, its legend above it outside recharts. */
export function BarChart({ summary, withLegend = false, ...props }: Omit<WithoutBrush<BarChartProps>, 'legendProps'> & ChartSummaryProps) {
  const barChartProps = { ...props.barChartProps, accessibilityLayer: false };
  // With the legend, the chart's `data-*` attributes mark the legend and the chart together.
  const [dataAttributes, chartProps] = splitDataAttributes(props);
  return (
    <ChartFigure summary={summary}>
      {withLegend ? (
        <LegendAbove series={props.series} height={props.h} dataAttributes={dataAttributes}>
          <MantineBarChart {...chartProps} {...withoutUnusedMeasures(props)} h="100%" barChartProps={barChartProps} />
        </LegendAbove>
      ) : (
        <MantineBarChart {...props} {...withoutUnusedMeasures(props)} barChartProps={barChartProps} />
      )}
    </ChartFigure>
  );
}

export type { BarChartProps, BarChartSeries } from '@mantine/charts';
