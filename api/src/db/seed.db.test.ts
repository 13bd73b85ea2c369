import { eq, gt, sql } from 'drizzle-orm';
import { manualClock } from '../lib/clock';
import { verifyPassword } from '../lib/passwords';
import { createTestDatabase, describeDb, type TestDatabase } from '../../test/helpers/test-app';
import { advisorMemberships, advisoryCustomers, advisoryFirms, customerEvents, users } from './schema';
import { SEED_HAND_CUSTOMERS } from './seed-advisory';
import { seedDatabase } from './seed';
import { DEMO_INVITATION, FIRM_ADVISOR, SECOND_SAVER, SEED_ADVISORS, SEED_FIRM_NAME, SEED_SAVERS } from './seed-accounts';

describeDb('seedDatabase', () => {
  let database: TestDatabase;
  const clock = manualClock(new Date('2026-01-15T09:00:00Z'));

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('creates the demonstration accounts, the firm and its customer', async () => {
    const { created } = await seedDatabase(database.handle.db, clock);
    expect(created).toHaveLength(SEED_SAVERS.length + SEED_ADVISORS.length);
    const db = database.handle.db;
    for (const account of [...SEED_SAVERS, ...SEED_ADVISORS]) {
      const user = (await db.select().from(users).where(eq(users.email, account.email)))[0];
      expect(user).toMatchObject({ firstName: account.firstName, lastName: account.lastName, roles: 'role' in account ? [account.role] : [] });
      expect(await verifyPassword(user?.passwordHash ?? '', account.password)).toBe(true);
    }
    const firms = await db.select().from(advisoryFirms);
    expect(firms.map((firm) => firm.name)).toEqual([SEED_FIRM_NAME]);
    expect(await db.select().from(advisorMemberships)).toHaveLength(SEED_ADVISORS.length);
    const customers = await db
      .select({ customer: users.email, advisorUserId: advisoryCustomers.advisorUserId })
      .from(advisoryCustomers)
      .innerJoin(users, eq(users.id, advisoryCustomers.userId));
    const advisor = (await db.select({ id: users.id }).from(users).where(eq(users.email, FIRM_ADVISOR.email)))[0];
    expect(customers).toEqual([{ customer: SECOND_SAVER.email, advisorUserId: advisor?.id }]);
  });

  it('fills the firm’s book: the invited customer, customers added by hand with their followers, interactions and notes', async () => {
    const db = database.handle.db;
    const records = await db
      .select({ email: advisoryCustomers.email, advisor: users.email, notes: advisoryCustomers.advisorNotes, userId: advisoryCustomers.userId, events: sql<number>`(select count(*)::int from customer_events e where e.customer_id = ${advisoryCustomers.id})` })
      .from(advisoryCustomers)
      .leftJoin(users, eq(users.id, advisoryCustomers.advisorUserId));
    expect(records.map((r) => r.email).sort()).toEqual([SECOND_SAVER.email, DEMO_INVITATION.email, ...SEED_HAND_CUSTOMERS.map((c) => c.email)].sort());
    for (const customer of SEED_HAND_CUSTOMERS) {
      expect(records.find((r) => r.email === customer.email)).toEqual({ email: customer.email, advisor: customer.followedBy.email, notes: customer.notes, userId: null, events: customer.interactions.length });
    }
    // Some followed by the manager; every kind of interaction logged; Paul Durand has his.
    expect(new Set(SEED_HAND_CUSTOMERS.map((c) => c.followedBy.role))).toEqual(new Set(['advisor', 'manager']));
    const kinds = await db.selectDistinct({ kind: customerEvents.kind }).from(customerEvents);
    expect(kinds.map((k) => k.kind).sort()).toEqual(['inbound_call', 'note', 'outbound_call']);
    expect(records.find((r) => r.email === SECOND_SAVER.email)?.events).toBeGreaterThan(0);
    expect(records.find((r) => r.email === DEMO_INVITATION.email)?.notes).not.toBe('');
    // No interaction in the future.
    const [future] = await db.select({ n: sql<number>`count(*)::int` }).from(customerEvents).where(gt(customerEvents.occurredAt, clock.now()));
    expect(future?.n).toBe(0);
  });

  it('changes nothing when run again', async () => {
    const count = async (table: string) => {
      const result = await database.handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
    };
    const before = await Promise.all(['users', 'advisory_firms', 'advisor_memberships', 'advisory_customers', 'customer_events'].map(count));
    expect((await seedDatabase(database.handle.db, clock)).created).toEqual([]);
    const after = await Promise.all(['users', 'advisory_firms', 'advisor_memberships', 'advisory_customers', 'customer_events'].map(count));
    expect(after).toEqual(before);
  });
});
