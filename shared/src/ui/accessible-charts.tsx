import { AreaChart as MantineAreaChart, DonutChart as MantineDonutChart, type AreaChartProps, type DonutChartProps } from '@mantine/charts';
import { ChartFigure } from './ChartFigure';
import { withKitLegend, withoutUnusedMeasures } from './cartesian';

/** What the accessible charts add to Mantine's: the sentence a screen reader says instead of the drawing. */
export interface ChartSummaryProps {
  /** One French sentence saying what the chart shows, computed from its data (`historySummary`, `splitSummary`…). */
  summary: string;
}

/**
 * What the kit's cartesian charts leave out of Mantine's props: the brush (recharts' range slider). A history's period
 * is chosen with the period field; the build leaves the brush's code out of the kit (`ChartBrush`,
 * tooling/webpack/mantine-substitutions.cjs).
 */
export type WithoutBrush<Props> = Omit<Props, 'withBrush' | 'brushProps'>;

/**
 * Mantine's area chart as the kit gives it: without the brush, nor reference areas and dots (the build draws them as
 * nothing: tooling/webpack/mantine-substitutions.cjs); reference lines are kept. Its legend is the kit's (see
 * `withKitLegend`), so recharts' legend props do not apply.
 */
export type KitAreaChartProps = Omit<WithoutBrush<AreaChartProps>, 'referenceAreas' | 'referenceDots' | 'legendProps'> & ChartSummaryProps;

/** Mantine's area chart with its text alternative, its legend above it drawn outside recharts (see `withKitLegend`). */
export function AreaChart({ summary, withLegend = false, ...props }: KitAreaChartProps) {
  // Without recharts' keyboard layer: the drawing is hidden from assistive technologies, so it must not take the focus.
  const areaChartProps = { ...props.areaChartProps, accessibilityLayer: false };
  return (
    // Drawn when it comes near the viewport if its height is known (see ChartFigure).
    <ChartFigure summary={summary} reservedHeight={typeof props.h === 'number' ? props.h : undefined}>
      {withKitLegend(withLegend, props, (chartProps) => (
        <MantineAreaChart {...chartProps} {...withoutUnusedMeasures(props)} areaChartProps={areaChartProps} />
      ))}
    </ChartFigure>
  );
}

/** Mantine's default `size` of a donut (px): its height. */
const DONUT_DEFAULT_SIZE = 160;

/** Mantine's donut chart with its text alternative. */
export function DonutChart({ summary, ...props }: DonutChartProps & ChartSummaryProps) {
  return (
    // Drawn when it comes near the viewport (see ChartFigure), in a square of its size.
    <ChartFigure summary={summary} reservedHeight={props.size ?? DONUT_DEFAULT_SIZE} reservedWidth={props.size ?? DONUT_DEFAULT_SIZE}>
      {/* Recharts' pie takes the focus by itself (`rootTabIndex` 0) on top of the chart's keyboard layer. */}
      <MantineDonutChart
        {...props}
        pieChartProps={{ ...props.pieChartProps, accessibilityLayer: false }}
        pieProps={{ ...props.pieProps, rootTabIndex: -1 }}
      />
    </ChartFigure>
  );
}
