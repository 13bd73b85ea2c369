import { toWire } from '@patrimo/shared';
import { findInstitution, INSTITUTIONS, toBank, toBankWithContracts } from '../../banks/catalogue';
import { DEMO_SAVER, FIRM_ADVISOR } from '../../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';

interface WireBank {
  id: string;
  name: string;
  logo_url: string | null;
  fields: { name: string; label: string; type: string; required: boolean; values: unknown[] }[];
}

describeDb('the institutions catalogue: GET /api/banks, /api/banks/{id}, /api/banks/{id}/contracts', () => {
  let t: TestApp;
  let saverToken = '';

  beforeAll(async () => {
    t = await createTestApp();
    saverToken = (await signIn(t, DEMO_SAVER)).access_token;
  });
  afterAll(() => t.close());

  describe('GET /api/banks', () => {
    it('lists every institution with its login form, in snake_case, without logos', async () => {
      const response = await injectAs(t, saverToken, { method: 'GET', url: '/api/banks' });
      expect(response.statusCode).toBe(200);
      const body = json<WireBank[]>(response);
      expect(body.length).toBeGreaterThanOrEqual(120);
      expect(body).toEqual(toWire(INSTITUTIONS.map(toBank)));
      expect(body.every((bank) => bank.logo_url === null)).toBe(true);
      expect(body.every((bank) => bank.fields.length > 0 && bank.fields.every((field) => field.required))).toBe(true);
    });

    it('answers the example of the contract for BNP Paribas', async () => {
      const body = json<WireBank[]>(await injectAs(t, saverToken, { method: 'GET', url: '/api/banks' }));
      expect(body.find((bank) => bank.id === 'bnp-paribas')).toEqual({
        id: 'bnp-paribas',
        name: 'BNP Paribas',
        logo_url: null,
        kind: 'retail_bank',
        aliases: [],
        initials: 'BNP',
        color: expect.stringMatching(/^#[0-9a-f]{6}$/),
        fields: [
          { name: 'login', label: 'Numéro client', type: 'text', required: true, values: [] },
          { name: 'password', label: 'Code secret', type: 'password', required: true, values: [] },
        ],
      });
    });

    it('serves advisors too', async () => {
      const advisorToken = (await signIn(t, FIRM_ADVISOR)).access_token;
      expect((await injectAs(t, advisorToken, { method: 'GET', url: '/api/banks' })).statusCode).toBe(200);
    });
  });

  it('carries each network and former name as an alias, for the search', async () => {
    const body = json<(WireBank & { aliases: string[] })[]>(await injectAs(t, saverToken, { method: 'GET', url: '/api/banks' }));
    expect(body.find((bank) => bank.name === 'BoursoBank')?.aliases).toContain('Boursorama Banque');
    expect(body.filter((bank) => bank.aliases.includes('Crédit Agricole')).length).toBeGreaterThan(30);
  });

  describe('GET /api/banks/{bankId}', () => {
    it('answers one institution with the products it sells', async () => {
      const response = await injectAs(t, saverToken, { method: 'GET', url: '/api/banks/la-banque-postale' });
      expect(response.statusCode).toBe(200);
      const institution = findInstitution('la-banque-postale');
      if (!institution) throw new Error('La Banque Postale missing from the catalogue');
      const body = json<WireBank & { contracts: { name: string; bank_id: string; url: string }[] }>(response);
      expect(body).toEqual(toWire(toBankWithContracts(institution)));
      expect(body.contracts.map((contract) => contract.name)).toEqual(expect.arrayContaining(['Livret A', 'Assurance vie', 'Plan d’épargne en actions (PEA)']));
      expect(body.contracts.every((contract) => contract.bank_id === 'la-banque-postale')).toBe(true);
    });

    it('answers a list field with its choices', async () => {
      const body = json<WireBank>(await injectAs(t, saverToken, { method: 'GET', url: '/api/banks/caisse-d-epargne-ile-de-france' }));
      expect(body.name).toBe('Caisse d’Épargne Île-de-France');
      expect(body.fields[0]).toEqual({
        name: 'space',
        label: 'Type d’espace',
        type: 'list',
        required: true,
        values: [
          { value: 'particuliers', label: 'Particuliers' },
          { value: 'professionnels', label: 'Professionnels' },
        ],
      });
    });

    it.each(['banque-inconnue', 'BNP-PARIBAS', '%20', "'%20or%201=1%20--"])('answers 404 not_found for %s', async (id) => {
      const response = await injectAs(t, saverToken, { method: 'GET', url: `/api/banks/${id}` });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ error: 'not_found' });
    });
  });

  describe('GET /api/banks/{bankId}/contracts', () => {
    it('lists the products of an institution', async () => {
      const response = await injectAs(t, saverToken, { method: 'GET', url: '/api/banks/natixis-interepargne/contracts' });
      expect(response.statusCode).toBe(200);
      const body = json<{ kind: string; name: string; bank_name: string }[]>(response);
      expect(body).toEqual(toWire(findInstitution('natixis-interepargne')?.products.map((item) => item.product)));
      expect(body.map((product) => product.kind)).toEqual(['pee', 'perco', 'perco']);
      expect(body.every((product) => product.bank_name === 'Natixis Interépargne')).toBe(true);
    });

    it('answers 404 not_found for an unknown institution rather than an empty list', async () => {
      const response = await injectAs(t, saverToken, { method: 'GET', url: '/api/banks/banque-inconnue/contracts' });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ error: 'not_found' });
    });
  });

  describe('access', () => {
    it.each(['/api/banks', '/api/banks/bnp-paribas', '/api/banks/bnp-paribas/contracts', '/api/banks/banque-inconnue'])(
      'refuses an anonymous caller of %s with 401 before looking anything up',
      async (url) => {
        const response = await t.request({ method: 'GET', url });
        expect(response.statusCode).toBe(401);
        expect(json(response)).toEqual({ error: 'unauthorized' });
      },
    );

    it('refuses a forged token with 401', async () => {
      const response = await injectAs(t, 'Zm9yZ2VkLXRva2Vu', { method: 'GET', url: '/api/banks' });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ error: 'unauthorized' });
    });

    it('answers 401 timeout once the access token has expired', async () => {
      const token = (await signIn(t, DEMO_SAVER)).access_token;
      t.clock.advance((t.config.accessTokenTtlSeconds + 1) * 1000);
      const response = await injectAs(t, token, { method: 'GET', url: '/api/banks' });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ error: 'timeout' });
    });
  });
});
