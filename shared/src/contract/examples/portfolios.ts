import type { ResponseOf } from '../define-call';
import type * as calls from '../portfolios';
import { PORTFOLIO_ID, DAY, portfolio, loanPortfolio, contractProduct, bank, composition, allocation } from './entities';

/** A valid example answer of each call of `contract/portfolios.ts`; missing or drifted examples fail to compile. */
export const portfoliosExamples: { [K in keyof typeof calls]: ResponseOf<(typeof calls)[K]> } = {
  getPortfolios: [portfolio, loanPortfolio],
  getLoans: [loanPortfolio],
  getPortfolio: portfolio,
  getPortfolioCashValues: { series: portfolio.history, simulatedFrom: null },
  getPortfolioAnalysis: allocation,
  recordAnalysisProgress: {
    visited: [{ step: 'allocation', substep: 1 }],
    completed: false,
    next: { step: 'allocation', substep: 2 },
  },
  getAccountPortfolios: [portfolio],
  getWealthCashValues: { series: [[DAY, 60_750.37]], simulatedFrom: null },
  optimizePortfolio: {
    strategy: 'balanced',
    allocations: [
      {
        id: 'balanced-1',
        expectedReturn: 0.041,
        volatility: 0.08,
        confidence: 0.95,
        expectedReturnLow: -0.12,
        expectedReturnHigh: 0.2,
        level: 3,
        lines: [{ isin: 'FR0010315770', name: 'Lyxor MSCI World', share: 0.5, amount: 24_125.19 }],
      },
    ],
  },
  getRiskSurvey: {
    type: 'profile',
    questions: [1, 2, 3, 4, 5, 6, 7].map((number) => ({
      number,
      label: `Question ${number}`,
      help: null,
      answers: (number === 5 ? [1, 2, 3] : [1, 2, 3, 4, 5]).map((value) => ({ value, label: `Réponse ${value}` })),
    })),
  },
  getPortfolioTargets: {
    targets: [{ recommendedRisk: 3, allocation: [{ assetClass: 'euroFund', share: 0.4 }], maxSrri: 4 }],
  },
  getComposition: composition,
  aggregatePortfolios: {
    aggregates: [{ name: 'byCategory', total: 60_750.37, segments: [{ key: 'invested_wealth', value: 48_250.37 }] }],
  },
  getTransactions: {
    transactions: [
      {
        id: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b',
        portfolioId: PORTFOLIO_ID,
        date: '2025-11-18',
        label: 'CARREFOUR MARKET',
        amount: -54.3,
        category: 'grocery',
      },
    ],
    meta: { page: 1, totalPages: 4, totalCount: 96 },
  },
  getTransactionCategories: { categories: ['housing', 'grocery', 'other'] },
  getTransactionMovements: { credits: [[DAY, 3_200]], debits: [[DAY, 2_450.12]] },
  updatePortfolio: portfolio,
  updatePortfolioInfos: portfolio,
  getContracts: { contracts: [contractProduct], meta: { page: 1, totalPages: 1, totalCount: 1 } },
  getContract: contractProduct,
  publishContract: contractProduct,
  createBankContract: contractProduct,
  updateContract: contractProduct,
  getSeries: { series: [{ id: 'cac40', name: 'CAC 40', kind: 'index', history: [[DAY, 7_982.4]] }] },
  getBanks: [bank],
  getBank: { ...bank, contracts: [contractProduct] },
  getBankContracts: [contractProduct],
};
