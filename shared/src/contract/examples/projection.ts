import type { ResponseOf } from '../define-call';
import type * as calls from '../projection';

/** A valid example answer of each call of `contract/projection.ts`. */
export const projectionExamples: { [K in keyof typeof calls]: ResponseOf<(typeof calls)[K]> } = {
  getPortfolioProjection: {
    asOf: '2026-02-20',
    value: 48_250.37,
    amountGoal: 80_000,
    horizon: 12,
    monthlyDeposit: 150,
    monthlyBuyout: 0,
    openingDate: '2019-03-01',
    missing: [],
    assumptions: { riskFree: 0.017, volatility: 0.072, volatilitySource: 'history', weeks: 260, sharpe: 0.25, expectedReturn: 0.035, pessimisticQuantile: 0.05 },
    result: {
      targetDate: '2031-03-01',
      months: 60,
      medianRate: 0.0324,
      pessimisticRate: -0.0201,
      optimisticRate: 0.0877,
      median: 66_839.12,
      pessimistic: 52_410.5,
      optimistic: 85_102.33,
      gap: -13_160.88,
      monthlyDepositNeeded: 351.2,
      status: 'off_track',
      points: [
        { date: '2026-02-20', median: 48_250.37, pessimistic: 48_250.37, optimistic: 48_250.37 },
        { date: '2031-02-20', median: 66_839.12, pessimistic: 52_410.5, optimistic: 85_102.33 },
      ],
    },
  },
};
