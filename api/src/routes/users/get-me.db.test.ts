import { BRANDS } from '@patrimo/shared';
import { eq } from 'drizzle-orm';
import { assessRiskSurvey } from '@patrimo/shared/risk-survey';
import { userProfiles, users } from '../../db/schema';
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

  it('answers the saved profile, complete once its base information and a recommended risk are known', async () => {
    const tokens = await signIn(t, DEMO_SAVER);
    const me = async () =>
      json<{ recommended_risk: number | null; complete: boolean; profile: Record<string, unknown> | null }>(
        await injectAs(t, tokens.access_token, { method: 'GET', url: '/api/users/me' }),
      );
    const update = (profile: Record<string, unknown>) =>
      injectAs(t, tokens.access_token, { method: 'PUT', url: '/api/users/me/profile', payload: { profile } });

    expect((await update({ birthdate: '1984-03-12' })).statusCode).toBe(200);
    expect(await me()).toMatchObject({ recommended_risk: null, complete: false, profile: { birthdate: '1984-03-12', infos: false } });

    const infos = {
      marital_status: 2,
      children: 1,
      scp: 3800,
      professionnal_status: 0,
      income_range: 3,
      money_source: 0,
      investable_assets: 3,
      annual_savings: 2,
      monthly_charges: 3,
    };
    expect((await update(infos)).statusCode).toBe(200);
    expect(await me()).toMatchObject({ recommended_risk: null, complete: false, profile: { ...infos, infos: true, risk_assessment: null } });

    const answers = [4, 4, 4, 4, 2, 4, 4] as const;
    expect((await update({ risk_survey: { type: 'profile', answers } })).statusCode).toBe(200);
    const { recommendedRisk } = assessRiskSurvey({ type: 'profile', answers: [...answers] });
    const body = await me();
    expect(body).toMatchObject({ recommended_risk: recommendedRisk, complete: true, profile: { infos: true, risk_survey: { type: 'profile', answers } } });
    expect(body.profile).toEqual(json(await injectAs(t, tokens.access_token, { method: 'GET', url: '/api/users/me/profile' })));

    await t.database.handle.db.delete(userProfiles);
    await t.database.handle.db.update(users).set({ recommendedRisk: null }).where(eq(users.email, DEMO_SAVER.email));
  });

  it.each([FIRM_ADMIN, FIRM_ADVISOR, FIRM_MANAGER])('refuses $role accounts with 403 is_admin', async (advisor) => {
    const tokens = await signIn(t, advisor);
    const response = await injectAs(t, tokens.access_token, { method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ error: 'is_admin' });
  });
});
