import {
  AreaChart as MantineAreaChart,
  BarChart as MantineBarChart,
  DonutChart as MantineDonutChart,
  type AreaChartProps,
  type BarChartProps,
  type DonutChartProps,
} from '@mantine/charts';
import { ChartFigure } from './ChartFigure';

/** What the accessible charts add to Mantine's: the sentence a screen reader says instead of the drawing. */
export interface ChartSummaryProps {
  /** One French sentence saying what the chart shows, computed from its data (`historySummary`, `splitSummary`…). */
  summary: string;
}

/** Mantine's area chart with its text alternative. */
export function AreaChart({ summary, ...props }: AreaChartProps & ChartSummaryProps) {
  return (
    <ChartFigure summary={summary}>
      {/* Without recharts' keyboard layer: the drawing is hidden from assistive technologies, so it must not take the focus. */}
      <MantineAreaChart {...props} areaChartProps={{ ...props.areaChartProps, accessibilityLayer: false }} />
    </ChartFigure>
  );
}

/** Mantine's donut chart with its text alternative. */
export function DonutChart({ summary, ...props }: DonutChartProps & ChartSummaryProps) {
  return (
    <ChartFigure summary={summary}>
      {/* Recharts' pie takes the focus by itself (`rootTabIndex` 0) on top of the chart's keyboard layer. */}
      <MantineDonutChart
        {...props}
        pieChartProps={{ ...props.pieChartProps, accessibilityLayer: false }}
        pieProps={{ ...props.pieProps, rootTabIndex: -1 }}
      />
    </ChartFigure>
  );
}

/** Mantine's bar chart (grouped bars by default) with its text alternative. */
export function BarChart({ summary, ...props }: BarChartProps & ChartSummaryProps) {
  return (
    <ChartFigure summary={summary}>
      <MantineBarChart {...props} barChartProps={{ ...props.barChartProps, accessibilityLayer: false }} />
    </ChartFigure>
  );
}
