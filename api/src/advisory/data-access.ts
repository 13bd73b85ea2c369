import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DataAccess } from '@patrimo/shared';
import type { Database } from '../db/client';
import { advisoryCustomers, advisoryFirms, auditLog, users } from '../db/schema';
import type { LiveBus } from '../live/bus';
import type { Clock } from '../lib/clock';
import { advisorsReaching, personName, withdrawAccess } from './customer-record';

/**
 * The saver's side of advisor mode (« Qui a consulté mes données », issue 16): the firm holding access to their
 * data and every read its advisors made, and the withdrawal of that access.
 */

/** Reads per page of GET /users/me/data_access. */
export const DATA_ACCESS_PAGE_SIZE = 20;

/** The name shown for a read whose advisor's account is gone. */
export const FORMER_ADVISOR_NAME = 'Un conseiller';

/**
 * What an audited call read, from its route (`GET /api/users/:userId/portfolios/…`): the word the account page
 * translates. First match wins; a route not listed reads `other`.
 * - `customer` the record; `events`, `notes`, `insights` its interactions, notes and insights; `access` the
 *   firm's withdrawal; `list` a line of the customer list;
 * - `user`, `profile`, `accounts`, `composition`, `series` (value histories), `portfolios` (contracts and their
 *   analyses), `real_estate`, `invitations`, `loans`, `transactions` the saver's data of that name.
 */
const WHAT_BY_ROUTE: readonly (readonly [RegExp, string])[] = [
  [/\/customers\/:customerId\/events/, 'events'],
  [/\/customers\/:customerId\/advisor_notes/, 'notes'],
  [/\/customers\/:customerId\/insights/, 'insights'],
  [/\/customers\/:customerId\/withdraw_access/, 'access'],
  [/\/customers\/:customerId/, 'customer'],
  [/\/customers$/, 'list'],
  [/\/users\/:userId\/profile/, 'profile'],
  [/\/users\/:userId\/(accounts|banks)/, 'accounts'],
  [/\/users\/:userId\/portfolios\/composition/, 'composition'],
  [/\/users\/:userId\/.*(cash_values|series|projection)/, 'series'],
  [/\/users\/:userId\/loans/, 'loans'],
  [/\/users\/:userId\/.*transactions/, 'transactions'],
  [/\/users\/:userId\/(portfolios|contracts)/, 'portfolios'],
  [/\/users\/:userId\/real_estates?/, 'real_estate'],
  [/\/users\/:userId\/invitations/, 'invitations'],
  [/\/users\/:userId$/, 'user'],
];

/** The `what` of an audit row's action (see WHAT_BY_ROUTE). */
export function whatWasRead(action: string): string {
  const route = action.replace(/^[A-Z]+\s+/, '').replace(/\?.*$/, '');
  return WHAT_BY_ROUTE.find(([pattern]) => pattern.test(route))?.[1] ?? 'other';
}

/**
 * Withdraws a customer's access and tells every advisor reaching them, on the live channel, so that their open
 * pages drop the customer at once. Told again on a repeated withdrawal: harmless, and a page that missed it
 * learns it then.
 */
export async function withdrawAndTell(
  deps: { db: Database; bus: LiveBus; clock: Clock },
  customer: { id: string; firmId: string; advisorUserId: string | null },
): Promise<void> {
  await deps.db.transaction(async (tx) => withdrawAccess(tx, customer.id, deps.clock.now()));
  for (const advisorId of await advisorsReaching(deps.db, customer)) {
    await deps.bus.publish(advisorId, { type: 'customer_access_withdrawn', customerId: customer.id });
  }
}

/** The saver's customer record, when they are a customer of a firm. */
export async function saverCustomer(db: Pick<Database, 'select'>, userId: string) {
  const [row] = await db
    .select({ id: advisoryCustomers.id, firmId: advisoryCustomers.firmId, advisorUserId: advisoryCustomers.advisorUserId })
    .from(advisoryCustomers)
    .where(eq(advisoryCustomers.userId, userId))
    .limit(1);
  return row;
}

/** GET /users/me/data_access: the firm holding access (null if none) and one page of reads, newest first. */
export async function dataAccessPage(db: Pick<Database, 'select'>, userId: string, page: number): Promise<DataAccess> {
  const advisor = alias(users, 'advisor');
  const [record] = await db
    .select({ customer: advisoryCustomers, firmName: advisoryFirms.name, advisorFirst: advisor.firstName, advisorLast: advisor.lastName })
    .from(advisoryCustomers)
    .innerJoin(advisoryFirms, eq(advisoryFirms.id, advisoryCustomers.firmId))
    .leftJoin(advisor, eq(advisor.id, advisoryCustomers.advisorUserId))
    .where(eq(advisoryCustomers.userId, userId))
    .limit(1);

  const actor = alias(users, 'actor');
  const [total] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.subjectUserId, userId));
  const rows = await db
    .select({ id: auditLog.id, action: auditLog.action, at: auditLog.createdAt, first: actor.firstName, last: actor.lastName, firmName: advisoryFirms.name })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .leftJoin(advisoryFirms, eq(advisoryFirms.id, auditLog.firmId))
    .where(and(eq(auditLog.subjectUserId, userId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(DATA_ACCESS_PAGE_SIZE)
    .offset((page - 1) * DATA_ACCESS_PAGE_SIZE);
  const totalCount = Number(total?.n ?? 0);

  return {
    firm: record
      ? {
          customerId: record.customer.id,
          firmName: record.firmName,
          advisorName: record.customer.advisorUserId ? personName(record.advisorFirst, record.advisorLast) || null : null,
          since: (record.customer.accessGrantedAt ?? record.customer.createdAt).toISOString(),
          withdrawnAt: record.customer.accessWithdrawnAt?.toISOString() ?? null,
        }
      : null,
    reads: rows.map((row) => ({
      id: row.id,
      advisorName: personName(row.first, row.last) || FORMER_ADVISOR_NAME,
      firmName: row.firmName,
      what: whatWasRead(row.action),
      at: row.at.toISOString(),
    })),
    meta: { page, totalPages: Math.ceil(totalCount / DATA_ACCESS_PAGE_SIZE), totalCount },
  };
}
