/**
 * What the kit's cartesian charts (area, bars) draw outside recharts or leave out of it, for the same drawing at a
 * lower cost (issue 17: the history's first drawing is the overview's longest task).
 */
import { ChartLegend, type AreaChartProps, type ChartSeries } from '@mantine/charts';
import { Box, getThemeColor, useMantineTheme, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** The grid lines of a direction the chart does not draw: none, computed without measuring a label. */
const noGridLines = (): number[] => [];

/**
 * What recharts computes for nothing on a first drawing, left out. The grid places the lines of both directions on
 * the axes' ticks even when it draws one (`gridAxis`: horizontal lines only by default), measuring every label in
 * the DOM to thin them out; and the value axis thins its five or so round values the same way, though they never
 * overlap on a chart's height (a vertical chart's value axis is the horizontal one: left as it is). A caller's own
 * props win.
 */
export function withoutUnusedMeasures(props: Pick<AreaChartProps, 'gridAxis' | 'gridProps' | 'yAxisProps' | 'orientation'>): Pick<AreaChartProps, 'gridProps' | 'yAxisProps'> {
  const gridAxis = props.gridAxis ?? 'x';
  return {
    gridProps: {
      // Mantine draws vertical lines for 'y' and 'xy', horizontal ones for 'x' and 'xy'.
      ...(gridAxis === 'y' || gridAxis === 'xy' ? {} : { verticalCoordinatesGenerator: noGridLines }),
      ...(gridAxis === 'x' || gridAxis === 'xy' ? {} : { horizontalCoordinatesGenerator: noGridLines }),
      ...props.gridProps,
    },
    yAxisProps: props.orientation === 'vertical' ? { ...props.yAxisProps } : { interval: 0, ...props.yAxisProps },
  };
}

const noHighlight = (): void => undefined;

/**
 * A chart's props split in two: its `data-*` attributes, which mark the whole chart (its legend with it) for the
 * page's scripts and tests, and the others.
 */
export function splitDataAttributes<Props extends object>(props: Props): [Record<string, unknown>, Props] {
  const data: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) (key.startsWith('data-') ? data : rest)[key] = value;
  return [data, rest as Props];
}

interface LegendAboveProps {
  /** The chart's series: each one's label (or name) and colour, in the order they are drawn. */
  series: readonly ChartSeries[];
  /** The height of the legend and the chart together (Mantine's `h`): the chart takes what the legend leaves. */
  height: BoxProps['h'];
  /** The chart, drawn at the height of its container (`h="100%"`). */
  children: ReactNode;
  /** The chart's `data-*` attributes (`splitDataAttributes`), on the legend and chart together. */
  dataAttributes?: Record<string, unknown>;
}

/**
 * A cartesian chart's legend above it, as Mantine draws it (its `ChartLegend`, same classes and swatches), but
 * outside recharts. Inside, recharts measures the legend once it is drawn, moves the plot down by its
 * height and draws the whole chart a second time: a third of the history's first drawing on the overview. Here the
 * legend and the chart share the chart's height in a column, so the space kept for the chart is unchanged. Hovering
 * an item does not highlight its series, which only Mantine's own legend can ask of its chart.
 */
function LegendAbove({ series, height, children, dataAttributes }: LegendAboveProps) {
  const theme = useMantineTheme();
  const payload = series.map((item) => ({ dataKey: item.name, color: getThemeColor(item.color, theme) }));
  return (
    <Box {...dataAttributes} h={height} style={{ display: 'flex', flexDirection: 'column' }} data-chart-legend-above>
      <ChartLegend payload={payload} series={[...series]} onHighlight={noHighlight} legendPosition="top" style={{ flex: 'none', height: 'auto' }} />
      <div style={{ flex: '1 1 0', minHeight: 0 }}>{children}</div>
    </Box>
  );
}

/** What `withKitLegend` needs of a cartesian chart's props. */
interface WithSeriesAndHeight {
  series: readonly ChartSeries[];
  h?: BoxProps['h'];
}

/**
 * A kit chart drawn by `draw`, with its legend above it when `withLegend` (see `LegendAbove`): then the chart's
 * `data-*` attributes go to the legend and chart together, and the chart is drawn at their container's height.
 */
export function withKitLegend<Props extends WithSeriesAndHeight>(withLegend: boolean, props: Props, draw: (chartProps: Props) => ReactNode): ReactNode {
  if (!withLegend) return draw(props);
  const [dataAttributes, chartProps] = splitDataAttributes(props);
  return (
    <LegendAbove series={props.series} height={props.h} dataAttributes={dataAttributes}>
      {draw({ ...chartProps, h: '100%' })}
    </LegendAbove>
  );
}
