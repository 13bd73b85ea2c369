import { eq } from 'drizzle-orm';
import { LOCKOUT_MINUTES } from '@patrimo/shared';
import type { Database } from '../db/client';
import { emailConfirmations, users } from '../db/schema';
import { hashConfirmationCode, newConfirmationCode, sameDigest } from './codes';

/** Wrong codes accepted before the confirmation is blocked for LOCKOUT_MINUTES (spec §8, §9). */
export const MAX_CONFIRMATION_ATTEMPTS = 5;

/**
 * Stores a new code for the user and returns it (for the e-mail). The previous code stops working. The count of
 * wrong attempts and a running block are kept: asking for a new code must not buy five more guesses, nor lift
 * a block (spec §4 "Confirmation: code emailed, with resend").
 */
export async function issueConfirmationCode(db: Pick<Database, 'insert'>, userId: string, now: Date): Promise<string> {
  const code = newConfirmationCode();
  const codeHash = hashConfirmationCode(userId, code);
  await db
    .insert(emailConfirmations)
    .values({ userId, codeHash, failedAttempts: 0, lockedUntil: null, sentAt: now, createdAt: now })
    .onConflictDoUpdate({ target: emailConfirmations.userId, set: { codeHash, sentAt: now } });
  return code;
}

/** What a code check found. */
export type ConfirmationOutcome =
  /** Right code: the address is now confirmed. */
  | { status: 'confirmed' }
  /** Confirmed before; nothing to do (the call is idempotent). */
  | { status: 'already_confirmed' }
  /** Wrong code (or no code pending); `attemptsLeft` before the block. */
  | { status: 'wrong_code'; attemptsLeft: number }
  /** Blocked until `lockedUntil`, whatever the code; also the answer to the wrong code that starts the block. */
  | { status: 'locked'; lockedUntil: Date };

/**
 * Checks a confirmation code, in one transaction with the user's confirmation row locked, so that concurrent
 * guesses are counted one by one. Outcomes are returned, not thrown: the counting of a wrong attempt must be
 * committed, and throwing would roll it back.
 *
 * After MAX_CONFIRMATION_ATTEMPTS wrong codes the confirmation is blocked for LOCKOUT_MINUTES; while blocked,
 * even the right code is refused. When the block has ended the count starts again from zero.
 */
export async function checkConfirmationCode(db: Database, userId: string, code: string, now: Date): Promise<ConfirmationOutcome> {
  return db.transaction(async (tx): Promise<ConfirmationOutcome> => {
    const user = (await tx.select({ confirmedAt: users.confirmedAt }).from(users).where(eq(users.id, userId)).limit(1).for('update'))[0];
    if (!user || user.confirmedAt !== null) return { status: 'already_confirmed' };

    const row = (await tx.select().from(emailConfirmations).where(eq(emailConfirmations.userId, userId)).limit(1).for('update'))[0];
    // No code pending (never sent, or lost): nothing can match; the user asks for a new one.
    if (!row) return { status: 'wrong_code', attemptsLeft: MAX_CONFIRMATION_ATTEMPTS };

    const blockRunning = row.lockedUntil !== null && row.lockedUntil.getTime() > now.getTime();
    if (blockRunning && row.lockedUntil) return { status: 'locked', lockedUntil: row.lockedUntil };
    const previousFailures = row.lockedUntil !== null ? 0 : row.failedAttempts;

    if (sameDigest(row.codeHash, hashConfirmationCode(userId, code))) {
      await tx.update(users).set({ confirmedAt: now, updatedAt: now }).where(eq(users.id, userId));
      await tx.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId));
      return { status: 'confirmed' };
    }

    const failures = previousFailures + 1;
    if (failures >= MAX_CONFIRMATION_ATTEMPTS) {
      const lockedUntil = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000);
      await tx.update(emailConfirmations).set({ failedAttempts: failures, lockedUntil }).where(eq(emailConfirmations.userId, userId));
      return { status: 'locked', lockedUntil };
    }
    await tx.update(emailConfirmations).set({ failedAttempts: failures, lockedUntil: null }).where(eq(emailConfirmations.userId, userId));
    return { status: 'wrong_code', attemptsLeft: MAX_CONFIRMATION_ATTEMPTS - failures };
  });
}
