import { historicalWeight, priorReturn, riskyExpectedReturn } from './expected-returns';

describe('historicalWeight', () => {
  it('gives 5 years of history a weight of 1/6 (5 × 0.2² / (1 + 5 × 0.2²))', () => {
    expect(historicalWeight(5)).toBeCloseTo(1 / 6, 15);
  });

  it('is 0 without data and grows toward 1 with longer histories', () => {
    expect(historicalWeight(0)).toBe(0);
    expect(historicalWeight(Number.NaN)).toBe(0);
    expect(historicalWeight(1)).toBeCloseTo(0.04 / 1.04, 15);
    expect(historicalWeight(100)).toBeCloseTo(4 / 5, 15);
  });
});

describe('riskyExpectedReturn', () => {
  const weekly = Array.from({ length: 260 }, () => 0.002);

  it('shrinks the historical mean toward the risk prior and takes fees off (hand-worked)', () => {
    // History: 0.002 × 52 = 10.4 %; prior: 2 % + 0.25 × 10 % = 4.5 %; h = 1/6:
    // 10.4/6 + 4.5 × 5/6 = 1.7333 + 3.75 = 5.4833 %, minus 0.3 % of fees = 5.1833 %.
    expect(riskyExpectedReturn({ weeklyReturns: weekly, volatility: 0.1, ongoingCharges: 0.003, euroFundYield: 0.02 })).toBeCloseTo(0.051833333333, 10);
  });

  it('uses the fund’s own prior when given', () => {
    expect(priorReturn({ volatility: 0.1, euroFundYield: 0.02, prior: 0.06 })).toBe(0.06);
    // 10.4/6 + 6 × 5/6 = 6.7333 %, no fees.
    expect(riskyExpectedReturn({ weeklyReturns: weekly, volatility: 0.1, ongoingCharges: 0, euroFundYield: 0.02, prior: 0.06 })).toBeCloseTo(0.067333333333, 10);
  });
});
