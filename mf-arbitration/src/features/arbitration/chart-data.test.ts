import type { Movements } from '@patrimo/shared';
import { allocationSlices, comparisonRows, frontierGeometry, movementRows, movementsBalanced, niceTicks, OTHERS_KEY, type AllocationLineLike } from './chart-data';

const line = (isin: string | null, share: number, assetClass: AllocationLineLike['assetClass'] = 'stockOther', amount = share * 10_000): AllocationLineLike => ({
  isin,
  euroFund: isin === null,
  name: isin ?? 'Fonds en euros',
  assetClass,
  share,
  amount,
});

describe('the arbitration charts', () => {
  it('split an allocation by fund, largest first, without weightless lines', () => {
    const slices = allocationSlices([line('A0', 0.2), line(null, 0.5, 'euroFund'), line('B0', 0.3), line('C0', 0)], 'fund');
    expect(slices.map((slice) => [slice.key, slice.share])).toEqual([
      ['EURO_FUND', 0.5],
      ['B0', 0.3],
      ['A0', 0.2],
    ]);
    expect(new Set(slices.map((slice) => slice.color)).size).toBe(3);
  });

  it('split by asset class, adding up the funds of one class', () => {
    const slices = allocationSlices([line('A0', 0.2, 'bond'), line('B0', 0.3, 'bond'), line(null, 0.5, 'euroFund')], 'assetClass');
    expect(slices.map((slice) => [slice.key, slice.share, slice.amount])).toEqual([
      ['bond', 0.5, 5000],
      ['euroFund', 0.5, 5000],
    ]);
  });

  it('gather the smallest funds into one slice beyond the largest ones', () => {
    const lines = Array.from({ length: 10 }, (_, i) => line(`F${i}`, (10 - i) / 55));
    const slices = allocationSlices(lines, 'fund', 4);
    expect(slices).toHaveLength(4);
    expect(slices.at(-1)?.key).toBe(OTHERS_KEY);
    expect(slices.reduce((sum, slice) => sum + slice.share, 0)).toBeCloseTo(1, 10);
  });

  it('compare today with the proposal fund by fund, funds sold entirely included', () => {
    const rows = comparisonRows([line('A0', 0.7), line('B0', 0.3)], [line('A0', 0.4), line(null, 0.6, 'euroFund')]);
    expect(rows.map((row) => [row.key, row.current, row.proposed])).toEqual([
      ['EURO_FUND', 0, 0.6],
      ['A0', 0.7, 0.4],
      ['B0', 0.3, 0],
    ]);
    expect(rows[1]?.change).toBeCloseTo(-0.3, 10);
  });

  it('pick round ticks covering the range', () => {
    expect(niceTicks(0.01, 0.19, 5)).toEqual([0.05, 0.1, 0.15]);
    expect(niceTicks(0, 1, 6)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(0.1, 0.1)).toEqual([0.1]);
  });

  it('draw the frontier left to right, higher return higher up, the points inside the plot', () => {
    const geometry = frontierGeometry(
      {
        points: [
          { volatility: 0.15, expectedReturn: 0.06 },
          { volatility: 0.02, expectedReturn: 0.02 },
          { volatility: 0.08, expectedReturn: 0.045 },
        ],
        proposed: { volatility: 0.08, expectedReturn: 0.045 },
        current: { volatility: 0.16, expectedReturn: 0.04 },
      },
      500,
      300,
    );
    const coordinates = geometry.path.split(' ').map((step) => step.slice(1).split(',').map(Number));
    expect(geometry.path.startsWith('M')).toBe(true);
    expect(coordinates.map(([x]) => x)).toEqual([...coordinates.map(([x]) => x)].sort((a = 0, b = 0) => a - b));
    expect(coordinates.map(([, y]) => y)).toEqual([...coordinates.map(([, y]) => y)].sort((a = 0, b = 0) => b - a));
    for (const point of [geometry.proposed, geometry.current]) {
      expect(point).not.toBeNull();
      expect(point!.x).toBeGreaterThan(geometry.plot.left);
      expect(point!.x).toBeLessThan(geometry.plot.right);
      expect(point!.y).toBeGreaterThan(geometry.plot.top);
      expect(point!.y).toBeLessThan(geometry.plot.bottom);
    }
    // Today's allocation is riskier and earns less than the proposal: to its right and below it.
    expect(geometry.current!.x).toBeGreaterThan(geometry.proposed.x);
    expect(geometry.current!.y).toBeGreaterThan(geometry.proposed.y);
    expect(geometry.xTicks.length).toBeGreaterThan(1);
  });

  it('list the sales first then the purchases, largest first, and check they balance', () => {
    const movements: Movements = {
      lines: [
        { kind: 'buy', isin: 'B0', name: 'B', euroFund: false, amount: 300 },
        { kind: 'sell', isin: 'A0', name: 'A', euroFund: false, amount: 1200 },
        { kind: 'buy', isin: null, name: 'Fonds en euros', euroFund: true, amount: 900 },
      ],
      totals: { sells: 1200, buys: 1200, payment: 0, withdrawal: 0 },
      minimum: 100,
      leftUnmoved: 0,
    };
    expect(movementRows(movements).map((row) => `${row.kind} ${row.name} ${row.amount}`)).toEqual(['sell A 1200', 'buy Fonds en euros 900', 'buy B 300']);
    expect(movementsBalanced(movements)).toBe(true);
    expect(movementsBalanced({ ...movements, totals: { ...movements.totals, buys: 1100 } })).toBe(false);
    expect(movementsBalanced({ ...movements, totals: { sells: 1000, buys: 1200, payment: 200, withdrawal: 0 } })).toBe(true);
  });
});
