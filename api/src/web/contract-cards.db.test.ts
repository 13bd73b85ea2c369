import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { DEMO_SAVER, FIRM_ADMIN } from '../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, temporaryFolder, type TestApp } from '../../test/helpers/test-app';
import type { WireProduct } from '../../test/helpers/catalogue';

const SHELL = '<!doctype html><html lang="fr"><head><title>Patrimo</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the host's server render (`render.cjs`), in its own file as the real one is: it writes down each
 * render it is asked for, and draws the card from the answer it is handed, padded so that it is worth compressing.
 * The real render is checked in a browser (e2e/tests/prerender.spec.ts).
 */
const RENDERER = `
const { appendFileSync } = require('node:fs');
exports.renderContractCard = async (dist, brandId, pathname, body) => {
  appendFileSync(process.env.PATRIMO_TEST_RENDER_LOG, JSON.stringify({ dist, brandId, pathname }) + '\\n');
  if (body.name === 'Fait échouer le rendu') throw new Error('render failed');
  return '<!doctype html><html lang="fr"><head><title>' + body.name + '</title></head><body><div id="root" data-prerendered="mf_lobby"><h1>'
    + body.name + '</h1><p>' + (body.description ?? '') + '</p>' + '<p>Frais</p>'.repeat(200) + '</div></body></html>';
};
`;

describeDb('public contract cards rendered by the server: GET /contrats/{address} as a page', () => {
  let t: TestApp;
  const folder = temporaryFolder('patrimo-cards-');
  const webRoot = path.join(folder.dir, 'host', 'dist');
  const log = path.join(folder.dir, 'renders.log');
  let admin = '';
  let saver = '';
  let product: WireProduct;

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'identity', ...headers } });
  const renders = (): { dist: string; brandId: string; pathname: string }[] =>
    readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { dist: string; brandId: string; pathname: string });

  beforeAll(async () => {
    mkdirSync(webRoot, { recursive: true });
    writeFileSync(path.join(webRoot, 'index.html'), SHELL);
    writeFileSync(path.join(folder.dir, 'render.cjs'), RENDERER);
    writeFileSync(log, '');
    process.env['PATRIMO_TEST_RENDER_LOG'] = log;
    t = await createTestApp({ config: { webRoot, prerenderRenderer: path.join(folder.dir, 'render.cjs') } });
    admin = (await signIn(t, FIRM_ADMIN)).access_token;
    saver = (await signIn(t, DEMO_SAVER)).access_token;
    const list = json<{ contracts: WireProduct[] }>(await injectAs(t, saver, { method: 'GET', url: '/api/contracts?kind=lifeinsurance' }));
    const published = list.contracts.find((item) => item.published);
    if (!published) throw new Error('the seeded catalogue has no published life insurance');
    product = published;
  });
  afterAll(async () => {
    await t?.close();
    folder.remove();
  });

  it('sends the card rendered from the product the API answers, once per product state, revalidated by its tag', async () => {
    const first = await page(`/contrats/${product.url}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toContain(`<h1>${product.name}</h1>`);
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");
    const tag = String(first.headers['etag']);
    expect(tag).toMatch(/^W\/"card-[\w-]+"$/);

    const again = await page(`/contrats/${product.url}`);
    expect(again.body).toBe(first.body);
    expect(again.headers['etag']).toBe(tag);
    expect((await page(`/contrats/${product.url}`, { 'if-none-match': tag })).statusCode).toBe(304);
    // Rendered once, into the web root's shell, for the brand of the host name.
    expect(renders()).toEqual([{ dist: webRoot, brandId: 'patrimo', pathname: `/contrats/${product.url}` }]);
  });

  it('compresses the card as the client accepts, the same bytes once decompressed', async () => {
    const plain = await page(`/contrats/${product.url}`);
    // Through node:http (a host header), which hands the bytes as sent: fetch would decompress them.
    const br = await page(`/contrats/${product.url}`, { 'accept-encoding': 'br, gzip', host: 'localhost' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.raw ?? Buffer.alloc(0)).toString('utf8')).toBe(plain.body);
  });

  it('renders each brand its own card, chosen by the host name', async () => {
    writeFileSync(log, '');
    const conseil = await page(`/contrats/${product.url}`, { host: 'conseil.patrimo.fr' });
    expect(conseil.statusCode).toBe(200);
    expect(renders().map((render) => render.brandId)).toEqual(['patrimo-conseil']);
  });

  it('renders the card again once its product changed, never an older one', async () => {
    const before = await page(`/contrats/${product.url}`);
    const edited = await injectAs(t, admin, { method: 'PUT', url: `/api/contracts/${product.id}`, payload: { contract: { description: 'Frais de gestion revus en 2026.' } } });
    expect(edited.statusCode).toBe(200);
    const after = await page(`/contrats/${product.url}`);
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<p>Frais de gestion revus en 2026.</p>');
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
    // The tag the browser kept no longer validates its copy.
    expect((await page(`/contrats/${product.url}`, { 'if-none-match': String(before.headers['etag']) })).statusCode).toBe(200);
  });

  it('answers 404 with the shell for an address that is no published product, a draft included, without rendering it', async () => {
    const draft = json<WireProduct>(
      await injectAs(t, saver, { method: 'POST', url: '/api/banks/fortuneo/contracts', payload: { contract: { name: 'Brouillon de fiche', kind: 'savings' } } }),
    );
    expect(draft.published).toBe(false);
    writeFileSync(log, '');
    for (const url of ['/contrats/ce-contrat-n-existe-pas', `/contrats/${draft.url}`, `/contrats/${draft.id}`, '/contrats/%00']) {
      const response = await page(url, { authorization: `Bearer ${saver}` });
      expect({ url, status: response.statusCode, body: response.body }).toEqual({ url, status: 404, body: SHELL });
      expect(response.headers['etag']).toBeUndefined();
    }
    expect(renders()).toEqual([]);
  });

  it('falls back to the shell, rendered by the browser, when the server render fails; the server carries on', async () => {
    const edited = await injectAs(t, admin, { method: 'PUT', url: `/api/contracts/${product.id}`, payload: { contract: { name: 'Fait échouer le rendu' } } });
    expect(edited.statusCode).toBe(200);
    const response = await page(`/contrats/${json<WireProduct>(edited).url}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('leaves requests that are not for a page alone: the API and the files answer as before', async () => {
    const asJson = await t.request({ method: 'GET', url: `/contrats/${product.url}`, headers: { accept: 'application/json' } });
    expect(asJson.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/contracts/${product.url}` })).statusCode).toBe(200);
  });
});

describeDb('public contract cards without a server render in the build', () => {
  let t: TestApp;
  const folder = temporaryFolder('patrimo-cards-none-');
  const webRoot = path.join(folder.dir, 'host', 'dist');

  beforeAll(async () => {
    mkdirSync(webRoot, { recursive: true });
    writeFileSync(path.join(webRoot, 'index.html'), SHELL);
    // The test configuration's renderer file does not exist, as in development or an API-only build.
    t = await createTestApp({ config: { webRoot } });
  });
  afterAll(async () => {
    await t?.close();
    folder.remove();
  });

  it('sends the shell for a published card, which the browser renders, and 404 for an unknown one', async () => {
    const saver = (await signIn(t, DEMO_SAVER)).access_token;
    const list = json<{ contracts: WireProduct[] }>(await injectAs(t, saver, { method: 'GET', url: '/api/contracts?kind=lifeinsurance' }));
    const published = list.contracts.find((item) => item.published);
    const headers = { accept: 'text/html', 'accept-encoding': 'identity' };
    const card = await t.request({ method: 'GET', url: `/contrats/${published?.url}`, headers });
    expect({ status: card.statusCode, body: card.body }).toEqual({ status: 200, body: SHELL });
    const unknown = await t.request({ method: 'GET', url: '/contrats/inconnu', headers });
    expect({ status: unknown.statusCode, body: unknown.body }).toEqual({ status: 404, body: SHELL });
  });
});
