/**
 * The charts of the UI kit (see `./index.ts`): `@mantine/charts` (recharts underneath), shared as their own
 * federation singleton, `@patrimo/shared/ui/charts`, so only the screens that draw a chart pay for them, and they
 * read the one Mantine theme. Date pickers are in `./dates.tsx`, loaded when a period is opened; the bar chart is in
 * `./bar-chart.tsx`, loaded by the advisor's statistics only.
 *
 * Its stylesheet (`@mantine/charts/styles.css`) is imported by the screens that use it, after the core styles,
 * like `@mantine/core/styles.css` in each app.
 */

// Only what the screens draw: a shared entry keeps every export it lists, and each chart type brings its part of recharts.
// Each chart takes a `summary`, its text alternative (WCAG 1.1.1), computed with the functions below.
export { AreaChart, DonutChart, type ChartSummaryProps, type KitAreaChartProps, type WithoutBrush } from './accessible-charts';
export { ChartFigure, type ChartFigureProps } from './ChartFigure';
export { historySummary, splitAtSummary, splitSummary, type SummaryPart, type SummaryPoint } from './chart-summary';
export type { AreaChartProps, AreaChartSeries, DonutChartCell, DonutChartProps } from '@mantine/charts';
