/**
 * The charts and date pickers of the UI kit (see `./index.ts`): `@mantine/charts` (recharts underneath)
 * and `@mantine/dates`, shared as their own federation singleton, `@patrimo/shared/ui/charts`, so only
 * the screens that draw a chart or pick a date pay for them, and they read the one Mantine theme.
 *
 * Their stylesheets (`@mantine/charts/styles.css`, `@mantine/dates/styles.css`) are imported by the
 * screens that use them, after the core styles, like `@mantine/core/styles.css` in each app.
 */
import 'dayjs/locale/fr';

// Only what the screens draw: a shared entry keeps every export it lists, and each chart type brings its part of recharts.
export { AreaChart, DonutChart } from '@mantine/charts';
export type { AreaChartProps, AreaChartSeries, DonutChartCell, DonutChartProps } from '@mantine/charts';
export { DatePickerInput, DatesProvider } from '@mantine/dates';
export type { DatePickerPreset, DatesRangeValue } from '@mantine/dates';
