import { eq } from 'drizzle-orm';
import { fromWire, LIFE_INSURANCE_FEE_KINDS, OTHER_CONTRACT_FEE_KINDS, settingsCompleteness, type Portfolio } from '@patrimo/shared';
import { findInstitution } from '../../banks/catalogue';
import { portfolios } from '../../db/schema';
import { DEMO_SAVER, FIRM_ADVISOR, SECOND_SAVER } from '../../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, userIdOf, type TestApp } from '../../../test/helpers/test-app';

type NewPortfolio = typeof portfolios.$inferInsert;

const FULL_GOAL = {
  opening_date: '2019-04-02',
  project_kind: 'pension',
  amount_goal: 0,
  horizon: 0,
  monthly_buyout: 0,
  monthly_deposit: 0,
};

describeDb('PUT /api/portfolios/{id}/portfolio_infos and the settings completeness', () => {
  let t: TestApp;
  let saver = '';
  let advisor = '';
  let saverId = '';
  let otherId = '';

  const db = () => t.database.handle.db;
  const put = (id: string, infos: unknown, token = saver) =>
    injectAs(t, token, { method: 'PUT', url: `/api/portfolios/${id}/portfolio_infos`, payload: { portfolio_infos: infos } });
  const ok = async (id: string, infos: unknown): Promise<Portfolio> => {
    const response = await put(id, infos);
    expect(response.statusCode).toBe(200);
    return fromWire(json(response)) as Portfolio;
  };
  const refused = async (id: string, infos: unknown) => {
    const response = await put(id, infos);
    expect(response.statusCode).toBe(400);
    return json(response);
  };
  const create = async (values: Partial<NewPortfolio> & Pick<NewPortfolio, 'name' | 'kind'>, userId = saverId) =>
    (await db().insert(portfolios).values({ userId, amount: 10_000, category: 'invested_wealth', ...values }).returning({ id: portfolios.id }))[0]?.id ?? '';
  const fees = (kinds: readonly string[]) => kinds.map((kind, index) => ({ kind, rate: index / 100 }));

  beforeAll(async () => {
    t = await createTestApp();
    saver = (await signIn(t, DEMO_SAVER)).access_token;
    advisor = (await signIn(t, FIRM_ADVISOR)).access_token;
    saverId = await userIdOf(t, DEMO_SAVER.email);
    otherId = await userIdOf(t, SECOND_SAVER.email);
  });
  afterAll(() => t.close());

  it('starts empty, stores a partial goal, and keeps what a later edit does not send', async () => {
    const id = await create({ name: 'Assurance vie', kind: 'lifeinsurance' });
    const first = await ok(id, { amount_goal: 50_000, horizon: 8 });
    expect(first.infos).toEqual({ openingDate: null, projectKind: null, amountGoal: 50_000, horizon: 8, monthlyBuyout: null, monthlyDeposit: null, fees: [], contractId: null });
    const second = await ok(id, { project_kind: 'transmission', horizon: null });
    expect(second.infos).toMatchObject({ amountGoal: 50_000, horizon: null, projectKind: 'transmission' });
    expect((await db().select({ infos: portfolios.infos }).from(portfolios).where(eq(portfolios.id, id)))[0]?.infos).toMatchObject({ amountGoal: 50_000, projectKind: 'transmission', horizon: null });
  });

  it('counts zero as filled in the goal, and any empty goal field as missing', async () => {
    const id = await create({ name: 'PEA', kind: 'pea' });
    expect(settingsCompleteness(await ok(id, FULL_GOAL)).goal).toBe(true);
    expect(settingsCompleteness(await ok(id, { monthly_deposit: null })).goal).toBe(false);
    expect(settingsCompleteness(await ok(id, { monthly_deposit: 0 })).goal).toBe(true);
  });

  it('asks the life-insurance fee list of life insurance and capitalisation, the other list of other contracts', async () => {
    for (const kind of ['lifeinsurance', 'capitalisation'] as const) {
      const id = await create({ name: `Contrat ${kind}`, kind });
      expect(settingsCompleteness(await ok(id, { fees: fees(LIFE_INSURANCE_FEE_KINDS.slice(1)) })).fees).toBe(false);
      const complete = await ok(id, { fees: fees(LIFE_INSURANCE_FEE_KINDS) });
      expect(complete.infos.fees).toEqual(fees(LIFE_INSURANCE_FEE_KINDS));
      expect(settingsCompleteness(complete).fees).toBe(true);
      expect(await refused(id, { fees: [{ kind: 'brokerageFee', rate: 0.01 }] })).toEqual({ errors: { 'portfolio_infos.fees.0.kind': ['invalid'] } });
    }
    const market = await create({ name: 'Compte-titres', kind: 'market' });
    expect(settingsCompleteness(await ok(market, { fees: fees(OTHER_CONTRACT_FEE_KINDS) })).fees).toBe(true);
    expect(await refused(market, { fees: [{ kind: 'entryFee', rate: 0 }, { kind: 'euroFundsFees', rate: 0.006 }] })).toEqual({
      errors: { 'portfolio_infos.fees.1.kind': ['invalid'] },
    });
    // A refused list leaves the stored one as it was.
    expect((await ok(market, {})).infos.fees).toEqual(fees(OTHER_CONTRACT_FEE_KINDS));
  });

  it('completes the questions part only with a recommended risk, from the contract questionnaire', async () => {
    const id = await create({ name: 'Assurance vie complète', kind: 'lifeinsurance' });
    const filled = await ok(id, { ...FULL_GOAL, fees: fees(LIFE_INSURANCE_FEE_KINDS) });
    expect(settingsCompleteness(filled)).toEqual({ goal: true, fees: true, questions: false, complete: false });
    const surveyed = await injectAs(t, saver, { method: 'PUT', url: `/api/portfolios/${id}`, payload: { portfolio: { risk_survey: { type: 'contract', answers: [3, 3, 3, 3, 2, 3, 3] } } } });
    expect(surveyed.statusCode).toBe(200);
    const portfolio = fromWire(json(surveyed)) as Portfolio;
    expect(portfolio.recommendedRisk).not.toBeNull();
    expect(settingsCompleteness(portfolio)).toEqual({ goal: true, fees: true, questions: true, complete: true });
    // contractId is optional: the settings are complete without it.
    expect(portfolio.infos.contractId).toBeNull();
  });

  it('links the catalogue product the contract is, refuses an unknown one, and unlinks with null', async () => {
    const id = await create({ name: 'Assurance vie AXA', kind: 'lifeinsurance' });
    const product = findInstitution('axa')?.products.find((item) => item.product.kind === 'lifeinsurance')?.product;
    expect((await ok(id, { contract_id: product?.id })).infos.contractId).toBe(product?.id);
    expect(await refused(id, { contract_id: '00000000-0000-4000-8000-000000000000' })).toEqual({ errors: { 'portfolio_infos.contract_id': ['invalid'] } });
    expect(await refused(id, { contract_id: product?.url })).toEqual({ errors: { 'portfolio_infos.contract_id': ['invalid'] } });
    expect(await refused(id, { contract_id: `${product?.id ?? ''}\u0000` })).toEqual({ errors: { 'portfolio_infos.contract_id': ['invalid'] } });
    expect((await ok(id, { contract_id: null })).infos.contractId).toBeNull();
  });

  it('gives the same contract when the same settings are sent twice', async () => {
    const id = await create({ name: 'PEA bis', kind: 'pea' });
    const body = { ...FULL_GOAL, fees: fees(OTHER_CONTRACT_FEE_KINDS) };
    expect(await ok(id, body)).toEqual(await ok(id, body));
  });

  it.each([
    ['a negative horizon', { horizon: -1 }, { 'portfolio_infos.horizon': ['must_be_positive'] }],
    ['a horizon past 100 years', { horizon: 101 }, { 'portfolio_infos.horizon': ['out_of_range'] }],
    ['a horizon in months', { horizon: 1.5 }, { 'portfolio_infos.horizon': ['invalid'] }],
    ['a goal in words', { amount_goal: 'beaucoup' }, { 'portfolio_infos.amount_goal': ['not_a_number'] }],
    ['a negative monthly deposit', { monthly_deposit: -10 }, { 'portfolio_infos.monthly_deposit': ['must_be_positive'] }],
    ['an unknown project', { project_kind: 'yacht' }, { 'portfolio_infos.project_kind': ['invalid'] }],
    ['an impossible opening date', { opening_date: '2020-02-30' }, { 'portfolio_infos.opening_date': ['invalid'] }],
    ['a fee rate above 100 %', { fees: [{ kind: 'entryFee', rate: 1.5 }] }, { 'portfolio_infos.fees.0.rate': ['out_of_range'] }],
    ['a fee given twice', { fees: [{ kind: 'entryFee', rate: 0.01 }, { kind: 'entryFee', rate: 0.02 }] }, { 'portfolio_infos.fees': ['duplicate'] }],
  ])('refuses %s with 400 and the field code', async (_label, infos, errors) => {
    const id = await create({ name: 'Contrat', kind: 'pea' });
    expect(await refused(id, infos)).toEqual({ errors });
  });

  it('refuses a body without portfolio_infos', async () => {
    const id = await create({ name: 'Contrat', kind: 'pea' });
    const response = await injectAs(t, saver, { method: 'PUT', url: `/api/portfolios/${id}/portfolio_infos`, payload: { horizon: 3 } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(response).errors)).toEqual(['portfolio_infos']);
  });

  it("hides another user's contract with 404 and refuses advisors with 403, writing nothing", async () => {
    const theirs = await create({ name: 'Assurance vie de Paul', kind: 'lifeinsurance' }, otherId);
    const hidden = await put(theirs, { horizon: 3 });
    expect(hidden.statusCode).toBe(404);
    expect(json(hidden)).toEqual({ error: 'not_found' });
    const byAdvisor = await put(theirs, { horizon: 3 }, advisor);
    expect(byAdvisor.statusCode).toBe(403);
    expect((await db().select({ infos: portfolios.infos }).from(portfolios).where(eq(portfolios.id, theirs)))[0]?.infos).toEqual({});
    expect((await t.request({ method: 'PUT', url: `/api/portfolios/${theirs}/portfolio_infos`, payload: { portfolio_infos: {} } })).statusCode).toBe(401);
  });
});
