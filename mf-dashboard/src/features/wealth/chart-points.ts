/**
 * How many points a history chart draws on its width. Without imports: the end-to-end suites check the series the
 * overview asks for against the same rule.
 */

/** Pixels of chart width per drawn point: a line a person reads as smooth, and a tooltip that moves point to point. */
const PIXELS_PER_POINT = 3;
/** The fewest and most points a history chart draws, whatever its width. */
export const CHART_POINTS_MIN = 60;
export const CHART_POINTS_MAX = 400;
/** Counts are rounded to this step, so that widths a few pixels apart ask for the same series (one cached answer). */
const CHART_POINTS_STEP = 20;

/**
 * How many points a history chart `width` pixels wide draws: one per `PIXELS_PER_POINT` pixels, rounded to a step
 * of 20, between 60 and 400. A phone draws about 100, a wide screen 400: its browser then builds, draws and keeps no
 * more than it shows (recharts' first drawing of the overview's history costs about 0.2 ms per point on these
 * machines). An unknown width (0) gets the most.
 */
export function chartPointsFor(width: number): number {
  if (!(width > 0)) return CHART_POINTS_MAX;
  const stepped = Math.round(width / PIXELS_PER_POINT / CHART_POINTS_STEP) * CHART_POINTS_STEP;
  return Math.min(CHART_POINTS_MAX, Math.max(CHART_POINTS_MIN, stepped));
}
