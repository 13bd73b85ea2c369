import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oauthAccessTokens, oauthRefreshTokens, users } from '../db/schema';
import type { Clock } from '../lib/clock';
import { verifyDecoy, verifyPassword } from '../lib/passwords';
import { hashSecret, newSecret } from '../lib/tokens';

export interface TokenSettings {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

/** What the token endpoint hands out (camelCase; snake_case on the wire). */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  tokenType: 'Bearer';
  /** Seconds until the access token expires. */
  expiresIn: number;
  /** Issue time in seconds since the epoch, as OAuth servers usually report it. */
  createdAt: number;
}

type Executor = Pick<Database, 'insert'>;

async function issuePair(
  db: Executor,
  clock: Clock,
  settings: TokenSettings,
  userId: string,
  familyId: string,
): Promise<IssuedTokens> {
  const now = clock.now();
  const accessToken = newSecret();
  const refreshToken = newSecret();
  await db.insert(oauthAccessTokens).values({
    tokenHash: hashSecret(accessToken),
    userId,
    familyId,
    expiresAt: new Date(now.getTime() + settings.accessTokenTtlSeconds * 1000),
    createdAt: now,
  });
  await db.insert(oauthRefreshTokens).values({
    tokenHash: hashSecret(refreshToken),
    userId,
    familyId,
    expiresAt: new Date(now.getTime() + settings.refreshTokenTtlSeconds * 1000),
    createdAt: now,
  });
  return {
    accessToken,
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: settings.accessTokenTtlSeconds,
    createdAt: Math.floor(now.getTime() / 1000),
  };
}

/** The outcome of a grant: tokens, or the reason it was refused (always answered as `invalid_grant`). */
export type GrantResult =
  | { ok: true; tokens: IssuedTokens; userId: string }
  | { ok: false; reason: 'unknown_user' | 'wrong_password' | 'unknown_token' | 'revoked' | 'expired' | 'reused' };

/**
 * Password grant. An unknown e-mail still pays for one argon2 verification, so the answer time does not
 * tell which addresses have an account. Each sign-in starts a new refresh family.
 */
export async function passwordGrant(
  db: Database,
  clock: Clock,
  settings: TokenSettings,
  username: string,
  password: string,
): Promise<GrantResult> {
  const email = username.trim().toLowerCase();
  const user = (
    await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1)
  )[0];
  if (!user) {
    await verifyDecoy(password);
    return { ok: false, reason: 'unknown_user' };
  }
  if (!(await verifyPassword(user.passwordHash, password))) return { ok: false, reason: 'wrong_password' };

  const now = clock.now();
  const tokens = await db.transaction(async (tx) => {
    // Housekeeping on sign-in keeps the token tables small without a separate job: a user's expired tokens
    // can never be accepted again (an expired refresh token is refused before any reuse check).
    await tx.delete(oauthAccessTokens).where(and(eq(oauthAccessTokens.userId, user.id), lt(oauthAccessTokens.expiresAt, now)));
    await tx.delete(oauthRefreshTokens).where(and(eq(oauthRefreshTokens.userId, user.id), lt(oauthRefreshTokens.expiresAt, now)));
    return issuePair(tx, clock, settings, user.id, randomUUID());
  });
  return { ok: true, tokens, userId: user.id };
}

/** Revokes every access and refresh token of a sign-in session. */
async function revokeFamily(db: Pick<Database, 'update'>, familyId: string, now: Date): Promise<void> {
  await db
    .update(oauthRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthRefreshTokens.familyId, familyId), isNull(oauthRefreshTokens.revokedAt)));
  await db
    .update(oauthAccessTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthAccessTokens.familyId, familyId), isNull(oauthAccessTokens.revokedAt)));
}

/**
 * Refresh grant with rotation: the presented refresh token is spent and a new pair is issued in the same
 * family. A refresh token presented a second time has leaked (or was replayed): the whole family is
 * revoked, so both the thief and the owner must sign in again.
 */
export async function refreshGrant(db: Database, clock: Clock, settings: TokenSettings, refreshToken: string): Promise<GrantResult> {
  const now = clock.now();
  return db.transaction(async (tx): Promise<GrantResult> => {
    // FOR UPDATE: two concurrent refreshes with the same token are serialized, so exactly one wins and the
    // other sees it used (and triggers reuse detection, as a replay would).
    const row = (
      await tx
        .select()
        .from(oauthRefreshTokens)
        .where(eq(oauthRefreshTokens.tokenHash, hashSecret(refreshToken)))
        .limit(1)
        .for('update')
    )[0];
    if (!row) return { ok: false, reason: 'unknown_token' };
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    if (row.usedAt) {
      await revokeFamily(tx, row.familyId, now);
      return { ok: false, reason: 'reused' };
    }
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    await tx.update(oauthRefreshTokens).set({ usedAt: now }).where(eq(oauthRefreshTokens.id, row.id));
    const tokens = await issuePair(tx, clock, settings, row.userId, row.familyId);
    return { ok: true, tokens, userId: row.userId };
  });
}

/**
 * Revokes the session an access or refresh token belongs to (RFC 7009). Signing out with either token
 * ends the whole session: leaving a 30-day refresh token alive after a sign-out would defeat it.
 * Unknown or already revoked tokens are not an error (idempotent, and it reveals nothing).
 */
export async function revokeSession(db: Database, clock: Clock, token: string): Promise<void> {
  const hash = hashSecret(token);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const access = await tx
      .select({ familyId: oauthAccessTokens.familyId })
      .from(oauthAccessTokens)
      .where(eq(oauthAccessTokens.tokenHash, hash))
      .limit(1);
    const refresh = await tx
      .select({ familyId: oauthRefreshTokens.familyId })
      .from(oauthRefreshTokens)
      .where(eq(oauthRefreshTokens.tokenHash, hash))
      .limit(1);
    const familyId = access[0]?.familyId ?? refresh[0]?.familyId;
    if (familyId) await revokeFamily(tx, familyId, now);
  });
}

