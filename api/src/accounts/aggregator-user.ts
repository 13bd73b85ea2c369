import { eq } from 'drizzle-orm';
import type { AggregationProvider, ProviderUser } from '../aggregation/provider';
import type { Database } from '../db/client';
import { aggregatorUsers } from '../db/schema';

/** The saver's identity at the aggregation partner, as stored (`aggregator_users`). */
export interface StoredAggregatorUser extends ProviderUser {
  provider: 'sandbox' | 'powens';
  createdAt: Date;
}

/** The saver's partner identity, or undefined before their first connection. */
export async function findAggregatorUser(db: Pick<Database, 'select'>, userId: string): Promise<StoredAggregatorUser | undefined> {
  const rows = await db.select().from(aggregatorUsers).where(eq(aggregatorUsers.userId, userId)).limit(1);
  const row = rows[0];
  return row ? { id: row.providerUserId, token: row.token, provider: row.provider, createdAt: row.createdAt } : undefined;
}

/**
 * The saver's partner identity, created at the partner (`createUser`) and stored on first use. Idempotent and
 * safe under concurrency: two simultaneous first calls may both create a partner user, but only the first row
 * inserted is kept (`ON CONFLICT DO NOTHING`) and both callers answer that one; the other partner user is
 * simply never used.
 */
export async function ensureAggregatorUser(
  db: Pick<Database, 'select' | 'insert'>,
  provider: AggregationProvider,
  userId: string,
  now: Date,
): Promise<StoredAggregatorUser> {
  const existing = await findAggregatorUser(db, userId);
  if (existing) return existing;
  const created = await provider.createUser();
  await db
    .insert(aggregatorUsers)
    .values({ userId, provider: provider.name, providerUserId: created.id, token: created.token, createdAt: now })
    .onConflictDoNothing({ target: aggregatorUsers.userId });
  const stored = await findAggregatorUser(db, userId);
  if (!stored) throw new Error('The aggregation identity could not be stored');
  return stored;
}

/** GET/POST /users/me/connection's answer. */
export function toAggregatorCredentials(user: ProviderUser): { token: string; idUser: string } {
  return { token: user.token, idUser: user.id };
}
