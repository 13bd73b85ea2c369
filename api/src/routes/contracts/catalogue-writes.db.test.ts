import { toWire } from '@patrimo/shared';
import { findInstitution, findProduct } from '../../banks/catalogue';
import { DEMO_SAVER, FIRM_ADMIN, FIRM_ADVISOR } from '../../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';

interface WireProduct {
  id: string;
  url: string;
  name: string;
  bank_id: string;
  bank_name: string;
  kind: string;
  description: string | null;
  fees: { kind: string; rate: number }[];
  minimum_deposit: number | null;
  euro_fund_rate: number | null;
  investments_count: number;
  published: boolean;
}

interface WirePage {
  contracts: WireProduct[];
  meta: { page: number; total_pages: number; total_count: number };
}

const BANK = 'bnp-paribas';

describeDb('catalogue writes: POST /api/banks/{bankId}/contracts and PUT /api/contracts/{id}', () => {
  let t: TestApp;
  let saver = '';
  let advisor = '';
  let admin = '';

  const declare = (token: string, contract: unknown, bankId = BANK) =>
    injectAs(t, token, { method: 'POST', url: `/api/banks/${bankId}/contracts`, payload: { contract } });
  const edit = (token: string, id: string, contract: unknown) => injectAs(t, token, { method: 'PUT', url: `/api/contracts/${id}`, payload: { contract } });
  const get = async <T>(url: string) => {
    const response = await injectAs(t, saver, { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return json<T>(response);
  };

  beforeAll(async () => {
    t = await createTestApp();
    saver = (await signIn(t, DEMO_SAVER)).access_token;
    advisor = (await signIn(t, FIRM_ADVISOR)).access_token;
    admin = (await signIn(t, FIRM_ADMIN)).access_token;
  });
  afterAll(() => t.close());

  describe('POST /api/banks/{bankId}/contracts', () => {
    let declared: WireProduct;

    it('declares a missing product, answered 201 in snake_case', async () => {
      const response = await declare(saver, {
        name: '  Livret Épargne Plus ',
        kind: 'savings',
        description: 'Livret à taux promotionnel.',
        fees: [{ kind: 'managementFee', rate: 0.005 }],
        minimum_deposit: 10,
      });
      expect(response.statusCode).toBe(201);
      declared = json<WireProduct>(response);
      expect(declared).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        url: 'bnp-paribas-livret-epargne-plus',
        name: 'Livret Épargne Plus',
        bank_id: BANK,
        bank_name: 'BNP Paribas',
        kind: 'savings',
        description: 'Livret à taux promotionnel.',
        fees: [{ kind: 'managementFee', rate: 0.005 }],
        minimum_deposit: 10,
        euro_fund_rate: null,
        investments_count: 0,
        // Awaiting review: its author sees it, others once an advisory firm admin publishes it.
        published: false,
      });
    });

    it('shows it afterwards to its author in every catalogue route, after the range of the institution', async () => {
      const range = findInstitution(BANK)?.products.map((item) => toWire(item.product)) ?? [];
      expect(await get<WireProduct[]>(`/api/banks/${BANK}/contracts`)).toEqual([...range, declared]);
      expect((await get<{ contracts: WireProduct[] }>(`/api/banks/${BANK}`)).contracts).toEqual([...range, declared]);
      const page = await get<WirePage>(`/api/contracts?bank_id=${BANK}&kind=savings`);
      expect(page.contracts.at(-1)).toEqual(declared);
      expect((await get<WirePage>('/api/contracts?q=epargne%20plus')).contracts).toEqual([declared]);
      expect(await get<WireProduct>(`/api/contracts/${declared.id}`)).toEqual(declared);
      // The public card reads it by its address without signing in, once published (publish-contract.db.test.ts).
      const anonymous = await t.request({ method: 'GET', url: `/api/contracts/${declared.url}` });
      expect(anonymous.statusCode).toBe(404);
    });

    it('refuses the same name twice at one institution, whatever the case, accents or punctuation', async () => {
      // By its author: another user's declaration awaiting review is not theirs to collide with (see
      // publish-contract.db.test.ts); published names are everybody's.
      for (const name of ['Livret Épargne Plus', 'livret epargne-plus', 'LIVRET ÉPARGNE PLUS !']) {
        const response = await declare(saver, { name, kind: 'savings' });
        expect(response.statusCode).toBe(400);
        expect(json(response)).toEqual({ errors: { 'contract.name': ['taken'] } });
      }
      // A product the code's range already has is taken too.
      const livretA = await declare(saver, { name: 'livret a', kind: 'savings' });
      expect(livretA.statusCode).toBe(400);
      expect(json(livretA)).toEqual({ errors: { 'contract.name': ['taken'] } });
      expect((await get<WireProduct[]>(`/api/banks/${BANK}/contracts`)).filter((p) => p.name.toLowerCase().includes('plus'))).toHaveLength(1);
    });

    it('lets one of two simultaneous declarations of a name through, the other hears « taken »', async () => {
      const answers = await Promise.all([1, 2, 3].map(() => declare(saver, { name: 'Compte à terme progressif', kind: 'deposit' }, 'lcl')));
      expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 400, 400]);
      for (const response of answers.filter((r) => r.statusCode === 400)) expect(json(response)).toEqual({ errors: { 'contract.name': ['taken'] } });
      expect((await get<WireProduct[]>('/api/banks/lcl/contracts')).filter((p) => p.name === 'Compte à terme progressif')).toHaveLength(1);
    });

    it('accepts that name at another institution, and numbers an address already in use', async () => {
      const elsewhere = await declare(saver, { name: 'Livret Épargne Plus', kind: 'savings' }, 'societe-generale');
      expect(elsewhere.statusCode).toBe(201);
      expect(json<WireProduct>(elsewhere).url).toBe('societe-generale-livret-epargne-plus');
      // « LDDS » is not the range's « Livret de développement durable… », but its address bnp-paribas-ldds is.
      const ldds = await declare(saver, { name: 'LDDS', kind: 'savings' });
      expect(ldds.statusCode).toBe(201);
      expect(json<WireProduct>(ldds).url).toBe('bnp-paribas-ldds-2');
      expect(findProduct('bnp-paribas-ldds')?.name).toContain('développement durable');
      // A name with nothing to slug still gets an address.
      const symbols = await declare(saver, { name: '€€€', kind: 'other' });
      expect(symbols.statusCode).toBe(201);
      expect(json<WireProduct>(symbols).url).toBe('bnp-paribas-produit');
    });

    it('answers 404 for an unknown institution', async () => {
      const response = await declare(saver, { name: 'Livret', kind: 'savings' }, 'banque-inconnue');
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ error: 'not_found' });
    });

    it.each([
      ['no name', { kind: 'savings' }, { 'contract.name': ['blank'] }],
      ['a blank name', { name: '   ', kind: 'savings' }, { 'contract.name': ['blank'] }],
      ['a name of 121 letters', { name: 'x'.repeat(121), kind: 'savings' }, { 'contract.name': ['too_long'] }],
      ['an unknown kind', { name: 'Livret', kind: 'piggy_bank' }, { 'contract.kind': ['invalid'] }],
      ['a fee rate above 100 %', { name: 'Livret', kind: 'savings', fees: [{ kind: 'entryFee', rate: 2 }] }, { 'contract.fees.0.rate': ['out_of_range'] }],
      ['an unknown fee kind', { name: 'Livret', kind: 'savings', fees: [{ kind: 'tip', rate: 0.1 }] }, { 'contract.fees.0.kind': ['invalid'] }],
      ['a fee given twice', { name: 'Livret', kind: 'savings', fees: [{ kind: 'entryFee', rate: 0.1 }, { kind: 'entryFee', rate: 0.2 }] }, { 'contract.fees': ['duplicate'] }],
      ['a negative minimum deposit', { name: 'Livret', kind: 'savings', minimum_deposit: -5 }, { 'contract.minimum_deposit': ['must_be_positive'] }],
      ['a name holding U+0000', { name: 'Livret\u0000', kind: 'savings' }, { 'contract.name': ['invalid'] }],
      ['a description holding U+0000', { name: 'Livret', kind: 'savings', description: 'a\u0000b' }, { 'contract.description': ['invalid'] }],
      ['a minimum deposit past what can be stored', { name: 'Livret', kind: 'savings', minimum_deposit: 1e15 }, { 'contract.minimum_deposit': ['out_of_range'] }],
      ['a description of 2001 letters', { name: 'Livret', kind: 'savings', description: 'x'.repeat(2001) }, { 'contract.description': ['too_long'] }],
    ])('refuses %s with 400 and the field codes', async (_label, contract, errors) => {
      const response = await declare(saver, contract);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ errors });
    });

    it('refuses a body without `contract`, and an anonymous caller', async () => {
      const response = await injectAs(t, saver, { method: 'POST', url: `/api/banks/${BANK}/contracts`, payload: { name: 'Livret' } });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(json<{ errors: Record<string, string[]> }>(response).errors)).toEqual(['contract']);
      expect((await t.request({ method: 'POST', url: `/api/banks/${BANK}/contracts`, payload: { contract: { name: 'Livret', kind: 'savings' } } })).statusCode).toBe(401);
    });
  });

  describe('PUT /api/contracts/{id}', () => {
    const lifeInsurance = () => {
      const product = findInstitution('axa')?.products.find((item) => item.product.kind === 'lifeinsurance')?.product;
      if (!product) throw new Error('AXA sells no life insurance in the catalogue');
      return product;
    };

    it('is for advisors: a saver is refused with 403 and nothing changes', async () => {
      const product = lifeInsurance();
      const response = await edit(saver, product.id, { name: 'Piratée' });
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({ error: 'forbidden' });
      expect(await get<WireProduct>(`/api/contracts/${product.id}`)).toEqual(toWire(product));
    });

    it("edits a product of the code's range: the catalogue routes show the edited product, same id and address", async () => {
      const product = lifeInsurance();
      const response = await edit(advisor, product.id, { name: 'AXA Excellence', fees: [{ kind: 'entryFee', rate: 0.02 }, { kind: 'ucsFee', rate: 0.0085 }], euro_fund_rate: 0.025 });
      expect(response.statusCode).toBe(200);
      const edited = json<WireProduct>(response);
      expect(edited).toEqual({
        ...(toWire(product) as WireProduct),
        name: 'AXA Excellence',
        fees: [{ kind: 'entryFee', rate: 0.02 }, { kind: 'ucsFee', rate: 0.0085 }],
        euro_fund_rate: 0.025,
      });
      expect(await get<WireProduct>(`/api/contracts/${product.id}`)).toEqual(edited);
      expect(await get<WireProduct>(`/api/contracts/${product.url}`)).toEqual(edited);
      const range = await get<WireProduct[]>('/api/banks/axa/contracts');
      const position = findInstitution('axa')?.products.findIndex((item) => item.product.id === product.id);
      expect(range[position ?? -1]).toEqual(edited);
      expect(range).toHaveLength(findInstitution('axa')?.products.length ?? 0);
      expect((await get<WirePage>('/api/contracts?q=excellence')).contracts).toEqual([edited]);
      expect((await get<WirePage>('/api/contracts?bank_id=axa&q=assurance%20vie')).contracts).toEqual([]);
    });

    it('keeps the fields not sent, and gives the same product when the same edit is sent twice', async () => {
      const product = lifeInsurance();
      const before = await get<WireProduct>(`/api/contracts/${product.id}`);
      const once = json<WireProduct>(await edit(admin, product.id, { minimum_deposit: 1000 }));
      const twice = await edit(admin, product.id, { minimum_deposit: 1000 });
      expect(twice.statusCode).toBe(200);
      expect(json(twice)).toEqual(once);
      expect(once).toEqual({ ...before, minimum_deposit: 1000 });
      expect(json(await edit(admin, product.id, {}))).toEqual(once);
    });

    it('moves a product to another kind filter when its kind changes, and clears a value with null', async () => {
      const product = lifeInsurance();
      const response = await edit(advisor, product.id, { kind: 'capitalisation', euro_fund_rate: null, description: null });
      expect(json<WireProduct>(response)).toMatchObject({ kind: 'capitalisation', euro_fund_rate: null, description: null });
      const capitalisation = await get<WirePage>('/api/contracts?bank_id=axa&kind=capitalisation');
      expect(capitalisation.contracts.map((p) => p.id)).toContain(product.id);
      const life = await get<WirePage>('/api/contracts?bank_id=axa&kind=lifeinsurance');
      expect(life.contracts.map((p) => p.id)).not.toContain(product.id);
    });

    it('edits a declared product in place (an admin: the product awaits review)', async () => {
      const created = json<WireProduct>(await declare(saver, { name: 'Compte Titres Pro', kind: 'market' }, 'fortuneo'));
      const response = await edit(admin, created.id, { name: 'Compte-titres Pro', description: 'Pour les indépendants.' });
      expect(response.statusCode).toBe(200);
      const edited = json<WireProduct>(response);
      expect(edited).toEqual({ ...created, name: 'Compte-titres Pro', description: 'Pour les indépendants.' });
      expect((await get<WireProduct[]>('/api/banks/fortuneo/contracts')).at(-1)).toEqual(edited);
    });

    it("refuses another product's name at the institution, but accepts the product's own", async () => {
      const product = lifeInsurance();
      const taken = await edit(advisor, product.id, { name: 'Plan d’épargne retraite individuel (PER)' });
      expect(taken.statusCode).toBe(400);
      expect(json(taken)).toEqual({ errors: { 'contract.name': ['taken'] } });
      expect((await edit(advisor, product.id, { name: 'Plan d’épargne retraite (assurance vie)' })).statusCode).toBe(200);
      expect(json(await edit(advisor, product.id, { name: 'per individuel' }))).toMatchObject({ name: 'per individuel' });
    });

    it('answers 404 for an unknown product and 400 for a malformed id or body', async () => {
      const unknown = await edit(advisor, '00000000-0000-4000-8000-000000000000', { name: 'Nouveau' });
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown)).toEqual({ error: 'not_found' });
      const rate = await edit(advisor, lifeInsurance().id, { euro_fund_rate: 150 });
      expect(rate.statusCode).toBe(400);
      expect(json(rate)).toEqual({ errors: { 'contract.euro_fund_rate': ['out_of_range'] } });
      const nul = await edit(advisor, lifeInsurance().id, { name: 'a\u0000b' });
      expect(nul.statusCode).toBe(400);
      expect(json(nul)).toEqual({ errors: { 'contract.name': ['invalid'] } });
      expect((await injectAs(t, saver, { method: 'GET', url: '/api/contracts/axa-assurance-vie%00' })).statusCode).toBe(400);
      const byUrl = await edit(advisor, 'axa-assurance-vie', { name: 'Nouveau' });
      expect(byUrl.statusCode).toBe(400);
      expect(json(byUrl)).toEqual({ errors: { id: ['invalid'] } });
      const bad = await edit(advisor, lifeInsurance().id, { name: '', kind: 'x', euro_fund_rate: 'high', fees: [{ kind: 'entryFee', rate: -1 }] });
      expect(bad.statusCode).toBe(400);
      expect(json(bad)).toEqual({
        errors: {
          'contract.name': ['blank'],
          'contract.kind': ['invalid'],
          'contract.euro_fund_rate': ['not_a_number'],
          'contract.fees.0.rate': ['must_be_positive'],
        },
      });
    });
  });
});
