import {
  baseHundredRows,
  compareReturns,
  downsample,
  gapsByDistance,
  OTHER_SECTORS,
  projectionRows,
  rangePosition,
  riskContributors,
  sectorSlices,
  slicesOf,
} from './chart-data';

const noFlows = { deposits: { count: 0 }, withdrawals: { count: 0 } };
const someFlows = { deposits: { count: 3 }, withdrawals: { count: 1 } };

describe('the analysis charts', () => {
  it('split a whole largest first, without empty parts, each with its colour', () => {
    const slices = slicesOf([
      { key: 'bond', amount: 100, share: 0.1 },
      { key: 'stockUs', amount: 900, share: 0.9 },
      { key: 'cash', amount: 0, share: 0 },
    ]);
    expect(slices.map((s) => s.key)).toEqual(['stockUs', 'bond']);
    expect(new Set(slices.map((s) => s.color)).size).toBe(2);
  });

  it('show the top sectors and the others as one grey slice, only when they hold something', () => {
    const top = [{ key: 'energy', amount: 50, share: 0.5 }];
    expect(sectorSlices(top, { amount: 50, share: 0.5 }).map((s) => [s.key, s.color])).toEqual([
      ['energy', 'blue.6'],
      [OTHER_SECTORS, 'gray.6'],
    ]);
    expect(sectorSlices(top, { amount: 0, share: 0 })).toHaveLength(1);
  });

  it('keep the first and last points when thinning a long series, and at most the asked number', () => {
    const series = Array.from({ length: 1000 }, (_, i) => [i * 86_400_000, 100 + i] as [number, number]);
    const thin = downsample(series, 50);
    expect(thin.length).toBeLessThanOrEqual(50);
    expect(thin[0]).toEqual(series[0]);
    expect(thin[thin.length - 1]).toEqual(series[999]);
  });

  it('join the contract and the blend of its indices on the contract’s dates', () => {
    const rows = baseHundredRows(
      [
        [1, 100],
        [2, 101],
        [3, 103],
      ],
      [
        [1, 100],
        [3, 102],
        [4, 104],
      ],
    );
    expect(rows).toEqual([
      { date: 1, contract: 100, benchmark: 100 },
      { date: 2, contract: 101, benchmark: null },
      { date: 3, contract: 103, benchmark: 102 },
    ]);
  });

  it('compare TWR and XIRR as yearly rates over more than a year, as period returns otherwise', () => {
    const long = compareReturns({ cumulative: 0.3, annualised: 0.05 }, { rate: 0.07, cumulative: 0.45 }, someFlows);
    expect(long).toEqual({ reason: 'timingHelped', twr: 0.05, xirr: 0.07, yearly: true });
    const short = compareReturns({ cumulative: 0.02, annualised: null }, { rate: 0.09, cumulative: 0.01 }, someFlows);
    expect(short).toEqual({ reason: 'timingHurt', twr: 0.02, xirr: 0.01, yearly: false });
  });

  it('say the flows explain nothing when there were none, or when the rates are within a tenth of a point', () => {
    expect(compareReturns({ cumulative: 0.3, annualised: 0.05 }, { rate: 0.07, cumulative: 0.4 }, noFlows).reason).toBe('noFlows');
    expect(compareReturns({ cumulative: 0.3, annualised: 0.05 }, { rate: 0.0505, cumulative: 0.3 }, someFlows).reason).toBe('close');
    expect(compareReturns({ cumulative: 0.3, annualised: 0.05 }, null, someFlows).reason).toBe('incomparable');
  });

  it('place a ratio on a gauge whose middle half is the normal range', () => {
    expect(rangePosition(0.1, 0.1, 0.2)).toBeCloseTo(25, 9);
    expect(rangePosition(0.2, 0.1, 0.2)).toBeCloseTo(75, 9);
    expect(rangePosition(1, 0.1, 0.2)).toBe(100);
    expect(rangePosition(-1, 0.1, 0.2)).toBe(0);
  });

  it('read the fees of the projection as the gap between the curves, never negative', () => {
    expect(projectionRows([{ year: 1, withFees: 90, withoutFees: 100 }, { year: 0, withFees: 50, withoutFees: 50 }])).toEqual([
      { year: 0, withFees: 50, withoutFees: 50, gap: 0 },
      { year: 1, withFees: 90, withoutFees: 100, gap: 10 },
    ]);
  });

  it('order allocation gaps by distance and risk contributors by share × SRRI', () => {
    expect(gapsByDistance([{ gap: 0.1 }, { gap: -0.3 }, { gap: 0.2 }]).map((g) => g.gap)).toEqual([-0.3, 0.2, 0.1]);
    const top = riskContributors([
      { name: 'a', share: 0.5, srri: 1 },
      { name: 'b', share: 0.3, srri: 6 },
      { name: 'c', share: 0.2, srri: null },
    ]);
    expect(top.map((h) => h.name)).toEqual(['b', 'a']);
    expect(top[0]?.weight).toBeCloseTo(1.8 / 2.3, 12);
  });
});
