import { eq } from 'drizzle-orm';
import { type RiskSurveyAnswers } from '@patrimo/shared';
import { assessRiskSurvey } from '@patrimo/shared/risk-survey';
import { userProfiles, users } from '../../db/schema';
import { DEMO_SAVER, FIRM_ADVISOR } from '../../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';

const FULL_INFOS = {
  birthdate: '1990-07-01',
  marital_status: 0,
  children: 0,
  scp: 4600,
  professionnal_status: 1,
  income_range: 1,
  money_source: 0,
  investable_assets: 0,
  annual_savings: 0,
  monthly_charges: 1,
};
const ANSWERS: RiskSurveyAnswers = [2, 2, 2, 2, 2, 2, 2];

describeDb('GET /api/users/me/profile', () => {
  let t: TestApp;
  let token = '';

  beforeAll(async () => {
    t = await createTestApp();
    token = (await signIn(t, DEMO_SAVER)).access_token;
  });
  afterAll(() => t.close());

  const get = (accessToken = token) => injectAs(t, accessToken, { method: 'GET', url: '/api/users/me/profile' });

  it('answers an empty profile to a saver who never saved one', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      mobile: null,
      birthdate: null,
      birthplace: null,
      nationality: null,
      marital_status: null,
      children: null,
      scp: null,
      professionnal_status: null,
      job_title: null,
      income_range: null,
      money_source: null,
      investable_assets: null,
      annual_savings: null,
      monthly_charges: null,
      risk_survey: null,
      email_preferences: [],
      infos: false,
      risk_assessment: null,
    });
  });

  it('answers the saved profile, infos and the assessment of the stored questionnaire', async () => {
    const saved = await injectAs(t, token, {
      method: 'PUT',
      url: '/api/users/me/profile',
      payload: { profile: { ...FULL_INFOS, email_preferences: ['monthly-report'], risk_survey: { type: 'profile', answers: ANSWERS } } },
    });
    expect(saved.statusCode).toBe(200);
    const response = await get();
    expect(response.statusCode).toBe(200);
    const assessment = assessRiskSurvey({ type: 'profile', answers: ANSWERS });
    expect(json(response)).toEqual({
      ...json(saved),
      ...FULL_INFOS,
      email_preferences: ['monthly-report'],
      infos: true,
      risk_survey: { type: 'profile', answers: ANSWERS },
      risk_assessment: {
        recommended_risk: assessment.recommendedRisk,
        score: assessment.score,
        max_score: assessment.maxScore,
        summary: assessment.summary,
        reasons: assessment.reasons,
      },
    });
  });

  it('treats a stored questionnaire the engine cannot read as not answered, rather than failing', async () => {
    const id = (await t.database.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SAVER.email)))[0]?.id ?? '';
    await t.database.handle.db.update(userProfiles).set({ riskSurvey: { type: 'profile', answers: [9, 9] } }).where(eq(userProfiles.userId, id));
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ risk_survey: null, risk_assessment: null, infos: true });
  });

  it('refuses advisors, who have no saver profile, with 403', async () => {
    const response = await get((await signIn(t, FIRM_ADVISOR)).access_token);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ error: 'forbidden' });
  });

  it('requires a signed-in caller', async () => {
    const response = await t.request({ method: 'GET', url: '/api/users/me/profile' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ error: 'unauthorized' });
  });
});
