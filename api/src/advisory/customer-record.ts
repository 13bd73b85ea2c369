import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Customer, CustomerInput, Interaction, Invitation } from '@patrimo/shared';
import type { AuthUser } from '../auth/auth-context';
import type { Database } from '../db/client';
import { advisorMemberships, advisoryCustomers, customerEvents, invitations, users } from '../db/schema';
import { customerAccess } from '../http/customer-scope';
import { ApiError, fieldErrors, forbidden } from '../http/errors';
import { cleanLine } from '../lib/clean-text';
import { toInvitation } from '../invitations/invitation-view';

/**
 * A firm's customer record (issue 16, GET/POST/PUT /customers…): its identity, who follows it, the access the
 * customer gave, the advisor's notes, the interactions and the invitations. The record is the firm's own: it
 * outlives a withdrawal of access.
 */

type Reader = Pick<Database, 'select'>;

/** A partial input as the contract's `.partial()` schemas parse it: every key may be absent or undefined. */
export type Patch<T> = { [K in keyof T]?: T[K] | undefined };
type Writer = Pick<Database, 'select' | 'insert' | 'update'>;

/** Invitation states in which the link can still be used (the customer is `invited`). */
const PENDING_STATES = ['sent', 'read'] as const;

/** « Prénom Nom » of an account, as shown next to what the person did. */
export function personName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');
}

/** Whether the caller reaches the whole firm (manager, admin) rather than the customers they follow. */
export function firmWide(user: Pick<AuthUser, 'roles'>): boolean {
  return user.roles.includes('manager') || user.roles.includes('admin');
}

/** 409 `already_customer`: the address is already a customer of the firm. */
export const alreadyCustomer = (): ApiError => new ApiError(409, 'already_customer');

/** Whether a database error is a violation of the named unique constraint (23505), on PostgreSQL and PGlite alike. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}

export function toInteraction(row: typeof customerEvents.$inferSelect): Interaction {
  return {
    id: row.id,
    customerId: row.customerId,
    kind: row.kind,
    content: row.content,
    phone: row.phone,
    companyName: row.companyName,
    contactName: row.contactName,
    promoCode: row.promoCode,
    occurredAt: row.occurredAt.toISOString(),
    advisorId: row.advisorUserId,
    advisorName: row.advisorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A customer's interactions, most recent first (ties: the latest logged first). */
export async function listInteractions(db: Reader, customerId: string): Promise<Interaction[]> {
  const rows = await db
    .select()
    .from(customerEvents)
    .where(eq(customerEvents.customerId, customerId))
    .orderBy(desc(customerEvents.occurredAt), desc(customerEvents.createdAt), desc(customerEvents.id));
  return rows.map(toInteraction);
}

/** A customer's invitations, every state, newest first. */
export async function listCustomerInvitations(db: Reader, customerId: string): Promise<Invitation[]> {
  const rows = await db
    .select({ invitation: invitations, advisorFirst: users.firstName, advisorLast: users.lastName })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.advisorUserId))
    .where(eq(invitations.customerId, customerId))
    .orderBy(desc(invitations.invitedAt), desc(invitations.createdAt), desc(invitations.id));
  return rows.map(({ invitation, advisorFirst, advisorLast }) => toInvitation({ ...invitation, advisorFirstName: advisorFirst, advisorLastName: advisorLast }));
}

/** The whole record of a customer (customerSchema); undefined when there is no such record. */
export async function loadCustomer(db: Reader, customerId: string): Promise<Customer | undefined> {
  const advisor = alias(users, 'advisor');
  const [row] = await db
    .select({ customer: advisoryCustomers, advisorFirst: advisor.firstName, advisorLast: advisor.lastName })
    .from(advisoryCustomers)
    .leftJoin(advisor, eq(advisor.id, advisoryCustomers.advisorUserId))
    .where(eq(advisoryCustomers.id, customerId))
    .limit(1);
  if (!row) return undefined;
  const c = row.customer;
  const [events, invitationList] = [await listInteractions(db, c.id), await listCustomerInvitations(db, c.id)];
  const hasPendingInvitation = invitationList.some((invitation) => (PENDING_STATES as readonly string[]).includes(invitation.state));
  return {
    id: c.id,
    userId: c.userId,
    civilTitle: c.civilTitle,
    lastName: c.lastName,
    firstName: c.firstName,
    email: c.email,
    clientId: c.clientId,
    birthDate: c.birthDate,
    birthplace: c.birthplace,
    maritalStatus: c.maritalStatus as Customer['maritalStatus'],
    children: c.children,
    createdAt: c.createdAt.toISOString(),
    access: customerAccess({ ...c, hasPendingInvitation }),
    accessWithdrawnAt: c.accessWithdrawnAt?.toISOString() ?? null,
    advisorId: c.advisorUserId,
    advisorName: c.advisorUserId ? personName(row.advisorFirst, row.advisorLast) || null : null,
    advisorNotes: c.advisorNotes,
    events,
    invitations: invitationList,
  };
}

/** Like `loadCustomer`, for a record known to exist (just written or reached through its scope). */
export async function mustLoadCustomer(db: Reader, customerId: string): Promise<Customer> {
  const customer = await loadCustomer(db, customerId);
  if (!customer) throw new Error(`customer ${customerId} vanished`);
  return customer;
}

/** Whether a user is an advisor (any advisory role) of the firm. */
async function isAdvisorOfFirm(db: Reader, userId: string, firmId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(advisorMemberships)
    .innerJoin(users, eq(users.id, advisorMemberships.userId))
    .where(and(eq(advisorMemberships.userId, userId), eq(advisorMemberships.firmId, firmId), sql`${users.roles} && array['admin','advisor','manager']::text[]`))
    .limit(1);
  return row !== undefined;
}

/**
 * The advisor who follows a customer, as the caller names it (`advisorId` of the body):
 * - not named: `fallback` (the caller on creation, unchanged on update);
 * - an advisor may only name themselves (403 `forbidden` otherwise, null included: they would lose the customer);
 * - a manager or an admin names any advisor of the firm, or null (unassigned); anyone else is 400
 *   `customer.advisor_id: invalid`.
 */
async function followingAdvisor(db: Reader, caller: Pick<AuthUser, 'id' | 'roles'>, firmId: string, named: string | null | undefined, fallback: string | null): Promise<string | null> {
  if (named === undefined) return fallback;
  const advisorId = named?.toLowerCase() ?? null;
  if (advisorId === fallback) return fallback;
  if (!firmWide(caller)) {
    if (advisorId !== caller.id) throw forbidden();
    return advisorId;
  }
  if (advisorId !== null && !(await isAdvisorOfFirm(db, advisorId, firmId))) throw fieldErrors({ 'customer.advisor_id': ['invalid'] });
  return advisorId;
}

/** A free text of the record, cleaned; empty is null. */
function optionalLine(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const cleaned = cleanLine(value);
  return cleaned === '' ? null : cleaned;
}

/** A name of the record, cleaned; left empty by the cleaning, it is `customer.<field>: blank`. */
function requiredLine(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  const cleaned = cleanLine(value);
  if (cleaned === '') throw fieldErrors({ [`customer.${field}`]: ['blank'] });
  return cleaned;
}

/** The columns of a record from a (partial) input. */
function columnsOf(input: Patch<CustomerInput>): Partial<typeof advisoryCustomers.$inferInsert> {
  const columns: Partial<typeof advisoryCustomers.$inferInsert> = {};
  const firstName = requiredLine(input.firstName, 'first_name');
  const lastName = requiredLine(input.lastName, 'last_name');
  if (firstName !== undefined) columns.firstName = firstName;
  if (lastName !== undefined) columns.lastName = lastName;
  if (input.civilTitle !== undefined) columns.civilTitle = input.civilTitle;
  if (input.email !== undefined) columns.email = input.email === null ? null : input.email.trim();
  const clientId = optionalLine(input.clientId);
  if (clientId !== undefined) columns.clientId = clientId;
  if (input.birthDate !== undefined) columns.birthDate = input.birthDate;
  const birthplace = optionalLine(input.birthplace);
  if (birthplace !== undefined) columns.birthplace = birthplace;
  if (input.maritalStatus !== undefined) columns.maritalStatus = input.maritalStatus;
  if (input.children !== undefined) columns.children = input.children;
  return columns;
}

/** 409 `already_customer` when another record of the firm holds this address (whatever its case). */
async function checkAddressFree(db: Reader, firmId: string, email: string | null | undefined, exceptId?: string): Promise<void> {
  if (!email) return;
  const [taken] = await db
    .select({ id: advisoryCustomers.id })
    .from(advisoryCustomers)
    .where(and(eq(advisoryCustomers.firmId, firmId), sql`lower(${advisoryCustomers.email}) = lower(${email})`, exceptId ? ne(advisoryCustomers.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw alreadyCustomer();
}

/** POST /customers: a customer added by hand, followed by the caller unless a manager or an admin names someone. */
export async function createCustomer(db: Writer, caller: AuthUser, input: CustomerInput, now: Date): Promise<string> {
  if (!caller.firmId) throw forbidden();
  const firmId = caller.firmId;
  const advisorUserId = await followingAdvisor(db, caller, firmId, input.advisorId, caller.id);
  const columns = columnsOf(input);
  await checkAddressFree(db, firmId, columns.email);
  try {
    const [row] = await db
      .insert(advisoryCustomers)
      .values({ ...columns, firstName: columns.firstName as string, lastName: columns.lastName as string, firmId, advisorUserId, createdAt: now, updatedAt: now })
      .returning({ id: advisoryCustomers.id });
    if (!row) throw new Error('the customer could not be stored');
    return row.id;
  } catch (error) {
    // Two advisors adding the same address at once: the unique index decides, the second is told so.
    if (isUniqueViolation(error, 'advisory_customers_firm_email_key')) throw alreadyCustomer();
    throw error;
  }
}

/** PUT /customers/{id}: a partial update of a record already in the caller's scope. */
export async function updateCustomer(
  db: Writer,
  caller: AuthUser,
  customer: { id: string; firmId: string; advisorUserId: string | null },
  input: Patch<CustomerInput>,
  now: Date,
): Promise<void> {
  const advisorUserId = await followingAdvisor(db, caller, customer.firmId, input.advisorId, customer.advisorUserId);
  const columns = columnsOf(input);
  await checkAddressFree(db, customer.firmId, columns.email, customer.id);
  try {
    await db
      .update(advisoryCustomers)
      .set({ ...columns, advisorUserId, updatedAt: now })
      .where(eq(advisoryCustomers.id, customer.id));
  } catch (error) {
    if (isUniqueViolation(error, 'advisory_customers_firm_email_key')) throw alreadyCustomer();
    throw error;
  }
}

/**
 * The firm gives up its access to a customer's data, or the customer withdraws it: `access_withdrawn_at` is set
 * once (a second withdrawal keeps the first date), and pending invitations of the record are canceled (their
 * link would grant the access again). Returns true when this call withdrew it.
 */
export async function withdrawAccess(db: Writer, customerId: string, now: Date): Promise<boolean> {
  const changed = await db
    .update(advisoryCustomers)
    .set({ accessWithdrawnAt: now, updatedAt: now })
    .where(and(eq(advisoryCustomers.id, customerId), sql`${advisoryCustomers.accessWithdrawnAt} is null`))
    .returning({ id: advisoryCustomers.id });
  await db
    .update(invitations)
    .set({ state: 'canceled', canceledAt: now })
    .where(and(eq(invitations.customerId, customerId), inArray(invitations.state, [...PENDING_STATES])));
  return changed.length > 0;
}

/** Who reaches a customer and must hear of a withdrawal: the advisor following them, the firm's managers and admins. */
export async function advisorsReaching(db: Reader, customer: { firmId: string; advisorUserId: string | null }): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(advisorMemberships)
    .innerJoin(users, eq(users.id, advisorMemberships.userId))
    .where(and(eq(advisorMemberships.firmId, customer.firmId), sql`${users.roles} && array['admin','manager']::text[]`));
  const ids = new Set(rows.map((row) => row.id));
  if (customer.advisorUserId) ids.add(customer.advisorUserId);
  return [...ids];
}
