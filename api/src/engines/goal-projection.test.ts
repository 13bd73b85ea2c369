import fc from 'fast-check';
import {
  ASSUMED_SHARPE_RATIO,
  depositNeeded,
  expectedReturnOf,
  goalStatus,
  projectGoal,
  projectPath,
  scenarioRates,
  wholeMonthsBetween,
  type GoalProjectionInput,
} from './goal-projection';

const base: GoalProjectionInput = {
  asOf: '2026-01-15',
  value: 10_000,
  openingDate: '2026-01-15',
  horizonYears: 10,
  amountGoal: 20_000,
  monthlyDeposit: 0,
  monthlyBuyout: 0,
  expectedReturn: 0.05,
  volatility: 0.1,
};

describe('goal projection', () => {
  it('counts whole months between two dates', () => {
    expect(wholeMonthsBetween('2026-01-15', '2036-01-15')).toBe(120);
    expect(wholeMonthsBetween('2026-01-15', '2026-03-14')).toBe(1);
    expect(wholeMonthsBetween('2026-01-31', '2026-02-28')).toBe(0);
    expect(wholeMonthsBetween('2026-03-15', '2026-01-15')).toBe(-2);
  });

  it('derives the expected return from the risk-free rate and the volatility', () => {
    expect(expectedReturnOf(0.017, 0.12)).toBeCloseTo(0.017 + ASSUMED_SHARPE_RATIO * 0.12, 12);
    expect(expectedReturnOf(0.03, 0)).toBe(0.03);
  });

  it('takes the lognormal median and the 5 % quantile of the horizon rate (hand-worked)', () => {
    // m = ln(1.05) − 0.01/2 = 0.0437901710; spread over 10 years = 1.6448536·0.1/√10 = 0.0520146
    const rates = scenarioRates(0.05, 0.1, 10);
    expect(rates.median).toBeCloseTo(Math.exp(Math.log(1.05) - 0.005) - 1, 12);
    expect(rates.median).toBeCloseTo(0.044763, 5);
    expect(rates.pessimistic).toBeCloseTo(Math.exp(0.0437901710 - 0.0520145) - 1, 5);
    expect(rates.optimistic).toBeCloseTo(Math.exp(0.0437901710 + 0.0520145) - 1, 5);
    // No volatility: the three scenarios are the same rate, the expected one.
    const flat = scenarioRates(0.03, 0, 5);
    expect(flat.median).toBeCloseTo(0.03, 12);
    expect(flat.pessimistic).toBeCloseTo(0.03, 12);
  });

  it('projects a lump sum as compound growth, and monthly flows as an annuity', () => {
    const path = projectPath(10_000, 0.05, 120, 0, 0);
    expect(path[120]).toBeCloseTo(10_000 * 1.05 ** 10, 6);
    // 100 € a month at 0 %: 12 000 € after 10 years on top of the value.
    expect(projectPath(1_000, 0, 120, 100, 0)[120]).toBeCloseTo(13_000, 6);
    // Future value of an annuity at a monthly rate i: d·((1+i)^n − 1)/i.
    const i = 1.04 ** (1 / 12) - 1;
    expect(projectPath(0, 0.04, 60, 200, 0)[60]).toBeCloseTo((200 * ((1 + i) ** 60 - 1)) / i, 6);
  });

  it('stops at zero when buyouts empty the contract', () => {
    const path = projectPath(1_000, 0, 24, 0, 100);
    expect(path[10]).toBe(0);
    expect(path[24]).toBe(0);
    expect(Math.min(...path)).toBe(0);
  });

  it('finds the monthly deposit that reaches the goal at the median rate', () => {
    const needed = depositNeeded(10_000, 30_000, 0.04, 120, 0) as number;
    const reached = projectPath(10_000, 0.04, 120, needed, 0)[120] as number;
    expect(reached).toBeCloseTo(30_000, 0);
    expect(depositNeeded(50_000, 10_000, 0.04, 120, 0)).toBe(0);
    expect(depositNeeded(10_000, 30_000, 0.04, 0, 0)).toBeNull();
    // At 0 % the deposit is the missing amount spread over the months, plus the buyout it must cover.
    expect(depositNeeded(0, 12_000, 0, 120, 50)).toBeCloseTo(150, 6);
  });

  it('reads on track / at risk / off track by the median and the pessimistic values', () => {
    expect(goalStatus(100, 150, 100)).toBe('on_track');
    expect(goalStatus(100, 100, 99)).toBe('at_risk');
    expect(goalStatus(100, 99.99, 50)).toBe('off_track');
  });

  it('gives the verdict and the figures that decide it', () => {
    const lowGoal = projectGoal({ ...base, amountGoal: 8_000 });
    expect(lowGoal.status).toBe('on_track');
    expect(lowGoal.pessimistic).toBeGreaterThanOrEqual(8_000);

    const medianGoal = projectGoal({ ...base, amountGoal: 15_000 });
    expect(medianGoal.median).toBeGreaterThanOrEqual(15_000);
    expect(medianGoal.pessimistic).toBeLessThan(15_000);
    expect(medianGoal.status).toBe('at_risk');

    const farGoal = projectGoal({ ...base, amountGoal: 40_000 });
    expect(farGoal.status).toBe('off_track');
    expect(farGoal.gap).toBeCloseTo(farGoal.median - 40_000, 2);
    expect(farGoal.monthlyDepositNeeded).toBeGreaterThan(0);
    // With the deposit it names, the median reaches the goal (to a euro).
    const fixed = projectGoal({ ...base, amountGoal: 40_000, monthlyDeposit: farGoal.monthlyDepositNeeded as number });
    expect(fixed.median).toBeGreaterThanOrEqual(40_000 - 1);
    expect(fixed.status).not.toBe('off_track');
  });

  it('counts the horizon from the opening date and compares today’s value once it is past', () => {
    const opened = projectGoal({ ...base, openingDate: '2020-01-15', horizonYears: 8 });
    expect(opened.targetDate).toBe('2028-01-15');
    expect(opened.months).toBe(24);
    const past = projectGoal({ ...base, openingDate: '2010-01-15', horizonYears: 8, amountGoal: 10_000 });
    expect(past.months).toBe(0);
    expect(past.median).toBe(10_000);
    expect(past.status).toBe('on_track');
    expect(past.monthlyDepositNeeded).toBeNull();
    expect(projectGoal({ ...past, ...base, openingDate: '2010-01-15', horizonYears: 8, amountGoal: 10_001 }).status).toBe('off_track');
  });

  it('draws one point a year, and the target date', () => {
    const projection = projectGoal({ ...base, horizonYears: 2, openingDate: '2025-07-15' });
    expect(projection.months).toBe(18);
    expect(projection.points.map((point) => point.date)).toEqual(['2026-01-15', '2027-01-15', '2027-07-15']);
    expect(projection.points[0]).toEqual({ date: '2026-01-15', median: 10_000, pessimistic: 10_000, optimistic: 10_000 });
  });

  it('refuses negative amounts', () => {
    expect(() => projectGoal({ ...base, value: -1 })).toThrow(RangeError);
    expect(() => projectGoal({ ...base, monthlyDeposit: -5 })).toThrow(RangeError);
  });

  it('orders the scenarios, and grows with the deposits (properties)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: 0, max: 0.1, noNaN: true }),
        fc.double({ min: 0, max: 0.4, noNaN: true }),
        (value, deposit, buyout, horizon, riskFree, volatility) => {
          const input = { ...base, value, monthlyDeposit: deposit, monthlyBuyout: buyout, horizonYears: horizon, openingDate: base.asOf, expectedReturn: expectedReturnOf(riskFree, volatility), volatility };
          const projection = projectGoal(input);
          expect(projection.pessimistic).toBeLessThanOrEqual(projection.median + 1e-6);
          expect(projection.median).toBeLessThanOrEqual(projection.optimistic + 1e-6);
          expect(projection.pessimistic).toBeGreaterThanOrEqual(0);
          const more = projectGoal({ ...input, monthlyDeposit: deposit + 100 });
          expect(more.median).toBeGreaterThanOrEqual(projection.median);
        },
      ),
      { numRuns: 200 },
    );
  });
});
