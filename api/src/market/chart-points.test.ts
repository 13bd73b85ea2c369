import { chartPoints, CHART_DAILY_POINTS_MAX } from './analytics';
import { addDays, dateToTimestampMs } from './series';

function daily(days: number, from = '2017-01-02'): [number, number][] {
  return Array.from({ length: days }, (_, index) => [dateToTimestampMs(addDays(from, index)), 100 + index] as [number, number]);
}

describe('chartPoints', () => {
  it('keeps every point of a short history', () => {
    const points = daily(CHART_DAILY_POINTS_MAX);
    expect(chartPoints(points)).toEqual(points);
  });

  it('keeps the first point and each week’s last point of a long one, the last day included', () => {
    // 2017-01-02 is a Monday: 3,297 days are 471 weeks, the last one ending on 2026-01-11, a Sunday.
    const points = daily(3297);
    const kept = chartPoints(points);
    expect(kept[0]).toEqual(points[0]);
    expect(kept.at(-1)).toEqual(points.at(-1));
    expect(kept).toHaveLength(1 + 471);
    // Every kept point but the first is a Sunday (the week's last day), 7 days after the one before.
    for (let index = 2; index < kept.length; index++) {
      expect((kept[index] as [number, number])[0] - (kept[index - 1] as [number, number])[0]).toBe(7 * 86_400_000);
      expect(new Date((kept[index] as [number, number])[0]).getUTCDay()).toBe(0);
    }
  });

  it('ends on the last value even mid-week', () => {
    const points = daily(997); // 996 days after a Monday: ends on a Wednesday
    const kept = chartPoints(points);
    expect(kept.at(-1)).toEqual(points.at(-1));
    expect(new Date((kept.at(-1) as [number, number])[0]).getUTCDay()).toBe(3);
  });
});
