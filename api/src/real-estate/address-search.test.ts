import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { addressSearchResultSchema } from '@patrimo/shared';
import { repoRoot } from '../../test/helpers/test-app';
import { CommunesAddressSearch, GeoplateformeAddressSearch } from './address-search';

/**
 * Contract test of the Géoplateforme adapter: a GeoCodeJSON answer written by hand from the service's
 * documentation (fixtures/README.md: not captured from the live service), served by a local HTTP server to the
 * real adapter; the communes fallback's answer checked against the same schema; and the fallback taking over
 * when the service answers 429, 5xx, an unreadable body, or nothing before the adapter's timeout.
 */

const FIXTURE = readFileSync(path.join(__dirname, 'fixtures', 'geoplateforme-search-roquette.json'), 'utf8');

type Behaviour = 'fixture' | 'too-many' | 'unavailable' | 'html' | 'silent';

describe('address search: the Géoplateforme adapter against a recorded GeoCodeJSON answer, and its fallback', () => {
  let server: Server;
  let base = '';
  let behaviour: Behaviour = 'fixture';
  const requests: URL[] = [];
  const held: ServerResponse[] = [];
  const communes = CommunesAddressSearch.load(repoRoot);

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      requests.push(new URL(request.url ?? '/', 'http://localhost'));
      if (behaviour === 'silent') {
        // Never answers: the adapter's own timeout must end the wait.
        held.push(response);
        return;
      }
      if (behaviour === 'too-many') response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' }).end('{"code":429,"message":"Too many requests"}');
      else if (behaviour === 'unavailable') response.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service indisponible</h1>');
      else if (behaviour === 'html') response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      else if (request.url?.startsWith('/geocodage/search?')) response.writeHead(200, { 'content-type': 'application/json' }).end(FIXTURE);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/geocodage`;
  });
  afterAll(async () => {
    for (const response of held) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    behaviour = 'fixture';
    requests.length = 0;
  });

  it('reads the GeoCodeJSON features into addresses of the contract, dropping one a property cannot be located by', async () => {
    const adapter = new GeoplateformeAddressSearch(base, communes);
    const result = addressSearchResultSchema.parse(await adapter.search('10 rue de la roquette paris', 5));
    // The documented query: GET {base}/search?q=…&limit=…
    expect(requests.map((url) => [url.pathname, url.searchParams.get('q'), url.searchParams.get('limit')])).toEqual([['/geocodage/search', '10 rue de la roquette paris', '5']]);
    expect(result.source).toBe('geoplateforme');
    expect(result.addresses.map((a) => a.type)).toEqual(['housenumber', 'street', 'street', 'locality']);
    // Coordinates come as [longitude, latitude]; the INSEE code of a Paris address is its arrondissement's.
    expect(result.addresses[0]).toEqual({
      label: '10 Rue de la Roquette 75011 Paris',
      latitude: 48.854052,
      longitude: 2.372273,
      city: 'Paris',
      postcode: '75011',
      inseeCode: '75111',
      score: 0.9731,
      type: 'housenumber',
      housenumber: '10',
      street: 'Rue de la Roquette',
      context: '75, Paris, Île-de-France',
    });
    expect(result.addresses[1]).toMatchObject({ type: 'street', housenumber: null, street: 'Rue de la Roquette', inseeCode: '75111' });
    // A locality without `street`: its name stands for it.
    expect(result.addresses[3]).toMatchObject({ type: 'locality', street: 'La Roquette', city: 'Saint-Orens-de-Gameville', inseeCode: '31506' });
    // The limit holds even when the service answers more.
    expect((await adapter.search('10 rue de la roquette paris', 2)).addresses).toHaveLength(2);
  });

  it('the communes fallback answers the same schema, at the commune level', async () => {
    const result = addressSearchResultSchema.parse(await communes.search('Paris 75011', 5));
    expect(result.source).toBe('communes');
    expect(result.addresses[0]).toMatchObject({ type: 'municipality', city: 'Paris', postcode: '75011', inseeCode: '75111', housenumber: null, street: null });
    const byName = addressSearchResultSchema.parse(await communes.search('roquette', 5));
    expect(byName.addresses.length).toBeGreaterThan(0);
    expect(byName.addresses.every((a) => a.type === 'municipality' && /^\d{5}$/.test(a.postcode))).toBe(true);
  });

  it.each([
    ['a 429 (beyond 50 requests a second)', 'too-many'],
    ['a 503', 'unavailable'],
    ['a body that is not GeoCodeJSON', 'html'],
  ] as const)('falls back on the communes on %s', async (_name, failure) => {
    behaviour = failure;
    const adapter = new GeoplateformeAddressSearch(base, communes);
    const result = addressSearchResultSchema.parse(await adapter.search('Bordeaux', 3));
    expect(requests).toHaveLength(1);
    expect(result).toEqual(await communes.search('Bordeaux', 3));
    expect(result.addresses[0]).toMatchObject({ city: 'Bordeaux', inseeCode: '33063' });
  });

  it('falls back on the communes when the service does not answer before the timeout', async () => {
    behaviour = 'silent';
    const adapter = new GeoplateformeAddressSearch(base, communes, 150);
    const started = performance.now();
    const result = addressSearchResultSchema.parse(await adapter.search('Strasbourg', 3));
    expect(requests).toHaveLength(1);
    expect(result.source).toBe('communes');
    expect(result.addresses[0]).toMatchObject({ city: 'Strasbourg', inseeCode: '67482' });
    // Bounded by the adapter's timeout, not by the silent server (generous for a loaded machine).
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('falls back when the service is out of reach (connection refused)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await new GeoplateformeAddressSearch(`http://127.0.0.1:${port}/geocodage`, communes).search('Lyon', 2);
    expect(result.source).toBe('communes');
    expect(result.addresses[0]).toMatchObject({ city: 'Lyon' });
  });
});
