import { thinRows, windowRows } from './fund-chart';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('the fund chart', () => {
  const fund: [number, number][] = [
    [day('2020-07-01'), 100],
    [day('2024-06-28'), 150],
    [day('2024-07-01'), 160],
    [day('2025-06-30'), 180],
  ];
  const index: [number, number][] = [
    [day('2020-07-01'), 100],
    [day('2024-07-01'), 170],
    [day('2025-06-30'), 204],
  ];

  it('rebases both curves to 100 on the first common day of the window', () => {
    expect(windowRows(fund, index, 1)).toEqual([
      { date: day('2024-07-01'), fund: 100, index: 100 },
      { date: day('2025-06-30'), fund: 112.5, index: 120 },
    ]);
  });

  it('starts the longest window on its first day, values unchanged when already based there', () => {
    const rows = windowRows(fund, index, 5);
    expect(rows[0]).toEqual({ date: day('2020-07-01'), fund: 100, index: 100 });
    expect(rows.at(-1)).toEqual({ date: day('2025-06-30'), fund: 180, index: 204 });
  });

  it('gives nothing without history', () => {
    expect(windowRows([], index, 3)).toEqual([]);
  });

  it('thins long series to the limit, first and last kept', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => i);
    const thinned = thinRows(rows, 10);
    expect(thinned).toHaveLength(10);
    expect(thinned[0]).toBe(0);
    expect(thinned.at(-1)).toBe(999);
    expect(thinRows([1, 2], 10)).toEqual([1, 2]);
  });
});
