import { eq } from 'drizzle-orm';
import { advisorMemberships, advisoryFirms, auditLog, users } from '../../db/schema';
import { ADVISOR_PASSWORD, DEMO_SAVER, FIRM_ADMIN, FIRM_ADVISOR, FIRM_MANAGER, SECOND_SAVER } from '../../db/seed-accounts';
import { hashPassword } from '../../lib/passwords';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';

/** An advisor of another firm, created by this suite. */
const OTHER_FIRM_ADVISOR = { email: 'conseillere@autre-cabinet.fr', password: ADVISOR_PASSWORD };

describeDb('GET /api/users/:userId/profile (advisor)', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.handle.db;
    const now = t.clock.now();
    const firm = (await db.insert(advisoryFirms).values({ name: 'Autre Cabinet', createdAt: now, updatedAt: now }).returning({ id: advisoryFirms.id }))[0];
    const advisor = (
      await db
        .insert(users)
        .values({
          email: OTHER_FIRM_ADVISOR.email,
          passwordHash: await hashPassword(OTHER_FIRM_ADVISOR.password),
          firstName: 'Claire',
          lastName: 'Petit',
          roles: ['advisor'],
          confirmedAt: now,
        })
        .returning({ id: users.id })
    )[0];
    if (!firm || !advisor) throw new Error('could not create the other firm');
    await db.insert(advisorMemberships).values({ userId: advisor.id, firmId: firm.id, createdAt: now });

    for (const account of [DEMO_SAVER, SECOND_SAVER, FIRM_ADMIN, FIRM_ADVISOR, FIRM_MANAGER, OTHER_FIRM_ADVISOR]) {
      const row = (await db.select({ id: users.id }).from(users).where(eq(users.email, account.email)))[0];
      ids[account.email] = row?.id ?? '';
      tokens[account.email] = (await signIn(t, account)).access_token;
    }
  });
  afterAll(() => t.close());

  const customerId = () => ids[SECOND_SAVER.email] ?? '';
  const read = (caller: string, target: string) => injectAs(t, tokens[caller] ?? '', { method: 'GET', url: `/api/users/${target}/profile` });
  const auditRows = () => t.database.handle.db.select().from(auditLog);

  it("answers an empty profile for a customer who never filled theirs", async () => {
    const response = await read(FIRM_ADVISOR.email, customerId());
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ infos: false, birthdate: null, risk_survey: null, risk_assessment: null });
  });

  it.each([FIRM_ADVISOR, FIRM_MANAGER, FIRM_ADMIN])(
    "lets the firm's $role read its customer's profile, the one the customer sees, and audits the read",
    async (advisor) => {
      const saved = await injectAs(t, tokens[SECOND_SAVER.email] ?? '', {
        method: 'PUT',
        url: '/api/users/me/profile',
        payload: { profile: { birthdate: '1975-11-02', children: 3, job_title: 'Pharmacien' } },
      });
      expect(saved.statusCode).toBe(200);
      const before = await auditRows();
      const response = await read(advisor.email, customerId());
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual(json(saved));
      const after = await auditRows();
      expect(after).toHaveLength(before.length + 1);
      expect(after.find((row) => !before.some((old) => old.id === row.id))).toMatchObject({
        actorUserId: ids[advisor.email],
        subjectUserId: customerId(),
        action: 'GET /api/users/:userId/profile',
      });
    },
  );

  it.each([
    ['an advisor of another firm', () => OTHER_FIRM_ADVISOR.email, () => customerId()],
    ['an advisor reading a saver who is not a customer', () => FIRM_ADVISOR.email, () => ids[DEMO_SAVER.email] ?? ''],
    ['an advisor reading another advisor', () => FIRM_ADVISOR.email, () => ids[FIRM_ADMIN.email] ?? ''],
    ['an advisor naming an unknown id', () => FIRM_ADVISOR.email, () => '00000000-0000-4000-8000-000000000000'],
    ['a saver reading someone else', () => DEMO_SAVER.email, () => customerId()],
    ['a saver reading their own through their id (savers use /users/me/profile)', () => DEMO_SAVER.email, () => ids[DEMO_SAVER.email] ?? ''],
  ])('refuses %s with 403, without audit', async (_label, caller, target) => {
    const before = (await auditRows()).length;
    const response = await read(caller(), target());
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ error: 'forbidden' });
    expect((await auditRows()).length).toBe(before);
  });

  it('refuses a malformed id with 400', async () => {
    const response = await read(FIRM_ADVISOR.email, 'not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ errors: { user_id: ['invalid'] } });
  });

  it('requires a signed-in caller', async () => {
    const response = await t.request({ method: 'GET', url: `/api/users/${customerId()}/profile` });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ error: 'unauthorized' });
  });
});
