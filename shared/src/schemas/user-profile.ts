import { z } from 'zod';
import { parisDay } from '../format/date';
import { dateSchema, featuresSchema, idSchema, nullableText } from './common';
import { emailPreferenceSchema } from './notification';
import { recommendedRiskSchema, riskAssessmentSchema, riskSurveySchema } from './risk';

/**
 * The saver and their profile (spec §3 "User profile"). Enumerations are numeric codes; their
 * French labels are in `messages/labels.ts`.
 */

/** Annual net income: 0 under 25 k€ … 5 over 150 k€. */
export const INCOME_RANGES = [0, 1, 2, 3, 4, 5] as const;
export const incomeRangeSchema = z.literal(INCOME_RANGES, 'invalid');
export type IncomeRange = z.infer<typeof incomeRangeSchema>;

/** Main income source: salary, pension, property income, investment income, self-employed profits, benefits. */
export const MONEY_SOURCES = [0, 1, 2, 3, 4, 5] as const;
export const moneySourceSchema = z.literal(MONEY_SOURCES, 'invalid');
export type MoneySource = z.infer<typeof moneySourceSchema>;

/** Single, divorced, married, separated, cohabiting, widowed, civil union. */
export const MARITAL_STATUSES = [0, 1, 2, 3, 4, 5, 6] as const;
export const maritalStatusSchema = z.literal(MARITAL_STATUSES, 'invalid');
export type MaritalStatus = z.infer<typeof maritalStatusSchema>;

/** Total estate estimate brackets; their minimums are `INVESTABLE_ASSETS_MINIMUMS`. */
export const INVESTABLE_ASSETS = [0, 1, 2, 3, 4, 5, 6] as const;
export const investableAssetsSchema = z.literal(INVESTABLE_ASSETS, 'invalid');
export type InvestableAssets = z.infer<typeof investableAssetsSchema>;

/** Annual savings capacity brackets. */
export const ANNUAL_SAVINGS = [0, 1, 2, 3, 4] as const;
export const annualSavingsSchema = z.literal(ANNUAL_SAVINGS, 'invalid');
export type AnnualSavings = z.infer<typeof annualSavingsSchema>;

/** Monthly charges brackets. */
export const MONTHLY_CHARGES = [0, 1, 2, 3, 4, 5] as const;
export const monthlyChargesSchema = z.literal(MONTHLY_CHARGES, 'invalid');
export type MonthlyCharges = z.infer<typeof monthlyChargesSchema>;

/** Employment status; the field keeps the product's historical spelling `professionnalStatus`. */
export const PROFESSIONNAL_STATUSES = [0, 1, 2, 3, 4] as const;
export const professionnalStatusSchema = z.literal(PROFESSIONNAL_STATUSES, 'invalid');
export type ProfessionnalStatus = z.infer<typeof professionnalStatusSchema>;

/**
 * Socio-professional category: 26 INSEE PCS 2003 codes times 100, 1000 to 7700 (spec §3). Actives
 * use the 24-category level, with the 42-category detail for executives (33 to 38); retirees use the
 * 42-category level. Every code exists in the official nomenclature.
 */
export const SOCIO_PROFESSIONAL_CATEGORIES = [
  1000, 2100, 2200, 2300, 3100, 3300, 3400, 3500, 3700, 3800, 4100, 4600, 4700, 4800, 5100, 5400, 5500, 5600, 6100,
  6600, 6900, 7100, 7200, 7400, 7500, 7700,
] as const;
export const scpSchema = z.literal(SOCIO_PROFESSIONAL_CATEGORIES, 'invalid');
export type Scp = z.infer<typeof scpSchema>;

/** A birth date: an ISO date, not after today (spec §5). */
export const birthdateSchema = dateSchema.refine((value) => value <= parisDay(new Date()), 'after_today');

/** French or international mobile number, spaces and dots allowed (`06 12 34 56 78`, `+33 6…`). */
export const mobileSchema = z
  .string()
  .trim()
  .regex(/^(?:\+\d{1,3}[ .]?)?\d(?:[ .]?\d){7,13}$/, 'invalid');

/** The saver's profile, as stored; every answer may still be missing. */
export const profileSchema = z.object({
  mobile: z.string().nullable(),
  birthdate: dateSchema.nullable(),
  birthplace: z.string().nullable(),
  nationality: z.string().nullable(),
  maritalStatus: maritalStatusSchema.nullable(),
  children: z.number().int().min(0).nullable(),
  scp: scpSchema.nullable(),
  professionnalStatus: professionnalStatusSchema.nullable(),
  jobTitle: z.string().nullable(),
  incomeRange: incomeRangeSchema.nullable(),
  moneySource: moneySourceSchema.nullable(),
  investableAssets: investableAssetsSchema.nullable(),
  annualSavings: annualSavingsSchema.nullable(),
  monthlyCharges: monthlyChargesSchema.nullable(),
  /** The saver-level risk questionnaire, once answered. */
  riskSurvey: riskSurveySchema.nullable(),
  /** E-mails the saver agreed to receive. */
  emailPreferences: z.array(emailPreferenceSchema),
  /** The base profile information is filled (spec §5 "Profile complete needs the infos flag"). */
  infos: z.boolean(),
  /** What the questionnaire yields, with its explanation in French; null until it is answered. */
  riskAssessment: riskAssessmentSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * PUT /users/{id}/profile `{ profile }`: any subset of the answers. The server also refuses an
 * estate declared below the aggregated one (`below_aggregated`, spec §5).
 */
export const profileInputSchema = z
  .object({
    mobile: mobileSchema.nullable(),
    birthdate: birthdateSchema.nullable(),
    birthplace: nullableText(120),
    nationality: nullableText(120),
    maritalStatus: maritalStatusSchema.nullable(),
    children: z.number('not_a_number').int('invalid').min(0, 'must_be_positive').max(30, 'out_of_range').nullable(),
    scp: scpSchema.nullable(),
    professionnalStatus: professionnalStatusSchema.nullable(),
    jobTitle: nullableText(120),
    incomeRange: incomeRangeSchema.nullable(),
    moneySource: moneySourceSchema.nullable(),
    investableAssets: investableAssetsSchema.nullable(),
    annualSavings: annualSavingsSchema.nullable(),
    monthlyCharges: monthlyChargesSchema.nullable(),
    riskSurvey: riskSurveySchema,
    emailPreferences: z.array(emailPreferenceSchema),
  })
  .partial();
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** The signed-in saver (GET /users/me). */
export const userSchema = z.object({
  id: idSchema,
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  features: featuresSchema,
  /** Promo code the saver signed up with. */
  coupon: z.string().nullable(),
  recommendedRisk: recommendedRiskSchema.nullable(),
  /** The e-mail address was confirmed with the 8-character code (spec §4 "Confirmation"). */
  confirmed: z.boolean(),
  /** Profile infos filled and a recommended risk known (spec §5). */
  complete: z.boolean(),
  profile: profileSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;
