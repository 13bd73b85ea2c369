import type { ResponseOf } from '../define-call';
import type * as calls from '../investments';
import { investment, investmentDetail } from './entities';

/** A valid example answer of each call of `contract/investments.ts`; missing or drifted examples fail to compile. */
export const investmentsExamples: { [K in keyof typeof calls]: ResponseOf<(typeof calls)[K]> } = {
  getInvestment: investmentDetail,
  searchInvestments: {
    investments: [investment],
    meta: { page: 1, totalPages: 3, totalCount: 27 },
    euroFund: { isin: null, name: 'Fonds en euros', yield: 0.025, amount: 19_300.15 },
  },
  getTags: [{ id: 'etf', label: 'ETF' }],
};
