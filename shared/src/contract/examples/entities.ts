import type { Account, Bank, Connection } from '../../schemas/account';
import type { AdvisorProfile } from '../../schemas/advisor';
import type { TokenResponse } from '../../schemas/auth';
import type { ContractProduct, Portfolio } from '../../schemas/contract';
import type { Investment, InvestmentDetail } from '../../schemas/investment';
import type { Notification } from '../../schemas/notification';
import type { RealEstate, RealEstateEstimate } from '../../schemas/real-estate';
import type { Profile, User } from '../../schemas/user-profile';
import {
  ACCOUNT_ID,
  ADVISOR_ID,
  CONTRACT_PRODUCT_ID,
  DAY,
  FIRM_ID,
  LOAN_ID,
  NOTIFICATION_ID,
  NOW,
  PORTFOLIO_ID,
  REAL_ESTATE_ID,
  USER_ID,
} from './entity-ids';

/** The entities the example answers are made of (one saver, her contracts, her advisor…), shared by the domains. */

// The identifiers and the analyses are in files of their own, exported from here too.
export * from './entity-ids';
export * from './analysis-entities';

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

export const tokens: TokenResponse = {
  accessToken: 'at_6f1c2a9e1b2c4d5e',
  refreshToken: 'rt_8f90123456789abc',
  tokenType: 'Bearer',
  expiresIn: 900,
  createdAt: 1_763_730_300,
};
