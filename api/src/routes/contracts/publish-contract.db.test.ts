import { eq } from 'drizzle-orm';
import { catalogueProducts } from '../../db/schema';
import { DEMO_SAVER, FIRM_ADMIN, FIRM_ADVISOR, FIRM_MANAGER, SECOND_SAVER } from '../../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';
import type { WireProduct } from '../../../test/helpers/catalogue';

const BANK = 'fortuneo';

describeDb('catalogue review: products declared by a saver, POST /api/contracts/{id}/publish', () => {
  let t: TestApp;
  let author = '';
  let otherSaver = '';
  let advisor = '';
  let manager = '';
  let admin = '';

  const declare = (token: string, contract: unknown, bankId = BANK) =>
    injectAs(t, token, { method: 'POST', url: `/api/banks/${bankId}/contracts`, payload: { contract } });
  const publish = (token: string, id: string) => injectAs(t, token, { method: 'POST', url: `/api/contracts/${id}/publish` });
  /** What one caller (a token, or '' for anonymous) finds of a product in each catalogue route. */
  const sightings = async (token: string, product: WireProduct) => {
    const read = (url: string) => (token ? injectAs(t, token, { method: 'GET', url }) : t.request({ method: 'GET', url }));
    const byId = await read(`/api/contracts/${product.id}`);
    const byUrl = await read(`/api/contracts/${product.url}`);
    if (!token) return { byId: byId.statusCode, byUrl: byUrl.statusCode };
    const bank = json<WireProduct[]>(await read(`/api/banks/${BANK}/contracts`));
    const bankPage = json<{ contracts: WireProduct[] }>(await read(`/api/banks/${BANK}`));
    const search = json<{ contracts: WireProduct[] }>(await read(`/api/contracts?bank_id=${BANK}&q=${encodeURIComponent(product.name)}`));
    return {
      byId: byId.statusCode,
      byUrl: byUrl.statusCode,
      inBank: bank.some((item) => item.id === product.id),
      inBankPage: bankPage.contracts.some((item) => item.id === product.id),
      inSearch: search.contracts.some((item) => item.id === product.id),
    };
  };
  const seen = { byId: 200, byUrl: 200, inBank: true, inBankPage: true, inSearch: true };
  const unseen = { byId: 404, byUrl: 404, inBank: false, inBankPage: false, inSearch: false };

  beforeAll(async () => {
    t = await createTestApp();
    author = (await signIn(t, DEMO_SAVER)).access_token;
    otherSaver = (await signIn(t, SECOND_SAVER)).access_token;
    advisor = (await signIn(t, FIRM_ADVISOR)).access_token;
    manager = (await signIn(t, FIRM_MANAGER)).access_token;
    admin = (await signIn(t, FIRM_ADMIN)).access_token;
  });
  afterAll(() => t.close());

  it('shows a saver’s new product to its author and the admins only, until an admin publishes it; then to everybody', async () => {
    const response = await declare(author, { name: 'Livret Boost 2027', kind: 'savings', description: 'Taux promotionnel.' });
    expect(response.statusCode).toBe(201);
    const product = json<WireProduct>(response);
    expect(product.published).toBe(false);

    expect(await sightings(author, product)).toEqual(seen);
    expect(await sightings(admin, product)).toEqual(seen);
    expect(await sightings(otherSaver, product)).toEqual(unseen);
    expect(await sightings(advisor, product)).toEqual(unseen);
    expect(await sightings('', product)).toEqual({ byId: 404, byUrl: 404 });

    const published = await publish(admin, product.id);
    expect(published.statusCode).toBe(200);
    expect(json<WireProduct>(published)).toMatchObject({ id: product.id, url: product.url, name: 'Livret Boost 2027', published: true });
    for (const token of [author, otherSaver, advisor, admin]) expect(await sightings(token, product)).toEqual(seen);
    expect(await sightings('', product)).toEqual({ byId: 200, byUrl: 200 });
    const [row] = await t.database.handle.db.select().from(catalogueProducts).where(eq(catalogueProducts.id, product.id));
    expect(row?.publishedAt).not.toBeNull();

    // Publishing again changes nothing.
    const again = await publish(admin, product.id);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual(json(published));
  });

  it('lets only advisory firm admins publish: advisors, managers and savers are refused with 403', async () => {
    const product = json<WireProduct>(await declare(author, { name: 'PEA Jeunes', kind: 'pea' }));
    for (const token of [advisor, manager, author, otherSaver]) {
      const refused = await publish(token, product.id);
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toEqual({ error: 'forbidden' });
    }
    expect((await t.request({ method: 'POST', url: `/api/contracts/${product.id}/publish` })).statusCode).toBe(401);
    expect(await sightings(otherSaver, product)).toEqual(unseen);
    // A non-admin advisor cannot reach it to edit it either.
    expect((await injectAs(t, advisor, { method: 'PUT', url: `/api/contracts/${product.id}`, payload: { contract: { name: 'PEA Junior' } } })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await publish(admin, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ error: 'not_found' });
    expect((await publish(admin, 'not-an-id')).statusCode).toBe(400);
  });

  it('publishes an admin’s own declaration at once', async () => {
    const response = await declare(admin, { name: 'Compte à terme 18 mois', kind: 'deposit' });
    expect(response.statusCode).toBe(201);
    const product = json<WireProduct>(response);
    expect(product.published).toBe(true);
    expect(await sightings(otherSaver, product)).toEqual(seen);
  });

  it('lets two savers declare the same product without seeing each other’s; the second to be published hears « taken »', async () => {
    const first = json<WireProduct>(await declare(author, { name: 'Assurance-vie Horizon', kind: 'lifeinsurance' }));
    const secondResponse = await declare(otherSaver, { name: 'assurance vie horizon', kind: 'lifeinsurance' });
    expect(secondResponse.statusCode).toBe(201);
    const second = json<WireProduct>(secondResponse);
    expect(second.url).not.toBe(first.url);
    expect((await publish(admin, first.id)).statusCode).toBe(200);
    const clash = await publish(admin, second.id);
    expect(clash.statusCode).toBe(400);
    expect(json(clash)).toEqual({ errors: { 'contract.name': ['taken'] } });
    // Published now, the name is taken for every new declaration.
    expect(json(await declare(otherSaver, { name: 'Assurance vie Horizon', kind: 'lifeinsurance' }))).toEqual({ errors: { 'contract.name': ['taken'] } });
  });

  it('cleans names and descriptions of control and bidirectional characters before storing them', async () => {
    const response = await declare(author, {
      name: 'Livret\u202E tnemecalp\u202C\u200B Sûr\u0007',
      kind: 'savings',
      description: 'Ligne un\r\nLigne\u2066 deux\u2069\u0085',
    });
    expect(response.statusCode).toBe(201);
    const product = json<WireProduct>(response);
    expect(product.name).toBe('Livret tnemecalp Sûr');
    expect(product.description).toBe('Ligne un\nLigne deux');
    const [row] = await t.database.handle.db.select().from(catalogueProducts).where(eq(catalogueProducts.id, product.id));
    expect(row?.name).toBe('Livret tnemecalp Sûr');
    expect(row?.description).toBe('Ligne un\nLigne deux');

    // The same on an edit; a name made only of such characters is blank.
    const edited = await injectAs(t, admin, { method: 'PUT', url: `/api/contracts/${product.id}`, payload: { contract: { name: '\u202DLivret Sûr\u202C' } } });
    expect(json<WireProduct>(edited).name).toBe('Livret Sûr');
    const blank = await declare(author, { name: '\u202E\u200F\u2066', kind: 'savings' });
    expect(blank.statusCode).toBe(400);
    expect(json(blank)).toEqual({ errors: { 'contract.name': ['blank'] } });
  });
});
