import type { Composition } from '../../schemas/analysis';
import type {
  AdvicesAnalysis,
  AllocationAnalysis,
  FeesAnalysis,
  PerformancesAnalysis,
  RiskAnalysis,
} from '../../schemas/portfolio-analysis';
import { DAY, NOW } from './entity-ids';

/** The analyses the example answers are made of: the wealth's composition and the five analyses of the saver's contract. */

export const composition: Composition = {
  type: 'kind',
  subset: 'all',
  total: 60_750.37,
  items: [
    { key: 'lifeinsurance', label: null, amount: 48_250.37, share: 0.7942 },
    { key: 'savings', label: null, amount: 12_500, share: 0.2058 },
  ],
};

const analysisHeader = {
  asOf: '2025-11-20',
  recommendedRisk: 3,
  recommendedRiskSource: 'profile',
  profileRequired: false,
  computedAt: NOW,
} as const;

/** The saver's contract's two lines, as the allocation lists them; the risk adds each one's volatility. */
const worldFund: AllocationAnalysis['holdings'][number] = {
  isin: 'FR0010315770',
  name: 'Lyxor MSCI World',
  amount: 24_125.19,
  share: 0.5,
  assetClass: 'stockOther',
  srri: 6,
  euroFund: false,
};
const euroFund: AllocationAnalysis['holdings'][number] = { isin: null, name: 'Fonds euro', amount: 24_125.18, share: 0.5, assetClass: 'euroFund', srri: 1, euroFund: true };

export const allocation: AllocationAnalysis = {
  type: 'allocation',
  ...analysisHeader,
  total: 48_250.37,
  assetClasses: [
    { key: 'stockOther', amount: 24_125.19, share: 0.5 },
    { key: 'euroFund', amount: 24_125.18, share: 0.5 },
  ],
  euroFund: { amount: 24_125.18, share: 0.5 },
  sectors: [
    { key: 'informationTechnology', share: 0.25, amount: 6_031.3 },
    { key: 'financials', share: 0.2, amount: 4_825.04 },
  ],
  sectorsOthers: { amount: 13_268.85, share: 0.55 },
  sectorsClassified: 24_125.19,
  regions: [
    { key: 'europe', share: 0.6, amount: 28_950.22 },
    { key: 'northAmerica', share: 0.4, amount: 19_300.15 },
  ],
  holdings: [worldFund, euroFund],
  target: [
    { assetClass: 'euroFund', share: 0.4 },
    { assetClass: 'stockOther', share: 0.6 },
  ],
  gaps: [
    { assetClass: 'euroFund', current: 0.5, target: 0.4, gap: 0.1 },
    { assetClass: 'stockOther', current: 0.5, target: 0.6, gap: -0.1 },
  ],
  method: { lines: 2, lookThroughCoverage: 1, cash: 0, undescribed: 0 },
};

export const performancesAnalysis: PerformancesAnalysis = {
  type: 'performances',
  ...analysisHeader,
  history: [
    [DAY - 86_400_000, 100],
    [DAY, 100.31],
  ],
  benchmarkHistory: [
    [DAY - 86_400_000, 100],
    [DAY, 100.22],
  ],
  benchmarkCoverage: 1,
  timeWeighted: { from: '2020-11-20', to: '2025-11-20', days: 1826, cumulative: 0.214, annualised: 0.0396 },
  moneyWeighted: { rate: 0.0351, cumulative: 0.1883, days: 1826 },
  flows: { deposits: { sum: 12_000, count: 60 }, withdrawals: { sum: 0, count: 0 } },
  yearly: [{ year: 2024, performance: 0.061, benchmark: 0.072 }],
  outperformance: [
    { years: 1, share: 0, measuredShare: 1 },
    { years: 3, share: 0, measuredShare: 1 },
    { years: 5, share: 0, measuredShare: 1 },
  ],
  funds: [
    {
      isin: 'FR0010315770',
      name: 'Lyxor MSCI World',
      amount: 24_125.19,
      performance: 0.42,
      benchmarkPerformance: 0.45,
      benchmarkName: 'MSCI World',
      outperformance: [
        { years: 1, excess: -0.007 },
        { years: 3, excess: -0.006 },
        { years: 5, excess: null },
      ],
      beatsIndexFiveYears: false,
    },
  ],
  method: { period: { from: '2020-11-20', to: '2025-11-20' }, base: 100, hurdle: 0.005, values: 1827, flowTiming: 'endOfDay' },
};

export const riskAnalysis: RiskAnalysis = {
  type: 'risk',
  ...analysisHeader,
  level: 3,
  srri: 4,
  profileGap: 0,
  profileRange: 'normal',
  profileBand: { min: 0.05, max: 0.1 },
  volatility: { value: 0.082, weeks: 260, shortHistory: false },
  maxDrawdown: { value: -0.142, peakDate: '2022-01-04', troughDate: '2022-09-29', recoveryDate: '2023-07-18', recoveryDays: 292 },
  valueAtRisk: { parametric: { ratio: 0.098, amount: 4_728.54 }, historical: { ratio: 0.112, amount: 5_404.04 } },
  expectedShortfall: { parametric: { ratio: 0.131, amount: 6_320.8 }, historical: { ratio: 0.138, amount: 6_658.55 } },
  sharpe: 0.21,
  ratios: [
    { name: 'volatility', value: 0.082, range: 'normal', low: 0.05, high: 0.1 },
    { name: 'maxDrawdown', value: -0.142, range: 'normal', low: 0.075, high: 0.25 },
    { name: 'sharpe', value: 0.21, range: 'normal', low: 0, high: 1 },
    { name: 'var', value: 0.098, range: 'normal', low: 0.0822, high: 0.1645 },
  ],
  holdings: [
    { ...worldFund, volatility: 0.164 },
    { ...euroFund, volatility: 0 },
  ],
  method: {
    volatilityPeriod: { from: '2020-11-20', to: '2025-11-20' },
    period: { from: '2020-11-20', to: '2025-11-20' },
    measuredShare: 1,
    riskFree: 0.024,
    sharpeReturn: 0.0396,
    sharpeDays: 1826,
    confidence: 0.95,
    historicalWindows: 208,
    value: 48_250.37,
  },
};

export const feesAnalysis: FeesAnalysis = {
  type: 'fees',
  ...analysisHeader,
  estimatedFees: 578.52,
  byKind: [
    { kind: 'entryFee', amount: 48, rate: 0.02, base: 'deposits' },
    { kind: 'euroFundsFees', amount: 0, rate: null, base: 'euroFund' },
    { kind: 'brokerageFee_2', amount: 2.41, rate: 0.001, base: 'rebalancing' },
  ],
  missingKinds: ['euroFundsFees'],
  ongoingCharges: 528.11,
  projection: [
    { year: 0, withFees: 48_250.37, withoutFees: 48_250.37 },
    { year: 1, withFees: 52_012.4, withoutFees: 52_630.75 },
  ],
  feeDrag: { amount: 618.35, year: 1, atHorizon: 618.35 },
  funds: [
    {
      isin: 'FR0010315770',
      name: 'Lyxor MSCI World',
      ongoingCharges: 0.003,
      active: false,
      amount: 24_125.19,
      estimated: true,
      yearlyCost: 72.38,
    },
  ],
  activePassive: { active: { amount: 0, fees: 0, count: 0 }, passive: { amount: 24_125.19, fees: 72.38, count: 1 } },
  estimated: true,
  method: {
    grossYearlyReturn: 0.04,
    monthlyDeposit: 200,
    monthlyWithdrawal: 0,
    yearlyRate: 0.0015,
    depositRate: 0.02,
    withdrawalRate: 0,
    horizonYears: 20,
    rebalancingTurnover: 0.1,
    value: 48_250.37,
    euroFundValue: 24_125.18,
    unitLinkedValue: 24_125.19,
  },
};

export const advicesAnalysis: AdvicesAnalysis = {
  type: 'advices',
  ...analysisHeader,
  status: 'available',
  unavailableReason: null,
  advices: [
    { kind: 'rebalance', priority: 1, figure: 'allocationGap', value: 0.1, reference: 0.05, assetClass: 'euroFund' },
  ],
  recommendedAllocation: [
    { assetClass: 'euroFund', share: 0.4 },
    { assetClass: 'stockOther', share: 0.6 },
  ],
  arbitrationStart: 'recommended',
  method: { riskLevel: 3, feeRate: 0.012, referenceFeeRate: 0.015, allocationGapThreshold: 0.05, fundCount: 2 },
};
