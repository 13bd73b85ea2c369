import { toWire } from '@patrimo/shared';
import { filterProducts, findProduct, INSTITUTIONS } from '../../banks/catalogue';
import { DEMO_SAVER, FIRM_ADVISOR } from '../../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';
import { CONTRACTS_PAGE_SIZE } from './get-contracts';

interface WireProduct {
  id: string;
  url: string;
  name: string;
  bank_id: string;
  bank_name: string;
  kind: string;
}

interface WirePage {
  contracts: WireProduct[];
  meta: { page: number; total_pages: number; total_count: number };
}

describeDb('the product catalogue: GET /api/contracts and /api/contracts/{id}', () => {
  let t: TestApp;
  let saverToken = '';
  const everything = INSTITUTIONS.flatMap((institution) => institution.products.map((item) => item.product));

  beforeAll(async () => {
    t = await createTestApp();
    saverToken = (await signIn(t, DEMO_SAVER)).access_token;
  });
  afterAll(() => t.close());

  describe('GET /api/contracts', () => {
    it('answers the first page of 20 by default, with the totals', async () => {
      const response = await injectAs(t, saverToken, { method: 'GET', url: '/api/contracts' });
      expect(response.statusCode).toBe(200);
      const body = json<WirePage>(response);
      expect(body.contracts).toEqual(toWire(everything.slice(0, CONTRACTS_PAGE_SIZE)));
      expect(body.meta).toEqual({ page: 1, total_pages: Math.ceil(everything.length / CONTRACTS_PAGE_SIZE), total_count: everything.length });
    });

    it('pages from 1, and answers an empty page past the end with the real totals', async () => {
      const second = json<WirePage>(await injectAs(t, saverToken, { method: 'GET', url: '/api/contracts?page=2' }));
      expect(second.contracts).toEqual(toWire(everything.slice(CONTRACTS_PAGE_SIZE, 2 * CONTRACTS_PAGE_SIZE)));
      const past = json<WirePage>(await injectAs(t, saverToken, { method: 'GET', url: '/api/contracts?page=9999' }));
      expect(past).toEqual({ contracts: [], meta: { page: 9999, total_pages: Math.ceil(everything.length / CONTRACTS_PAGE_SIZE), total_count: everything.length } });
    });

    it('filters by institution (bank_id) and kind', async () => {
      const body = json<WirePage>(await injectAs(t, saverToken, { method: 'GET', url: '/api/contracts?bank_id=la-banque-postale&kind=savings' }));
      const expected = filterProducts({ bankId: 'la-banque-postale', kind: 'savings' });
      expect(body.contracts).toEqual(toWire(expected));
      expect(body.contracts.map((product) => product.name)).toContain('Livret A');
      expect(body.meta).toEqual({ page: 1, total_pages: 1, total_count: expected.length });
    });

    it('searches the product and institution names, case and accents ignored', async () => {
      const body = json<WirePage>(await injectAs(t, saverToken, { method: 'GET', url: `/api/contracts?q=${encodeURIComponent('ASSURANCE VIE société gén')}` }));
      expect(body.contracts.map((product) => product.url)).toEqual(['societe-generale-assurance-vie']);
    });

    it('answers an empty page for an unknown institution', async () => {
      const body = json<WirePage>(await injectAs(t, saverToken, { method: 'GET', url: '/api/contracts?bank_id=banque-inconnue' }));
      expect(body).toEqual({ contracts: [], meta: { page: 1, total_pages: 0, total_count: 0 } });
    });

    it.each([
      ['page=0', { page: ['out_of_range'] }],
      ['page=abc', { page: ['not_a_number'] }],
      ['page=99999999999999999999', { page: ['invalid'] }],
      ['kind=compte', { kind: ['invalid'] }],
      [`q=${'a'.repeat(121)}`, { q: ['too_long'] }],
    ])('refuses %s with 400', async (query, errors) => {
      const response = await injectAs(t, saverToken, { method: 'GET', url: `/api/contracts?${query}` });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ errors });
    });

    it('serves advisors, and refuses anonymous callers with 401', async () => {
      const advisorToken = (await signIn(t, FIRM_ADVISOR)).access_token;
      expect((await injectAs(t, advisorToken, { method: 'GET', url: '/api/contracts' })).statusCode).toBe(200);
      const anonymous = await t.request({ method: 'GET', url: '/api/contracts?page=0' });
      expect(anonymous.statusCode).toBe(401);
      expect(json(anonymous)).toEqual({ error: 'unauthorized' });
    });
  });

  describe('GET /api/contracts/{id} (public)', () => {
    const product = findProduct('bnp-paribas-assurance-vie');

    it('answers a product by its id, without signing in', async () => {
      if (!product) throw new Error('missing product');
      const response = await t.request({ method: 'GET', url: `/api/contracts/${product.id}` });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual(toWire(product));
      expect(json<WireProduct>(response)).toMatchObject({ name: 'Assurance vie', bank_id: 'bnp-paribas', bank_name: 'BNP Paribas', kind: 'lifeinsurance' });
    });

    it('answers a product by its public address (/contrats/{url})', async () => {
      const response = await t.request({ method: 'GET', url: '/api/contracts/bnp-paribas-assurance-vie' });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual(toWire(product));
    });

    it.each(['00000000-0000-4000-8000-000000000000', 'bnp-paribas-produit-inconnu', 'BNP-PARIBAS-ASSURANCE-VIE'])('answers 404 not_found for %s', async (id) => {
      const response = await injectAs(t, saverToken, { method: 'GET', url: `/api/contracts/${id}` });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ error: 'not_found' });
    });

    // Fastify's default maxParamLength (100) refuses a long id before the contract's max(200) is reached.
    it('refuses an over-long id with a 4xx, never a 5xx', async () => {
      const response = await t.request({ method: 'GET', url: `/api/contracts/${'a'.repeat(201)}` });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    });
  });
});
