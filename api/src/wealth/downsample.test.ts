import fc from 'fast-check';
import { downsampleSeries, type Point } from './downsample';

const DAY = 86_400_000;
const daily = (values: number[]): Point[] => values.map((value, index) => [Date.UTC(2017, 0, 1) + index * DAY, value]);

describe('downsampleSeries (largest-triangle-three-buckets)', () => {
  it('returns a series of target points or fewer as it is', () => {
    const series = daily([1, 2, 3, 4]);
    expect(downsampleSeries(series, 4)).toEqual(series);
    expect(downsampleSeries(series, 10)).toEqual(series);
  });

  it('keeps exactly target points of the series, in order, the first and the last among them', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 4, maxLength: 600 }), fc.integer({ min: 3, max: 700 }), (values, target) => {
        const series = daily(values);
        const thinned = downsampleSeries(series, target);
        expect(thinned.length).toBe(Math.min(target, series.length));
        expect(thinned[0]).toBe(series[0]);
        expect(thinned.at(-1)).toBe(series.at(-1));
        // A subsequence of the series' own points: strictly increasing positions.
        const positions = thinned.map((point) => series.indexOf(point));
        expect(positions.every((position, index) => position >= 0 && (index === 0 || position > (positions[index - 1] as number)))).toBe(true);
      }),
    );
  });

  it('keeps a one-day peak and a one-day trough that one point in n would skip', () => {
    const values = Array.from({ length: 3615 }, () => 100_000);
    values[1234] = 180_000;
    values[2900] = 20_000;
    const thinned = downsampleSeries(daily(values), 400);
    expect(thinned.map(([, value]) => value)).toEqual(expect.arrayContaining([180_000, 20_000]));
    // Plain decimation (every ninth point) misses both.
    const decimated = daily(values).filter((_, index) => index % 9 === 0);
    expect(decimated.map(([, value]) => value)).not.toContain(180_000);
  });

  it('draws a straight line with its two ends and points on it', () => {
    const thinned = downsampleSeries(daily(Array.from({ length: 1000 }, (_, index) => index * 2)), 50);
    expect(thinned).toHaveLength(50);
    for (const [time, value] of thinned) expect(value).toBe(((time - Date.UTC(2017, 0, 1)) / DAY) * 2);
  });
});
