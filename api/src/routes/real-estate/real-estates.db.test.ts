import { eq, sql } from 'drizzle-orm';
import { addressSearchResultSchema, ERROR_MESSAGES, fromWire, portfolioSchema, realEstateEstimateSchema, realEstateSchema, type RealEstate } from '@patrimo/shared';
import { auditLog, loans, portfolios, portfolioValues } from '../../db/schema';
import { createTestApp, describeDb, injectAs, json, signInCast, type HttpResponse, type SignedInCast, type TestApp } from '../../../test/helpers/test-app';

/**
 * The real-estate routes on a brand with the feature on (staging host) and off (the default brand): both paths
 * of creation, the estimator's provenance on real data, absurd values, loan linking rules, deletion, the
 * advisor's read-only access, another saver refused, the address search.
 */

const STAGING = { host: 'staging.patrimo.fr' };

const flat = (overrides: Record<string, unknown> = {}) => ({
  name: 'Appartement',
  address: '10 Rue de la Roquette 75011 Paris',
  location: { latitude: 48.8556, longitude: 2.3736, city: 'Paris', postcode: '75011', inseeCode: '75111' },
  kind: 'appartment',
  usage: 'principal_residence',
  state: 0,
  surface: 50,
  floor: 2,
  rooms: 2,
  features: ['elevator'],
  conditions: [],
  ...overrides,
});

describeDb('real estate: /users/me/real_estates, /real_estates/{id}, /addresses', () => {
  let t: TestApp;
  let c: SignedInCast;
  let loanId = '';
  const db = () => t.database.handle.db;
  const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = STAGING): Promise<HttpResponse> =>
    injectAs(t, token, { method, url: `/api${url}`, ...(payload !== undefined ? { payload } : {}), headers });
  const create = async (body: Record<string, unknown>, token = c.saver): Promise<RealEstate> => {
    const response = await as(token, 'POST', '/users/me/real_estates', { real_estate: body });
    expect([response.statusCode, response.statusCode === 201 ? '' : response.body]).toEqual([201, '']);
    return realEstateSchema.parse(fromWire(json(response)));
  };
  const errorsOf = (response: HttpResponse) => (json(response) as { errors?: Record<string, string[]> }).errors;

  beforeAll(async () => {
    t = await createTestApp();
    c = await signInCast(t);
    // A mortgage entered by hand, its terms given through the API (as the saver's loan form does).
    const [loan] = await db()
      .insert(portfolios)
      .values({ userId: c.saverId, name: 'Prêt immobilier', kind: 'loan', kindDetail: 'mortgage', category: null, type: 'liability', amount: 180_000 })
      .returning({ id: portfolios.id });
    loanId = loan?.id ?? '';
    const terms = await as(c.saver, 'PUT', `/portfolios/${loanId}`, { portfolio: { loan: { signature_date: '2020-03-01', contractual_end_date: '2045-03-01', total_amount: 200_000, nominal_rate: 0.015 } } }, {});
    expect([terms.statusCode, terms.statusCode === 200 ? '' : terms.body]).toEqual([200, '']);
  }, 120_000);
  afterAll(async () => t?.close());

  it('values a Paris arrondissement flat from the published city figure, with its provenance in words', async () => {
    const property = await create(flat());
    const estimate = property.estimate;
    expect(estimate?.source.level).toBe('bigCity');
    expect(estimate?.source.note.length).toBeGreaterThan(10);
    expect(estimate && estimate.low < estimate.value && estimate.value < estimate.high).toBe(true);
    expect(estimate?.themesWithoutData).toHaveLength(11);
    expect(estimate?.strengths).toEqual([]);
    expect(property.currentAmount).toBe(estimate?.value);
    // The portfolio carries it in the wealth, one value a day up to today.
    const [row] = await db().select().from(portfolios).where(eq(portfolios.id, property.id));
    expect([row?.category, row?.amount]).toEqual(['real_estate', estimate?.value]);
    const [count] = await db().select({ n: sql<number>`count(*)::int` }).from(portfolioValues).where(eq(portfolioValues.portfolioId, property.id));
    expect(count?.n).toBeGreaterThan(365);
  });

  it('values a large city from its own sales with high reliability, a village with low reliability and a wide range, Alsace low', async () => {
    const bordeaux = await create(flat({ location: { latitude: 44.8378, longitude: -0.5792, city: 'Bordeaux', postcode: '33000', inseeCode: '33063' } }));
    expect([bordeaux.estimate?.source.level, bordeaux.estimate?.reliability.level]).toEqual(['commune', 'high']);
    expect(bordeaux.estimate?.source.communes[0]?.code).toBe('33063');

    const strasbourg = await create(flat({ location: { latitude: 48.5734, longitude: 7.7521, city: 'Strasbourg', postcode: '67000', inseeCode: '67482' } }));
    expect(strasbourg.estimate?.reliability.level).toBe('low');
    expect(strasbourg.estimate?.source.level).not.toBe('commune');
    const width = (p: RealEstate) => ((p.estimate?.high ?? 0) - (p.estimate?.low ?? 0)) / (p.estimate?.value ?? 1);
    expect(width(strasbourg)).toBeGreaterThan(width(bordeaux) * 2);

    // A hamlet of a few dozen people: no sales of its own.
    const village = await create(flat({ location: { latitude: 46.0071, longitude: 5.4247, city: 'L’Abergement-de-Varey', postcode: '01640', inseeCode: '01002' } }));
    expect(village.estimate?.source.level).not.toBe('commune');
    expect(village.estimate?.reliability.level).not.toBe('high');
  });

  it('takes a manual property with its declared value and no estimate; refuses one without value nor location', async () => {
    const manual = await create({ ...flat(), location: null, amount: 250_000, rentReceived: 900 });
    expect([manual.estimate, manual.currentAmount, manual.grossRentalYield]).toEqual([null, 250_000, (900 * 12) / 250_000]);
    const refused = await as(c.saver, 'POST', '/users/me/real_estates', { real_estate: { ...flat(), location: null } });
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused)?.['real_estate.amount']).toEqual(['missing_fields']);
    const estimate = await as(c.saver, 'GET', `/real_estates/${manual.id}/estimate`);
    expect([estimate.statusCode, json(estimate).error]).toEqual([422, 'estimate_unavailable']);
    expect(ERROR_MESSAGES.estimate_unavailable).toMatch(/^Nous ne disposons/);
  });

  it.each([
    ['a 0.01 m² flat', { surface: 0.01 }, 'surface', 'out_of_range'],
    ['a 100,000 m² house', { kind: 'house', surface: 100_000 }, 'surface', 'out_of_range'],
    ['a construction year in the future', { construction_year: new Date().getFullYear() + 2 }, 'construction_year', 'after_today'],
    ['a purchase year before 1900', { purchase_year: 1850 }, 'purchase_year', 'out_of_range'],
  ])('refuses %s with a French field error', async (_name, overrides, field, code) => {
    const response = await as(c.saver, 'POST', '/users/me/real_estates', { real_estate: { ...flat(), ...overrides } });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)?.[`real_estate.${field}`]).toEqual([code]);
  });

  it('re-estimates on update, drops the estimate when no longer located, and refuses an absurd merged surface', async () => {
    const property = await create(flat());
    const bigger = await as(c.saver, 'PUT', `/real_estates/${property.id}`, { real_estate: { surface: 100 } });
    expect(bigger.statusCode).toBe(200);
    const after = realEstateSchema.parse(fromWire(json(bigger)));
    expect(after.estimate?.value).toBeGreaterThan((property.estimate?.value ?? 0) * 1.8);
    const house = await as(c.saver, 'PUT', `/real_estates/${property.id}`, { surface: 2 });
    expect([house.statusCode, errorsOf(house)?.surface]).toEqual([400, ['out_of_range']]);
    const unlocated = await as(c.saver, 'PUT', `/real_estates/${property.id}`, { location: null, amount: 300_000 });
    expect(realEstateSchema.parse(fromWire(json(unlocated))).currentAmount).toBe(300_000);
    const again = await as(c.saver, 'POST', `/real_estates/${property.id}/estimate`, { location: flat().location });
    expect(again.statusCode).toBe(200);
    expect(realEstateEstimateSchema.parse(fromWire(json(again))).source.level).toBe('bigCity');
  });

  it('links a loan with amount and date, counts its capital off the property, refuses it twice, unlinks it', async () => {
    expect(loanId).not.toBe('');
    const home = await create(flat());
    const second = await create(flat({ name: 'Studio' }));
    const link = await as(c.saver, 'PUT', `/portfolios/${loanId}`, { portfolio: { real_estate_id: home.id, real_estate_amount: 1000, real_estate_date: '2020-03-01' } }, {});
    expect([link.statusCode, link.statusCode === 200 ? '' : link.body]).toEqual([200, '']);
    const read = realEstateSchema.parse(fromWire(json(await as(c.saver, 'GET', `/real_estates/${home.id}`))));
    const [terms] = await db().select().from(loans).where(eq(loans.portfolioId, loanId));
    expect(read.loans.map((l) => [l.portfolioId, l.amount, l.date, l.remainingAmount])).toEqual([[loanId, 1000, '2020-03-01', terms?.remainingCapital]]);
    expect(read.netEquity).toBeCloseTo(read.currentAmount - Math.abs(terms?.remainingCapital ?? 0), 2);
    // The loan lists the property it financed, with the amount and date of the link (spec §3 "Loan").
    const loanLinks = async () => {
      const one = portfolioSchema.parse(fromWire(json(await as(c.saver, 'GET', `/users/me/portfolios/${loanId}`, undefined, {}))));
      const listed = portfolioSchema.array().parse(fromWire(json(await as(c.saver, 'GET', '/users/me/loans', undefined, {}))));
      expect(listed.find((p) => p.id === loanId)?.loan?.realEstates).toEqual(one.loan?.realEstates);
      return one.loan?.realEstates;
    };
    expect(await loanLinks()).toEqual([{ realEstateId: home.id, amount: 1000, date: '2020-03-01' }]);

    const twice = await as(c.saver, 'PUT', `/portfolios/${loanId}`, { portfolio: { real_estate_id: second.id } }, {});
    expect([twice.statusCode, errorsOf(twice)?.['portfolio.real_estate_id']]).toEqual([400, ['loan_already_connected']]);
    const zero = await as(c.saver, 'PUT', `/portfolios/${loanId}`, { portfolio: { real_estate_id: home.id, real_estate_amount: 0 } }, {});
    expect(zero.statusCode).toBe(400);

    const unlink = await as(c.saver, 'PUT', `/portfolios/${loanId}`, { portfolio: { real_estate_id: null } }, {});
    expect(unlink.statusCode).toBe(200);
    expect(realEstateSchema.parse(fromWire(json(await as(c.saver, 'GET', `/real_estates/${home.id}`)))).loans).toEqual([]);
    expect(await loanLinks()).toEqual([]);
  });

  it('refuses to link a loan without terms (loan_zero)', async () => {
    const home = await create(flat());
    const [bare] = await db()
      .insert(portfolios)
      .values({ userId: c.saverId, name: 'Prêt sans détail', kind: 'loan', kindDetail: 'mortgage', type: 'liability', amount: 1000 })
      .returning({ id: portfolios.id });
    const response = await as(c.saver, 'PUT', `/portfolios/${bare?.id}`, { portfolio: { real_estate_id: home.id } }, {});
    expect([response.statusCode, errorsOf(response)?.['portfolio.real_estate_id']]).toEqual([400, ['loan_zero']]);
  });

  it('deletes the property, its portfolio, values and links; the loan stays', async () => {
    const home = await create(flat());
    await as(c.saver, 'PUT', `/portfolios/${loanId}`, { portfolio: { real_estate_id: home.id } }, {});
    const deleted = await as(c.saver, 'DELETE', `/real_estates/${home.id}`);
    expect([deleted.statusCode, json(deleted)]).toEqual([200, {}]);
    expect(await db().select().from(portfolios).where(eq(portfolios.id, home.id))).toEqual([]);
    expect(await db().select().from(portfolioValues).where(eq(portfolioValues.portfolioId, home.id))).toEqual([]);
    const [loan] = await db().select().from(portfolios).where(eq(portfolios.id, loanId));
    expect([loan?.id, loan?.realEstateId]).toEqual([loanId, null]);
    expect((await as(c.saver, 'GET', `/real_estates/${home.id}`)).statusCode).toBe(404);
  });

  it('lets the advisor read the customer’s property (audited) but not write; another saver gets 404', async () => {
    // The seeded firm advisor follows the second saver.
    const home = await create(flat(), c.other);
    const base = `/users/${c.otherId}/real_estates/${home.id}`;
    expect((await as(c.advisor, 'GET', base)).statusCode).toBe(200);
    expect((await as(c.advisor, 'GET', `${base}/estimate`)).statusCode).toBe(200);
    const series = await as(c.advisor, 'GET', `${base}/series/cash_values?from=2024-01-01`);
    expect(series.statusCode).toBe(200);
    expect((json(series).series as [number, number][]).at(-1)?.[1]).toBe(home.currentAmount);
    expect((await as(c.advisor, 'GET', `/users/${c.otherId}/real_estates`)).statusCode).toBe(200);
    const audited = await db().select().from(auditLog).where(eq(auditLog.subjectUserId, c.otherId));
    expect(audited.length).toBeGreaterThan(0);
    expect((await as(c.advisor, 'PUT', `/real_estates/${home.id}`, { surface: 60 })).statusCode).toBe(403);
    expect((await as(c.advisor, 'DELETE', `/real_estates/${home.id}`)).statusCode).toBe(403);
    expect((await as(c.advisor, 'POST', `/real_estates/${home.id}/estimate`, {})).statusCode).toBe(403);
    // The demonstration saver is not the advisor's customer, and does not reach the second saver's property.
    expect((await as(c.advisor, 'GET', `/users/${c.saverId}/real_estates`)).statusCode).toBe(403);
    expect((await as(c.saver, 'GET', `/real_estates/${home.id}`)).statusCode).toBe(404);
    expect((await as(c.saver, 'PUT', `/real_estates/${home.id}`, { surface: 60 })).statusCode).toBe(404);
    expect((await as(c.saver, 'DELETE', `/real_estates/${home.id}`)).statusCode).toBe(404);
    expect((await as(c.saver, 'GET', `/users/${c.otherId}/real_estates/${home.id}`)).statusCode).toBe(403);
    expect((await as(c.saver, 'GET', `/users/me/real_estates/${home.id}`)).statusCode).toBe(404);
  });

  it('refuses every call on a brand with real estate off (403 feature_disabled, French message)', async () => {
    const response = await as(c.saver, 'GET', '/users/me/real_estates', undefined, {});
    expect([response.statusCode, json(response).error]).toEqual([403, 'feature_disabled']);
    expect(ERROR_MESSAGES.feature_disabled).toBe('Cette fonctionnalité n’est pas disponible sur ce site.');
    expect((await as(c.saver, 'POST', '/users/me/real_estates', { real_estate: flat() }, {})).statusCode).toBe(403);
    expect((await as(c.saver, 'GET', '/addresses?q=paris', undefined, {})).statusCode).toBe(403);
  });

  it('finds communes by name without accents or case, by postcode, and a Paris arrondissement by its postcode', async () => {
    const search = async (q: string) => {
      const response = await as(c.saver, 'GET', `/addresses?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(200);
      return addressSearchResultSchema.parse(fromWire(json(response)));
    };
    const etienne = await search('saint etienne');
    expect(etienne.addresses[0]?.city).toBe('Saint-Étienne');
    expect(etienne.addresses[0]?.type).toBe('municipality');
    expect(etienne.source).toBe('communes');
    expect((await search('BORDEAUX')).addresses[0]?.inseeCode).toBe('33063');
    const paris11 = await search('75011');
    expect([paris11.addresses[0]?.inseeCode, paris11.addresses[0]?.postcode]).toEqual(['75111', '75011']);
    const short = await as(c.saver, 'GET', '/addresses?q=a');
    expect(short.statusCode).toBe(400);
  });
});
