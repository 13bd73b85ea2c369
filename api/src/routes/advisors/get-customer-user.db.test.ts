import { eq } from 'drizzle-orm';
import { advisoryCustomers, auditLog, users } from '../../db/schema';
import { DEMO_SAVER, FIRM_ADVISOR, FIRM_MANAGER, SECOND_SAVER } from '../../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';

describeDb('GET /api/users/:userId (advisor)', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.handle.db;
    for (const account of [DEMO_SAVER, SECOND_SAVER, FIRM_ADVISOR, FIRM_MANAGER]) {
      const row = (await db.select({ id: users.id }).from(users).where(eq(users.email, account.email)))[0];
      ids[account.email] = row?.id ?? '';
      tokens[account.email] = (await signIn(t, account)).access_token;
    }
  });
  afterAll(() => t.close());

  const customerId = () => ids[SECOND_SAVER.email] ?? '';
  const read = (caller: string, target: string) => injectAs(t, tokens[caller] ?? '', { method: 'GET', url: `/api/users/${target}` });

  it.each([FIRM_ADVISOR, FIRM_MANAGER])("answers the $role the customer's own GET /users/me, and audits the read", async (advisor) => {
    await t.database.handle.db.update(users).set({ recommendedRisk: 3 }).where(eq(users.id, customerId()));
    const own = await injectAs(t, tokens[SECOND_SAVER.email] ?? '', { method: 'GET', url: '/api/users/me' });
    expect(own.statusCode).toBe(200);
    const before = (await t.database.handle.db.select().from(auditLog)).length;
    const response = await read(advisor.email, customerId());
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual(json(own));
    expect(json(response)).toMatchObject({ email: SECOND_SAVER.email, recommended_risk: 3 });
    const after = await t.database.handle.db.select().from(auditLog).where(eq(auditLog.action, 'GET /api/users/:userId'));
    expect(after.length).toBeGreaterThan(0);
    expect((await t.database.handle.db.select().from(auditLog)).length).toBe(before + 1);
  });

  it.each([
    ['an advisor reading a saver who is not a customer', () => FIRM_ADVISOR.email, () => ids[DEMO_SAVER.email] ?? ''],
    ['an advisor reading another advisor', () => FIRM_ADVISOR.email, () => ids[FIRM_MANAGER.email] ?? ''],
    ['an advisor naming an unknown id', () => FIRM_ADVISOR.email, () => '00000000-0000-4000-8000-000000000000'],
    ['a saver reading someone else', () => DEMO_SAVER.email, () => customerId()],
  ])('refuses %s with 403', async (_label, caller, target) => {
    const response = await read(caller(), target());
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ error: 'forbidden' });
  });

  it('refuses with 403 access_withdrawn once the customer withdrew the access', async () => {
    const db = t.database.handle.db;
    await db.update(advisoryCustomers).set({ accessWithdrawnAt: t.clock.now() }).where(eq(advisoryCustomers.userId, customerId()));
    try {
      const response = await read(FIRM_ADVISOR.email, customerId());
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({ error: 'access_withdrawn' });
    } finally {
      await db.update(advisoryCustomers).set({ accessWithdrawnAt: null }).where(eq(advisoryCustomers.userId, customerId()));
    }
  });
});
