import { eq } from 'drizzle-orm';
import { type RiskSurveyAnswers } from '@patrimo/shared';
import { assessRiskSurvey } from '@patrimo/shared/risk-survey';
import { auditLog, userProfiles, users } from '../../db/schema';
import { DEMO_SAVER, FIRM_ADVISOR, SECOND_SAVER } from '../../db/seed-accounts';
import { aggregatedEstate } from '../../wealth/aggregated-estate';
import { createTestApp, describeDb, injectAs, json, signIn, type HttpResponse, type TestApp } from '../../../test/helpers/test-app';

// No holdings are stored yet, so the real aggregated estate is always 0; the route's use of the rule is
// tested against amounts set here (the rule itself is tested in wealth/declared-estate.test.ts).
let mockAggregatedAmount = 0;
jest.mock('../../wealth/aggregated-estate', () => ({
  aggregatedEstate: jest.fn(async () => mockAggregatedAmount),
}));

/** Every base answer of the profile (`PROFILE_REQUIRED_FIELDS`), on the wire. */
const FULL_INFOS = {
  birthdate: '1984-03-12',
  marital_status: 2,
  children: 2,
  scp: 3800,
  professionnal_status: 0,
  income_range: 3,
  money_source: 0,
  investable_assets: 3,
  annual_savings: 2,
  monthly_charges: 3,
} as const;

const BOLD_ANSWERS: RiskSurveyAnswers = [5, 5, 5, 5, 3, 5, 5];
const BALANCED_ANSWERS: RiskSurveyAnswers = [3, 4, 3, 3, 2, 3, 4];

/** A date `days` from now, as the saver's calendar (Paris) shows it. */
function parisDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() + days * 86_400_000));
}

type WireProfile = Record<string, unknown> & { infos: boolean; risk_assessment: Record<string, unknown> | null };

describeDb('PUT /api/users/:userId/profile', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    for (const account of [DEMO_SAVER, SECOND_SAVER, FIRM_ADVISOR]) {
      const row = (await t.database.handle.db.select({ id: users.id }).from(users).where(eq(users.email, account.email)))[0];
      ids[account.email] = row?.id ?? '';
      tokens[account.email] = (await signIn(t, account)).access_token;
    }
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    mockAggregatedAmount = 0;
    jest.mocked(aggregatedEstate).mockClear();
    await t.database.handle.db.delete(userProfiles);
    await t.database.handle.db.update(users).set({ recommendedRisk: null });
  });

  const saverId = () => ids[DEMO_SAVER.email] ?? '';
  const put = (profile: unknown, userId = 'me', token = tokens[DEMO_SAVER.email] ?? ''): Promise<HttpResponse> =>
    injectAs(t, token, { method: 'PUT', url: `/api/users/${userId}/profile`, payload: { profile } });
  const getMe = async () => json<{ recommended_risk: number | null; complete: boolean; profile: WireProfile | null }>(
    await injectAs(t, tokens[DEMO_SAVER.email] ?? '', { method: 'GET', url: '/api/users/me' }),
  );
  const storedRow = async (userId = saverId()) =>
    (await t.database.handle.db.select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0];
  const storedRisk = async (userId = saverId()) =>
    (await t.database.handle.db.select({ risk: users.recommendedRisk }).from(users).where(eq(users.id, userId)))[0]?.risk;

  describe('a partial update', () => {
    it('saves the answers sent and answers the whole profile, infos false until the base information is complete', async () => {
      const response = await put({ birthdate: '1984-03-12', children: 2, mobile: '06 12 34 56 78' });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({
        mobile: '06 12 34 56 78',
        birthdate: '1984-03-12',
        birthplace: null,
        nationality: null,
        marital_status: null,
        children: 2,
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

    it('changes only the keys sent', async () => {
      await put({ ...FULL_INFOS, job_title: 'Ingénieure' });
      const response = await put({ children: 3 });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ ...FULL_INFOS, children: 3, job_title: 'Ingénieure', infos: true });
    });

    it('clears an answer sent as null, and infos follows the required ones', async () => {
      await put({ ...FULL_INFOS, mobile: '+33 6 12 34 56 78' });
      const response = await put({ mobile: null, birthdate: null });
      expect(json(response)).toMatchObject({ ...FULL_INFOS, mobile: null, birthdate: null, infos: false });
      expect(await storedRow()).toMatchObject({ mobile: null, birthdate: null, scp: 3800 });
    });

    it('trims free text and stores an empty one as null', async () => {
      await put({ birthplace: 'Lyon' });
      expect(json(await put({ birthplace: '', nationality: '  Française  ' }))).toMatchObject({ birthplace: null, nationality: 'Française' });
    });

    it('keeps each e-mail preference once', async () => {
      expect(json(await put({ email_preferences: ['newsletter', 'finance', 'newsletter'] }))).toMatchObject({
        email_preferences: ['newsletter', 'finance'],
      });
    });

    it('ignores what the server computes and unknown keys: infos, the assessment, the recommended risk', async () => {
      const response = await put({ infos: true, risk_assessment: { recommended_risk: 5 }, recommended_risk: 5 });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ infos: false, risk_assessment: null });
      expect(await storedRisk()).toBeNull();
    });

    it('creates no profile for an empty update', async () => {
      const response = await put({});
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ infos: false, birthdate: null });
      expect(await storedRow()).toBeUndefined();
      expect((await getMe()).profile).toBeNull();
    });

    it("reaches the saver through their own id as well as through me", async () => {
      const response = await put({ children: 1 }, saverId());
      expect(response.statusCode).toBe(200);
      expect(await storedRow()).toMatchObject({ children: 1 });
    });

    it('follows the manual clock for its timestamps', async () => {
      // A minute ahead of the real time: far enough to tell apart, well within the access token's life.
      t.clock.advance(60_000);
      await put({ children: 1 });
      const row = await storedRow();
      expect(row?.updatedAt.toISOString()).toBe(t.clock.now().toISOString());
      expect(row?.createdAt.toISOString()).toBe(t.clock.now().toISOString());
    });
  });

  describe('field rules', () => {
    it.each([
      ['a birth date after today', { birthdate: parisDate(2) }, 'profile.birthdate', 'after_today'],
      ['a malformed birth date', { birthdate: '12/03/1984' }, 'profile.birthdate', 'invalid'],
      ['a negative number of children', { children: -1 }, 'profile.children', 'must_be_positive'],
      ['a fractional number of children', { children: 1.5 }, 'profile.children', 'invalid'],
      ['31 children', { children: 31 }, 'profile.children', 'out_of_range'],
      ['children as text', { children: 'deux' }, 'profile.children', 'not_a_number'],
      ['a malformed mobile number', { mobile: 'appelez-moi' }, 'profile.mobile', 'invalid'],
      ['an unknown marital status', { marital_status: 7 }, 'profile.marital_status', 'invalid'],
      ['an unknown socio-professional code', { scp: 3900 }, 'profile.scp', 'invalid'],
      ['an unknown employment status', { professionnal_status: 5 }, 'profile.professionnal_status', 'invalid'],
      ['an unknown income bracket', { income_range: 6 }, 'profile.income_range', 'invalid'],
      ['an unknown income source', { money_source: 6 }, 'profile.money_source', 'invalid'],
      ['an unknown estate bracket', { investable_assets: 7 }, 'profile.investable_assets', 'invalid'],
      ['an unknown savings bracket', { annual_savings: 5 }, 'profile.annual_savings', 'invalid'],
      ['an unknown charges bracket', { monthly_charges: 6 }, 'profile.monthly_charges', 'invalid'],
      ['a birthplace of 121 characters', { birthplace: 'x'.repeat(121) }, 'profile.birthplace', 'too_long'],
      ['an unknown e-mail preference', { email_preferences: ['spam'] }, 'profile.email_preferences.0', 'invalid'],
      ['a questionnaire answer out of range', { risk_survey: { type: 'profile', answers: [3, 3, 3, 3, 4, 3, 3] } }, 'profile.risk_survey.answers.4', 'out_of_range'],
      ['a questionnaire of 6 answers', { risk_survey: { type: 'profile', answers: [3, 3, 3, 3, 2, 3] } }, 'profile.risk_survey.answers', 'too_short'],
      ['a questionnaire of an unknown version', { risk_survey: { type: 'household', answers: BOLD_ANSWERS } }, 'profile.risk_survey.type', 'invalid'],
      ['a null questionnaire (it cannot be removed)', { risk_survey: null }, 'profile.risk_survey', 'invalid'],
    ])('refuses %s with its code, writing nothing', async (_label, profile, field, code) => {
      const response = await put({ ...profile, job_title: 'Architecte' });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ errors: { [field]: [code] } });
      expect(await storedRow()).toBeUndefined();
    });

    it("accepts today's date as a birth date", async () => {
      expect((await put({ birthdate: parisDate(0) })).statusCode).toBe(200);
    });

    it('refuses a body without the profile wrapper', async () => {
      const response = await injectAs(t, tokens[DEMO_SAVER.email] ?? '', { method: 'PUT', url: '/api/users/me/profile', payload: { children: 2 } });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ errors: { profile: ['required'] } });
    });
  });

  describe('the declared estate', () => {
    it('accepts every bracket while nothing is aggregated', async () => {
      for (const bracket of [0, 1, 2, 3, 4, 5, 6]) expect((await put({ investable_assets: bracket })).statusCode).toBe(200);
      expect(jest.mocked(aggregatedEstate)).toHaveBeenCalledWith(expect.anything(), saverId());
    });

    it('refuses a bracket below the aggregated estate with below_aggregated, writing nothing', async () => {
      mockAggregatedAmount = 120_000;
      const response = await put({ investable_assets: 1, children: 4 });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ errors: { 'profile.investable_assets': ['below_aggregated'] } });
      expect(await storedRow()).toBeUndefined();
      expect((await put({ investable_assets: 2 })).statusCode).toBe(200);
    });

    it('refuses a bracket whose upper bound equals the aggregated estate, never the top bracket', async () => {
      mockAggregatedAmount = 150_000;
      expect((await put({ investable_assets: 2 })).statusCode).toBe(400);
      expect((await put({ investable_assets: 3 })).statusCode).toBe(200);
      mockAggregatedAmount = 50_000_000;
      expect((await put({ investable_assets: 6 })).statusCode).toBe(200);
    });

    it('checks only a bracket being declared: clearing it, or updating other answers, is not refused', async () => {
      await put({ investable_assets: 1 });
      mockAggregatedAmount = 1_000_000;
      expect((await put({ children: 1 })).statusCode).toBe(200);
      expect((await put({ investable_assets: null })).statusCode).toBe(200);
    });
  });

  describe('the risk questionnaire', () => {
    it('is refused before the base information, naming what is missing, and nothing is written', async () => {
      const response = await put({ children: 2, risk_survey: { type: 'profile', answers: BOLD_ANSWERS } });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        errors: {
          'profile.risk_survey': ['required'],
          'profile.birthdate': ['required'],
          'profile.marital_status': ['required'],
          'profile.scp': ['required'],
          'profile.professionnal_status': ['required'],
          'profile.income_range': ['required'],
          'profile.money_source': ['required'],
          'profile.investable_assets': ['required'],
          'profile.annual_savings': ['required'],
          'profile.monthly_charges': ['required'],
        },
      });
      expect(await storedRow()).toBeUndefined();
      expect(await storedRisk()).toBeNull();
    });

    it('is refused when one base answer is still missing', async () => {
      const { monthly_charges: _missing, ...almost } = FULL_INFOS;
      await put(almost);
      const response = await put({ risk_survey: { type: 'profile', answers: BOLD_ANSWERS } });
      expect(json(response)).toEqual({ errors: { 'profile.risk_survey': ['required'], 'profile.monthly_charges': ['required'] } });
    });

    it('is refused when the same request clears a base answer', async () => {
      await put(FULL_INFOS);
      const response = await put({ scp: null, risk_survey: { type: 'profile', answers: BOLD_ANSWERS } });
      expect(json(response)).toEqual({ errors: { 'profile.risk_survey': ['required'], 'profile.scp': ['required'] } });
      expect(await storedRow()).toMatchObject({ scp: 3800, riskSurvey: null });
    });

    it('is accepted with the last base answers in the same request, and sets the recommended risk and completeness', async () => {
      const response = await put({ ...FULL_INFOS, risk_survey: { type: 'profile', answers: BALANCED_ANSWERS } });
      expect(response.statusCode).toBe(200);
      const expected = assessRiskSurvey({ type: 'profile', answers: BALANCED_ANSWERS });
      expect(json(response)).toMatchObject({
        infos: true,
        risk_survey: { type: 'profile', answers: BALANCED_ANSWERS },
        risk_assessment: {
          recommended_risk: expected.recommendedRisk,
          score: expected.score,
          max_score: 60,
          summary: expected.summary,
          reasons: expected.reasons,
        },
      });
      expect(await storedRisk()).toBe(expected.recommendedRisk);
      const me = await getMe();
      expect(me).toMatchObject({ recommended_risk: expected.recommendedRisk, complete: true, profile: { infos: true } });
    });

    it('replaces the recommended risk when answered again', async () => {
      await put({ ...FULL_INFOS, risk_survey: { type: 'profile', answers: BOLD_ANSWERS } });
      expect(await storedRisk()).toBe(5);
      const response = await put({ risk_survey: { type: 'profile', answers: [5, 5, 1, 5, 3, 5, 5] } });
      expect(json<WireProfile>(response).risk_assessment).toMatchObject({ recommended_risk: 1 });
      expect(await storedRisk()).toBe(1);
    });

    it('leaves the profile incomplete, recommended risk kept, when a base answer is cleared afterwards', async () => {
      await put({ ...FULL_INFOS, risk_survey: { type: 'profile', answers: BOLD_ANSWERS } });
      await put({ birthdate: null });
      expect(await getMe()).toMatchObject({ recommended_risk: 5, complete: false, profile: { infos: false, risk_assessment: { recommended_risk: 5 } } });
    });

    it('refuses the contract version: the profile holds the saver-level questionnaire', async () => {
      await put(FULL_INFOS);
      const response = await put({ risk_survey: { type: 'contract', answers: BOLD_ANSWERS } });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ errors: { 'profile.risk_survey.type': ['invalid'] } });
      expect(await storedRisk()).toBeNull();
    });
  });

  describe('who may write', () => {
    it("refuses a saver writing someone else's profile with 403", async () => {
      const response = await put({ children: 5 }, ids[SECOND_SAVER.email]);
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({ error: 'forbidden' });
      expect(await storedRow(ids[SECOND_SAVER.email])).toBeUndefined();
    });

    it("refuses an advisor writing a customer's profile with 403, without audit", async () => {
      const before = (await t.database.handle.db.select().from(auditLog)).length;
      for (const target of [ids[SECOND_SAVER.email] ?? '', 'me']) {
        const response = await put({ children: 5 }, target, tokens[FIRM_ADVISOR.email]);
        expect(response.statusCode).toBe(403);
        expect(json(response)).toEqual({ error: 'forbidden' });
      }
      expect(await storedRow(ids[SECOND_SAVER.email])).toBeUndefined();
      expect((await t.database.handle.db.select().from(auditLog)).length).toBe(before);
    });

    it('requires a signed-in caller', async () => {
      const response = await t.request({ method: 'PUT', url: '/api/users/me/profile', payload: { profile: { children: 1 } } });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ error: 'unauthorized' });
    });
  });
});
