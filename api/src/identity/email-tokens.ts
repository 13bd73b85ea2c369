import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailTokens } from '../db/schema';
import { hashSecret, newSecret } from '../lib/tokens';

/** What an e-mailed link is for. */
export type EmailTokenPurpose = 'password_reset' | 'account_deletion';

type Executor = Pick<Database, 'insert' | 'update'>;

/**
 * Marks the user's unused secrets of a purpose spent: only the newest link works, so an older mail lying in an
 * inbox (or a mailbox someone else reads) is worth nothing once a new one is asked for.
 */
export async function supersedeEmailTokens(db: Pick<Database, 'update'>, userId: string, purpose: EmailTokenPurpose, now: Date): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/**
 * Creates a single-use secret for a link (stored as its SHA-256, like every token) after superseding the older
 * ones. Returns the secret itself, which only the e-mail will carry.
 */
export async function issueEmailToken(db: Executor, userId: string, purpose: EmailTokenPurpose, now: Date, ttlMs: number): Promise<string> {
  await supersedeEmailTokens(db, userId, purpose, now);
  const secret = newSecret();
  await db.insert(emailTokens).values({
    tokenHash: hashSecret(secret),
    userId,
    purpose,
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
  return secret;
}

/** A usable secret's row. */
export interface UsableEmailToken {
  id: string;
  userId: string;
}

/**
 * The row of a secret that can still be used: right purpose, never used (nor superseded), not expired.
 * `forUpdate` locks the row, so two requests with the same link cannot both spend it.
 */
export async function findUsableEmailToken(
  db: Pick<Database, 'select'>,
  secret: string,
  purpose: EmailTokenPurpose,
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<UsableEmailToken | undefined> {
  const query = db
    .select({ id: emailTokens.id, userId: emailTokens.userId, usedAt: emailTokens.usedAt, expiresAt: emailTokens.expiresAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashSecret(secret)), eq(emailTokens.purpose, purpose)))
    .limit(1);
  const row = (options.forUpdate ? await query.for('update') : await query)[0];
  if (!row || row.usedAt !== null || row.expiresAt.getTime() <= now.getTime()) return undefined;
  return { id: row.id, userId: row.userId };
}
