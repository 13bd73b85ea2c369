import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bankAccounts, jobs } from '../db/schema';
import { enqueueSync } from './queue';

/** A connection is refreshed once a day. */
export const DAILY_REFRESH_MS = 24 * 3600_000;

/**
 * Queues a synchronisation of every partner connection (not the demonstration account) last synchronised
 * more than 24 hours ago, unless a sync job for it is waiting, running, or was queued in the last 24 hours
 * (a connection stuck in an error state is not asked again every hour). Idempotent: a second call queues
 * nothing more. On PostgreSQL a transaction-scoped advisory lock keeps two instances from doing it at once.
 * Returns the ids of the bank accounts queued.
 */
export async function scheduleDailyRefresh(db: Database, now: Date, options: { engine?: 'pglite' | 'postgres' } = {}): Promise<string[]> {
  const dayAgo = new Date(now.getTime() - DAILY_REFRESH_MS);
  return db.transaction(async (tx) => {
    if (options.engine === 'postgres') await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('patrimo.daily_refresh'))`);
    const due = await tx
      .select({ id: bankAccounts.id, userId: bankAccounts.userId })
      .from(bankAccounts)
      .where(
        and(
          eq(bankAccounts.demo, false),
          isNotNull(bankAccounts.connectionId),
          or(isNull(bankAccounts.lastSyncAt), lt(bankAccounts.lastSyncAt, dayAgo)),
          sql`NOT EXISTS (SELECT 1 FROM ${jobs} WHERE ${jobs.kind} = 'sync_account' AND ${jobs.payload}->>'accountId' = ${bankAccounts.id}::text
                AND (${jobs.status} IN ('queued', 'running') OR ${jobs.createdAt} > ${dayAgo.toISOString()}::timestamptz))`,
        ),
      );
    for (const account of due) await enqueueSync(tx, now, account.userId, account.id);
    return due.map((account) => account.id);
  });
}
