import { eq, sql } from 'drizzle-orm';
import { manualClock } from '../lib/clock';
import { verifyPassword } from '../lib/passwords';
import { createTestDatabase, describeDb, type TestDatabase } from '../../test/helpers/test-app';
import { advisorMemberships, advisoryCustomers, advisoryFirms, users } from './schema';
import { seedDatabase } from './seed';
import { FIRM_ADVISOR, SECOND_SAVER, SEED_ADVISORS, SEED_FIRM_NAME, SEED_SAVERS } from './seed-accounts';

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

  it('changes nothing when run again', async () => {
    const count = async (table: string) => {
      const result = await database.handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
    };
    const before = await Promise.all(['users', 'advisory_firms', 'advisor_memberships', 'advisory_customers'].map(count));
    expect((await seedDatabase(database.handle.db, clock)).created).toEqual([]);
    const after = await Promise.all(['users', 'advisory_firms', 'advisor_memberships', 'advisory_customers'].map(count));
    expect(after).toEqual(before);
  });
});
