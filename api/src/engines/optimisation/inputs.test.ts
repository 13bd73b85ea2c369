import type { Fund } from '../../investments/universe';
import { addDays, type DailySeries } from '../../market/series';
import { EURO_FUND_KEY, euroFundAsset, optimisationInputsFromUniverse } from './inputs';
import { optimiseAllocation } from './optimise';

/** A calendar-daily series from `start` to `end` growing by `daily` a day (plus a weekly wobble when asked). */
function series(start: string, end: string, daily: number, wobble = 0): DailySeries {
  const dates: string[] = [];
  const closes: number[] = [];
  let index = 0;
  for (let date = start; date <= end; date = addDays(date, 1), index++) {
    dates.push(date);
    closes.push(100 * (1 + daily) ** index * (1 + wobble * Math.sin(index / 3)));
  }
  return { dates, closes };
}

function fund(isin: string, proxy: DailySeries | null, srri: 1 | 2 | 3 | 4 | 5 | 6 | 7 = 3): Fund {
  return {
    isin,
    name: `Fonds ${isin}`,
    managementCompany: null,
    currency: 'EUR',
    classification: { rule: 'test', assetClass: 'bond', benchmark: null, proxy: proxy ? 'TEST' : null, regions: [], sectors: [], tags: [] },
    proxy: proxy
      ? { series: proxy, label: 'Test', volatility: 0.05, srri, performances: { oneYear: null, threeYears: null, fiveYears: null } }
      : null,
    searchText: isin.toLowerCase(),
  };
}

describe('optimisationInputsFromUniverse', () => {
  const steady = series('2019-01-01', '2026-02-20', 0.0001);
  const longer = series('2019-01-01', '2026-02-27', 0.0002, 0.01);
  const young = series('2023-06-01', '2026-02-20', 0.0001);

  it('gives aligned weekly returns over 5 years ending on the earliest last date', () => {
    const inputs = optimisationInputsFromUniverse([fund('FR0000000001', steady), fund('FR0000000002', longer, 5)]);
    expect(inputs.end).toBe('2026-02-20');
    expect(inputs.excluded).toEqual([]);
    expect(inputs.assets.map((asset) => asset.weeklyReturns.length)).toEqual([260, 260]);
    // Growing 0.01 % every calendar day, each 7-day step returns 1.0001⁷ − 1.
    for (const value of inputs.assets[0]!.weeklyReturns) expect(value).toBeCloseTo(1.0001 ** 7 - 1, 12);
    expect(inputs.assets[1]).toMatchObject({ isin: 'FR0000000002', euroFund: false, srri: 5, ongoingCharges: 0.003 });
  });

  it('leaves out funds with no proxy or a proxy younger than the window, and says why', () => {
    const inputs = optimisationInputsFromUniverse([fund('FR0000000001', steady), fund('FR0000000003', null), fund('FR0000000004', young)]);
    expect(inputs.assets.map((asset) => asset.isin)).toEqual(['FR0000000001']);
    expect(inputs.excluded).toEqual([
      { isin: 'FR0000000003', name: 'Fonds FR0000000003', reason: 'noProxy' },
      { isin: 'FR0000000004', name: 'Fonds FR0000000004', reason: 'shortHistory' },
    ]);
    expect(optimisationInputsFromUniverse([fund('FR0000000003', null)])).toEqual({ assets: [], excluded: [{ isin: 'FR0000000003', name: 'Fonds FR0000000003', reason: 'noProxy' }], end: null });
  });

  it('uses known fees and caps when given', () => {
    const inputs = optimisationInputsFromUniverse([fund('FR0000000001', steady)], { ongoingCharges: { FR0000000001: 0.012 }, caps: { FR0000000001: 0.25 } });
    expect(inputs.assets[0]).toMatchObject({ ongoingCharges: 0.012, cap: 0.25 });
  });

  it('puts the euro fund first when given, keyed by EURO_FUND_KEY without an ISIN', () => {
    const inputs = optimisationInputsFromUniverse([fund('FR0000000001', steady)], { euroFund: { isin: null, name: 'Fonds euro' } });
    expect(inputs.assets[0]).toEqual({ isin: EURO_FUND_KEY, name: 'Fonds euro', euroFund: true, srri: 1, ongoingCharges: 0, weeklyReturns: [], cap: undefined });
    expect(inputs.assets.map((asset) => asset.isin)).toEqual([EURO_FUND_KEY, 'FR0000000001']);
  });

  it('feeds the optimiser', () => {
    const inputs = optimisationInputsFromUniverse([fund('FR0000000001', steady), fund('FR0000000002', longer, 5)]);
    const outcome = optimiseAllocation({
      assets: [euroFundAsset('QS0000000001', 'Fonds euro'), ...inputs.assets],
      euroFundYield: 0.025,
      profile: 1,
      strategy: 'maxReturn',
    });
    expect(outcome.ok).toBe(true);
  });
});
