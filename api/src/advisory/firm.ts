import { asc, count, eq, sql } from 'drizzle-orm';
import { ADVISORY_ROLES, type AdvisoryRole, type Firm } from '@patrimo/shared';
import type { Database } from '../db/client';
import { advisorMemberships, advisoryCustomers, advisoryFirms, users } from '../db/schema';
import { fieldErrors, notFound } from '../http/errors';
import { cleanLine } from '../lib/clean-text';

/**
 * The advisor's firm (GET /firm): its name and advisors, each with their advisory roles and how many customers
 * they follow; PUT /firm renames it (admins).
 */

export async function loadFirm(db: Pick<Database, 'select'>, firmId: string): Promise<Firm> {
  const [firm] = await db.select({ id: advisoryFirms.id, name: advisoryFirms.name }).from(advisoryFirms).where(eq(advisoryFirms.id, firmId)).limit(1);
  if (!firm) throw notFound();
  const followed = db
    .select({ advisorUserId: advisoryCustomers.advisorUserId, n: count().as('n') })
    .from(advisoryCustomers)
    .where(eq(advisoryCustomers.firmId, firmId))
    .groupBy(advisoryCustomers.advisorUserId)
    .as('followed');
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, roles: users.roles, customers: followed.n })
    .from(advisorMemberships)
    .innerJoin(users, eq(users.id, advisorMemberships.userId))
    .leftJoin(followed, eq(followed.advisorUserId, users.id))
    .where(eq(advisorMemberships.firmId, firmId))
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id));
  return {
    id: firm.id,
    name: firm.name,
    advisors: rows.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      roles: row.roles.filter((role): role is AdvisoryRole => (ADVISORY_ROLES as readonly string[]).includes(role)),
      customersCount: Number(row.customers ?? 0),
    })),
  };
}

/** Renames the firm; a name left empty by the cleaning is `firm.name: blank`. */
export async function renameFirm(db: Pick<Database, 'update'>, firmId: string, name: string, now: Date): Promise<void> {
  const cleaned = cleanLine(name);
  if (cleaned === '') throw fieldErrors({ 'firm.name': ['blank'] });
  await db.update(advisoryFirms).set({ name: cleaned, updatedAt: now }).where(eq(advisoryFirms.id, firmId));
}
