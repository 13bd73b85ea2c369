import { BRANDS } from '@patrimo/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { DEMO_SAVER, FIRM_ADMIN, FIRM_ADVISOR, FIRM_MANAGER } from '../../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';

describeDb('GET /api/users/me', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the signed-in saver in snake_case, with the brand features', async () => {
    const tokens = await signIn(t, DEMO_SAVER);
    const response = await injectAs(t, tokens.access_token, { method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: DEMO_SAVER.email,
      first_name: 'Camille',
      last_name: 'Martin',
      roles: [],
      features: {
        user_accounts_free: BRANDS.patrimo.features.userAccountsFree,
        real_estate: BRANDS.patrimo.features.realEstate,
        real_estate_estimator: BRANDS.patrimo.features.realEstateEstimator,
        assistance: BRANDS.patrimo.features.assistance,
        faq: BRANDS.patrimo.features.faq,
        c_debt_ratio: BRANDS.patrimo.features.cDebtRatio,
      },
      coupon: null,
      recommended_risk: null,
      confirmed: true,
      complete: false,
      profile: null,
    });
  });

  it("layers the user's own feature flags over the brand's", async () => {
    await t.database.handle.db.update(users).set({ features: { realEstate: true } }).where(eq(users.email, DEMO_SAVER.email));
    const tokens = await signIn(t, DEMO_SAVER);
    const body = json<{ features: Record<string, boolean> }>(await injectAs(t, tokens.access_token, { method: 'GET', url: '/api/users/me' }));
    expect(body.features.real_estate).toBe(true);
    await t.database.handle.db.update(users).set({ features: {} }).where(eq(users.email, DEMO_SAVER.email));
  });

  it.each([FIRM_ADMIN, FIRM_ADVISOR, FIRM_MANAGER])('refuses $role accounts with 403 is_admin', async (advisor) => {
    const tokens = await signIn(t, advisor);
    const response = await injectAs(t, tokens.access_token, { method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ error: 'is_admin' });
  });
});
