import type { Account, Bank, Connection } from '../../schemas/account';
import type { AdvisorProfile } from '../../schemas/advisor';
import type { Composition } from '../../schemas/analysis';
import type { TokenResponse } from '../../schemas/auth';
import type { ContractProduct, Portfolio } from '../../schemas/contract';
import type { Investment, InvestmentDetail } from '../../schemas/investment';
import type { Notification } from '../../schemas/notification';
import type {
  AdvicesAnalysis,
  AllocationAnalysis,
  FeesAnalysis,
  PerformancesAnalysis,
  RiskAnalysis,
} from '../../schemas/portfolio-analysis';
import type { RealEstate, RealEstateEstimate } from '../../schemas/real-estate';
import type { Profile, User } from '../../schemas/user-profile';

/** The entities the example answers are made of (one saver, her contracts, her advisor…), shared by the domains. */

export const USER_ID = '6f1c2a9e-1b2c-4d5e-8f90-123456789abc';
export const PORTFOLIO_ID = '0a4f6c1e-3b1d-4e0a-9c55-1f2e3d4c5b6a';
export const LOAN_ID = '8d2b7f40-6c3e-4a51-b2d9-7e8f9a0b1c2d';
export const ACCOUNT_ID = '2c9e5d7a-8b4f-4c3e-a1d2-3e4f5a6b7c8d';
export const REAL_ESTATE_ID = '5b8a1c3d-2e4f-4a6b-8c9d-0e1f2a3b4c5d';
export const CUSTOMER_ID = '9e7d5c3b-1a2f-4e6d-8c0b-2a4f6e8d0c1b';
export const ADVISOR_ID = '3d5f7a9c-1b3d-4f5a-9c1e-3b5d7f9a1c3e';
export const FIRM_ID = '7a9c1e3b-5d7f-4a1c-8e3b-5d7f9a1c3e5b';
export const NOTIFICATION_ID = '4e6a8c0e-2b4d-4f6a-8c0e-2b4d6f8a0c2e';
export const INVITATION_ID = '1f3b5d7f-9a1c-4e5b-9d7f-1a3c5e7b9d1f';
export const EVENT_ID = '6c8e0a2c-4e6a-4c8e-a2c4-e6a8c0e2a4c6';
export const CONTRACT_PRODUCT_ID = 'b1d3f5a7-c9e1-4b3d-a5f7-c9e1b3d5f7a9';
export const NOW = '2025-11-21T13:05:00.000Z';
export const DAY = Date.UTC(2025, 10, 20);

export const profile: Profile = {
  mobile: '06 12 34 56 78',
  birthdate: '1984-03-12',
  birthplace: 'Lyon',
  nationality: 'française',
  maritalStatus: 2,
  children: 2,
  scp: 3800,
  professionnalStatus: 0,
  jobTitle: 'Ingénieure',
  incomeRange: 3,
  moneySource: 0,
  investableAssets: 3,
  annualSavings: 2,
  monthlyCharges: 2,
  riskSurvey: { type: 'profile', answers: [3, 2, 4, 3, 2, 3, 4] },
  emailPreferences: ['monthly-report', 'system'],
  infos: true,
  riskAssessment: {
    recommendedRisk: 3,
    score: 17,
    maxScore: 33,
    summary: 'Profil équilibré : vous acceptez des variations modérées pour viser une meilleure performance.',
    reasons: ['Votre horizon de placement dépasse 8 ans.'],
  },
};

export const user: User = {
  id: USER_ID,
  email: 'claire.martin@example.fr',
  firstName: 'Claire',
  lastName: 'Martin',
  roles: ['saver'],
  features: { realEstate: true, cDebtRatio: false },
  coupon: null,
  recommendedRisk: 3,
  confirmed: true,
  complete: true,
  profile,
};

export const portfolio: Portfolio = {
  id: PORTFOLIO_ID,
  accountId: ACCOUNT_ID,
  bankId: 'bnp-paribas',
  bankName: 'BNP Paribas',
  name: 'Assurance vie Multiplacements',
  kind: 'lifeinsurance',
  kindDetail: null,
  status: 'active',
  category: 'invested_wealth',
  type: 'asset',
  amount: 48_250.37,
  currency: 'EUR',
  realEstateId: null,
  history: [
    [DAY - 86_400_000, 48_100.12],
    [DAY, 48_250.37],
  ],
  infos: {
    openingDate: '2016-05-02',
    projectKind: 'pension',
    amountGoal: 150_000,
    horizon: 20,
    monthlyBuyout: 0,
    monthlyDeposit: 200,
    fees: [
      { kind: 'entryFee', rate: 0.02 },
      { kind: 'brokerageFee_2', rate: 0.001 },
    ],
    contractId: CONTRACT_PRODUCT_ID,
  },
  recommendedRisk: 3,
  riskSurvey: null,
  loan: null,
  updatedAt: NOW,
  analysisProgress: {
    visited: [
      { step: 'allocation', substep: 1 },
      { step: 'allocation', substep: 2 },
    ],
    completed: false,
    next: { step: 'allocation', substep: 3 },
  },
};

export const loanPortfolio: Portfolio = {
  ...portfolio,
  id: LOAN_ID,
  name: 'Prêt immobilier résidence principale',
  kind: 'loan',
  kindDetail: 'mortgage',
  category: null,
  type: 'liability',
  amount: 182_400,
  realEstateId: REAL_ESTATE_ID,
  history: [],
  recommendedRisk: null,
  loan: {
    id: LOAN_ID,
    kindDetail: 'mortgage',
    status: 'ongoing',
    signatureDate: '2019-07-15',
    contractualEndDate: '2039-07-15',
    totalAmount: 250_000,
    remainingAmount: 182_400,
    nominalRate: 0.0135,
    monthlyInsurance: 38.5,
    realEstates: [{ realEstateId: REAL_ESTATE_ID, amount: 250_000, date: '2019-07-15' }],
  },
};

export const contractProduct: ContractProduct = {
  id: CONTRACT_PRODUCT_ID,
  url: 'bnp-multiplacements-2',
  name: 'Multiplacements 2',
  bankId: 'bnp-paribas',
  bankName: 'BNP Paribas',
  kind: 'lifeinsurance',
  description: 'Contrat multisupport avec fonds euro.',
  fees: [{ kind: 'entryFee', rate: 0.02 }],
  minimumDeposit: 1_000,
  euroFundRate: 0.025,
  investmentsCount: 142,
  published: true,
};

export const bank: Bank = {
  id: 'bnp-paribas',
  name: 'BNP Paribas',
  logoUrl: null,
  kind: 'retail_bank',
  aliases: [],
  initials: 'BNP',
  color: '#00915a',
  fields: [
    { name: 'login', label: 'Identifiant', type: 'text', required: true, values: [] },
    { name: 'password', label: 'Mot de passe', type: 'password', required: true, values: [] },
  ],
};

export const connection: Connection = {
  id: '4127',
  idBank: 'bnp-paribas',
  state: 'none',
  fields: [],
  accounts: [
    {
      externalId: 'acc-1',
      name: 'Livret A',
      number: 'FR76 3000 4000 0100 0000 0000 000',
      amount: 12_500,
      kind: 'savings',
      kindDetail: 'livret_a',
      currency: 'EUR',
    },
  ],
};

export const account: Account = {
  id: ACCOUNT_ID,
  bankId: 'bnp-paribas',
  bankName: 'BNP Paribas',
  connectionId: '4127',
  state: 'none',
  syncing: false,
  lastSyncAt: NOW,
  fields: [],
  message: null,
  portfoliosCash: 3_240.55,
  portfolios: [{ id: PORTFOLIO_ID, kind: 'lifeinsurance', status: 'active' }],
  demo: false,
  createdAt: NOW,
};

export const estimate: RealEstateEstimate = {
  low: 400_800,
  value: 431_000,
  high: 461_200,
  pricePerSquareMetre: 5_251,
  adjustedPricePerSquareMetre: 5_388,
  reliability: { level: 'high', sales: null },
  source: {
    level: 'bigCity',
    communes: [],
    communeCount: 0,
    period: 'prix publiés par les notaires, 2e trimestre 2025',
    radiusKm: null,
    note: 'Prix médian publié pour le 4e arrondissement de Lyon.',
  },
  adjustments: [{ id: 'floor', label: '3e étage avec ascenseur', multiplier: 1.03 }],
  purchase: { timestampMs: Date.UTC(2019, 6, 1), price: 300_000 },
  history: [[DAY, 431_000]],
  strengths: [],
  weaknesses: [],
  themesWithoutData: ['culture', 'education', 'food', 'health', 'noise', 'pollution', 'safety', 'services', 'shopping', 'sun', 'transportation'],
  estimatedAt: NOW,
};

export const realEstate: RealEstate = {
  id: REAL_ESTATE_ID,
  portfolioId: PORTFOLIO_ID,
  name: 'Appartement Croix-Rousse',
  address: '12 Rue d’Austerlitz 69004 Lyon',
  location: { latitude: 45.7745, longitude: 4.8311, city: 'Lyon', postcode: '69004', inseeCode: '69384' },
  kind: 'appartment',
  usage: 'principal_residence',
  state: 0,
  amount: null,
  assetPrice: 300_000,
  purchaseAmount: 324_000,
  notaryCosts: 24_000,
  rentReceived: null,
  surface: 80,
  gardenSurface: null,
  constructionYear: 1890,
  purchaseYear: 2019,
  floor: 3,
  rooms: 4,
  bathrooms: 1,
  features: ['elevator', 'balcony'],
  conditions: [{ subject: 'kitchen', level: 2 }],
  currentAmount: 431_000,
  estimate,
  estimateRefusal: null,
  loans: [{ portfolioId: LOAN_ID, name: 'Prêt immobilier', amount: 250_000, date: '2019-07-15', remainingAmount: 182_400 }],
  netEquity: 248_600,
  grossRentalYield: null,
  createdAt: NOW,
  updatedAt: NOW,
};

export const investment: Investment = {
  isin: 'FR0010315770',
  general: {
    name: 'Lyxor MSCI World UCITS ETF',
    managementCompany: 'Amundi',
    assetClass: 'stockOther',
    srri: 6,
    currency: 'EUR',
    ongoingCharges: 0.003,
    active: false,
    benchmark: 'MSCI World',
    lastPrice: 312.4521,
    lastPriceDate: '2025-11-20',
  },
  performances: { oneYear: 0.124, threeYears: 0.31, fiveYears: 0.62, beatsIndexFiveYears: false },
  score: 87,
  tags: ['etf'],
};

export const investmentDetail: InvestmentDetail = {
  ...investment,
  history: [[DAY, 163.2]],
  benchmarkHistory: [[DAY, 165.1]],
  assetClasses: [{ key: 'stockOther', share: 1 }],
  sectors: [{ key: 'informationTechnology', share: 0.24 }],
  regions: [{ key: 'northAmerica', share: 0.71 }],
  yearly: [{ year: 2024, performance: 0.26, benchmark: 0.27 }],
};

export const notification: Notification = {
  id: NOTIFICATION_ID,
  event: 'account_fetched',
  kind: 'system',
  payload: { notificationId: NOTIFICATION_ID, accountId: ACCOUNT_ID, text: null },
  read: false,
  createdAt: NOW,
};

export const advisorProfile: AdvisorProfile = {
  id: ADVISOR_ID,
  email: 'julien.bernard@cabinet.example.fr',
  firstName: 'Julien',
  lastName: 'Bernard',
  roles: ['advisor'],
  admin: false,
  firmId: FIRM_ID,
  firmName: 'Cabinet Bernard',
  features: { realEstate: true },
};

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
  holdings: [
    {
      isin: 'FR0010315770',
      name: 'Lyxor MSCI World',
      amount: 24_125.19,
      share: 0.5,
      assetClass: 'stockOther',
      srri: 6,
      euroFund: false,
    },
    { isin: null, name: 'Fonds euro', amount: 24_125.18, share: 0.5, assetClass: 'euroFund', srri: 1, euroFund: true },
  ],
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
    {
      isin: 'FR0010315770',
      name: 'Lyxor MSCI World',
      amount: 24_125.19,
      share: 0.5,
      assetClass: 'stockOther',
      srri: 6,
      euroFund: false,
      volatility: 0.164,
    },
    {
      isin: null,
      name: 'Fonds euro',
      amount: 24_125.18,
      share: 0.5,
      assetClass: 'euroFund',
      srri: 1,
      euroFund: true,
      volatility: 0,
    },
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

export const tokens: TokenResponse = {
  accessToken: 'at_6f1c2a9e1b2c4d5e',
  refreshToken: 'rt_8f90123456789abc',
  tokenType: 'Bearer',
  expiresIn: 900,
  createdAt: 1_763_730_300,
};
