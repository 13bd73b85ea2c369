import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailConfirmations, users } from '../db/schema';
import { badRequest, fieldErrors } from '../http/errors';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { findUsableEmailToken, issueEmailToken, supersedeEmailTokens } from './email-tokens';
import type { Recipient } from './messages';
import { isSecureEnough } from './password-policy';
import { revokeUserSessions } from './sessions';

/** An id no account has: the reset request of an unknown address runs its queries against it. */
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

/**
 * A password reset request (spec §7 POST /users/password/reset_password). For a known address: a new reset
 * token superseding the older unused ones, returned with the recipient for the e-mail. For an unknown address:
 * undefined, after the same lookup and the same supersede query (against an id nobody has), so the database
 * work, hence the answer time, differs by one insert only. The caller answers `{}` either way.
 */
export async function createPasswordReset(
  db: Database,
  email: string,
  now: Date,
  ttlMs: number,
): Promise<{ recipient: Recipient; token: string } | undefined> {
  const user = (
    await db
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1)
  )[0];
  return db.transaction(async (tx) => {
    if (!user) {
      await supersedeEmailTokens(tx, NO_USER_ID, 'password_reset', now);
      return undefined;
    }
    const token = await issueEmailToken(tx, user.id, 'password_reset', now, ttlMs);
    return { recipient: user, token };
  });
}

/**
 * Sets a new password with a reset token (spec §7 PUT /users/password):
 * - an unknown, used, superseded or expired token → 400 `wrong_token`;
 * - a password the strength meter calls too weak → 400 `{ errors: { 'user.password': ['not_secure'] } }`;
 * - otherwise, in one transaction: the new hash, every reset token of the user spent, the e-mail confirmed (the
 *   link reached the inbox, which proves the address), every session of the user revoked.
 * Returns the user, for the « password changed » notice.
 */
export async function resetPasswordWithToken(db: Database, token: string, password: string, now: Date): Promise<Recipient> {
  const found = await findUsableEmailToken(db, token, 'password_reset', now);
  if (!found) throw badRequest('wrong_token');
  const owner = (
    await db
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, found.userId))
      .limit(1)
  )[0];
  if (!owner) throw badRequest('wrong_token');
  if (!isSecureEnough(password, owner)) throw fieldErrors({ 'user.password': ['not_secure'] });
  const passwordHash = await hashPassword(password);

  const done = await db.transaction(async (tx) => {
    // Checked again under lock: two submissions of one link cannot both set a password.
    const usable = await findUsableEmailToken(tx, token, 'password_reset', now, { forUpdate: true });
    if (!usable) return false;
    const current = (await tx.select({ confirmedAt: users.confirmedAt }).from(users).where(eq(users.id, usable.userId)).limit(1))[0];
    if (!current) return false;
    await tx
      .update(users)
      .set({ passwordHash, confirmedAt: current.confirmedAt ?? now, updatedAt: now })
      .where(eq(users.id, usable.userId));
    await tx.delete(emailConfirmations).where(eq(emailConfirmations.userId, usable.userId));
    await supersedeEmailTokens(tx, usable.userId, 'password_reset', now);
    await revokeUserSessions(tx, usable.userId, now);
    return true;
  });
  if (!done) throw badRequest('wrong_token');
  return owner;
}

/**
 * Changes the password of the signed-in user, who gives the current one (spec §7 POST /users/me/password):
 * - a wrong current password → 400 `{ errors: { 'credentials.current_password': ['wrong_password'] } }` (spec §8
 *   "Password");
 * - a too weak new one → 400 `{ errors: { 'credentials.password': ['not_secure'] } }`;
 * - otherwise the new hash, and every other session of the user revoked: the session making the change
 *   (`keepFamilyId`) stays signed in, any other device must sign in with the new password.
 */
export async function changePassword(
  db: Database,
  userId: string,
  keepFamilyId: string,
  currentPassword: string,
  password: string,
  now: Date,
): Promise<Recipient> {
  const user = (
    await db
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1)
  )[0];
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) throw fieldErrors({ 'credentials.current_password': ['wrong_password'] });
  if (!isSecureEnough(password, user)) throw fieldErrors({ 'credentials.password': ['not_secure'] });
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId, now, keepFamilyId);
  });
  return { id: user.id, email: user.email, firstName: user.firstName };
}
