import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Brand, ErrorCode, Registration } from '@patrimo/shared';
import type { Database } from '../db/client';
import { advisoryCustomers, invitations, users } from '../db/schema';
import { createDemoAccount } from '../demo/demo-account';
import { ApiError, fieldErrors } from '../http/errors';
import { hashPassword } from '../lib/passwords';
import type { UserRecord } from '../users/user-response';
import { userRecordColumns } from '../users/user-response';
import { issueConfirmationCode } from './confirmation';
import { findInvitationByToken, hasPendingInvitation, isPending, PENDING_INVITATION_STATES, type InvitationRecord } from './invitations';
import { isSecureEnough } from './password-policy';

/** 403 `not_invited`: the brand requires an invitation, or the invitation given cannot be used. */
export const notInvited = (): ApiError => new ApiError(403, 'not_invited');

/** 409 `user_already_invited`: the address has a pending invitation, whose link must be used. */
export const alreadyInvited = (): ApiError => new ApiError(409, 'user_already_invited');

/** A new account, and the confirmation code to e-mail. */
export interface RegisteredUser {
  user: UserRecord;
  code: string;
  /** The invitation the saver followed, now accepted. */
  invitationId: string | null;
}

async function emailTaken(db: Pick<Database, 'select'>, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  return rows.length > 0;
}

/**
 * Decides whether this registration may go ahead, in the order that tells the person the most useful thing:
 * 1. an invitation token that is given must be usable (sent or read), otherwise 403 `not_invited` — a saver who
 *    follows a stale link must not believe they have joined the firm;
 * 2. field problems: `user.email: taken` (whatever the case), `user.password: not_secure` — 400 with every field
 *    at once, named by their wire path like the contract's own validation names them;
 * 3. without a token: a pending invitation for the address answers 409 `user_already_invited` (use the link
 *    you received, so that you join your advisor's firm), and a brand that requires invitations answers
 *    403 `not_invited`.
 */
async function checkRegistration(db: Database, input: Registration, brand: Brand): Promise<InvitationRecord | undefined> {
  let invitation: InvitationRecord | undefined;
  if (input.invitationToken !== undefined) {
    invitation = await findInvitationByToken(db, input.invitationToken);
    if (!invitation || !isPending(invitation)) throw notInvited();
  }

  const problems: Record<string, ErrorCode[]> = {};
  const taken = await emailTaken(db, input.email);
  if (taken) problems['user.email'] = ['taken'];
  if (!isSecureEnough(input.password, input)) problems['user.password'] = ['not_secure'];
  if (Object.keys(problems).length > 0) throw fieldErrors(problems);

  if (!invitation) {
    if (await hasPendingInvitation(db, input.email)) throw alreadyInvited();
    if (brand.invitationRequired) throw notInvited();
  }
  return invitation;
}

/**
 * Creates a saver account (spec §5: terms accepted, invited where the brand requires it), in one transaction:
 * the user, their « Démonstration » account (filled by a job), their pending e-mail confirmation and, when they
 * follow an invitation, the invitation accepted and the saver made a customer of the inviting firm, followed by
 * the inviting advisor. The password is hashed (argon2id) before the transaction, so the slow part holds no
 * lock. Registration does not sign in.
 *
 * @throws ApiError 400 field errors, 403 `not_invited`, 409 `user_already_invited`.
 */
export async function registerSaver(db: Database, input: Registration, brand: Brand, now: Date): Promise<RegisteredUser> {
  const invitation = await checkRegistration(db, input, brand);
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        roles: [],
        coupon: input.coupon ?? invitation?.promoCode ?? null,
        createdAt: now,
        updatedAt: now,
      })
      // The unique index on lower(email) decides a race between two registrations of one address.
      .onConflictDoNothing()
      .returning(userRecordColumns);
    const user = inserted[0];
    if (!user) throw fieldErrors({ 'user.email': ['taken'] });

    if (invitation) {
      const accepted = await tx
        .update(invitations)
        .set({ state: 'accepted', userId: user.id, acceptedAt: now })
        .where(and(eq(invitations.id, invitation.id), inArray(invitations.state, [...PENDING_INVITATION_STATES])))
        .returning({ id: invitations.id });
      // Canceled or accepted by someone else since the check: the whole registration is rolled back.
      if (accepted.length === 0) throw notInvited();
      // The invitation's customer record becomes this saver's: the firm reads their data from now on.
      await tx
        .update(advisoryCustomers)
        .set({ userId: user.id, email: user.email, accessGrantedAt: now, accessWithdrawnAt: null, updatedAt: now })
        .where(eq(advisoryCustomers.id, invitation.customerId));
    }

    // Every new saver starts with the « Démonstration » account; a job fills it (registration stays fast).
    await createDemoAccount(tx, user.id, now);
    const code = await issueConfirmationCode(tx, user.id, now);
    return { user, code, invitationId: invitation?.id ?? null };
  });
}
