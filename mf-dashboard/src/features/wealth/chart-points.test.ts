import { CHART_POINTS_MAX, CHART_POINTS_MIN, chartPointsFor } from './chart-points';

describe('chartPointsFor', () => {
  it('draws one point per 3 pixels, in steps of 20', () => {
    expect(chartPointsFor(900)).toBe(300);
    expect(chartPointsFor(660)).toBe(220);
    // 700 / 3 = 233.3 -> 240; 329 / 3 = 109.7 -> 100 (to the nearest step).
    expect(chartPointsFor(700)).toBe(240);
    expect(chartPointsFor(329)).toBe(100);
  });

  it('widths a few pixels apart ask for the same count (one cached series)', () => {
    expect(new Set([880, 884, 890, 895].map(chartPointsFor)).size).toBe(1);
  });

  it('keeps between 60 and 400 points, and the most for an unknown width', () => {
    expect(chartPointsFor(90)).toBe(CHART_POINTS_MIN);
    expect(chartPointsFor(2560)).toBe(CHART_POINTS_MAX);
    expect(chartPointsFor(0)).toBe(CHART_POINTS_MAX);
    expect(chartPointsFor(Number.NaN)).toBe(CHART_POINTS_MAX);
  });
});
