import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../lib/clock';
import { hashPassword } from '../lib/passwords';
import { createDemoAccount } from '../demo/demo-account';
import { LUCIE_NOTES, seedAdvisoryBook } from './seed-advisory';
import type { Database } from './client';
import { advisorMemberships, advisoryCustomers, advisoryFirms, invitations, subscriptions, users } from './schema';
import { DEMO_INVITATION, FIRM_ADVISOR, SECOND_SAVER, SEED_ADVISORS, SEED_FIRM_NAME, SEED_SAVERS, type SeedAdvisor, type SeedSaver } from './seed-accounts';

export interface SeedResult {
  /** E-mails of the accounts this run created (empty when everything was already there). */
  created: string[];
}

/**
 * Creates the demonstration accounts (src/db/seed-accounts.ts), the advisory firm and its book of customers
 * (src/db/seed-advisory.ts), leaving whatever
 * already exists untouched: running it at every start is safe, and a demo password changed by hand stays
 * changed.
 */
export async function seedDatabase(db: Database, clock: Clock): Promise<SeedResult> {
  const everyone: (SeedSaver | SeedAdvisor)[] = [...SEED_SAVERS, ...SEED_ADVISORS];
  const emails = everyone.map((account) => account.email.toLowerCase());
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const present = new Set(existing.map((row) => row.email.toLowerCase()));
  const missing = everyone.filter((account) => !present.has(account.email.toLowerCase()));
  // Hashing is deliberately slow (argon2id), so it happens only for missing accounts and outside the transaction.
  const hashes = new Map(await Promise.all(missing.map(async (a) => [a.email, await hashPassword(a.password)] as const)));
  const now = clock.now();

  const created = await db.transaction(async (tx) => {
    // Two API instances starting together on one PostgreSQL must not create the firm twice.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('patrimo-seed'))`);
    const made: string[] = [];
    for (const account of missing) {
      const roles = 'role' in account ? [account.role] : [];
      const inserted = await tx
        .insert(users)
        .values({
          email: account.email,
          passwordHash: hashes.get(account.email) as string,
          firstName: account.firstName,
          lastName: account.lastName,
          roles,
          confirmedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      const createdUser = inserted[0];
      if (!createdUser) continue;
      made.push(account.email);
      // A seeded saver starts like a registered one, with the « Démonstration » account. Only when created:
      // one deleted by its saver, or gone after their first bank, does not come back at the next start.
      if (!('role' in account)) await createDemoAccount(tx, createdUser.id, now);
    }

    const idByEmail = new Map(
      (
        await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(sql`lower(${users.email})`, emails))
      ).map((row) => [row.email.toLowerCase(), row.id]),
    );
    const idOf = (email: string): string => {
      const id = idByEmail.get(email.toLowerCase());
      if (!id) throw new Error(`Seed account ${email} is missing after insert`);
      return id;
    };

    let firm = (await tx.select({ id: advisoryFirms.id }).from(advisoryFirms).where(sql`${advisoryFirms.name} = ${SEED_FIRM_NAME}`).limit(1))[0];
    if (!firm) {
      firm = (await tx.insert(advisoryFirms).values({ name: SEED_FIRM_NAME, createdAt: now, updatedAt: now }).returning({ id: advisoryFirms.id }))[0];
    }
    if (!firm) throw new Error('Seed firm could not be created');

    await tx
      .insert(advisorMemberships)
      .values(SEED_ADVISORS.map((advisor) => ({ userId: idOf(advisor.email), firmId: firm.id, createdAt: now })))
      .onConflictDoNothing();
    await tx
      .insert(advisoryCustomers)
      .values({
        userId: idOf(SECOND_SAVER.email),
        firmId: firm.id,
        advisorUserId: idOf(FIRM_ADVISOR.email),
        firstName: SECOND_SAVER.firstName,
        lastName: SECOND_SAVER.lastName,
        email: SECOND_SAVER.email,
        accessGrantedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    // The demonstration savers are premium without paying (issue 15): a complimentary subscription, never
    // charged, no card, no invoice. Given to a seeded saver who lacks one, also on a database seeded before it.
    for (const saver of SEED_SAVERS) {
      const userId = idOf(saver.email);
      const [has] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.complimentary, true)))
        .limit(1);
      if (has) continue;
      await tx.insert(subscriptions).values({
        userId,
        provider: 'complimentary',
        planId: 'premium-annual',
        status: 'active',
        currentPeriodStart: now,
        currentPeriodEnd: now,
        complimentary: true,
        createdAt: now,
        updatedAt: now,
      });
    }
    // Created once: accepted or canceled later, it stays as it is (the token is unique), with its customer record.
    const [invited] = await tx.select({ id: invitations.id }).from(invitations).where(eq(invitations.token, DEMO_INVITATION.token)).limit(1);
    if (!invited) {
      const [customer] = await tx
        .insert(advisoryCustomers)
        .values({
          firmId: firm.id,
          advisorUserId: idOf(FIRM_ADVISOR.email),
          civilTitle: DEMO_INVITATION.civilTitle,
          firstName: DEMO_INVITATION.firstName,
          lastName: DEMO_INVITATION.lastName,
          email: DEMO_INVITATION.email,
          advisorNotes: LUCIE_NOTES,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: advisoryCustomers.id });
      if (!customer) throw new Error('Seed customer could not be created');
      await tx
        .insert(invitations)
        .values({ ...DEMO_INVITATION, firmId: firm.id, customerId: customer.id, advisorUserId: idOf(FIRM_ADVISOR.email), invitedAt: now, createdAt: now })
        .onConflictDoNothing();
    }
    await seedAdvisoryBook(tx, firm.id, idOf, now);
    return made;
  });
  return { created };
}
