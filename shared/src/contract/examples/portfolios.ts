import type { ResponseOf } from '../define-call';
import type * as calls from '../portfolios';
import type { ArbitrationLine, ArbitrationPlan, OptimisationResult } from '../../schemas/arbitration';
import { PORTFOLIO_ID, DAY, portfolio, loanPortfolio, contractProduct, bank, composition, allocation } from './entities';

const euroLine: ArbitrationLine = { isin: null, name: 'Fonds en euros', euroFund: true, assetClass: 'euroFund', srri: 1, share: 0.4, amount: 19_300.15 };
const worldLine: ArbitrationLine = { isin: 'FR0010315770', name: 'Lyxor MSCI World', euroFund: false, assetClass: 'stockOther', srri: 6, share: 0.6, amount: 28_950.22 };
const fees = { next12Months: 482.5, twentyYears: 21_430.12, yearlyRate: 0.01, estimated: true };

const optimisationResult: OptimisationResult = {
  strategy: 'balanced',
  start: 'recommended',
  recommendedRisk: 3,
  profileBand: { min: 0.05, max: 0.1 },
  withinBand: true,
  contractValue: 48_250.37,
  amount: 48_250.37,
  asOf: '2025-11-21',
  proposal: {
    lines: [worldLine, euroLine],
    figures: { expectedReturn: 0.041, range: { confidence: 0.95, low: -0.12, high: 0.2 }, volatility: 0.08, level: 3, srri: 4, profileRange: 'within' },
    fees,
  },
  current: {
    lines: [{ ...worldLine, share: 1, amount: 48_250.37 }],
    figures: { expectedReturn: 0.055, range: { confidence: 0.95, low: -0.24, high: 0.35 }, volatility: 0.15, level: 4, srri: 5, profileRange: 'above' },
    fees: { ...fees, next12Months: 530.1, twentyYears: 24_010.5 },
  },
  frontier: {
    points: [
      { volatility: 0.02, expectedReturn: 0.026 },
      { volatility: 0.08, expectedReturn: 0.041 },
      { volatility: 0.15, expectedReturn: 0.055 },
    ],
    proposed: { volatility: 0.08, expectedReturn: 0.041 },
    current: { volatility: 0.15, expectedReturn: 0.055 },
  },
  movements: {
    lines: [
      { kind: 'sell', isin: 'FR0010315770', name: 'Lyxor MSCI World', euroFund: false, amount: 19_300 },
      { kind: 'buy', isin: null, name: 'Fonds en euros', euroFund: true, amount: 19_300 },
    ],
    totals: { sells: 19_300, buys: 19_300, payment: 0, withdrawal: 0 },
    minimum: 100,
    leftUnmoved: 0,
  },
  excluded: [],
  computedAt: '2025-11-21T13:05:00.000Z',
};

const arbitrationPlan: ArbitrationPlan = {
  choice: {
    start: 'recommended',
    strategy: 'balanced',
    basket: [
      { isin: null, euroFund: true, basketFrom: 'recommended', share: 0.4 },
      { isin: 'FR0010315770', euroFund: false, basketFrom: 'current', share: 0.6 },
    ],
    amount: 48_250.37,
  },
  result: optimisationResult,
  savedAt: '2025-11-21T13:06:00.000Z',
  stale: false,
};

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
  optimizePortfolio: optimisationResult,
  getArbitrationStarts: {
    recommendedRisk: 3,
    contractValue: 48_250.37,
    asOf: '2025-11-21',
    euroFund: { isin: null, name: 'Fonds en euros', yield: 0.025 },
    suggested: 'recommended',
    starts: [
      {
        start: 'recommended',
        available: true,
        unavailableReason: null,
        lines: [
          { ...euroLine, basketFrom: 'recommended', share: 0.4, amount: 19_300.15 },
          { ...worldLine, basketFrom: 'recommended', share: 0.6, amount: 28_950.22 },
        ],
        figures: { expectedReturn: 0.041, range: { confidence: 0.95, low: -0.12, high: 0.2 }, volatility: 0.08 },
        unfilled: [],
      },
      {
        start: 'current',
        available: true,
        unavailableReason: null,
        lines: [{ ...worldLine, basketFrom: 'current', share: 1, amount: 48_250.37 }],
        figures: { expectedReturn: 0.055, range: { confidence: 0.95, low: -0.24, high: 0.35 }, volatility: 0.15 },
        unfilled: [],
      },
      {
        start: 'blank',
        available: true,
        unavailableReason: null,
        lines: [{ ...euroLine, basketFrom: 'recommended', share: null, amount: null }],
        figures: null,
        unfilled: [],
      },
    ],
  },
  getArbitrationPlan: { plan: arbitrationPlan },
  saveArbitrationPlan: arbitrationPlan,
  deleteArbitrationPlan: { plan: null },
  getArbitrationPlanPdf: '%PDF-1.7',
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
