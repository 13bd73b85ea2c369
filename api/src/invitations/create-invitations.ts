import { randomUUID } from 'node:crypto';
import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { InvitationInput } from '@patrimo/shared';
import type { Database } from '../db/client';
import { advisoryCustomers, jobs } from '../db/schema';
import { newSecret } from '../lib/tokens';
import { addressesOf, markDuplicates, markKnownAddresses, readFirmAddresses, type CheckedRow } from './import-rows';
import type { InvitationRow } from './invitation-view';
import { INVITATION_MAILS_JOB, type InvitationMailsPayload } from './invitation-mails';

/**
 * Creating invitations, one or twenty thousand, in one transaction (issue 16). Each belongs to the firm's
 * customer record of its address (one per firm and lower(email)): reused when it exists, created otherwise,
 * followed by the inviting advisor. Rows are written in batches, so a 2 MB file (~20,000 rows) takes seconds.
 */

/** The inviting advisor. */
export interface Inviter {
  userId: string;
  firmId: string;
  firstName: string;
  lastName: string;
}

/** Rows per statement. */
const INSERT_BATCH = 5000;

/** A list as one array parameter (not one parameter per element, as drizzle expands a bare array). */
const arrayParam = (values: readonly (string | null)[]): SQL => sql`${sql.param([...values])}`;
/** Invitations per mail job: a job's attempt stays short and a retry resends little. */
const MAILS_PER_JOB = 500;

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** `null` for empty optional text, as the API stores it. */
const orNull = (value: string | null | undefined): string | null => (value === undefined || value === null || value.trim() === '' ? null : value);

/** Where the mails of an import are sent from: the brand and the base of the invitation links. */
export interface MailOrigin {
  brandId: InvitationMailsPayload['brandId'];
  linkBase: string;
}

/**
 * Inserts the `ready` rows as invitations and returns them; the rows are re-checked against the database
 * inside the transaction (under a per-firm lock, so two imports of one address cannot both invite it): a row
 * that became `already_customer` or `already_invited` since it was checked is left out with its new status.
 * With `queueMails`, the e-mails are queued as durable jobs in the same transaction (`invitation_mails`).
 */
export async function insertInvitations(
  db: Database,
  inviter: Inviter,
  rows: CheckedRow[],
  now: Date,
  options: { queueMails?: MailOrigin } = {},
): Promise<InvitationRow[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`invitations:${inviter.firmId}`}))`);
    markDuplicates(rows);
    const known = await readFirmAddresses(tx, inviter.firmId, addressesOf(rows));
    markKnownAddresses(rows, known);
    // As text: PGlite's driver does not bind a Date in raw SQL.
    const stamp = now.toISOString();
    const ready = rows.filter((row): row is CheckedRow & { input: InvitationInput } => row.status === 'ready' && row.input !== null);
    if (ready.length === 0) return [];

    // The customer records: the firm's record of each address, created where there is none.
    const customerOf = new Map<string, string>([...known.customers].map(([email, record]) => [email, record.id]));
    const missing = ready.filter((row) => !customerOf.has(row.input.email));
    for (const row of missing) customerOf.set(row.input.email, randomUUID());
    for (const batch of batches(missing, INSERT_BATCH)) {
      const column = (pick: (input: InvitationInput) => string | null) => arrayParam(batch.map((row) => pick(row.input)));
      await tx.execute(sql`
        INSERT INTO advisory_customers (id, firm_id, advisor_user_id, civil_title, first_name, last_name, email, created_at, updated_at)
        SELECT id, ${inviter.firmId}::uuid, ${inviter.userId}::uuid, civil_title, first_name, last_name, email, ${stamp}::timestamptz, ${stamp}::timestamptz
        FROM unnest(${column((input) => customerOf.get(input.email) ?? null)}::uuid[], ${column((input) => input.civilTitle ?? null)}::text[],
                    ${column((input) => input.firstName)}::text[], ${column((input) => input.lastName)}::text[], ${column((input) => input.email)}::text[])
          AS row(id, civil_title, first_name, last_name, email)`);
    }
    // A record nobody follows any more is followed by the advisor who invites it again.
    const unfollowed = ready.flatMap((row) => {
      const record = known.customers.get(row.input.email);
      return record && record.advisorUserId === null ? [record.id] : [];
    });
    for (const batch of batches(unfollowed, INSERT_BATCH)) {
      await tx
        .update(advisoryCustomers)
        .set({ advisorUserId: inviter.userId, updatedAt: now })
        .where(and(inArray(advisoryCustomers.id, batch), isNull(advisoryCustomers.advisorUserId)));
    }

    const created: InvitationRow[] = ready.map(({ input }) => ({
      id: randomUUID(),
      firmId: inviter.firmId,
      advisorUserId: inviter.userId,
      customerId: customerOf.get(input.email) as string,
      state: 'sent' as const,
      token: newSecret(),
      civilTitle: input.civilTitle ?? null,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      message: orNull(input.message),
      companyName: orNull(input.companyName),
      contactName: orNull(input.contactName),
      promoCode: orNull(input.promoCode),
      userId: null,
      invitedAt: now,
      readAt: null,
      acceptedAt: null,
      canceledAt: null,
      createdAt: now,
      advisorFirstName: inviter.firstName,
      advisorLastName: inviter.lastName,
    }));
    // One statement per batch with one array parameter per column (unnest): building and sending thousands of
    // separate parameters costs far more than the insert itself.
    for (const batch of batches(created, INSERT_BATCH)) {
      const column = (pick: (row: InvitationRow) => string | null) => arrayParam(batch.map(pick));
      await tx.execute(sql`
        INSERT INTO invitations (id, firm_id, advisor_user_id, customer_id, state, token, civil_title, first_name, last_name, email,
                                 message, company_name, contact_name, promo_code, invited_at, created_at)
        SELECT id, ${inviter.firmId}::uuid, ${inviter.userId}::uuid, customer_id, 'sent', token, civil_title, first_name, last_name, email,
               message, company_name, contact_name, promo_code, ${stamp}::timestamptz, ${stamp}::timestamptz
        FROM unnest(${column((row) => row.id)}::uuid[], ${column((row) => row.customerId)}::uuid[], ${column((row) => row.token)}::text[],
                    ${column((row) => row.civilTitle)}::text[], ${column((row) => row.firstName)}::text[], ${column((row) => row.lastName)}::text[],
                    ${column((row) => row.email)}::text[], ${column((row) => row.message)}::text[], ${column((row) => row.companyName)}::text[],
                    ${column((row) => row.contactName)}::text[], ${column((row) => row.promoCode)}::text[])
          AS row(id, customer_id, token, civil_title, first_name, last_name, email, message, company_name, contact_name, promo_code)`);
    }

    if (options.queueMails) {
      const origin = options.queueMails;
      const jobRows = batches(created, MAILS_PER_JOB).map((batch) => {
        const payload: InvitationMailsPayload = { invitationIds: batch.map((row) => row.id), brandId: origin.brandId, linkBase: origin.linkBase };
        return { kind: INVITATION_MAILS_JOB, userId: inviter.userId, payload: { ...payload }, runAfter: now, createdAt: now, updatedAt: now };
      });
      for (const batch of batches(jobRows, INSERT_BATCH)) await tx.insert(jobs).values(batch);
    }
    return created;
  });
}
