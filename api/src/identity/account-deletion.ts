import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { advisoryCustomers, auditLog, invitations, outboxEmails, users } from '../db/schema';
import { findUsableEmailToken } from './email-tokens';

/**
 * Deletes an account and everything about its owner, with the token of the deletion link, in one transaction
 * (all or nothing, on PGlite as on PostgreSQL). Returns the deleted user's id, or undefined when the link is
 * unknown, used, superseded or expired (nothing is touched then).
 *
 * Deleting the `users` row cascades to every table that belongs to the user (profile, tokens, tickets,
 * confirmations, e-mailed tokens, firm customer record, outbox mails tied to the account…). Three kinds of rows
 * carry no such foreign key and are removed explicitly:
 * - `audit_log` rows where the user is the actor or the subject (they name the user's id; the trail of
 *   advisors' reads of this saver goes with the saver's data);
 * - outbox mails addressed to the user's e-mail but not tied to the account;
 * - invitations accepted by the user or addressed to their e-mail (they hold the address and the names);
 * - the firms' customer records of the user or of their e-mail, with their notes and interactions (issue 16:
 *   a saver who leaves takes their file at the firm with them), and the audit rows about those records.
 * The user's invoices stay, without the link to the account (`invoices.user_id` set null): the seller must keep
 * them ten years (Code de commerce L123-22), with the buyer's name and e-mail as invoiced.
 */
export async function deleteAccountWithToken(db: Database, token: string, now: Date): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const usable = await findUsableEmailToken(tx, token, 'account_deletion', now, { forUpdate: true });
    if (!usable) return undefined;
    const user = (await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, usable.userId)).limit(1).for('update'))[0];
    if (!user) return undefined;
    const email = user.email.toLowerCase();

    await tx.delete(auditLog).where(or(eq(auditLog.actorUserId, user.id), eq(auditLog.subjectUserId, user.id)));
    await tx.delete(outboxEmails).where(or(eq(outboxEmails.userId, user.id), sql`lower(${outboxEmails.toAddress}) = ${email}`));
    await tx.delete(invitations).where(or(eq(invitations.userId, user.id), sql`lower(${invitations.email}) = ${email}`));
    const records = await tx
      .delete(advisoryCustomers)
      .where(or(eq(advisoryCustomers.userId, user.id), sql`lower(${advisoryCustomers.email}) = ${email}`))
      .returning({ id: advisoryCustomers.id });
    if (records.length > 0) await tx.delete(auditLog).where(inArray(auditLog.customerId, records.map((record) => record.id)));
    await tx.delete(users).where(eq(users.id, user.id));
    return user.id;
  });
}
