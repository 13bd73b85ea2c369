import fc from 'fast-check';
import { repoRoot } from '../../test/helpers/test-app';
import { MarketData, dataDirectory } from '../market/market-data';
import { addDays, type DailySeries } from '../market/series';
import { EURO_FUND_FLOOR, maxSrriOfProfile, PROFILE_VOLATILITY_BANDS, riskLevelOfVolatility } from './profiles';
import {
  allocationVolatility,
  contractRiskVerdict,
  historicalTailRisk,
  logReturns,
  maxDrawdown,
  parametricTailRisk,
  ratioRange,
  sharpeRatio,
  volatilityOf,
  weeklySample,
} from './risk';
import { normalQuantile } from './stats';

/** A daily series ending on `end` whose price moves only every 7th day counted back from the end, by `move(week)`. */
function weeklyMoves(weeks: number, move: (week: number) => number, end = '2026-02-23'): DailySeries {
  const days = weeks * 7 + 1;
  const dates: string[] = [];
  const closes: number[] = [];
  let price = 100;
  let week = 0;
  for (let day = 0; day < days; day++) {
    const fromEnd = days - 1 - day;
    if (day > 0 && fromEnd % 7 === 0) price *= move(week++);
    dates.push(addDays(end, -fromEnd));
    closes.push(price);
  }
  return { dates, closes };
}

describe('volatility and SRRI', () => {
  it('is the sample deviation of weekly log returns × √52 on a series of known volatility', () => {
    for (const a of [0.001, 0.01, 0.03, 0.08]) {
      // Log returns alternate +a and −a: mean 0, sample variance a² × 260 / 259.
      const series = weeklyMoves(262, (week) => Math.exp(week % 2 === 0 ? a : -a));
      const figure = volatilityOf(series);
      expect(figure?.weeks).toBe(260);
      expect(figure?.complete).toBe(true);
      expect(figure?.volatility).toBeCloseTo(a * Math.sqrt(260 / 259) * Math.sqrt(52), 12);
    }
  });

  it('maps volatilities to the CESR/10-673 classes', () => {
    const cases: [number, number][] = [
      [0.001, 1],
      [0.03, 3],
      [0.06, 4],
      [0.12, 5],
      [0.2, 6],
      [0.3, 7],
    ];
    for (const [a, srri] of cases) {
      const weekly = a / Math.sqrt(52) / Math.sqrt(260 / 259);
      expect(volatilityOf(weeklyMoves(262, (week) => Math.exp(week % 2 === 0 ? weekly : -weekly)))?.srri).toBe(srri);
    }
  });

  it('uses a younger history as it is, flagged, and nothing under 13 weeks', () => {
    const young = weeklyMoves(100, (week) => (week % 2 === 0 ? 1.02 : 0.98));
    const figure = volatilityOf(young);
    expect(figure?.weeks).toBe(100);
    expect(figure?.complete).toBe(false);
    expect(volatilityOf(weeklyMoves(12, () => 1.01))).toBeNull();
  });

  it('finds the expected class for the shipped CAC 40 (6, as its trackers’ documents state) and euro corporate bonds (3)', () => {
    const market = new MarketData(dataDirectory(repoRoot));
    const cac = volatilityOf(market.series('FCHI'));
    expect(cac?.complete).toBe(true);
    // 5 years of weekly CAC 40 moves to 2026-02-23 are about 16 % a year: class 6 (15–25 %).
    expect(cac?.volatility).toBeGreaterThan(0.15);
    expect(cac?.volatility).toBeLessThan(0.18);
    expect(cac?.srri).toBe(6);
    const bonds = volatilityOf(market.series('IEAC'));
    expect(bonds?.volatility).toBeGreaterThan(0.035);
    expect(bonds?.volatility).toBeLessThan(0.05);
    expect(bonds?.srri).toBe(3);
  });

  it('computes a contract’s volatility from its current allocation, cash damping the moves', () => {
    const x = 0.04;
    const equity = weeklyMoves(262, (week) => (week % 2 === 0 ? 1 + x : 1 - x));
    const cash = weeklyMoves(262, () => 1);
    const figure = allocationVolatility([
      { weight: 0.5, series: equity },
      { weight: 0.5, series: cash },
    ]);
    // Weekly simple returns ±2 %: log returns ln 1.02 and ln 0.98 alternating, 130 of each.
    const up = Math.log(1.02);
    const down = Math.log(0.98);
    const average = (up + down) / 2;
    const variance = (130 * (up - average) ** 2 + 130 * (down - average) ** 2) / 259;
    expect(figure?.volatility).toBeCloseTo(Math.sqrt(variance) * Math.sqrt(52), 12);
    // The same holding twice is the holding.
    expect(allocationVolatility([{ weight: 0.3, series: equity }, { weight: 0.7, series: equity }])?.volatility).toBeCloseTo(volatilityOf(equity)?.volatility as number, 12);
  });

  it('does not depend on the price level (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -0.1, max: 0.1, noNaN: true }), { minLength: 270, maxLength: 270 }), fc.double({ min: 0.01, max: 1000, noNaN: true }), (moves, scale) => {
        const series = weeklyMoves(268, (week) => 1 + (moves[week] as number));
        const scaled = { dates: series.dates, closes: series.closes.map((close) => close * scale) };
        expect(volatilityOf(scaled)?.volatility).toBeCloseTo(volatilityOf(series)?.volatility as number, 10);
      }),
      { numRuns: 30 },
    );
  });

  it('samples weekly closes backwards from the last date', () => {
    const daily: DailySeries = { dates: ['2026-02-09', '2026-02-12', '2026-02-16', '2026-02-23'], closes: [1, 2, 3, 4] };
    expect(weeklySample(daily, 1).closes).toEqual([1, 3, 4]);
    expect(logReturns([1, Math.E, 1])).toEqual([1, -1]);
  });
});

describe('drawdown', () => {
  it('finds the worst fall from a peak, its dates and the recovery', () => {
    const dates = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-06'];
    const drawdown = maxDrawdown({ dates, closes: [100, 120, 90, 130, 65, 140] });
    expect(drawdown).toEqual({ maxDrawdown: expect.closeTo(-0.5, 12), peakDate: '2024-01-04', troughDate: '2024-01-05', recoveryDate: '2024-01-06' });
    expect(maxDrawdown({ dates: dates.slice(0, 3), closes: [100, 120, 90] }).recoveryDate).toBeNull();
    expect(maxDrawdown({ dates: dates.slice(0, 3), closes: [100, 110, 120] }).maxDrawdown).toBe(0);
  });

  it('stays between −100 % and 0 (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 100 }), (closes) => {
        const result = maxDrawdown({ dates: closes.map((_, day) => addDays('2024-01-01', day)), closes });
        expect(result.maxDrawdown).toBeLessThanOrEqual(0);
        expect(result.maxDrawdown).toBeGreaterThanOrEqual(-1);
      }),
    );
  });
});

describe('value at risk and expected shortfall', () => {
  const z95 = 1.6448536269514722;

  it('uses the published 95 % quantile of the normal law', () => {
    expect(normalQuantile(0.95)).toBeCloseTo(z95, 8);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 8);
  });

  it('computes the parametric one-year loss at 95 % from weekly log returns (μ − 1.645 σ)', () => {
    // Weekly log returns 0.01 and −0.002 alternating: mean 0.004, sample deviation 0.006 × √(n / (n − 1)).
    const returns = Array.from({ length: 260 }, (_, week) => (week % 2 === 0 ? 0.01 : -0.002));
    const mu = 0.004 * 52;
    const sigma = 0.006 * Math.sqrt(260 / 259) * Math.sqrt(52);
    const tail = parametricTailRisk(returns);
    expect(tail?.valueAtRisk).toBeCloseTo(1 - Math.exp(mu - z95 * sigma), 8);
    // Lognormal shortfall, checked against a numerical integral of the loss over the 5 % tail.
    let integral = 0;
    const steps = 200_000;
    const low = mu - 12 * sigma;
    const high = mu - z95 * sigma;
    const width = (high - low) / steps;
    for (let step = 0; step < steps; step++) {
      const x = low + (step + 0.5) * width;
      integral += (1 - Math.exp(x)) * (Math.exp(-((x - mu) ** 2) / (2 * sigma * sigma)) / (sigma * Math.sqrt(2 * Math.PI))) * width;
    }
    expect(tail?.expectedShortfall).toBeCloseTo(integral / 0.05, 5);
    expect(tail?.expectedShortfall as number).toBeGreaterThan(tail?.valueAtRisk as number);
  });

  it('computes the historical figures from overlapping one-year windows', () => {
    // Closes 100, 101, … 255: window i returns 52 / (100 + i), largest first; 104 windows.
    const closes = Array.from({ length: 156 }, (_, week) => 100 + week);
    const tail = historicalTailRisk(closes);
    // Ascending order: 52/203, 52/202, …; position 0.05 × 103 = 5.15 between the 6th and 7th smallest.
    const quantile = 52 / 198 + 0.15 * (52 / 197 - 52 / 198);
    expect(tail?.valueAtRisk).toBeCloseTo(-quantile, 12);
    const worst = [203, 202, 201, 200, 199, 198].map((d) => 52 / d);
    expect(tail?.expectedShortfall).toBeCloseTo(-(worst.reduce((a, b) => a + b, 0) / 6), 12);
    expect(historicalTailRisk(closes.slice(0, 155))).toBeNull();
  });
});

describe('profiles', () => {
  it('places volatilities in the contiguous profile bands, level 0 under 0.5 %', () => {
    expect(riskLevelOfVolatility(0.004)).toBe(0);
    expect(riskLevelOfVolatility(0.03)).toBe(1);
    expect(riskLevelOfVolatility(0.04)).toBe(1);
    expect(riskLevelOfVolatility(0.05)).toBe(2);
    expect(riskLevelOfVolatility(0.085)).toBe(3);
    expect(riskLevelOfVolatility(0.12)).toBe(4);
    expect(riskLevelOfVolatility(0.2)).toBe(5);
    expect(riskLevelOfVolatility(0.4)).toBe(5);
    for (const profile of [1, 2, 3, 4] as const) expect(PROFILE_VOLATILITY_BANDS[profile].max).toBe(PROFILE_VOLATILITY_BANDS[(profile + 1) as 2 | 3 | 4 | 5].min);
  });

  it('reports each profile’s highest SRRI and a decreasing euro-fund floor', () => {
    expect([1, 2, 3, 4, 5].map((profile) => maxSrriOfProfile(profile as 1))).toEqual([3, 4, 4, 5, 6]);
    expect([1, 2, 3, 4, 5].map((profile) => EURO_FUND_FLOOR[profile as 1])).toEqual([0.6, 0.4, 0.2, 0.1, 0.05]);
  });

  it('judges a contract low, normal or high against its recommended profile', () => {
    expect(contractRiskVerdict(0.16, 3)).toEqual({ level: 5, range: 'high' });
    expect(contractRiskVerdict(0.08, 3)).toEqual({ level: 3, range: 'normal' });
    expect(contractRiskVerdict(0.02, 4)).toEqual({ level: 1, range: 'low' });
  });

  it('places each ratio in its documented range', () => {
    expect(ratioRange('volatility', 0.12, 4)).toBe('normal');
    expect(ratioRange('var', 1.645 * 0.09, 3)).toBe('normal');
    expect(ratioRange('var', 1.645 * 0.11, 3)).toBe('high');
    expect(ratioRange('maxDrawdown', -0.05, 3)).toBe('low');
    expect(ratioRange('maxDrawdown', -0.2, 3)).toBe('normal');
    expect(ratioRange('maxDrawdown', -0.3, 3)).toBe('high');
    expect(ratioRange('sharpe', -0.2, 3)).toBe('low');
    expect(ratioRange('sharpe', 1.4, 3)).toBe('high');
    expect(sharpeRatio(0.07, 0.03, 0.1)).toBeCloseTo(0.4, 12);
    expect(sharpeRatio(0.07, 0.03, 0)).toBeNull();
  });
});
