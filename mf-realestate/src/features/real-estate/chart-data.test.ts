import { adjustmentPercent, rangeWidth, valueChange, valueRows } from './chart-data';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('valueRows', () => {
  it('orders the history and adds the purchase as its own point between two dates', () => {
    const rows = valueRows(
      [
        [day('2024-01-01'), 310_000],
        [day('2020-01-01'), 250_000],
      ],
      { timestampMs: day('2021-07-01'), price: 240_000 },
    );
    expect(rows).toEqual([
      { date: day('2020-01-01'), value: 250_000, purchase: null },
      { date: day('2021-07-01'), value: null, purchase: 240_000 },
      { date: day('2024-01-01'), value: 310_000, purchase: null },
    ]);
  });

  it('puts the purchase on the row of the same date, or before or after the whole history', () => {
    const history: [number, number][] = [
      [day('2022-01-01'), 200_000],
      [day('2023-01-01'), 210_000],
    ];
    expect(valueRows(history, { timestampMs: day('2022-01-01'), price: 190_000 })[0]).toEqual({ date: day('2022-01-01'), value: 200_000, purchase: 190_000 });
    expect(valueRows(history, { timestampMs: day('2010-07-01'), price: 120_000 })[0]).toEqual({ date: day('2010-07-01'), value: null, purchase: 120_000 });
    expect(valueRows(history, { timestampMs: day('2025-07-01'), price: 230_000 }).at(-1)).toEqual({ date: day('2025-07-01'), value: null, purchase: 230_000 });
    expect(valueRows(history, null)).toHaveLength(2);
  });
});

describe('valueChange', () => {
  it('is the ratio of the last value to the first, minus one', () => {
    expect(valueChange([[day('2025-01-01'), 330_000], [day('2020-01-01'), 300_000]])).toBeCloseTo(0.1, 10);
  });

  it('is null without two values or from zero', () => {
    expect(valueChange([[day('2020-01-01'), 300_000]])).toBeNull();
    expect(valueChange([[day('2020-01-01'), 0], [day('2021-01-01'), 10]])).toBeNull();
  });
});

describe('adjustments and range', () => {
  it('reads a multiplier as a signed percentage', () => {
    expect(adjustmentPercent(1.05)).toBe(5);
    expect(adjustmentPercent(0.9)).toBe(-10);
    expect(adjustmentPercent(1)).toBe(0);
  });

  it('measures the range against the value', () => {
    expect(rangeWidth({ low: 270_000, value: 300_000, high: 330_000 })).toBeCloseTo(0.2, 10);
    expect(rangeWidth({ low: 0, value: 0, high: 0 })).toBe(0);
  });
});
