import { z } from 'zod';
import { amountSchema, currencySchema, dateTimeSchema, idSchema, requiredText } from './common';
import { contractKindSchema, contractProductSchema, contractStatusSchema, kindDetailSchema } from './contract';

/**
 * Bank connections (spec §3 "Account (bank connection)"): a saver's link to one institution,
 * the institutions themselves, and the aggregation partner's `/2.0` connection objects.
 */

/** State of a bank connection after its last synchronisation; `none` means it went well (spec §4). */
export const bankConnectionStateSchema = z.enum(
  [
    'auth_failed',
    'bug',
    'actionNeeded',
    'additionalInformationNeeded',
    'none',
    'scrapping_failed',
    'websiteUnavailable',
    'wrongPass',
  ],
  'invalid',
);
export type BankConnectionState = z.infer<typeof bankConnectionStateSchema>;

/** Kinds of input a bank's login form asks for. */
export const bankFieldTypeSchema = z.enum(['text', 'password', 'date', 'list'], 'invalid');
export type BankFieldType = z.infer<typeof bankFieldTypeSchema>;

/** One field of a bank's login form, or of the follow-up form when more information is needed. */
export const bankFieldSchema = z.object({
  /** Name the value is sent under, e.g. `login`, `password`, `openapiwebsite`. */
  name: z.string().regex(/^[a-z][a-z0-9]*$/),
  label: z.string(),
  type: bankFieldTypeSchema,
  /** Spec §5 "All bank fields required": kept explicit because a follow-up form may mix both. */
  required: z.boolean(),
  /** Choices of a `list` field. */
  values: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type BankField = z.infer<typeof bankFieldSchema>;

/** What kind of institution it is, to group and filter the list. */
export const institutionKindSchema = z.enum(['retail_bank', 'online_bank', 'insurer', 'broker', 'employee_savings'], 'invalid');
export type InstitutionKind = z.infer<typeof institutionKindSchema>;

/** An institution (GET /banks). */
export const bankSchema = z.object({
  /** The aggregation partner's id, a string. */
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  kind: institutionKindSchema,
  /** Other names people search it by: former names (Boursorama for BoursoBank), its network. */
  aliases: z.array(z.string()),
  /**
   * The badge the product draws instead of a logo (it holds no rights to the brands'): 1 to 3 capital
   * letters on a colour (CSS `#rrggbb`) dark enough for white letters.
   */
  initials: z.string().regex(/^[A-Z0-9]{1,3}$/),
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  fields: z.array(bankFieldSchema),
});
export type Bank = z.infer<typeof bankSchema>;

/** GET /banks/{id}: an institution with the catalogue products it sells. */
export const bankWithContractsSchema = bankSchema.extend({ contracts: z.array(contractProductSchema) });
export type BankWithContracts = z.infer<typeof bankWithContractsSchema>;

/** A contract as the aggregation partner found it, before the saver adds it (spec §3). */
export const connectionAccountSchema = z.object({
  /** The partner's id of the account, stable across synchronisations. */
  externalId: z.string(),
  name: z.string(),
  number: z.string().nullable(),
  amount: amountSchema,
  kind: contractKindSchema,
  kindDetail: kindDetailSchema.nullable(),
  currency: currencySchema,
});
export type ConnectionAccount = z.infer<typeof connectionAccountSchema>;

/** A connection of the `/2.0` API (POST /2.0/users/me/connections?expand=accounts). */
export const connectionSchema = z.object({
  id: z.string(),
  idBank: z.string(),
  state: bankConnectionStateSchema,
  /** Fields to ask for when `state` is `additionalInformationNeeded` (spec §4); empty otherwise. */
  fields: z.array(bankFieldSchema),
  accounts: z.array(connectionAccountSchema),
});
export type Connection = z.infer<typeof connectionSchema>;

/**
 * POST /2.0/users/me/connections: the bank id plus the values of its login fields. Field names are
 * lowercase words (`bankFieldSchema`), so they cross the wire conversion unchanged.
 */
export const connectionInputSchema = z
  .object({ idBank: requiredText(64) })
  .catchall(z.string('blank').min(1, 'blank').max(512, 'too_long'));
export type ConnectionInput = z.infer<typeof connectionInputSchema>;

/** POST /2.0/users/me/connections/{id}: a new password, or the answers of the follow-up form. */
export const connectionUpdateInputSchema = z
  .object({ password: z.string('blank').min(1, 'blank').max(512, 'too_long').optional() })
  .catchall(z.string().max(512, 'too_long'));
export type ConnectionUpdateInput = z.infer<typeof connectionUpdateInputSchema>;

/** GET and POST /users/me/connection: the saver's identity at the aggregation partner. */
export const aggregatorCredentialsSchema = z.object({
  /** Bearer token for the `/2.0` calls. */
  token: z.string(),
  idUser: z.string(),
});
export type AggregatorCredentials = z.infer<typeof aggregatorCredentialsSchema>;

/** The contracts of an account, with what the risk-profile-per-envelope step needs. */
export const accountPortfolioSchema = z.object({
  id: idSchema,
  kind: contractKindSchema,
  status: contractStatusSchema,
});
export type AccountPortfolio = z.infer<typeof accountPortfolioSchema>;

/** A saver's bank connection, as stored (GET /users/{userId}/accounts). */
export const accountSchema = z.object({
  id: idSchema,
  bankId: z.string(),
  bankName: z.string(),
  /** The `/2.0` connection it was built from; `null` for the demonstration account. */
  connectionId: z.string().nullable(),
  state: bankConnectionStateSchema,
  /** A synchronisation is running (it can take several minutes, spec §4). */
  syncing: z.boolean(),
  lastSyncAt: dateTimeSchema.nullable(),
  /** The follow-up form the bank asks for when `state` is `additionalInformationNeeded` (else empty). */
  fields: z.array(bankFieldSchema),
  /** The bank's own words about the state (an action to take on its website), when it gave some. */
  message: z.string().nullable(),
  /** Sum of the bank accounts' (checking, card, deposit) balances. */
  portfoliosCash: amountSchema,
  portfolios: z.array(accountPortfolioSchema),
  /** The « Démonstration » account, which cannot be connected to a real bank (spec §1). */
  demo: z.boolean(),
  createdAt: dateTimeSchema,
});
export type Account = z.infer<typeof accountSchema>;

/** A contract to create when adding an account (spec §3 "contracts built on add"). */
export const newContractSchema = z.object({
  externalId: z.string().min(1),
  name: requiredText(120),
  amount: amountSchema,
  kind: contractKindSchema,
  kindDetail: kindDetailSchema.nullable(),
  currency: currencySchema,
});
export type NewContract = z.infer<typeof newContractSchema>;

/** One account to add: the connection it comes from and the contracts the saver kept. */
export const newAccountSchema = z.object({
  bankId: requiredText(64),
  /** Sandbox ids carry the bank id and two hashes: up to 94 characters for the longest bank ids. */
  connectionId: requiredText(128),
  contracts: z.array(newContractSchema).min(1, 'required'),
});
export type NewAccount = z.infer<typeof newAccountSchema>;

/** POST /users/me/accounts `{ accounts }`. A success removes the demonstration account (spec §1). */
export const addAccountsInputSchema = z.object({
  accounts: z.array(newAccountSchema).min(1, 'required'),
});
export type AddAccountsInput = z.infer<typeof addAccountsInputSchema>;
