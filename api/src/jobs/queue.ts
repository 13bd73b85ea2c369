import { and, eq, sql } from 'drizzle-orm';
import type { BankConnectionState } from '@patrimo/shared';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';

/** The kinds of durable jobs: a bank synchronisation, the filling of a new « Démonstration » account, invitation e-mails. */
export type JobKind = 'sync_account' | 'demo_account' | 'invitation_mails';

/** What a `sync_account` job carries: the bank account (`bank_accounts.id`) to synchronise. */
export interface SyncAccountPayload {
  accountId: string;
  /**
   * Set when the partner told us (webhook) that it has just synchronised the connection, with the state it
   * reached: the job then reads the accounts without asking the partner to synchronise again.
   */
  partnerState?: BankConnectionState;
}

/**
 * Queues the synchronisation of one bank account, unless one is already waiting for it (a second request
 * while the first has not started would only do the same work twice). Returns the job's id.
 */
export async function enqueueSync(
  db: Pick<Database, 'select' | 'insert'>,
  now: Date,
  userId: string,
  accountId: string,
  options: { partnerState?: BankConnectionState } = {},
): Promise<string> {
  const waiting = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, 'sync_account'), eq(jobs.status, 'queued'), sql`${jobs.payload}->>'accountId' = ${accountId}`))
    .limit(1);
  if (waiting[0]) return waiting[0].id;
  const payload: SyncAccountPayload = { accountId, ...(options.partnerState !== undefined ? { partnerState: options.partnerState } : {}) };
  const inserted = await db
    .insert(jobs)
    .values({ kind: 'sync_account', userId, payload: { ...payload }, runAfter: now, createdAt: now, updatedAt: now })
    .returning({ id: jobs.id });
  const id = inserted[0]?.id;
  if (!id) throw new Error('The synchronisation job could not be queued');
  return id;
}
