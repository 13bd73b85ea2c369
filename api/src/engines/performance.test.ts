import fc from 'fast-check';
import { addDays, type DailySeries } from '../market/series';
import {
  accrualSeries,
  annualise,
  base100Index,
  beatsIndexEveryYear,
  blendedBenchmark,
  dailyReturns,
  moneyWeightedReturn,
  outperformance,
  outperformanceGauges,
  periodReturn,
  xirr,
  yearlyComparison,
} from './performance';

const series = (dates: string[], closes: number[]): DailySeries => ({ dates, closes });

describe('XIRR', () => {
  it('finds the classic spreadsheet example, 37.3363 %', () => {
    const flows = [
      { date: '2008-01-01', amount: -10000 },
      { date: '2008-03-01', amount: 2750 },
      { date: '2008-10-30', amount: 4250 },
      { date: '2009-02-15', amount: 3250 },
      { date: '2009-04-01', amount: 2750 },
    ];
    const rate = xirr(flows) as number;
    expect(rate).toBeCloseTo(0.373363, 6);
    // The flows discounted at that rate, written out by hand with their day counts (0, 60, 303, 411, 456).
    const npv = -10000 + 2750 / (1 + rate) ** (60 / 365) + 4250 / (1 + rate) ** (303 / 365) + 3250 / (1 + rate) ** (411 / 365) + 2750 / (1 + rate) ** (456 / 365);
    expect(Math.abs(npv)).toBeLessThan(1e-6);
  });

  it('is 10 % for 100 returning 110 a year (365 days) later, and independent of the flows’ order', () => {
    expect(xirr([{ date: '2021-01-01', amount: -100 }, { date: '2022-01-01', amount: 110 }])).toBeCloseTo(0.1, 12);
    expect(xirr([{ date: '2022-01-01', amount: 110 }, { date: '2021-01-01', amount: -100 }])).toBeCloseTo(0.1, 12);
  });

  it('finds a near-total loss, where Newton from 10 % leaves the domain, by bracketing', () => {
    // 100 put in, 1 back two years later: (1 + x)² = 0.01, x = −90 %.
    expect(xirr([{ date: '2020-01-01', amount: -100 }, { date: '2021-12-31', amount: 1 }])).toBeCloseTo(-0.9, 9);
    // 1 back after a year: −99 %.
    expect(xirr([{ date: '2021-01-01', amount: -100 }, { date: '2022-01-01', amount: 1 }])).toBeCloseTo(-0.99, 9);
  });

  it('is « non calculable » (null) without money both ways', () => {
    expect(xirr([])).toBeNull();
    expect(xirr([{ date: '2021-01-01', amount: -100 }])).toBeNull();
    expect(xirr([{ date: '2021-01-01', amount: 100 }, { date: '2022-01-01', amount: 10 }])).toBeNull();
    expect(xirr([{ date: '2021-01-01', amount: -100 }, { date: '2022-01-01', amount: Number.NaN }])).toBeNull();
  });
});

describe('time-weighted return', () => {
  // 1 000 €, +10 %, a 500 € deposit with no market move, −10 %, a 500 € withdrawal with no market move.
  const values = series(['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05'], [1000, 1100, 1600, 1440, 940]);
  const flows = [
    { date: '2024-01-03', amount: 500 },
    { date: '2024-01-05', amount: -500 },
  ];

  it('counts each flow at the end of its day: r = (V − F) / V₋₁ − 1', () => {
    const { returns } = dailyReturns(values, flows);
    expect(returns[0]).toBe(0);
    expect(returns[1]).toBeCloseTo(0.1, 12);
    expect(returns[2]).toBeCloseTo(0, 12);
    expect(returns[3]).toBeCloseTo(-0.1, 12);
    expect(returns[4]).toBeCloseTo(0, 12);
  });

  it('chains the days into the base-100 history and the period return', () => {
    const index = base100Index(values, flows);
    expect(index.closes.map((close) => Number(close.toFixed(10)))).toEqual([100, 110, 110, 99, 99]);
    const period = periodReturn(index, '2024-01-01', '2024-01-05');
    expect(period?.cumulative).toBeCloseTo(1.1 * 0.9 - 1, 12);
    expect(period?.annualised).toBeNull();
  });

  it('has no return for a period entirely after the history (issue 12 defect 4)', () => {
    const index = base100Index(values, flows);
    // The history ends on 2024-01-05: a period from July to December 2024 has no value in it.
    expect(periodReturn(index, '2024-07-01', '2024-12-31')).toBeNull();
    // Starting after the last value, even by a day, is just as empty.
    expect(periodReturn(index, '2024-01-06', '2024-01-10')).toBeNull();
    // A period that overlaps the history's end still measures what it covers.
    expect(periodReturn(index, '2024-01-03', '2024-03-01')).toMatchObject({ from: '2024-01-03', to: '2024-01-05', days: 2 });
  });

  it('counts a weekend deposit on the next valuation day', () => {
    const weekdays = series(['2024-01-05', '2024-01-08'], [1000, 1600]);
    const { returns } = dailyReturns(weekdays, [{ date: '2024-01-06', amount: 500 }]);
    expect(returns[1]).toBeCloseTo(0.1, 12);
  });

  it('starts on the first positive value and gives no return after a zero value', () => {
    const opened = series(['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05'], [0, 200, 0, 300, 330]);
    const { dates, returns } = dailyReturns(opened, [
      { date: '2024-01-02', amount: 200 },
      { date: '2024-01-03', amount: -200 },
      { date: '2024-01-04', amount: 300 },
    ]);
    expect(dates[0]).toBe('2024-01-02');
    expect(returns).toEqual([0, 0, 0, expect.closeTo(0.1, 12)]);
  });

  it('never annualises a year or less, and annualises a longer period geometrically', () => {
    expect(annualise(0.03, 60)).toBeNull();
    expect(annualise(0.1, 365)).toBeNull();
    expect(annualise(0.21, 730)).toBeCloseTo(0.1, 12);
    expect(annualise(-1, 730)).toBeNull();
  });

  it('agrees with XIRR on a contract without flows over more than a year', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -0.05, max: 0.05, noNaN: true }), { minLength: 400, maxLength: 900 }), (moves) => {
        const dates: string[] = [];
        const closes: number[] = [];
        let value = 1000;
        moves.forEach((move, day) => {
          value *= 1 + move;
          dates.push(addDays('2019-01-01', day));
          closes.push(value);
        });
        const values = series(dates, closes);
        const twr = periodReturn(base100Index(values, []), dates[0] as string, dates[dates.length - 1] as string);
        const mwr = moneyWeightedReturn(values, [], dates[0] as string, dates[dates.length - 1] as string);
        expect(mwr).not.toBeNull();
        expect(twr?.annualised).toBeCloseTo(mwr?.rate as number, 8);
      }),
      { numRuns: 40 },
    );
  });

  it('gives a money-weighted return that weighs the large deposit before the fall', () => {
    // 1 000 € for a year at +20 %, then 10 000 € more, then −10 % over the second year.
    const values = series(['2022-01-01', '2023-01-01', '2024-01-01'], [1000, 11200, 10080]);
    const flows = [{ date: '2023-01-01', amount: 10000 }];
    const twr = periodReturn(base100Index(values, flows), '2022-01-01', '2024-01-01');
    expect(twr?.cumulative).toBeCloseTo(1.2 * 0.9 - 1, 12);
    const mwr = moneyWeightedReturn(values, flows, '2022-01-01', '2024-01-01') as { rate: number };
    // Independently: −1000 (1 + x)² − 10000 (1 + x) + 10080 = 0 over 365-day years (2023 has 365 days, 2022 too).
    const a = -1000;
    const b = -10000;
    const c = 10080;
    const onePlusX = (-b - Math.sqrt(b * b - 4 * a * c)) / (2 * a);
    expect(mwr.rate).toBeCloseTo(onePlusX - 1, 9);
    expect(mwr.rate).toBeLessThan(0);
    expect(twr?.cumulative).toBeGreaterThan(0);
  });

  it('starts every base-100 history at 100 whatever the values and flows (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1, max: 1e7, noNaN: true }), { minLength: 1, maxLength: 60 }),
        fc.array(fc.record({ day: fc.nat(59), amount: fc.double({ min: -1e6, max: 1e6, noNaN: true }) }), { maxLength: 20 }),
        (closes, rawFlows) => {
          const dates = closes.map((_, day) => addDays('2024-01-01', day));
          const index = base100Index(series(dates, closes), rawFlows.map((flow) => ({ date: addDays('2024-01-01', flow.day), amount: flow.amount })));
          expect(index.closes[0]).toBe(100);
          for (const close of index.closes) expect(close).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('does not depend on the size of the amounts, so masking or scaling them changes no figure (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 100, max: 1e5, noNaN: true }), { minLength: 2, maxLength: 40 }),
        fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
        (closes, scale) => {
          const dates = closes.map((_, day) => addDays('2024-01-01', day));
          const flows = [{ date: dates[1] as string, amount: 50 }];
          const plain = base100Index(series(dates, closes), flows).closes;
          const scaled = base100Index(series(dates, closes.map((close) => close * scale)), flows.map((flow) => ({ ...flow, amount: flow.amount * scale }))).closes;
          scaled.forEach((close, index) => expect(close).toBeCloseTo(plain[index] as number, 8));
        },
      ),
    );
  });
});

describe('benchmarks', () => {
  it('accrues a yearly rate day by day: 2 % over 2021 makes 100 into 102', () => {
    const accrued = accrualSeries('2021-01-01', '2022-01-01', () => 0.02);
    expect(accrued.closes[0]).toBe(100);
    expect(accrued.closes[accrued.closes.length - 1]).toBeCloseTo(102, 10);
    expect(accrued.dates).toHaveLength(366);
  });

  it('blends indices at constant weights, rebalanced every date', () => {
    const a = series(['2024-01-01', '2024-01-02', '2024-01-03'], [100, 110, 99]);
    const b = series(['2024-01-01', '2024-01-02', '2024-01-03'], [50, 50, 55]);
    const blend = blendedBenchmark([{ weight: 3, series: a }, { weight: 1, series: b }], a.dates) as DailySeries;
    // Day 2: ¾ × 10 % + ¼ × 0 = 7.5 %; day 3: ¾ × −10 % + ¼ × 10 % = −5 %.
    expect(blend.closes[1]).toBeCloseTo(107.5, 10);
    expect(blend.closes[2]).toBeCloseTo(107.5 * 0.95, 10);
  });

  it('lets an index that has not started sit out, the others taking its weight', () => {
    const a = series(['2024-01-01', '2024-01-02', '2024-01-03'], [100, 110, 121]);
    const late = series(['2024-01-02', '2024-01-03'], [10, 5]);
    const blend = blendedBenchmark([{ weight: 1, series: a }, { weight: 1, series: late }], a.dates) as DailySeries;
    expect(blend.closes[1]).toBeCloseTo(110, 10);
    expect(blend.closes[2]).toBeCloseTo(110 * (1 + (0.1 - 0.5) / 2), 10);
    expect(blendedBenchmark([{ weight: 0, series: a }], a.dates)).toBeNull();
  });

  // Calendar-exact growth: each complete year multiplies by (1 + rate of that year).
  const grow = (rate: (year: number) => number) => accrualSeries('2015-12-31', '2025-12-31', rate);

  it('measures outperformance as the gap of annualised returns minus the 0.5 % hurdle', () => {
    const fund = grow(() => 0.1);
    const index = grow(() => 0.05);
    expect(outperformance(fund, index, 1)).toBeCloseTo(0.1 - 0.05 - 0.005, 9);
    expect(outperformance(fund, index, 3)).toBeCloseTo(0.1 - 0.05 - 0.005, 9);
    expect(outperformance(fund, index, 5)).toBeCloseTo(0.045, 9);
    expect(outperformance(fund, index, 12)).toBeNull();
    // A fund equal to its index does not beat it: the hurdle is what a tracker would cost.
    expect(outperformance(index, index, 1)).toBeCloseTo(-0.005, 12);
  });

  it('says a fund beats its index over 5 years only if it beat it by more than 0.5 % every year', () => {
    const index = grow(() => 0.05);
    expect(beatsIndexEveryYear(grow(() => 0.06), index)).toBe(true);
    expect(beatsIndexEveryYear(grow(() => 0.053), index)).toBe(false);
    expect(beatsIndexEveryYear(grow((year) => (year === 2023 ? 0.0 : 0.2)), index)).toBe(false);
    // Four complete years only.
    const young = accrualSeries('2021-06-30', '2025-12-31', () => 0.2);
    expect(beatsIndexEveryYear(young, index)).toBeNull();
  });

  it('weighs the gauges by amount among the funds measured over each window', () => {
    const index = grow(() => 0.05);
    const gauges = outperformanceGauges([
      { amount: 3000, series: grow(() => 0.08), benchmark: index },
      { amount: 1000, series: grow(() => 0.02), benchmark: index },
      { amount: 1000, series: accrualSeries('2023-12-31', '2025-12-31', () => 0.3), benchmark: index },
    ]);
    expect(gauges).toEqual([
      { years: 1, share: expect.closeTo(4000 / 5000, 12), measuredShare: 1 },
      { years: 3, share: expect.closeTo(3000 / 4000, 12), measuredShare: expect.closeTo(0.8, 12) },
      { years: 5, share: expect.closeTo(3000 / 4000, 12), measuredShare: expect.closeTo(0.8, 12) },
    ]);
  });

  it('compares complete calendar years of the contract with its benchmark', () => {
    const index = accrualSeries('2021-03-01', '2024-06-30', (year) => (year === 2022 ? -0.1 : 0.04));
    const benchmark = accrualSeries('2021-03-01', '2024-06-30', () => 0.03);
    expect(yearlyComparison(index, benchmark)).toEqual([
      { year: 2022, performance: expect.closeTo(-0.1, 10), benchmark: expect.closeTo(0.03, 10) },
      { year: 2023, performance: expect.closeTo(0.04, 10), benchmark: expect.closeTo(0.03, 10) },
    ]);
  });
});
