import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oauthAccessTokens, oauthRefreshTokens } from '../db/schema';

/**
 * Revokes every access and refresh token of a user, except those of `keepFamilyId` (the session making the
 * change). After a password reset nothing is kept: whoever knew the old password is signed out everywhere.
 */
export async function revokeUserSessions(db: Pick<Database, 'update'>, userId: string, now: Date, keepFamilyId?: string): Promise<void> {
  const refreshWhere = and(
    eq(oauthRefreshTokens.userId, userId),
    isNull(oauthRefreshTokens.revokedAt),
    ...(keepFamilyId ? [ne(oauthRefreshTokens.familyId, keepFamilyId)] : []),
  );
  const accessWhere = and(
    eq(oauthAccessTokens.userId, userId),
    isNull(oauthAccessTokens.revokedAt),
    ...(keepFamilyId ? [ne(oauthAccessTokens.familyId, keepFamilyId)] : []),
  );
  await db.update(oauthRefreshTokens).set({ revokedAt: now }).where(refreshWhere);
  await db.update(oauthAccessTokens).set({ revokedAt: now }).where(accessWhere);
}
