import { DEMO_SAVER, FIRM_ADMIN, FIRM_ADVISOR, FIRM_MANAGER, SECOND_SAVER, SEED_FIRM_NAME } from '../../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';

describeDb('GET /api/advisors/me', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const advisorMe = async (account: { email: string; password: string }) => {
    const tokens = await signIn(t, account);
    return injectAs(t, tokens.access_token, { method: 'GET', url: '/api/advisors/me' });
  };

  it('answers the admin with admin set and the firm', async () => {
    const response = await advisorMe(FIRM_ADMIN);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: FIRM_ADMIN.email,
      first_name: FIRM_ADMIN.firstName,
      last_name: FIRM_ADMIN.lastName,
      roles: ['admin'],
      admin: true,
      firm_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firm_name: SEED_FIRM_NAME,
      features: expect.objectContaining({ real_estate: expect.any(Boolean) }),
    });
  });

  it.each([FIRM_ADVISOR, FIRM_MANAGER])('answers the $role role without admin', async (account) => {
    const body = json<{ admin: boolean; roles: string[]; firm_name: string }>(await advisorMe(account));
    expect(body.admin).toBe(false);
    expect(body.roles).toEqual([account.role]);
    expect(body.firm_name).toBe(SEED_FIRM_NAME);
  });

  it.each([DEMO_SAVER, SECOND_SAVER])('refuses the saver $email with 403 not_admin', async (saver) => {
    const response = await advisorMe(saver);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ error: 'not_admin' });
  });

  it('requires a token', async () => {
    const response = await t.request({ method: 'GET', url: '/api/advisors/me' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ error: 'unauthorized' });
  });
});
