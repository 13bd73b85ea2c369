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
import { riskProfileLevelSchema } from './risk';
import { maritalStatusSchema } from './user-profile';

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

/** Kinds of interaction an advisor logs with a customer. */
export const interactionKindSchema = z.enum(['note', 'inbound_call', 'outbound_call'], 'invalid');
export type InteractionKind = z.infer<typeof interactionKindSchema>;

/** An interaction (called an event in the API paths). */
export const interactionSchema = z.object({
  id: idSchema,
  customerId: idSchema,
  kind: interactionKindSchema,
  content: z.string(),
  /** Phone number called or calling, for calls. */
  phone: z.string().nullable(),
  occurredAt: dateTimeSchema,
  advisorId: idSchema,
  advisorName: z.string(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
});
export type Interaction = z.infer<typeof interactionSchema>;

/** POST /customers/{id}/events and PUT /events/{id} `{ event }`. */
export const interactionInputSchema = z.object({
  kind: interactionKindSchema,
  content: requiredText(10_000),
  phone: nullableText(32).optional(),
  occurredAt: dateTimeSchema,
});
export type InteractionInput = z.infer<typeof interactionInputSchema>;

export const interactionBodySchema = z.object({ event: interactionInputSchema });
export const interactionUpdateBodySchema = z.object({ event: interactionInputSchema.partial() });

/** The contract an advisor highlights for a customer. */
export const favoriteContractSchema = z.object({
  id: idSchema,
  name: z.string(),
  kind: contractKindSchema,
  amount: amountSchema,
});

/** A line of the customer list (GET /customers). */
export const customerListItemSchema = z.object({
  id: idSchema,
  userId: idSchema.nullable(),
  civilTitle: civilTitleSchema.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  wealthAmount: amountSchema,
  /** Cash and regulated savings the customer could invest. */
  availableLiquidities: amountSchema,
  contractsCount: z.number().int().min(0),
  /** Contracts held with the advisor's firm. */
  internalContracts: z.number().int().min(0),
  /** Average risk level of the customer's contracts, 0 to 5. */
  currentRiskAvg: z.number().min(0).max(5).nullable(),
  lastInteractionAt: dateTimeSchema.nullable(),
  favoriteContract: favoriteContractSchema.nullable(),
  invitationState: invitationStateSchema.nullable(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

/** Columns the customer list sorts by. */
export const customerSortSchema = z.enum(
  ['lastName', 'wealthAmount', 'availableLiquidities', 'contractsCount', 'currentRiskAvg', 'lastInteractionAt'],
  'invalid',
);
export type CustomerSort = z.infer<typeof customerSortSchema>;

/** GET /customers filters (query string). */
export const customersQuerySchema = z.object({
  page: pageQuerySchema,
  /** Searches names, e-mail and client id. */
  q: z.string().trim().max(120, 'too_long').optional(),
  sort: customerSortSchema.default('lastName'),
  order: z.enum(['asc', 'desc'], 'invalid').default('asc'),
  invitationState: invitationStateSchema.optional(),
  riskLevel: z.coerce.number('not_a_number').pipe(riskProfileLevelSchema).optional(),
  minWealth: z.coerce.number('not_a_number').min(0, 'must_be_positive').optional(),
  maxWealth: z.coerce.number('not_a_number').min(0, 'must_be_positive').optional(),
});
export type CustomersQuery = z.input<typeof customersQuerySchema>;

export const customerPageSchema = z.object({
  customers: z.array(customerListItemSchema),
  meta: paginationMetaSchema,
});
export type CustomerPage = z.infer<typeof customerPageSchema>;

/** GET /customers/{id}: a customer's record. */
export const customerSchema = z.object({
  id: idSchema,
  userId: idSchema.nullable(),
  civilTitle: civilTitleSchema.nullable(),
  lastName: z.string(),
  firstName: z.string(),
  email: z.email(),
  /** The firm's own reference for the customer. */
  clientId: z.string().nullable(),
  birthDate: dateSchema.nullable(),
  birthplace: z.string().nullable(),
  maritalStatus: maritalStatusSchema.nullable(),
  children: z.number().int().min(0).nullable(),
  createdAt: dateTimeSchema,
  advisorNotes: z.string(),
  events: z.array(interactionSchema),
  invitations: z.array(invitationSchema),
});
export type Customer = z.infer<typeof customerSchema>;

/** GET and PUT /customers/{id}/advisor_notes. */
export const advisorNotesSchema = z.object({ advisorNotes: z.string().max(50_000, 'too_long') });
export type AdvisorNotes = z.infer<typeof advisorNotesSchema>;

/** GET /advisory_stats: the firm's figures for the advisor's scope. */
export const advisoryStatsSchema = z.object({
  customersCount: z.number().int().min(0),
  totalWealth: amountSchema,
  averageWealth: amountSchema,
  averageRisk: z.number().min(0).max(5).nullable(),
  interactionsLast30Days: z.number().int().min(0),
  invitations: z.array(z.object({ state: invitationStateSchema, count: z.number().int().min(0) })),
  riskDistribution: z.array(z.object({ level: riskProfileLevelSchema, count: z.number().int().min(0) })),
  wealthByKind: z.array(z.object({ kind: contractKindSchema, amount: amountSchema })),
});
export type AdvisoryStats = z.infer<typeof advisoryStatsSchema>;
