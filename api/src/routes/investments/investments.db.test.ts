import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { DEMO_SAVER, FIRM_ADVISOR, SECOND_SAVER } from '../../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';

interface WireInvestment {
  isin: string;
  general: { name: string; srri: number | null; asset_class: string; ongoing_charges: number | null; active: boolean };
  performances: { one_year: number | null; five_years: number | null };
  score: number | null;
  tags: string[];
}
interface WireSearch {
  investments: WireInvestment[];
  meta: { page: number; total_pages: number; total_count: number };
}

describeDb('fund universe routes', () => {
  let t: TestApp;
  let saver = '';
  let advisor = '';

  beforeAll(async () => {
    t = await createTestApp();
    saver = (await signIn(t, DEMO_SAVER)).access_token;
    advisor = (await signIn(t, FIRM_ADVISOR)).access_token;
  });
  afterAll(() => t.close());

  const get = (token: string, url: string) => injectAs(t, token, { method: 'GET', url });

  describe('GET /api/investments/:isin', () => {
    it('serves the fund page in snake_case, from its proxy series', async () => {
      const response = await get(saver, '/api/investments/LU1681046931');
      expect(response.statusCode).toBe(200);
      const body = json<WireInvestment & { history: [number, number][]; regions: unknown; sectors: unknown; asset_classes: unknown; yearly: unknown[] }>(response);
      expect(body.general).toMatchObject({ name: 'Amundi Index Solutions - Amundi CAC 40 UCITS ETF-C', srri: 6, asset_class: 'stockFrance', ongoing_charges: null, active: false });
      expect(body.regions).toEqual([{ key: 'europe', share: 1 }]);
      expect(body.sectors).toEqual([]);
      expect(body.asset_classes).toEqual([{ key: 'stockFrance', share: 1 }]);
      expect(body.history[0]?.[1]).toBe(100);
      expect(body.yearly.length).toBeGreaterThan(5);
    });

    it('accepts a lower-case ISIN and serves advisors too', async () => {
      const response = await get(advisor, '/api/investments/lu1681046931');
      expect(response.statusCode).toBe(200);
      expect(json<WireInvestment>(response).isin).toBe('LU1681046931');
    });

    it('answers a fund without an honest proxy with no SRRI and no performances', async () => {
      const body = json<WireInvestment>(await get(saver, '/api/investments/FR0010510800'));
      expect(body.general.srri).toBeNull();
      expect(body.performances).toMatchObject({ one_year: null, five_years: null });
      expect(body.score).toBeNull();
    });

    it('refuses a malformed ISIN with 400 and an unknown one with 404', async () => {
      const malformed = await get(saver, '/api/investments/NOT-AN-ISIN');
      expect(malformed.statusCode).toBe(400);
      expect(json(malformed)).toEqual({ errors: { isin: ['invalid'] } });
      const unknown = await get(saver, '/api/investments/US0378331005');
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown)).toEqual({ error: 'not_found' });
    });

    it('requires a signed-in caller', async () => {
      const response = await t.request({ method: 'GET', url: '/api/investments/LU1681046931' });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ error: 'unauthorized' });
    });
  });

  describe('GET /api/investments', () => {
    it('pages by 10 from page 1 by default, with the pagination facts', async () => {
      const body = json<WireSearch>(await get(saver, '/api/investments'));
      expect(body.investments).toHaveLength(10);
      expect(body.meta).toEqual({ page: 1, total_pages: 39, total_count: 382 });
    });

    it('serves the next pages without overlap, and an empty page past the end', async () => {
      const first = json<WireSearch>(await get(saver, '/api/investments?risk=3&limit=5&page=1'));
      const second = json<WireSearch>(await get(saver, '/api/investments?risk=3&limit=5&page=2'));
      expect(second.meta.page).toBe(2);
      const isins = [...first.investments, ...second.investments].map((fund) => fund.isin);
      expect(new Set(isins).size).toBe(10);
      const beyond = json<WireSearch>(await get(saver, '/api/investments?page=100'));
      expect(beyond.investments).toEqual([]);
      expect(beyond.meta).toMatchObject({ page: 100, total_count: 382 });
    });

    it('sorts by the score of the requested risk, unscored funds last', async () => {
      const body = json<WireSearch>(await get(saver, '/api/investments?risk=1&limit=50'));
      const scores = body.investments.map((fund) => fund.score);
      // Prudent (1) targets SRRI 2; no fund has it, so the SRRI 3 bond funds come first.
      expect(body.investments[0]?.general.srri).toBe(3);
      const numeric = scores.filter((score): score is number => score !== null);
      expect(numeric).toEqual([...numeric].sort((a, b) => b - a));
      const aggressive = json<WireSearch>(await get(saver, '/api/investments?risk=5&limit=3'));
      for (const fund of aggressive.investments) expect(fund.general.srri).toBe(6);
      const all = json<WireSearch>(await get(saver, '/api/investments?risk=3&limit=50&page=4'));
      expect(all.investments.every((fund) => fund.score === null)).toBe(true);
    });

    it('scores with the saver’s recommended profile when no risk is given, and not at all without one', async () => {
      expect(json<WireSearch>(await get(saver, '/api/investments?query=cac 40 amundi')).investments[0]?.score).toBeNull();
      await t.database.handle.db.update(users).set({ recommendedRisk: 3 }).where(eq(users.email, SECOND_SAVER.email));
      const second = (await signIn(t, SECOND_SAVER)).access_token;
      expect(json<WireSearch>(await get(second, '/api/investments?query=cac 40 amundi')).investments[0]?.score).toBeCloseTo(4 / 6, 10);
    });

    it('filters by name or ISIN regardless of case and accents', async () => {
      const byName = json<WireSearch>(await get(saver, `/api/investments?query=${encodeURIComponent('AMÉRIQUE msci')}`));
      expect(byName.investments.map((fund) => fund.isin)).toEqual(['FR0011869346']);
      const byIsin = json<WireSearch>(await get(saver, '/api/investments?query=fr0011869346'));
      expect(byIsin.meta.total_count).toBe(1);
      const none = json<WireSearch>(await get(saver, '/api/investments?query=zzzz'));
      expect(none).toEqual({ investments: [], meta: { page: 1, total_pages: 0, total_count: 0 }, euro_fund: null });
    });

    it('filters by tag', async () => {
      const body = json<WireSearch>(await get(saver, '/api/investments?tag=or&limit=50'));
      expect(body.investments.length).toBeGreaterThan(0);
      for (const fund of body.investments) expect(fund.tags).toContain('or');
      expect(json<WireSearch>(await get(saver, '/api/investments?tag=inconnu')).meta.total_count).toBe(0);
    });

    it('refuses bad paging and risk values with 400', async () => {
      for (const [query, field, code] of [
        ['limit=0', 'limit', 'out_of_range'],
        ['limit=51', 'limit', 'out_of_range'],
        ['page=0', 'page', 'out_of_range'],
        ['page=abc', 'page', 'not_a_number'],
        ['risk=9', 'risk', 'invalid'],
        ['contract_id=12', 'contract_id', 'invalid'],
      ] as const) {
        const response = await get(saver, `/api/investments?${query}`);
        expect([query, response.statusCode]).toEqual([query, 400]);
        expect(json<{ errors: Record<string, string[]> }>(response).errors[field]).toEqual([code]);
      }
    });

    it('answers 404 for an unknown contract', async () => {
      const response = await get(saver, '/api/investments?contract_id=00000000-0000-4000-8000-000000000000');
      expect(response.statusCode).toBe(404);
    });

    it('requires a signed-in caller', async () => {
      expect((await t.request({ method: 'GET', url: '/api/investments' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/tags', () => {
    it('lists the themes in French, each used by a fund', async () => {
      const response = await get(advisor, '/api/tags');
      expect(response.statusCode).toBe(200);
      const tags = json<{ id: string; label: string }[]>(response);
      expect(tags).toEqual(expect.arrayContaining([{ id: 'actions-europe', label: 'Actions européennes' }, { id: 'obligations', label: 'Obligations' }, { id: 'or', label: 'Or' }]));
      for (const tag of tags) expect(json<WireSearch>(await get(saver, `/api/investments?tag=${tag.id}`)).meta.total_count).toBeGreaterThan(0);
    });

    it('requires a signed-in caller', async () => {
      expect((await t.request({ method: 'GET', url: '/api/tags' })).statusCode).toBe(401);
    });
  });
});
