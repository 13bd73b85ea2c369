import { addDays, type DailySeries } from '../market/series';
import { performanceStep, riskStep, type AnalysedHolding, type ContractAnalysisInput } from './contract-analysis';
import { accrualSeries } from './performance';

/** A fund whose price moves ±x on alternate weeks around a yearly drift, daily from `from` to `to`. */
function swingingFund(from: string, to: string, x: number): DailySeries {
  const dates: string[] = [];
  const closes: number[] = [];
  let price = 100;
  let day = 0;
  for (let date = from; date <= to; date = addDays(date, 1), day++) {
    if (day > 0 && day % 7 === 0) price *= (day / 7) % 2 === 0 ? 1 + x : 1 - x;
    dates.push(date);
    closes.push(price);
  }
  return { dates, closes };
}

const FROM = '2016-01-01';
const TO = '2025-12-31';
const growing = accrualSeries(FROM, TO, () => 0.08);
const index = accrualSeries(FROM, TO, () => 0.06);
const holdings: AnalysedHolding[] = [
  { isin: null, name: 'Fonds euro', amount: 4000, euroFund: true, assetClass: 'euroFund', srri: null, series: null, benchmark: null },
  { isin: 'FR0000000001', name: 'Fonds actions', amount: 6000, euroFund: false, assetClass: 'stockEurope', srri: 5, series: growing, benchmark: index },
];

/** Contract values that follow the holdings at constant weights (40 % at 2 %, 60 % at 8 %), plus one deposit. */
function contract(): ContractAnalysisInput {
  const euro = accrualSeries(FROM, TO, () => 0.02);
  const dates = euro.dates;
  const closes: number[] = [];
  let value = 10000;
  for (let day = 0; day < dates.length; day++) {
    if (day > 0) {
      const r = 0.4 * ((euro.closes[day] as number) / (euro.closes[day - 1] as number) - 1) + 0.6 * ((growing.closes[day] as number) / (growing.closes[day - 1] as number) - 1);
      value *= 1 + r;
    }
    if (dates[day] === '2020-06-15') value += 5000;
    closes.push(value);
  }
  return {
    values: { dates, closes },
    flows: [{ date: '2020-06-15', amount: 5000 }],
    holdings,
    euroFund: euro,
    riskFree: 0.015,
    recommendedRisk: 2,
  };
}

describe('performance step', () => {
  const step = performanceStep(contract());

  it('starts the history at 100', () => {
    expect(step.history[0]?.[1]).toBe(100);
    expect(step.history).toHaveLength(3653);
  });

  it('measures the contract by time-weighted return, untouched by the deposit, and its blend benchmark', () => {
    // Each complete year: 0.4 × 2 % + 0.6 × 8 % rebalanced daily ≈ 5.6 %, the deposit changes nothing.
    for (const year of step.yearly) {
      expect(year.performance).toBeCloseTo(0.056, 3);
      // Benchmark: 40 % euro fund at 2 %, 60 % index at 6 %.
      expect(year.benchmark).toBeCloseTo(0.044, 3);
    }
    expect(step.yearly.map((year) => year.year)).toEqual([2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]);
    expect(step.timeWeighted?.annualised).toBeCloseTo(0.056, 3);
    expect(step.moneyWeighted?.rate).toBeCloseTo(0.056, 3);
    expect(step.benchmarkCoverage).toBe(1);
  });

  it('shows the fund beating its index by 2 % a year on every gauge and every year', () => {
    expect(step.outperformance).toEqual([
      { years: 1, share: 1, measuredShare: 1 },
      { years: 3, share: 1, measuredShare: 1 },
      { years: 5, share: 1, measuredShare: 1 },
    ]);
    expect(step.funds).toEqual([
      // 2016-01-01 → 2025-12-31: 365 of the 366 days of 2016, then 9 whole years.
      { isin: 'FR0000000001', name: 'Fonds actions', performance: expect.closeTo(1.08 ** (9 + 365 / 366) - 1, 9), benchmarkPerformance: expect.closeTo(1.06 ** (9 + 365 / 366) - 1, 9), beatsIndexFiveYears: true },
    ]);
  });

  it('restricts the history to the displayed period, rebased to 100', () => {
    const recent = performanceStep({ ...contract(), from: '2024-12-31' });
    expect(recent.history[0]?.[1]).toBe(100);
    expect(recent.history[recent.history.length - 1]?.[1]).toBeCloseTo(105.6, 1);
    expect(recent.timeWeighted?.annualised).toBeNull();
  });

  it('returns an empty step for a contract that never held anything', () => {
    const empty = performanceStep({ ...contract(), values: { dates: ['2024-01-01'], closes: [0] } });
    expect(empty.history).toEqual([]);
    expect(empty.timeWeighted).toBeNull();
  });
});

describe('risk step', () => {
  const swinging: AnalysedHolding = { ...(holdings[1] as AnalysedHolding), series: swingingFund(FROM, TO, 0.025) };

  it('measures the allocation and places the ratios against the profile', () => {
    const step = riskStep({ ...contract(), holdings: [holdings[0] as AnalysedHolding, swinging] });
    // Weekly simple returns are 60 % of ±2.5 % (the euro fund adds a tiny drift): log returns ln(1.015), ln(0.985).
    const half = (Math.log(1.015) - Math.log(0.985)) / 2;
    expect(step.volatility?.volatility).toBeCloseTo(half * Math.sqrt(52) * Math.sqrt(260 / 259), 3);
    expect(step.srri).toBe(5);
    expect(step.level).toBe(4);
    expect(step.ratios.map((ratio) => [ratio.name, ratio.range])).toEqual([
      ['volatility', 'high'],
      ['maxDrawdown', 'low'],
      ['sharpe', 'normal'],
      ['var', 'high'],
    ]);
    expect(step.holdings.map((holding) => [holding.share, holding.srri])).toEqual([
      [0.4, 1],
      [0.6, 5],
    ]);
    expect(step.measuredShare).toBe(1);
  });

  it('leaves the ratios unplaced without a recommended profile, and leaves out a line without prices', () => {
    const unknown: AnalysedHolding = { isin: 'FR0000000002', name: 'Inconnu', amount: 10000, euroFund: false, assetClass: 'other', srri: null, series: null, benchmark: null };
    const step = riskStep({ ...contract(), recommendedRisk: null, holdings: [...holdings, unknown] });
    expect(step.ratios).toEqual([]);
    expect(step.measuredShare).toBeCloseTo(0.5, 12);
    expect(step.level).toBe(0);
  });

  it('gives a period-consistent Sharpe ratio over a period under a year: 60 days at +1 % is positive (issue 12 defect 1)', () => {
    const swingingHolding: AnalysedHolding = { ...(holdings[1] as AnalysedHolding), series: swingingFund(FROM, TO, 0.01) };
    // 61 daily values, the contract up 1 % over 60 days, no flow; the saver's risk-free rate 3 % a year.
    const dates: string[] = [];
    const closes: number[] = [];
    for (let day = 0, date = '2025-09-01'; day <= 60; day++, date = addDays(date, 1)) {
      dates.push(date);
      closes.push(10_000 * 1.01 ** (day / 60));
    }
    const step = riskStep({ ...contract(), values: { dates, closes }, flows: [], holdings: [swingingHolding], riskFree: 0.03, recommendedRisk: 3 });
    const volatility = step.volatility?.volatility as number;
    // Independent: excess return of the 60 days over the risk-free rate of the same 60 days, per unit of the
    // volatility of 60 days.
    const expected = (0.01 - (1.03 ** (60 / 365) - 1)) / (volatility * Math.sqrt(60 / 365));
    expect(step.sharpe).toBeGreaterThan(0);
    expect(step.sharpe).toBeCloseTo(expected, 9);
    expect(step.ratios.find((ratio) => ratio.name === 'sharpe')).toMatchObject({ value: expect.closeTo(expected, 9), range: 'normal' });
    expect(step.sharpePeriod).toEqual({ cumulative: expect.closeTo(0.01, 12), days: 60, annualised: false });
  });
});
