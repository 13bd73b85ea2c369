import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { COLOR_SCHEME_SCRIPT } from '@patrimo/shared/prerender';
import { createTestApp, json, temporaryFolder, type TestApp } from '../../test/helpers/test-app';
import { COLOR_SCHEME_SCRIPT_SOURCE } from './security-headers';

/** `script-src 'self' x; style-src …` → { 'script-src': ["'self'", 'x'], … } */
function parseCsp(header: string | undefined): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name] = values;
  }
  return directives;
}

describe('security headers', () => {
  const folder = temporaryFolder('patrimo-remotes-');
  const remotesFile = path.join(folder.dir, 'remotes.json');
  let t: TestApp;
  let production: TestApp;

  beforeAll(async () => {
    writeFileSync(remotesFile, JSON.stringify({ mf_lobby: { entry: '/mf/mf-lobby/remoteEntry.js' } }));
    t = await createTestApp({ seed: false, config: { remotesFile } });
    production = await createTestApp({ seed: false, config: { nodeEnv: 'production', behindHttps: true } });
  });
  afterAll(async () => {
    await t?.close();
    await production.close();
    folder.remove();
  });

  it.each(['/api/health', '/remotes.json', '/app/dashboard', '/api/nothing'])('sets a strict CSP on %s', async (url) => {
    const response = await t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
    const csp = parseCsp(response.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", COLOR_SCHEME_SCRIPT_SOURCE]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    // The WebSocket origin comes from PUBLIC_URL (https://app.patrimo.test in tests), not from the request.
    expect(csp['connect-src']).toEqual(["'self'", 'wss://app.patrimo.test']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('never allows inline or evaluated scripts, but the colour-scheme one by the hash of its very text', async () => {
    const header = (await t.request({ method: 'GET', url: '/' })).headers['content-security-policy'] ?? '';
    const scriptSrc = parseCsp(header)['script-src'] ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    const hashes = scriptSrc.filter((source) => source.startsWith("'sha"));
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64')}'`]);
  });

  it('allows the origins of remotes declared with absolute URLs, as soon as remotes.json changes', async () => {
    writeFileSync(
      remotesFile,
      JSON.stringify({
        mf_lobby: { entry: '/mf/mf-lobby/remoteEntry.js' },
        mf_billing: { entry: 'https://billing.cdn.example/mf-billing/remoteEntry.js' },
      }),
    );
    const response = await t.request({ method: 'GET', url: '/remotes.json' });
    expect(json(response)).toEqual({
      mf_lobby: { entry: '/mf/mf-lobby/remoteEntry.js' },
      mf_billing: { entry: 'https://billing.cdn.example/mf-billing/remoteEntry.js' },
    });
    const csp = parseCsp(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", COLOR_SCHEME_SCRIPT_SOURCE, 'https://billing.cdn.example']);
    expect(csp['connect-src']).toContain('https://billing.cdn.example');
    expect(csp['style-src']).toContain('https://billing.cdn.example');
  });

  it('answers a broken remotes file with a bare 500 and keeps serving the API', async () => {
    writeFileSync(remotesFile, '{ not json');
    const response = await t.request({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({ error: 'server_error' });
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses a Host header that would inject CSP directives', async () => {
    const { request } = await import('node:http');
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const url = new URL(t.baseUrl);
      const req = request({ host: url.hostname, port: url.port, path: '/api/health', headers: { host: "evil; script-src 'unsafe-inline'" } }, (res) => {
        res.resume();
        resolve(res.headers);
      });
      req.on('error', reject);
      req.end();
    });
    const csp = parseCsp(String(headers['content-security-policy']));
    expect(String(headers['content-security-policy'])).not.toContain('evil');
    expect(csp['script-src']).toEqual(["'self'", COLOR_SCHEME_SCRIPT_SOURCE]);
    expect(csp['connect-src']).toEqual(["'self'", 'wss://app.patrimo.test']);
  });

  it('never copies the request’s Host header into the CSP, even a well-formed one', async () => {
    const response = await t.request({ method: 'GET', url: '/app/dashboard', headers: { host: 'attacker.example:8443', accept: 'text/html' } });
    const header = response.headers['content-security-policy'] ?? '';
    expect(header).not.toContain('attacker.example');
    expect(parseCsp(header)['connect-src']).toEqual(["'self'", 'wss://app.patrimo.test']);
  });

  it('allows the origins of the browser’s error-reporting DSNs (not the server’s) and a ws: origin for a plain-HTTP public URL', async () => {
    const reporting = await createTestApp({
      seed: false,
      config: {
        publicUrl: 'http://localhost:8080',
        errorReporting: {
          serverDsn: 'https://server@o1.server.example.io/1',
          browserDsn: 'https://key@o42.ingest.example.io/7',
          remoteDsns: { 'mf-billing': 'https://billing@o43.ingest.example.io/8', 'mf-dashboard': 'https://dash@o42.ingest.example.io/9' },
          environment: 'test',
          release: 'patrimo@test',
        },
      },
    });
    try {
      const csp = parseCsp((await reporting.request({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
      expect(csp['connect-src']).toEqual(["'self'", 'ws://localhost:8080', 'https://o42.ingest.example.io', 'https://o43.ingest.example.io']);
    } finally {
      await reporting.close();
    }
  });

  it('limits powerful browser features on every answer, payment to this origin only', async () => {
    for (const url of ['/api/health', '/app/dashboard', '/remotes.json']) {
      const policy = (await t.request({ method: 'GET', url, headers: { accept: 'text/html' } })).headers['permissions-policy'] ?? '';
      const features = Object.fromEntries(policy.split(',').map((entry) => entry.trim().split('=') as [string, string]));
      expect(features).toMatchObject({ camera: '()', microphone: '()', geolocation: '()', payment: '(self)' });
    }
  });

  it('marks every API answer no-store, errors included, unless the answer is public and says so', async () => {
    for (const url of ['/api/health', '/api/nothing', '/api/users/me']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const signIn = await t.request({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'password', username: 'x@example.fr', password: 'y' } });
    expect(signIn.headers['cache-control']).toBe('no-store');
    // The public documentation is revalidated rather than never stored.
    expect((await t.request({ method: 'GET', url: '/api/docs/openapi.json' })).headers['cache-control']).toBe('no-cache');
    // Pages and files keep their own policy.
    expect((await t.request({ method: 'GET', url: '/config.json' })).headers['cache-control']).toBe('no-cache');
  });

  it('sends HSTS and upgrades insecure requests only when served behind HTTPS', async () => {
    const response = await production.request({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(parseCsp(response.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
  });
});
