/**
 * recharts as Mantine's area chart sees it, put in place of the library for that file by the build
 * (`tooling/webpack/mantine-substitutions.cjs`): everything recharts exports, but the reference areas and dots, which
 * the kit's area chart does not take (`referenceAreas`, `referenceDots`: `KitAreaChartProps` in
 * `accessible-charts.tsx`), and the legend, which the kit draws outside recharts (`LegendAbove` in `cartesian.tsx`),
 * draw nothing, so their code stays out of the chart kit. Reference lines are kept (the history marks where its
 * simulation starts). A local export wins over the star export of the same name.
 */
export * from 'recharts';

export function ReferenceArea(): null {
  return null;
}

export function ReferenceDot(): null {
  return null;
}

export function Legend(): null {
  return null;
}
