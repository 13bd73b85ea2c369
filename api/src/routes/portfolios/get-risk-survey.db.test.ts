import { toWire } from '@patrimo/shared';
import { riskSurveyDefinition } from '@patrimo/shared/risk-survey';
import { DEMO_SAVER, FIRM_ADVISOR } from '../../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';

describeDb('GET /api/risk_survey', () => {
  let t: TestApp;
  let saverToken = '';

  beforeAll(async () => {
    t = await createTestApp();
    saverToken = (await signIn(t, DEMO_SAVER)).access_token;
  });
  afterAll(() => t.close());

  it('serves the saver-level questionnaire by default, 7 questions in French, in snake_case', async () => {
    const response = await injectAs(t, saverToken, { method: 'GET', url: '/api/risk_survey' });
    expect(response.statusCode).toBe(200);
    const body = json<{ type: string; questions: { number: number; answers: unknown[] }[] }>(response);
    expect(body).toEqual(toWire(riskSurveyDefinition('profile')));
    expect(body.questions.map((question) => question.answers.length)).toEqual([5, 5, 5, 5, 3, 5, 5]);
  });

  it.each(['profile', 'contract'] as const)('serves the %s version when asked', async (type) => {
    const response = await injectAs(t, saverToken, { method: 'GET', url: `/api/risk_survey?type=${type}` });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual(toWire(riskSurveyDefinition(type)));
  });

  it('asks about « ce contrat » in the contract version', async () => {
    const body = json<{ questions: { label: string }[] }>(await injectAs(t, saverToken, { method: 'GET', url: '/api/risk_survey?type=contract' }));
    for (const question of body.questions) expect(question.label).toContain('ce contrat');
  });

  it('serves advisors too, who go through it with their customers', async () => {
    const advisorToken = (await signIn(t, FIRM_ADVISOR)).access_token;
    const response = await injectAs(t, advisorToken, { method: 'GET', url: '/api/risk_survey?type=contract' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unknown version with 400 invalid', async () => {
    const response = await injectAs(t, saverToken, { method: 'GET', url: '/api/risk_survey?type=household' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ errors: { type: ['invalid'] } });
  });

  it('requires a signed-in caller', async () => {
    const response = await t.request({ method: 'GET', url: '/api/risk_survey' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ error: 'unauthorized' });
  });
});
