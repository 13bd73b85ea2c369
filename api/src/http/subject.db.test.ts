import { Access, defineCall } from '@patrimo/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { auditLog, users } from '../db/schema';
import { DEMO_SAVER, FIRM_ADMIN, FIRM_ADVISOR, FIRM_MANAGER, SECOND_SAVER } from '../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../test/helpers/test-app';
import { registerCall } from './register-call';

const subjectCall = defineCall({
  id: 'testSubject',
  method: 'GET',
  path: '/test/users/:userId/subject',
  access: Access.subject(),
  tag: 'test',
  summary: 'Whose data this would be',
  params: z.object({ userId: z.string() }),
  response: z.object({ userId: z.string(), self: z.boolean(), viaAdvisor: z.boolean() }),
});

describeDb('the subject of a subject call', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        registerCall(app, subjectCall, async ({ subject }) => ({ userId: subject.userId, self: subject.self, viaAdvisor: subject.advisor !== undefined }));
      },
    });
    for (const account of [DEMO_SAVER, SECOND_SAVER, FIRM_ADMIN, FIRM_ADVISOR, FIRM_MANAGER]) {
      const row = (await t.database.handle.db.select({ id: users.id }).from(users).where(eq(users.email, account.email)))[0];
      ids[account.email] = row?.id ?? '';
      tokens[account.email] = (await signIn(t, account)).access_token;
    }
  });
  afterAll(() => t.close());

  const reach = (caller: string, target: string) =>
    injectAs(t, tokens[caller] ?? '', { method: 'GET', url: `/api/test/users/${encodeURIComponent(target)}/subject` });
  const auditRows = () => t.database.handle.db.select().from(auditLog);

  describe('a saver', () => {
    it('reaches themselves through me or their own id, without audit', async () => {
      const before = (await auditRows()).length;
      for (const target of ['me', ids[DEMO_SAVER.email] ?? '']) {
        const response = await reach(DEMO_SAVER.email, target);
        expect(response.statusCode).toBe(200);
        expect(json(response)).toEqual({ user_id: ids[DEMO_SAVER.email], self: true, via_advisor: false });
      }
      expect((await auditRows()).length).toBe(before);
    });

    it.each([
      ['another saver', () => ids[SECOND_SAVER.email] ?? ''],
      ['an advisor', () => ids[FIRM_ADVISOR.email] ?? ''],
      ['an unknown id', () => '00000000-0000-4000-8000-000000000000'],
      ['a malformed id', () => 'not-a-uuid'],
    ])('is refused 403 forbidden for %s', async (_label, target) => {
      const response = await reach(DEMO_SAVER.email, target());
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({ error: 'forbidden' });
    });
  });

  describe('an advisor', () => {
    it.each([FIRM_ADVISOR, FIRM_MANAGER, FIRM_ADMIN])('($role) reaches a customer of the firm, and the access is audited', async (advisor) => {
      const customer = ids[SECOND_SAVER.email] ?? '';
      const before = await auditRows();
      const response = await reach(advisor.email, customer);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ user_id: customer, self: false, via_advisor: true });
      const after = await auditRows();
      expect(after.length).toBe(before.length + 1);
      const entry = after.find((row) => !before.some((old) => old.id === row.id));
      expect(entry).toMatchObject({
        actorUserId: ids[advisor.email],
        subjectUserId: customer,
        action: 'GET /api/test/users/:userId/subject',
      });
      expect(entry?.requestId).toBeTruthy();
    });

    it.each([
      ['a saver who is not a customer of the firm', () => ids[DEMO_SAVER.email] ?? ''],
      ['the alias me', () => 'me'],
      ['another advisor', () => ids[FIRM_ADMIN.email] ?? ''],
      ['an unknown id', () => '00000000-0000-4000-8000-000000000000'],
      ['a malformed id', () => "1' or '1'='1"],
    ])('is refused 403 forbidden for %s, without audit', async (_label, target) => {
      const before = (await auditRows()).length;
      const response = await reach(FIRM_ADVISOR.email, target());
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({ error: 'forbidden' });
      expect((await auditRows()).length).toBe(before);
    });
  });

  it('requires a signed-in caller', async () => {
    const response = await t.request({ method: 'GET', url: '/api/test/users/me/subject' });
    expect(response.statusCode).toBe(401);
  });
});
