import { eq } from 'drizzle-orm';
import { fromWire, type Portfolio, type RiskSurveyAnswers } from '@patrimo/shared';
import { recommendedRiskFor } from '@patrimo/shared/risk-survey';
import { bankAccounts, loans, portfolios, realEstates } from '../../db/schema';
import { createTestApp, describeDb, injectAs, json, signInCast, type TestApp } from '../../../test/helpers/test-app';

type NewPortfolio = typeof portfolios.$inferInsert;

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const ANSWERS: RiskSurveyAnswers = [4, 5, 4, 4, 3, 4, 4];

describeDb('PUT /api/portfolios/{id}', () => {
  let t: TestApp;
  let saver = '';
  let other = '';
  let advisor = '';
  let saverId = '';
  let otherId = '';
  let accountId = '';

  const db = () => t.database.handle.db;
  const put = (id: string, payload: unknown, token = saver) => injectAs(t, token, { method: 'PUT', url: `/api/portfolios/${id}`, payload });
  const ok = async (id: string, payload: unknown): Promise<Portfolio> => {
    const response = await put(id, payload);
    expect(response.statusCode).toBe(200);
    return fromWire(json(response)) as Portfolio;
  };
  const refused = async (id: string, payload: unknown) => {
    const response = await put(id, payload);
    expect(response.statusCode).toBe(400);
    return json(response);
  };
  const row = async (id: string) => (await db().select().from(portfolios).where(eq(portfolios.id, id)))[0];
  const create = async (values: Partial<NewPortfolio> & Pick<NewPortfolio, 'name' | 'kind'>, userId = saverId) =>
    (await db().insert(portfolios).values({ userId, amount: 1_000, category: 'invested_wealth', ...values }).returning({ id: portfolios.id }))[0]?.id ?? '';

  /** A property as POST /users/me/real_estates stores it: its portfolio and its real_estates row (same id). */
  const createProperty = async (name: string, userId = saverId) => {
    const id = await create({ name, kind: 'other', category: 'real_estate', amount: 250_000 }, userId);
    await db().insert(realEstates).values({ id, userId, fields: { name } });
    return id;
  };
  /** A loan with its terms, as a synchronisation stores it (a loan without terms cannot be linked: loan_zero). */
  const createLoan = async (name: string, kindDetail: 'mortgage' | 'consumer_credit') => {
    const id = await create({ name, kind: 'loan', kindDetail, category: null, type: 'liability', amount: 180_000 });
    await db().insert(loans).values({ portfolioId: id, kindDetail, totalAmount: 200_000, remainingCapital: 180_000, rate: 0.015, monthlyPayment: 900, signatureDate: '2020-03-01', endDate: '2045-03-01' });
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ saver, other, advisor, saverId, otherId } = await signInCast(t));
    accountId = (await db().insert(bankAccounts).values({ userId: saverId, provider: 'sandbox', connectionId: 'c-1', bankId: 'bnp-paribas', bankName: 'BNP Paribas' }).returning())[0]?.id ?? '';
  });
  afterAll(() => t.close());

  describe('fields and status', () => {
    it('renames and hides a contract, answers it whole, and the same edit twice gives the same contract', async () => {
      const id = await create({ name: 'PEA', kind: 'pea', accountId, externalId: 'pea-1' });
      const first = await ok(id, { portfolio: { name: '  Mon PEA  ', status: 'hidden' } });
      expect(first).toMatchObject({ id, name: 'Mon PEA', status: 'hidden', kind: 'pea', bankId: 'bnp-paribas', bankName: 'BNP Paribas', accountId });
      const second = await ok(id, { portfolio: { name: 'Mon PEA', status: 'hidden' } });
      expect(second).toEqual(first);
      expect(await row(id)).toMatchObject({ name: 'Mon PEA', status: 'hidden' });
    });

    it.each(['hidden', 'closed', 'active'] as const)('takes a bare { status: %s }', async (status) => {
      const id = await create({ name: `Compte ${status}`, kind: 'checking', category: 'savings' });
      expect((await ok(id, { status })).status).toBe(status);
      expect((await row(id))?.status).toBe(status);
    });

    it('refuses an unknown status and a body that is neither form', async () => {
      const id = await create({ name: 'Compte', kind: 'checking', category: 'savings' });
      expect(await refused(id, { status: 'archived' })).toEqual({ errors: { status: ['invalid'] } });
      expect(await refused(id, {})).toEqual({ errors: { portfolio: ['required'] } });
      expect(await refused(id, { portfolio: { name: '' } })).toEqual({ errors: { 'portfolio.name': ['blank'] } });
      expect(await refused(id, { portfolio: { name: 'Compte\u0000' } })).toEqual({ errors: { 'portfolio.name': ['invalid'] } });
      expect(await refused(id, { portfolio: { name: 'Compte' }, status: 'hidden' })).toEqual({ errors: { status: ['invalid'] } });
      expect((await row(id))?.status).toBe('active');
    });

    it('changes the declared amount of a contract entered by hand, not of a synchronised one', async () => {
      const manual = await create({ name: 'Or physique', kind: 'other' });
      expect((await ok(manual, { portfolio: { amount: 12_345.67 } })).amount).toBe(12_345.67);
      const synced = await create({ name: 'Assurance vie', kind: 'lifeinsurance', accountId, externalId: 'av-1' });
      expect(await refused(synced, { portfolio: { amount: 5 } })).toEqual({ errors: { 'portfolio.amount': ['inconsistent'] } });
      expect(await refused(manual, { portfolio: { amount: 1.234 } })).toEqual({ errors: { 'portfolio.amount': ['invalid'] } });
      expect(await refused(manual, { portfolio: { amount: 1e15 } })).toEqual({ errors: { 'portfolio.amount': ['out_of_range'] } });
    });
  });

  describe('kind and kindDetail', () => {
    it('keeps savings details for savings and loan types for loans', async () => {
      const id = await create({ name: 'Livret', kind: 'savings', kindDetail: 'livret_a', category: 'savings' });
      expect(await ok(id, { portfolio: { kind_detail: 'ldd' } })).toMatchObject({ kind: 'savings', kindDetail: 'ldd' });
      expect(await refused(id, { portfolio: { kind_detail: 'mortgage' } })).toEqual({ errors: { 'portfolio.kind_detail': ['invalid'] } });
      expect(await refused(id, { portfolio: { kind: 'market', kind_detail: 'pel' } })).toEqual({ errors: { 'portfolio.kind_detail': ['invalid'] } });
      expect(await refused(id, { portfolio: { kind: 'loan' } })).toEqual({ errors: { 'portfolio.kind': ['invalid'] } });
      expect(await refused(id, { portfolio: { kind_detail: 'compte_epargne' } })).toEqual({ errors: { 'portfolio.kind_detail': ['invalid'] } });
      expect((await row(id))?.kindDetail).toBe('ldd');
    });

    it('drops the detail and moves the contract to its new category when the kind changes', async () => {
      const id = await create({ name: 'Livret', kind: 'savings', kindDetail: 'livret', category: 'savings' });
      expect(await ok(id, { portfolio: { kind: 'market' } })).toMatchObject({ kind: 'market', kindDetail: null, category: 'invested_wealth', type: 'asset' });
      expect(await ok(id, { portfolio: { kind: 'loan', kind_detail: 'consumer_credit' } })).toMatchObject({ kind: 'loan', kindDetail: 'consumer_credit', category: null, type: 'liability' });
      expect(await ok(id, { portfolio: { kind: 'savings', kind_detail: null } })).toMatchObject({ kind: 'savings', kindDetail: null, category: 'savings', type: 'asset' });
    });

    it('writes nothing when any part of the edit is refused', async () => {
      const id = await create({ name: 'Livret', kind: 'savings', kindDetail: 'cel', category: 'savings' });
      await refused(id, { portfolio: { name: 'Renommé', kind_detail: 'mortgage' } });
      expect(await row(id)).toMatchObject({ name: 'Livret', kindDetail: 'cel' });
    });
  });

  describe('the financed property (realEstateId)', () => {
    it("links a loan to one of the saver's properties and unlinks it with null", async () => {
      const property = await createProperty('Appartement Lyon');
      const loan = await createLoan('Prêt immobilier', 'mortgage');
      expect((await ok(loan, { portfolio: { real_estate_id: property } })).realEstateId).toBe(property);
      expect((await ok(loan, { portfolio: { real_estate_id: property } })).realEstateId).toBe(property);
      expect((await ok(loan, { portfolio: { real_estate_id: null } })).realEstateId).toBeNull();
    });

    it('unlinks the property when the contract stops being a loan', async () => {
      const property = await createProperty('Maison');
      const loan = await createLoan('Prêt travaux', 'consumer_credit');
      await ok(loan, { portfolio: { real_estate_id: property } });
      expect(await ok(loan, { portfolio: { kind: 'other' } })).toMatchObject({ kind: 'other', kindDetail: null, realEstateId: null, type: 'asset' });
    });

    it("refuses another user's property, a contract that is not a property, and a contract that is not a loan", async () => {
      const loan = await create({ name: 'Prêt', kind: 'loan', kindDetail: 'mortgage', category: null, type: 'liability' });
      const theirs = await createProperty('Maison de Paul', otherId);
      const notProperty = await create({ name: 'PEA', kind: 'pea' });
      const property = await createProperty('Studio');
      for (const target of [theirs, notProperty, UNKNOWN]) {
        expect(await refused(loan, { portfolio: { real_estate_id: target } })).toEqual({ errors: { 'portfolio.real_estate_id': ['invalid'] } });
      }
      expect(await refused(notProperty, { portfolio: { real_estate_id: property } })).toEqual({ errors: { 'portfolio.real_estate_id': ['invalid'] } });
      expect(await refused(loan, { portfolio: { real_estate_id: 'lyon' } })).toEqual({ errors: { 'portfolio.real_estate_id': ['invalid'] } });
      expect((await row(loan))?.realEstateId).toBeNull();
    });
  });

  describe('the contract risk questionnaire', () => {
    it('scores the answers with the shared engine and stores the recommended risk, for risked kinds', async () => {
      const id = await create({ name: 'Assurance vie', kind: 'lifeinsurance' });
      const answered = await ok(id, { portfolio: { risk_survey: { type: 'contract', answers: ANSWERS } } });
      expect(answered.riskSurvey).toEqual({ type: 'contract', answers: ANSWERS });
      expect(answered.recommendedRisk).toBe(recommendedRiskFor(ANSWERS));
      const prudent = await ok(id, { portfolio: { risk_survey: { type: 'contract', answers: [1, 1, 1, 1, 1, 1, 1] } } });
      expect(prudent.recommendedRisk).toBe(1);
      expect((await row(id))?.recommendedRisk).toBe(1);
    });

    it('refuses it on a kind without market risk, in its saver version, and with wrong answers', async () => {
      const savings = await create({ name: 'Livret A', kind: 'savings', kindDetail: 'livret_a', category: 'savings' });
      expect(await refused(savings, { portfolio: { risk_survey: { type: 'contract', answers: ANSWERS } } })).toEqual({ errors: { 'portfolio.risk_survey': ['invalid'] } });
      const pea = await create({ name: 'PEA', kind: 'pea' });
      expect(await refused(pea, { portfolio: { risk_survey: { type: 'profile', answers: ANSWERS } } })).toEqual({ errors: { 'portfolio.risk_survey.type': ['invalid'] } });
      expect((await put(pea, { portfolio: { risk_survey: { type: 'contract', answers: [1, 2, 3] } } })).statusCode).toBe(400);
      const fifth = await refused(pea, { portfolio: { risk_survey: { type: 'contract', answers: [1, 1, 1, 1, 4, 1, 1] } } });
      expect(Object.keys((fifth as { errors: Record<string, unknown> }).errors)).toEqual([expect.stringMatching(/^portfolio\.risk_survey\.answers/)]);
      expect((await row(pea))?.recommendedRisk).toBeNull();
    });
  });

  describe('loan terms', () => {
    it('edits the terms of a synchronised loan, the monthly insurance read back to the cent', async () => {
      const id = await create({ name: 'Prêt immobilier', kind: 'loan', kindDetail: 'mortgage', category: null, type: 'liability', accountId, externalId: 'loan-1', amount: 151_234.56 });
      await db().insert(loans).values({ portfolioId: id, kindDetail: 'mortgage', totalAmount: 200_000, remainingCapital: 151_234.56, rate: 0.0135, insuranceRate: 0.0025, monthlyPayment: 1_200, signatureDate: '2020-03-01', endDate: '2040-03-01' });
      const edited = await ok(id, { portfolio: { loan: { nominal_rate: 0.012, monthly_insurance: 45.37 } } });
      expect(edited.loan).toMatchObject({ kindDetail: 'mortgage', nominalRate: 0.012, monthlyInsurance: 45.37, totalAmount: 200_000, remainingAmount: 151_234.56, signatureDate: '2020-03-01', contractualEndDate: '2040-03-01', status: 'ongoing' });
      const again = await ok(id, { portfolio: { loan: { nominal_rate: 0.012, monthly_insurance: 45.37 } } });
      expect(again).toEqual(edited);
      // A new borrowed amount keeps the monthly insurance the saver sees.
      expect((await ok(id, { portfolio: { loan: { total_amount: 210_000 } } })).loan).toMatchObject({ totalAmount: 210_000, monthlyInsurance: 45.37 });
      expect(await refused(id, { portfolio: { loan: { monthly_insurance: 20_000 } } })).toEqual({ errors: { 'portfolio.loan.monthly_insurance': ['out_of_range'] } });
      expect(await refused(id, { portfolio: { loan: { total_amount: 1e15 } } })).toEqual({ errors: { 'portfolio.loan.total_amount': ['out_of_range'] } });
      expect((await ok(id, { portfolio: { loan: { kind_detail: 'consumer_credit', monthly_insurance: null } } })).loan).toMatchObject({ kindDetail: 'consumer_credit', monthlyInsurance: null });
      expect((await row(id))?.kindDetail).toBe('consumer_credit');
      // The type set on the contract is the loan's type too, and both places must agree when both are sent.
      expect((await ok(id, { portfolio: { kind_detail: 'revolving_credit' } })).loan?.kindDetail).toBe('revolving_credit');
      expect(await refused(id, { portfolio: { kind_detail: 'mortgage', loan: { kind_detail: 'consumer_credit' } } })).toEqual({ errors: { 'portfolio.loan.kind_detail': ['invalid'] } });
      expect((await ok(id, { portfolio: { kind_detail: 'mortgage', loan: { kind_detail: 'mortgage' } } })).loan?.kindDetail).toBe('mortgage');
    });

    it('gives terms to a loan entered by hand once they are all there, with its monthly payment', async () => {
      const id = await create({ name: 'Prêt familial', kind: 'loan', kindDetail: 'consumer_credit', category: null, type: 'liability', amount: 9_000 });
      expect(await refused(id, { portfolio: { loan: { total_amount: 10_000 } } })).toEqual({
        errors: { 'portfolio.loan.signature_date': ['required'], 'portfolio.loan.contractual_end_date': ['required'], 'portfolio.loan.nominal_rate': ['required'] },
      });
      expect(await refused(id, { portfolio: { loan: { total_amount: 10_000, nominal_rate: 0.05, signature_date: '2025-01-01', contractual_end_date: '2024-01-01' } } })).toEqual({
        errors: { 'portfolio.loan.contractual_end_date': ['invalid'] },
      });
      const created = await ok(id, { portfolio: { loan: { total_amount: 12_000, nominal_rate: 0, signature_date: '2025-01-01', contractual_end_date: '2027-01-01' } } });
      expect(created.loan).toMatchObject({ kindDetail: 'consumer_credit', totalAmount: 12_000, remainingAmount: 9_000, nominalRate: 0, monthlyInsurance: null });
      // 12 000 € at 0 % over 24 months: 500 € a month.
      expect((await db().select().from(loans).where(eq(loans.portfolioId, id)))[0]?.monthlyPayment).toBe(500);
    });

    it('refuses terms on a contract that is not a loan, a blanked required term, and property links in the terms', async () => {
      const pea = await create({ name: 'PEA', kind: 'pea' });
      expect(await refused(pea, { portfolio: { loan: { nominal_rate: 0.01 } } })).toEqual({ errors: { 'portfolio.loan': ['invalid'] } });
      const id = await create({ name: 'Prêt', kind: 'loan', kindDetail: 'mortgage', category: null, type: 'liability' });
      await db().insert(loans).values({ portfolioId: id, kindDetail: 'mortgage', totalAmount: 100_000, remainingCapital: 90_000, rate: 0.02, monthlyPayment: 600, signatureDate: '2022-01-01', endDate: '2042-01-01' });
      expect(await refused(id, { portfolio: { loan: { signature_date: null } } })).toEqual({ errors: { 'portfolio.loan.signature_date': ['blank'] } });
      expect(await refused(id, { portfolio: { loan: { real_estates: [{ real_estate_id: UNKNOWN, amount: 1, date: '2022-01-01' }] } } })).toEqual({ errors: { 'portfolio.loan.real_estates': ['invalid'] } });
      expect(await refused(id, { portfolio: { loan: { nominal_rate: 2, total_amount: -1 } } })).toEqual({
        errors: { 'portfolio.loan.nominal_rate': ['out_of_range'], 'portfolio.loan.total_amount': ['must_be_positive'] },
      });
    });
  });

  describe('who may edit', () => {
    it("hides another user's contract and unknown ids with 404, changing nothing", async () => {
      const theirs = await create({ name: 'Compte de Paul', kind: 'checking', category: 'savings' }, otherId);
      for (const payload of [{ status: 'hidden' }, { portfolio: { name: 'Piraté' } }]) {
        const response = await put(theirs, payload);
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ error: 'not_found' });
      }
      expect(await row(theirs)).toMatchObject({ name: 'Compte de Paul', status: 'active' });
      expect((await put(UNKNOWN, { status: 'hidden' })).statusCode).toBe(404);
      expect((await put(theirs, { status: 'hidden' }, other)).statusCode).toBe(200);
    });

    it('refuses advisors (even on a customer of the firm), anonymous callers and malformed ids', async () => {
      const customers = await create({ name: 'Compte de Paul', kind: 'checking', category: 'savings' }, otherId);
      const response = await put(customers, { status: 'hidden' }, advisor);
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({ error: 'forbidden' });
      expect((await t.request({ method: 'PUT', url: `/api/portfolios/${customers}`, payload: { status: 'hidden' } })).statusCode).toBe(401);
      const malformed = await put('pea', { status: 'hidden' });
      expect(malformed.statusCode).toBe(400);
      expect(json(malformed)).toEqual({ errors: { id: ['invalid'] } });
      expect((await row(customers))?.status).toBe('active');
    });
  });
});
