/** A point of a series: epoch milliseconds and a value. */
export type Point = readonly [number, number];

/**
 * Thins a time series to at most `target` points for a line chart, by largest-triangle-three-buckets
 * (Steinarsson, "Downsampling Time Series for Visual Representation", 2013): the first and last points are
 * kept; the points between are cut into `target - 2` buckets of equal count, and each bucket keeps the point
 * that forms the largest triangle with the point kept before it and the mean of the next bucket — peaks, troughs
 * and steps survive, which a plain "one point in n" would skip. Every kept point is one of the series', in
 * order. A series of `target` points or fewer is returned as it is.
 */
export function downsampleSeries<P extends Point>(series: readonly P[], target: number): P[] {
  const size = series.length;
  if (target >= size || target < 3) return target < 3 && size > target ? thinToEnds(series, target) : [...series];
  const kept: P[] = [series[0] as P];
  const every = (size - 2) / (target - 2);
  let previous = 0;
  for (let bucket = 0; bucket < target - 2; bucket++) {
    // The next bucket's mean (the last point for the last bucket).
    const nextStart = Math.floor((bucket + 1) * every) + 1;
    const nextEnd = Math.min(Math.floor((bucket + 2) * every) + 1, size);
    let meanX = 0;
    let meanY = 0;
    const nextCount = Math.max(nextEnd - nextStart, 1);
    if (nextEnd > nextStart) {
      for (let index = nextStart; index < nextEnd; index++) {
        const point = series[index] as P;
        meanX += point[0];
        meanY += point[1];
      }
      meanX /= nextCount;
      meanY /= nextCount;
    } else {
      const last = series[size - 1] as P;
      meanX = last[0];
      meanY = last[1];
    }
    // This bucket's point with the largest triangle (twice its area: the constant does not matter).
    const start = Math.floor(bucket * every) + 1;
    const end = Math.min(Math.floor((bucket + 1) * every) + 1, size - 1);
    const [ax, ay] = series[previous] as P;
    let best = start;
    let bestArea = -1;
    for (let index = start; index < end; index++) {
      const [x, y] = series[index] as P;
      const area = Math.abs((ax - meanX) * (y - ay) - (ax - x) * (meanY - ay));
      if (area > bestArea) {
        bestArea = area;
        best = index;
      }
    }
    kept.push(series[best] as P);
    previous = best;
  }
  kept.push(series[size - 1] as P);
  return kept;
}

/** One or two points: the ends (the schema asks for at least 3; kept total for any caller). */
function thinToEnds<P extends Point>(series: readonly P[], target: number): P[] {
  if (target <= 0) return [];
  if (target === 1) return [series[series.length - 1] as P];
  return [series[0] as P, series[series.length - 1] as P];
}
