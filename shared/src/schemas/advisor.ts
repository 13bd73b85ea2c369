import { z } from 'zod';
import {
  amountSchema,
  dateSchema,
  dateTimeSchema,
  featuresSchema,
  idSchema,
  nullableText,
  pageQuerySchema,
  paginationMetaSchema,
  requiredText,
} from './common';
import { contractKindSchema } from './contract';
import { civilTitleSchema, invitationSchema, invitationStateSchema } from './invitation';
import { emailSchema } from './auth';
import { birthdateSchema, maritalStatusSchema } from './user-profile';

/**
 * The advisor side (spec §3 "Advisor side", §6): advisors, their customers, interactions and
 * statistics.
 */

/** Advisory roles; `admin` also sets the profile's `admin` flag (spec §4). */
export const ADVISORY_ROLES = ['admin', 'advisor', 'manager'] as const;
export const advisoryRoleSchema = z.enum(ADVISORY_ROLES, 'invalid');
export type AdvisoryRole = z.infer<typeof advisoryRoleSchema>;

/** Whether a role list contains an advisory role (such a saver becomes an advisor session, spec §4). */
export function hasAdvisoryRole(roles: readonly string[]): boolean {
  return roles.some((role) => (ADVISORY_ROLES as readonly string[]).includes(role));
}

/** GET /advisors/me. A signed-in person without an advisory role gets 403 `not_admin`. */
export const advisorProfileSchema = z.object({
  id: idSchema,
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(advisoryRoleSchema).min(1),
  admin: z.boolean(),
  firmId: idSchema,
  firmName: z.string(),
  features: featuresSchema,
});
export type AdvisorProfile = z.infer<typeof advisorProfileSchema>;

/** Kinds of interaction an advisor logs with a customer (spec §3 "Interaction"). */
export const interactionKindSchema = z.enum(['note', 'inbound_call', 'outbound_call'], 'invalid');
export type InteractionKind = z.infer<typeof interactionKindSchema>;
export const INTERACTION_KINDS = interactionKindSchema.options;

/** An interaction (called an event in the API paths): a note or a call, with who logged it. */
export const interactionSchema = z.object({
  id: idSchema,
  customerId: idSchema,
  kind: interactionKindSchema,
  content: z.string(),
  /** Phone number called or calling, for calls. */
  phone: z.string().nullable(),
  /** The company and the person spoken to, when the customer is reached through someone (spec §3). */
  companyName: z.string().nullable(),
  contactName: z.string().nullable(),
  /** A promo code given to the customer during the interaction. */
  promoCode: z.string().nullable(),
  occurredAt: dateTimeSchema,
  /** Null once the advisor's account is gone; the name stays as logged. */
  advisorId: idSchema.nullable(),
  advisorName: z.string(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
});
export type Interaction = z.infer<typeof interactionSchema>;

/** POST /customers/{id}/events and PUT /events/{id} `{ event }`. `occurredAt` may not be in the future. */
export const interactionInputSchema = z.object({
  kind: interactionKindSchema,
  content: requiredText(10_000),
  phone: nullableText(32).optional(),
  companyName: nullableText(120).optional(),
  contactName: nullableText(120).optional(),
  promoCode: nullableText(64).optional(),
  occurredAt: dateTimeSchema,
});
export type InteractionInput = z.infer<typeof interactionInputSchema>;

export const interactionBodySchema = z.object({ event: interactionInputSchema });
export const interactionUpdateBodySchema = z.object({ event: interactionInputSchema.partial() });

/** The contract an advisor highlights for a customer: the largest one of the customer's. */
export const favoriteContractSchema = z.object({
  id: idSchema,
  name: z.string(),
  kind: contractKindSchema,
  amount: amountSchema,
});

/**
 * Whether the advisor may read the customer's saver data: `invited` before the customer has an account,
 * `granted` once they have one, `withdrawn` after the customer (or the firm) withdrew the access. Only
 * `granted` shows wealth figures and opens the saver view.
 */
export const customerAccessSchema = z.enum(['none', 'invited', 'granted', 'withdrawn'], 'invalid');
export type CustomerAccess = z.infer<typeof customerAccessSchema>;

/** A line of the customer list (GET /customers, spec §3 "Client list fields"). */
export const customerListItemSchema = z.object({
  id: idSchema,
  userId: idSchema.nullable(),
  civilTitle: civilTitleSchema.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  /** The customer's wealth figures: null unless `access` is `granted`. */
  wealthAmount: amountSchema.nullable(),
  /** Cash and regulated savings the customer could invest. */
  availableLiquidities: amountSchema.nullable(),
  contractsCount: z.number().int().min(0).nullable(),
  /** Contracts held with the advisor's firm (its published catalogue products). */
  internalContracts: z.number().int().min(0).nullable(),
  /** Average risk level of the customer's contracts, 0 to 5, weighted by amount. */
  currentRiskAvg: z.number().min(0).max(5).nullable(),
  lastInteractionAt: dateTimeSchema.nullable(),
  favoriteContract: favoriteContractSchema.nullable(),
  invitationState: invitationStateSchema.nullable(),
  access: customerAccessSchema,
  advisorId: idSchema.nullable(),
  advisorName: z.string().nullable(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

/** Columns the customer list sorts by: every column of the list. */
export const customerSortSchema = z.enum(
  [
    'lastName',
    'wealthAmount',
    'availableLiquidities',
    'contractsCount',
    'internalContracts',
    'currentRiskAvg',
    'lastInteractionAt',
    'favoriteContract',
    'invitationState',
  ],
  'invalid',
);
export type CustomerSort = z.infer<typeof customerSortSchema>;

/** Customers per page of the list. */
export const CUSTOMERS_PER_PAGE = 25;

/** GET /customers filters (query string). Nulls sort last whatever the order. */
export const customersQuerySchema = z.object({
  page: pageQuerySchema,
  /** Searches last and first names, e-mail and client id. */
  q: z.string().trim().max(120, 'too_long').optional(),
  sort: customerSortSchema.default('lastName'),
  order: z.enum(['asc', 'desc'], 'invalid').default('asc'),
  invitationState: invitationStateSchema.optional(),
  /** The rounded average risk of the customer's contracts (0 to 5). */
  riskLevel: z.coerce.number('not_a_number').int('invalid').min(0, 'out_of_range').max(5, 'out_of_range').optional(),
  minWealth: z.coerce.number('not_a_number').min(0, 'must_be_positive').optional(),
  maxWealth: z.coerce.number('not_a_number').min(0, 'must_be_positive').optional(),
  /** « Dernière interaction il y a plus de N jours » (customers never contacted included). */
  inactiveDays: z.coerce.number('not_a_number').int('invalid').min(1, 'out_of_range').max(3650, 'out_of_range').optional(),
  /** Managers and admins: one advisor's customers. */
  advisorId: idSchema.optional(),
});
export type CustomersQuery = z.input<typeof customersQuerySchema>;

export const customerPageSchema = z.object({
  customers: z.array(customerListItemSchema),
  meta: paginationMetaSchema,
});
export type CustomerPage = z.infer<typeof customerPageSchema>;

/** GET /customers/{id}: a customer's record (spec §3 "Customer"). */
export const customerSchema = z.object({
  id: idSchema,
  userId: idSchema.nullable(),
  civilTitle: civilTitleSchema.nullable(),
  lastName: z.string(),
  firstName: z.string(),
  email: z.string().nullable(),
  /** The firm's own reference for the customer. */
  clientId: z.string().nullable(),
  birthDate: dateSchema.nullable(),
  birthplace: z.string().nullable(),
  maritalStatus: maritalStatusSchema.nullable(),
  children: z.number().int().min(0).nullable(),
  createdAt: dateTimeSchema,
  access: customerAccessSchema,
  accessWithdrawnAt: dateTimeSchema.nullable(),
  advisorId: idSchema.nullable(),
  advisorName: z.string().nullable(),
  advisorNotes: z.string(),
  events: z.array(interactionSchema),
  invitations: z.array(invitationSchema),
});
export type Customer = z.infer<typeof customerSchema>;

/**
 * POST /customers `{ customer }` (added by hand) and PUT /customers/{id} `{ customer }`. An e-mail is optional
 * by hand; one already used by a customer of the firm is 409 `already_customer`. `advisorId` (managers and
 * admins only) hands the customer to another advisor of the firm.
 */
export const customerInputSchema = z.object({
  civilTitle: civilTitleSchema.nullable().optional(),
  firstName: requiredText(80),
  lastName: requiredText(80),
  email: emailSchema.nullable().optional(),
  clientId: nullableText(64).optional(),
  birthDate: birthdateSchema.nullable().optional(),
  birthplace: nullableText(120).optional(),
  maritalStatus: maritalStatusSchema.nullable().optional(),
  children: z.number('not_a_number').int('invalid').min(0, 'must_be_positive').max(30, 'out_of_range').nullable().optional(),
  advisorId: idSchema.nullable().optional(),
});
export type CustomerInput = z.infer<typeof customerInputSchema>;
export const customerBodySchema = z.object({ customer: customerInputSchema });
export const customerUpdateBodySchema = z.object({ customer: customerInputSchema.partial() });

/** GET and PUT /customers/{id}/advisor_notes. */
export const advisorNotesSchema = z.object({ advisorNotes: z.string().max(50_000, 'too_long') });
export type AdvisorNotes = z.infer<typeof advisorNotesSchema>;

/**
 * What stands out for a customer (issue 16 "insights"), each with the figure behind it:
 * - `out_of_profile`: a contract whose risk (0–5) is above the customer's recommended risk (`figure` the
 *   contract's risk, `threshold` the recommended one);
 * - `idle_liquidities`: a regulated savings account above its cap (spec §9 caps), or current accounts above
 *   `threshold` euros (`figure` the amount);
 * - `high_fees`: a contract whose yearly fees rate is above the average of its kind (`figure` and
 *   `threshold` as fractions, 0.021 = 2,1 %);
 * - `analysis_not_done`: an investment contract whose five-step analysis was never opened (`figure` the
 *   contract's amount);
 * - `no_risk_profile`: the customer has no recommended risk yet.
 */
export const insightKindSchema = z.enum(['out_of_profile', 'idle_liquidities', 'high_fees', 'analysis_not_done', 'no_risk_profile'], 'invalid');
export type InsightKind = z.infer<typeof insightKindSchema>;
export const insightSchema = z.object({
  kind: insightKindSchema,
  /** The contract concerned, when the insight is about one. */
  portfolioId: idSchema.nullable(),
  portfolioName: z.string().nullable(),
  figure: z.number().nullable(),
  threshold: z.number().nullable(),
  unit: z.enum(['amount', 'rate', 'risk']),
});
export type Insight = z.infer<typeof insightSchema>;

/** GET /customers/{id}/insights. Empty when the customer gave no access (invited, withdrawn). */
export const customerInsightsSchema = z.object({ customerId: idSchema, insights: z.array(insightSchema) });
export type CustomerInsights = z.infer<typeof customerInsightsSchema>;

/** GET /advisory_insights: across the advisor's book, the customers with something to act on, most first. */
export const bookInsightsSchema = z.object({
  /** How many customers with access were examined. */
  examined: z.number().int().min(0),
  counts: z.array(z.object({ kind: insightKindSchema, customers: z.number().int().min(0) })),
  customers: z.array(
    z.object({
      customerId: idSchema,
      firstName: z.string(),
      lastName: z.string(),
      wealthAmount: amountSchema.nullable(),
      insights: z.array(insightSchema),
    }),
  ),
});
export type BookInsights = z.infer<typeof bookInsightsSchema>;

/** GET /advisory_stats: the firm's figures for the advisor's scope (own customers; the firm for managers, admins). */
export const advisoryStatsSchema = z.object({
  /** `own` for an advisor, `firm` for a manager or an admin. */
  scope: z.enum(['own', 'firm']),
  customersCount: z.number().int().min(0),
  /** Customers whose access is granted: the wealth figures are theirs. */
  customersWithAccess: z.number().int().min(0),
  /** Assets under advice: the wealth of the customers with access. */
  totalWealth: amountSchema,
  averageWealth: amountSchema,
  /** Assets under advice at each month's end over the last 12 months, then today. */
  wealthSeries: z.array(z.object({ date: dateSchema, amount: amountSchema })),
  averageRisk: z.number().min(0).max(5).nullable(),
  /** Average recommended risk (investor profile, 1–5) of the customers who have one. */
  averageRecommendedRisk: z.number().min(0).max(5).nullable(),
  interactionsLast30Days: z.number().int().min(0),
  invitations: z.array(z.object({ state: invitationStateSchema, count: z.number().int().min(0) })),
  interactionsByKind: z.array(z.object({ kind: interactionKindSchema, count: z.number().int().min(0) })),
  /** Current average risk (rounded) against the recommended risk, per customer with both. */
  riskDistribution: z.array(z.object({ level: z.number().int().min(0).max(5), current: z.number().int().min(0), recommended: z.number().int().min(0) })),
  wealthByKind: z.array(z.object({ kind: contractKindSchema, amount: amountSchema })),
  /** Per advisor of the scope (one line for an advisor): customers, assets and interactions of the last 30 days. */
  byAdvisor: z.array(
    z.object({
      advisorId: idSchema.nullable(),
      advisorName: z.string(),
      customers: z.number().int().min(0),
      totalWealth: amountSchema,
      interactionsLast30Days: z.number().int().min(0),
    }),
  ),
});
export type AdvisoryStats = z.infer<typeof advisoryStatsSchema>;

/** An advisor of the firm (GET /firm/advisors). */
export const firmAdvisorSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(advisoryRoleSchema),
  customersCount: z.number().int().min(0),
});
export type FirmAdvisor = z.infer<typeof firmAdvisorSchema>;

/** GET /firm: the advisor's firm; PUT /firm `{ firm }` (admins). */
export const firmSchema = z.object({ id: idSchema, name: z.string(), advisors: z.array(firmAdvisorSchema) });
export type Firm = z.infer<typeof firmSchema>;
export const firmBodySchema = z.object({ firm: z.object({ name: requiredText(120) }) });

/**
 * The saver's side (« Qui a consulté mes données », account page): the firm and advisor holding access, and
 * the reads they made. GET /users/me/advisor_access?page.
 */
export const dataAccessSchema = z.object({
  /** Null when the saver is nobody's customer. */
  firm: z
    .object({
      customerId: idSchema,
      firmName: z.string(),
      advisorName: z.string().nullable(),
      since: dateTimeSchema,
      withdrawnAt: dateTimeSchema.nullable(),
    })
    .nullable(),
  reads: z.array(
    z.object({
      id: idSchema,
      advisorName: z.string(),
      firmName: z.string().nullable(),
      /** What was read: `customer`, `accounts`, `portfolios`, `composition`, `series`, `real_estate`, `profile`… */
      what: z.string(),
      at: dateTimeSchema,
    }),
  ),
  meta: paginationMetaSchema,
});
export type DataAccess = z.infer<typeof dataAccessSchema>;
export const dataAccessQuerySchema = z.object({ page: pageQuerySchema });
