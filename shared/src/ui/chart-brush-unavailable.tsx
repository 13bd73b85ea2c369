/**
 * Put in place of Mantine's `ChartBrush` in the area and bar charts by the build
 * (`tooling/webpack/mantine-substitutions.cjs`): the kit's charts do not take `withBrush` (`WithoutBrush` in
 * `accessible-charts.tsx`), so recharts' brush, drawn only with it, is left out of the chart kit. Draws nothing.
 */
export function ChartBrush(): null {
  return null;
}
