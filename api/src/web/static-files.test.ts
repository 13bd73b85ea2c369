import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, json, temporaryFolder, type TestApp } from '../../test/helpers/test-app';
import { REMOTES } from './remotes';
import { IMMUTABLE, NO_CACHE } from './static-files';

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

describe('serving the product', () => {
  const folder = temporaryFolder('patrimo-web-');
  const webRoot = path.join(folder.dir, 'host', 'dist');
  const remotesRoot = folder.dir;
  let t: TestApp;

  beforeAll(async () => {
    write(path.join(webRoot, 'index.html'), '<!doctype html><title>Patrimo</title><div id="root"></div>');
    write(path.join(webRoot, 'main.0123abcd.js'), 'console.info("host")');
    write(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    write(path.join(webRoot, '.env'), 'SECRET=1');
    // Pre-rendered public pages (issue 17), one folder per brand, as host/src/prerender writes them.
    write(path.join(webRoot, 'prerendered', 'patrimo', 'index.html'), '<div id="root" data-prerendered="mf_lobby">Accueil Patrimo</div>');
    write(path.join(webRoot, 'prerendered', 'patrimo', 'features.html'), '<div id="root" data-prerendered="mf_lobby">Fonctionnalités Patrimo</div>');
    write(path.join(webRoot, 'prerendered', 'patrimo-conseil', 'features.html'), '<div id="root" data-prerendered="mf_lobby">Fonctionnalités Conseil</div>');
    write(path.join(remotesRoot, 'mf-lobby', 'dist', 'mf-manifest.json'), '{"name":"mf_lobby"}');
    write(path.join(remotesRoot, 'mf-lobby', 'dist', 'remoteEntry.js'), 'var mf_lobby;');
    write(path.join(remotesRoot, 'mf-lobby', 'dist', 'routes.89abcdef.js'), 'export {}');
    write(path.join(remotesRoot, 'mf-lobby', 'secret.txt'), 'outside dist');
    // A remote whose dist is a symbolic link to a build elsewhere (e.g. a deployment folder).
    write(path.join(folder.dir, 'elsewhere', 'build', 'mf-manifest.json'), '{"name":"mf_dashboard"}');
    mkdirSync(path.join(remotesRoot, 'mf-dashboard'), { recursive: true });
    symlinkSync(path.join(folder.dir, 'elsewhere', 'build'), path.join(remotesRoot, 'mf-dashboard', 'dist'));
    t = await createTestApp({ seed: false, config: { webRoot, remotesRoot } });
  });
  afterAll(async () => {
    await t?.close();
    folder.remove();
  });

  const get = (url: string, accept = '*/*') => t.request({ method: 'GET', url, headers: { accept } });

  describe('/remotes.json', () => {
    it('lists the seven remotes with their remoteEntry.js under /mf, not cached', async () => {
      const response = await get('/remotes.json');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      const body = json<Record<string, { entry: string }>>(response);
      expect(Object.keys(body)).toHaveLength(7);
      expect(body.mf_lobby).toEqual({ entry: '/mf/mf-lobby/remoteEntry.js' });
      for (const remote of REMOTES) {
        expect(body[remote.name]).toEqual({ entry: `/mf/${remote.folder}/remoteEntry.js` });
        expect(remote.name).toBe(remote.folder.replace(/-/g, '_'));
      }
    });
  });

  describe('/mf/<remote>/', () => {
    it('serves entry points without caching and hashed chunks for a year', async () => {
      const manifest = await get('/mf/mf-lobby/mf-manifest.json');
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['content-type']).toMatch(/^application\/json/);
      expect(manifest.headers['cache-control']).toBe(NO_CACHE);
      const entry = await get('/mf/mf-lobby/remoteEntry.js');
      expect(entry.statusCode).toBe(200);
      expect(entry.headers['content-type']).toMatch(/^text\/javascript/);
      expect(entry.headers['cache-control']).toBe(NO_CACHE);
      const chunk = await get('/mf/mf-lobby/routes.89abcdef.js');
      expect(chunk.body).toBe('export {}');
      expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    });

    it('answers 304 to a revalidation of an unchanged file', async () => {
      const first = await get('/mf/mf-lobby/remoteEntry.js');
      const again = await t.request({ method: 'GET', url: '/mf/mf-lobby/remoteEntry.js', headers: { 'if-none-match': first.headers.etag ?? '' } });
      expect(again.statusCode).toBe(304);
    });

    it('follows a symbolic link to the build folder', async () => {
      const response = await get('/mf/mf-dashboard/mf-manifest.json');
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ name: 'mf_dashboard' });
    });

    it.each([
      '/mf/mf-lobby/missing.js',
      '/mf/mf-absent/mf-manifest.json',
      '/mf/Not-A-Remote/mf-manifest.json',
      '/mf/host/index.html',
      '/mf/mf-lobby/..%2Fsecret.txt',
      '/mf/mf-lobby/%2E%2E/secret.txt',
      '/mf/mf-lobby/',
    ])('answers 404 JSON for %s', async (url) => {
      const response = await get(url, 'text/html');
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ error: 'not_found' });
    });
  });

  describe('the host shell', () => {
    it('serves index.html at the root when the brand has no pre-rendered page, not cached', async () => {
      const response = await t.request({ method: 'GET', url: '/', headers: { accept: 'text/html', host: 'conseil.patrimo.fr' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.body).toContain('<div id="root">');
    });

    it('serves its files, hashed ones with a long cache', async () => {
      const script = await get('/main.0123abcd.js');
      expect(script.statusCode).toBe(200);
      expect(script.headers['cache-control']).toBe(IMMUTABLE);
      expect((await get('/favicon.svg')).headers['content-type']).toBe('image/svg+xml');
    });

    it.each(['/app/dashboard', '/advisory/customers/42/overview', '/delete-profile'])(
      'falls back to index.html for the page %s',
      async (url) => {
        const response = await get(url, 'text/html,application/xhtml+xml,*/*;q=0.8');
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<div id="root">');
        expect(response.headers['cache-control']).toBe(NO_CACHE);
      },
    );

    it.each([
      ['/', 'localhost', 'Accueil Patrimo'],
      ['/features', 'localhost', 'Fonctionnalités Patrimo'],
      ['/features', 'www.patrimo.fr', 'Fonctionnalités Patrimo'],
      ['/features', 'conseil.patrimo.fr', 'Fonctionnalités Conseil'],
    ])('serves %s to %s as the page pre-rendered for its brand, revalidated on each load', async (url, host, content) => {
      const response = await t.request({ method: 'GET', url, headers: { accept: 'text/html', host } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.body).toContain(content);
    });

    it.each([
      ['/', 'conseil.patrimo.fr'],
      ['/commitments', 'localhost'],
      ['/features/', 'localhost'],
      ['/Features', 'localhost'],
      ['/features?x=1', 'localhost'],
    ])('serves the shell for %s on %s, which has no pre-rendered page', async (url, host) => {
      const response = await t.request({ method: 'GET', url, headers: { accept: 'text/html', host } });
      expect(response.statusCode).toBe(200);
      if (url === '/features?x=1') expect(response.body).toContain('Fonctionnalités Patrimo');
      else expect(response.body).toBe('<!doctype html><title>Patrimo</title><div id="root"></div>');
    });

    it('never serves the pre-rendered files by their own paths', async () => {
      for (const url of ['/prerendered/patrimo/features.html', '/prerendered/patrimo/index.html', '/prerendered/../prerendered/patrimo/index.html']) {
        const response = await get(url, 'text/html');
        expect(response.body).not.toContain('Patrimo</div>');
      }
    });

    it('answers 404 for a missing asset, even to a browser', async () => {
      expect((await get('/missing.0123abcd.js')).statusCode).toBe(404);
      expect((await get('/missing.png', 'text/html')).statusCode).toBe(404);
    });

    it('answers 404 to non-HTML requests for unknown paths', async () => {
      const response = await get('/app/dashboard', 'application/json');
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ error: 'not_found' });
    });

    it('never serves hidden files', async () => {
      expect((await get('/.env')).statusCode).toBe(404);
    });

    it('answers unknown API paths with route_not_found, not the shell', async () => {
      const response = await get('/api/nothing-here', 'text/html');
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ error: 'route_not_found' });
    });

    it('answers HEAD like GET without a body', async () => {
      const response = await t.request({ method: 'HEAD', url: '/main.0123abcd.js' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('');
    });
  });
});

describe('serving the product before it is built', () => {
  let t: TestApp;
  const folder = temporaryFolder('patrimo-empty-');

  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { webRoot: path.join(folder.dir, 'host', 'dist'), remotesRoot: folder.dir } });
  });
  afterAll(async () => {
    await t?.close();
    folder.remove();
  });

  it('answers pages with a French 503 explaining the situation', async () => {
    const response = await t.request({ method: 'GET', url: '/app/dashboard', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).toContain('momentanément indisponible');
    expect(response.body).toContain('pnpm build');
    expect(response.body).not.toMatch(/<script/i);
  });

  it('keeps the API and /remotes.json working', async () => {
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(200);
  });

  it('answers 404 for remote files that were not built', async () => {
    expect((await t.request({ method: 'GET', url: '/mf/mf-lobby/mf-manifest.json' })).statusCode).toBe(404);
  });
});
