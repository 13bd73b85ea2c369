import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { advisoryCustomers, invitations } from '../../src/db/schema';

type InvitationValues = Omit<typeof invitations.$inferInsert, 'customerId'>;

/**
 * Inserts an invitation straight into the database, with its customer record as the API makes it: one record
 * per firm and address, reused by a later invitation of the same address.
 */
export async function insertInvitation(db: Database, values: InvitationValues): Promise<typeof invitations.$inferSelect> {
  let [customer] = await db
    .select({ id: advisoryCustomers.id })
    .from(advisoryCustomers)
    .where(and(eq(advisoryCustomers.firmId, values.firmId), sql`lower(${advisoryCustomers.email}) = lower(${values.email})`))
    .limit(1);
  if (!customer) {
    [customer] = await db
      .insert(advisoryCustomers)
      .values({
        firmId: values.firmId,
        advisorUserId: values.advisorUserId ?? null,
        civilTitle: values.civilTitle ?? null,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
      })
      .returning({ id: advisoryCustomers.id });
  }
  if (!customer) throw new Error('could not create the customer record');
  const [invitation] = await db.insert(invitations).values({ ...values, customerId: customer.id }).returning();
  if (!invitation) throw new Error('could not create the invitation');
  return invitation;
}
