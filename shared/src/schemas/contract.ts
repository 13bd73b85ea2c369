import { z } from 'zod';
import {
  amountSchema,
  currencySchema,
  dateSchema,
  dateTimeSchema,
  historySchema,
  idSchema,
  nullableText,
  paginationMetaSchema,
  positiveAmountSchema,
  ratioSchema,
  requiredText,
} from './common';
import { LOAN_TYPES, loanInputSchema, loanSchema } from './loan';
import { recommendedRiskSchema, riskSurveySchema } from './risk';
import { analysisProgressSchema } from './analysis-progress';

/**
 * Contracts, also called portfolios (spec §3 "Contract / portfolio"): what a saver holds at an
 * institution. The product catalogue (GET /contracts) is at the end of this file.
 */

/** Every contract kind the product knows; the last four only ever get a label (spec §3). */
export const CONTRACT_KINDS = [
  'market',
  'lifeinsurance',
  'capitalisation',
  'pea',
  'savings',
  'pee',
  'perco',
  'article83',
  'rsp',
  'checking',
  'card',
  'deposit',
  'loan',
  'perp',
  'madelin',
  'unknown',
  'other',
] as const;
export const contractKindSchema = z.enum(CONTRACT_KINDS, 'invalid');
export type ContractKind = z.infer<typeof contractKindSchema>;

/** Kinds the product analyses and shows in full. */
export const SUPPORTED_KINDS = [
  'lifeinsurance',
  'capitalisation',
  'pea',
  'pee',
  'market',
  'savings',
  'checking',
  'card',
  'deposit',
  'loan',
] as const satisfies readonly ContractKind[];
export const supportedKindSchema = z.enum(SUPPORTED_KINDS, 'invalid');
export type SupportedKind = z.infer<typeof supportedKindSchema>;

/** Savings products the product supports (regulated French savings accounts). */
export const SUPPORTED_SAVINGS_KIND_DETAILS = ['livret_a', 'livret_jeune', 'ldd', 'pel', 'cel', 'lep'] as const;
export const supportedSavingsKindDetailSchema = z.enum(SUPPORTED_SAVINGS_KIND_DETAILS, 'invalid');
export type SupportedSavingsKindDetail = z.infer<typeof supportedSavingsKindDetailSchema>;

/** Every savings detail: the supported ones, then those the product only names. */
export const SAVINGS_KIND_DETAILS = [
  ...SUPPORTED_SAVINGS_KIND_DETAILS,
  'csl',
  'livret',
  'livret_pro',
  'provident_insurance',
  'pep',
] as const;
export const savingsKindDetailSchema = z.enum(SAVINGS_KIND_DETAILS, 'invalid');
export type SavingsKindDetail = z.infer<typeof savingsKindDetailSchema>;

/** `kindDetail` refines `savings` contracts (which product) and `loan` contracts (which loan type). */
export const kindDetailSchema = z.enum([...SAVINGS_KIND_DETAILS, ...LOAN_TYPES], 'invalid');
export type KindDetail = z.infer<typeof kindDetailSchema>;

/** Kinds whose holdings carry market risk, hence a risk analysis. */
export const RISKED_KINDS = [
  'lifeinsurance',
  'capitalisation',
  'pea',
  'market',
  'perco',
  'pee',
  'article83',
] as const satisfies readonly ContractKind[];
export const riskedKindSchema = z.enum(RISKED_KINDS, 'invalid');
export type RiskedKind = z.infer<typeof riskedKindSchema>;

/** Kinds that are bank accounts rather than investments. */
export const BANK_ACCOUNT_KINDS = ['checking', 'card', 'deposit'] as const satisfies readonly ContractKind[];
export const bankAccountKindSchema = z.enum(BANK_ACCOUNT_KINDS, 'invalid');
export type BankAccountKind = z.infer<typeof bankAccountKindSchema>;

/** Kinds whose content is broken down (repartition) in the composition. */
export const KINDS_WITH_REPARTITION = [
  'market',
  'lifeinsurance',
  'capitalisation',
  'pea',
  'savings',
  'pee',
  'perco',
  'article83',
  'rsp',
  'checking',
  'card',
  'deposit',
] as const satisfies readonly ContractKind[];
export const kindWithRepartitionSchema = z.enum(KINDS_WITH_REPARTITION, 'invalid');
export type KindWithRepartition = z.infer<typeof kindWithRepartitionSchema>;

/** The saver's projects a contract serves (savings goal). */
export const investmentProjectKindSchema = z.enum(
  ['saving_precautionary', 'capital_increase', 'pension', 'real_estate', 'transmission', 'future_children', 'other'],
  'invalid',
);
export type InvestmentProjectKind = z.infer<typeof investmentProjectKindSchema>;

/** Fee kinds of a contract (`brokerageFee_2` is the second brokerage tier). */
export const FEE_KINDS = [
  'entryFee',
  'exitFee',
  'depositFee',
  'brokerageFee',
  'brokerageFee_2',
  'euroFundsFees',
  'ucsFee',
  'withdrawalFee',
  'managementFee',
  'custodyFee',
  'transferFee',
] as const;
export const feeKindSchema = z.enum(FEE_KINDS, 'invalid');
export type FeeKind = z.infer<typeof feeKindSchema>;

/** Fees asked in the settings of a life-insurance or capitalisation contract. */
export const LIFE_INSURANCE_FEE_KINDS = [
  'entryFee',
  'depositFee',
  'euroFundsFees',
  'ucsFee',
  'withdrawalFee',
  'transferFee',
] as const satisfies readonly FeeKind[];

/** Fees asked in the settings of every other contract (securities accounts, PEA, employee savings). */
export const OTHER_CONTRACT_FEE_KINDS = [
  'entryFee',
  'brokerageFee',
  'brokerageFee_2',
  'managementFee',
  'custodyFee',
  'transferFee',
] as const satisfies readonly FeeKind[];

/** Wealth categories of a contract. */
export const contractCategorySchema = z.enum(['invested_wealth', 'savings', 'real_estate'], 'invalid');
export type ContractCategory = z.infer<typeof contractCategorySchema>;

/** A contract is shown (`active`), hidden by the saver (`hidden`), or closed at the institution. */
export const contractStatusSchema = z.enum(['active', 'hidden', 'closed'], 'invalid');
export type ContractStatus = z.infer<typeof contractStatusSchema>;

/** Assets add to the wealth; liabilities (loans) are owed and subtract from it. */
export const contractTypeSchema = z.enum(['asset', 'liability'], 'invalid');
export type ContractType = z.infer<typeof contractTypeSchema>;

/**
 * One fee of a contract. Fees are a list of entries rather than an object keyed by kind: object keys
 * are case-converted on the wire and `brokerageFee_2` would not come back unchanged.
 */
export const feeSchema = z.object({
  kind: feeKindSchema,
  /** Yearly or per-operation rate, as a ratio (0.005 = 0,5 %). */
  rate: z.number('not_a_number').min(0, 'must_be_positive').max(1, 'out_of_range'),
});
export type Fee = z.infer<typeof feeSchema>;

const feesSchema = z
  .array(feeSchema)
  .refine((fees) => new Set(fees.map((fee) => fee.kind)).size === fees.length, 'duplicate');

/** Goal, fees and catalogue link of a contract (`infos`), filled in its settings. */
export const portfolioInfosSchema = z.object({
  openingDate: dateSchema.nullable(),
  projectKind: investmentProjectKindSchema.nullable(),
  amountGoal: positiveAmountSchema.nullable(),
  /** Investment horizon, in years. */
  horizon: z.number('not_a_number').int('invalid').min(0, 'must_be_positive').max(100, 'out_of_range').nullable(),
  monthlyBuyout: positiveAmountSchema.nullable(),
  monthlyDeposit: positiveAmountSchema.nullable(),
  fees: feesSchema,
  /** The catalogue product this contract is (GET /contracts/{id}); optional. */
  contractId: z.string().nullable(),
});
export type PortfolioInfos = z.infer<typeof portfolioInfosSchema>;

/** PUT /portfolios/{id}/portfolio_infos: any subset of the settings. */
export const portfolioInfosInputSchema = portfolioInfosSchema.partial();
export type PortfolioInfosInput = z.infer<typeof portfolioInfosInputSchema>;

/** A saver's contract. */
export const portfolioSchema = z.object({
  id: idSchema,
  /** Bank connection it comes from; `null` for contracts entered by hand (real estate, manual). */
  accountId: idSchema.nullable(),
  bankId: z.string().nullable(),
  bankName: z.string().nullable(),
  name: z.string(),
  kind: contractKindSchema,
  kindDetail: kindDetailSchema.nullable(),
  status: contractStatusSchema,
  /** Loans have no category: they are debts, not holdings. */
  category: contractCategorySchema.nullable(),
  type: contractTypeSchema,
  /** Current value (owed capital for a loan). */
  amount: amountSchema,
  currency: currencySchema,
  realEstateId: idSchema.nullable(),
  history: historySchema,
  infos: portfolioInfosSchema,
  recommendedRisk: recommendedRiskSchema.nullable(),
  riskSurvey: riskSurveySchema.nullable(),
  loan: loanSchema.nullable(),
  updatedAt: dateTimeSchema,
  /**
   * The saver's progress through this contract's analysis (spec §4 stepper, « ANALYSÉ » badge); absent for
   * contracts the analysis does not cover.
   */
  analysisProgress: analysisProgressSchema.optional(),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

/** The fields of a contract a saver may change (PUT /portfolios/{id} `{ portfolio }`). */
export const portfolioUpdateSchema = z.object({
  name: requiredText(120).optional(),
  kind: contractKindSchema.optional(),
  kindDetail: kindDetailSchema.nullable().optional(),
  /** Declared value, for contracts entered by hand. */
  amount: amountSchema.optional(),
  status: contractStatusSchema.optional(),
  /**
   * Links a loan to the property it financed, or unlinks it with `null` (spec §7 `portfolio.realEstateId`).
   * With it, the part of the loan that financed the property (default: the amount borrowed) and the date of
   * the link (default: the loan's signature date, else today).
   */
  realEstateId: idSchema.nullable().optional(),
  realEstateAmount: positiveAmountSchema.refine((value) => value > 0, 'loan_zero').optional(),
  realEstateDate: dateSchema.optional(),
  riskSurvey: riskSurveySchema.optional(),
  loan: loanInputSchema.optional(),
});
export type PortfolioUpdate = z.infer<typeof portfolioUpdateSchema>;

/**
 * PUT /portfolios/{id} takes either `{ portfolio }` or a bare `{ status }` (spec §7), exactly one of them.
 * One object with two optional keys rather than a union: a failed union names no field, this form reports
 * each wrong field with its code.
 */
export const portfolioUpdateBodySchema = z
  .object({ portfolio: portfolioUpdateSchema.optional(), status: contractStatusSchema.optional() })
  .superRefine((body, ctx) => {
    if (body.portfolio === undefined && body.status === undefined) ctx.addIssue({ code: 'custom', path: ['portfolio'], message: 'required' });
    else if (body.portfolio !== undefined && body.status !== undefined) ctx.addIssue({ code: 'custom', path: ['status'], message: 'invalid' });
  });
export type PortfolioUpdateBody = z.infer<typeof portfolioUpdateBodySchema>;

/** A product of the catalogue (GET /contracts), also shown publicly at /contrats/{url}. */
export const contractProductSchema = z.object({
  id: idSchema,
  /** URL slug of the public card, e.g. `linxea-avenir-2`. */
  url: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string(),
  bankId: z.string(),
  bankName: z.string(),
  kind: contractKindSchema,
  description: z.string().nullable(),
  fees: z.array(feeSchema),
  minimumDeposit: positiveAmountSchema.nullable(),
  /** Last yearly rate served by the euro fund, for life insurance. */
  euroFundRate: ratioSchema.nullable(),
  investmentsCount: z.number().int().min(0),
  /**
   * False while a product a saver declared awaits review: only its author and the advisory firm admins see it,
   * until an admin publishes it (POST /contracts/{id}/publish). The code's range is always published.
   */
  published: z.boolean(),
});
export type ContractProduct = z.infer<typeof contractProductSchema>;

/** POST /banks/{bankId}/contracts `{ contract }`: declare a product missing from the catalogue. */
export const contractProductInputSchema = z.object({
  name: requiredText(120),
  kind: contractKindSchema,
  description: nullableText(2000).optional(),
  fees: feesSchema.optional(),
  minimumDeposit: positiveAmountSchema.nullable().optional(),
});
export type ContractProductInput = z.infer<typeof contractProductInputSchema>;

/** PUT /contracts/{id} `{ contract }`. */
export const contractProductUpdateSchema = contractProductInputSchema.partial().extend({
  euroFundRate: ratioSchema.nullable().optional(),
});
export type ContractProductUpdate = z.infer<typeof contractProductUpdateSchema>;

/** GET /contracts: one page of the catalogue. */
export const contractProductListSchema = z.object({
  contracts: z.array(contractProductSchema),
  meta: paginationMetaSchema,
});
export type ContractProductList = z.infer<typeof contractProductListSchema>;

function includes<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** Whether a kind carries market risk (spec §3 "Risked kinds"). */
export function isRiskedKind(kind: string): kind is RiskedKind {
  return includes(RISKED_KINDS, kind);
}

/** Whether a kind is a bank account: checking, card or deposit. */
export function isBankAccountKind(kind: string): kind is BankAccountKind {
  return includes(BANK_ACCOUNT_KINDS, kind);
}

/** Whether a kind's content is broken down in the composition. */
export function hasRepartition(kind: string): kind is KindWithRepartition {
  return includes(KINDS_WITH_REPARTITION, kind);
}

/** Whether a savings detail is one of the six supported regulated accounts. */
export function isSupportedSavingsKindDetail(
  kindDetail: string | null | undefined,
): kindDetail is SupportedSavingsKindDetail {
  return kindDetail != null && includes(SUPPORTED_SAVINGS_KIND_DETAILS, kindDetail);
}

/**
 * Whether the product fully supports a contract: its kind is supported and, for savings, its
 * detail is livret_a, livret_jeune, ldd, pel, cel or lep (spec §3).
 */
export function isSupportedContract(contract: { kind: string; kindDetail?: string | null | undefined }): boolean {
  if (!includes(SUPPORTED_KINDS, contract.kind)) return false;
  if (contract.kind === 'savings') return isSupportedSavingsKindDetail(contract.kindDetail);
  return true;
}

/** Fee kinds the settings ask for a contract kind (spec §5 "Settings completeness"). */
export function feeKindsFor(kind: ContractKind): readonly FeeKind[] {
  return kind === 'lifeinsurance' || kind === 'capitalisation' ? LIFE_INSURANCE_FEE_KINDS : OTHER_CONTRACT_FEE_KINDS;
}

/** Which parts of a contract's settings are complete. */
export interface SettingsCompleteness {
  goal: boolean;
  fees: boolean;
  questions: boolean;
  /** All three parts; `contractId` is optional and never required. */
  complete: boolean;
}

/**
 * Completeness of a contract's settings (spec §5): goal fields non-empty (zero counts as filled),
 * every fee of the kind's list given, and a recommended risk for the questions part.
 */
export function settingsCompleteness(
  portfolio: Pick<Portfolio, 'kind' | 'infos' | 'recommendedRisk'>,
): SettingsCompleteness {
  const { infos } = portfolio;
  const goalValues = [
    infos.openingDate,
    infos.projectKind,
    infos.amountGoal,
    infos.horizon,
    infos.monthlyBuyout,
    infos.monthlyDeposit,
  ];
  const goal = goalValues.every((value) => value !== null && value !== '');
  const given = new Set(infos.fees.map((fee) => fee.kind));
  const fees = feeKindsFor(portfolio.kind).every((kind) => given.has(kind));
  const questions = portfolio.recommendedRisk !== null;
  return { goal, fees, questions, complete: goal && fees && questions };
}
