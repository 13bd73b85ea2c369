import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import { eq } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema';
import { createTestApp, describeDb, httpRequest, json, type TestApp } from '../../../test/helpers/test-app';
import { isLoopbackPeer, isProxied } from './get-outbox';

const PASSWORD = 'Velo-Ardoise-Pivoine-92';

interface WireOutbox {
  emails: { id: string; to: string; subject: string; text: string; html: string; created_at: string }[];
}

describeDb('outbox mailer and GET /api/dev/outbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    // No SMTP_URL: the outbox adapter.
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const outbox = (to: string) => t.request({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });

  it('writes the mails to outbox_emails, tied to the account, and lists them newest first', async () => {
    const payload = { user: { email: 'outbox@example.fr', password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Léo', last_name: 'Faure', terms: true } };
    const registered = await t.request({ method: 'POST', url: '/api/users', payload });
    expect(registered.statusCode).toBe(201);
    const userId = json<{ id: string }>(registered).id;
    await t.request({ method: 'POST', url: '/api/users/password/reset_password', payload: { user: { email: 'outbox@example.fr' } } });

    // The reset mail is sent after the answer: wait for it.
    let listed: WireOutbox = { emails: [] };
    for (let i = 0; i < 50 && listed.emails.length < 2; i += 1) {
      listed = json<WireOutbox>(await outbox('OUTBOX@example.fr'));
      if (listed.emails.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(listed.emails.map((mail) => mail.subject)).toEqual(['Réinitialisation de votre mot de passe Patrimo', 'Votre code de confirmation Patrimo']);
    const [reset, code] = listed.emails;
    expect(code?.to).toBe('outbox@example.fr');
    expect(code?.text).toMatch(/^\s{4}[A-Z0-9]{8}$/m);
    expect(code?.html).toContain('<html lang="fr">');
    expect(reset?.text).toContain('https://app.patrimo.test/app/password-reset?token=');

    const rows = await t.database.handle.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'outbox@example.fr'));
    expect(rows.every((row) => row.userId === userId)).toBe(true);
  });

  it('lists nothing for an address without mail, and refuses a missing or malformed address', async () => {
    expect(json(await outbox('nobody@example.fr'))).toEqual({ emails: [] });
    const missing = await t.request({ method: 'GET', url: '/api/dev/outbox' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toEqual({ errors: { to: ['required'] } });
    expect(json(await outbox('nope'))).toEqual({ errors: { to: ['invalid'] } });
    expect((await t.request({ method: 'GET', url: '/api/dev/outbox?to=a&to=b' })).statusCode).toBe(400);
  });
});

describeDb('GET /api/dev/outbox in production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { nodeEnv: 'production', mailOutboxReadable: false } });
  });
  afterAll(() => t?.close());

  it('does not exist: 404 route_not_found', async () => {
    const response = await t.request({ method: 'GET', url: '/api/dev/outbox?to=demo@patrimo.fr' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: 'route_not_found' });
  });
});

/** The machine's first address that is not loopback (the outbox must refuse a peer coming from it), if any. */
function externalAddress(): string | undefined {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  }
  return undefined;
}

describeDb('GET /api/dev/outbox under npm start (production, no SMTP server, loopback peers only)', () => {
  let t: TestApp;
  let external: Server | undefined;
  const externalSockets = new Set<Socket>();

  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { nodeEnv: 'production', mailOutboxReadable: true, mailOutboxLoopbackOnly: true } });
  });
  afterAll(async () => {
    for (const socket of externalSockets) socket.destroy();
    await new Promise((resolve) => (external ? external.close(resolve) : resolve(undefined)));
    await t?.close();
  });

  it('is readable from 127.0.0.1', async () => {
    const response = await t.request({ method: 'GET', url: '/api/dev/outbox?to=demo@patrimo.fr' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ emails: [] });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a request forwarded by a proxy, even one on this machine: 404 route_not_found', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const response = await t.request({ method: 'GET', url: '/api/dev/outbox?to=demo@patrimo.fr', headers: { [header]: '127.0.0.1' } });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ error: 'route_not_found' });
    }
  });

  const address = externalAddress();
  (address ? it : it.skip)('refuses a peer on another address of the machine (a real socket), X-Forwarded-For notwithstanding', async () => {
    // The same server reached through a second listener on the machine's network address: the peer of that
    // connection is that address, as a visitor from the network would be.
    external = createServer((socket) => {
      externalSockets.add(socket);
      t.app.server.emit('connection', socket);
    });
    await new Promise<void>((resolve) => external?.listen(0, address, resolve));
    const port = (external.address() as AddressInfo).port;
    const remote = await httpRequest(`http://${address}:${port}`, { method: 'GET', url: '/api/dev/outbox?to=demo@patrimo.fr' });
    expect(remote.statusCode).toBe(404);
    expect(json(remote)).toEqual({ error: 'route_not_found' });
    const lying = await httpRequest(`http://${address}:${port}`, {
      method: 'GET',
      url: '/api/dev/outbox?to=demo@patrimo.fr',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(lying.statusCode).toBe(404);
    // The rest of the product is served to that peer as usual.
    expect((await httpRequest(`http://${address}:${port}`, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('who counts as this machine for the outbox', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('%s is a loopback peer', (peer) => {
    expect(isLoopbackPeer(peer)).toBe(true);
  });

  it.each([undefined, '', '192.0.2.2', '10.0.0.1', '::ffff:192.0.2.2', 'fd00::2', '128.0.0.1', '::2'])('%s is not', (peer) => {
    expect(isLoopbackPeer(peer)).toBe(false);
  });

  it('treats any forwarding header as a proxied request', () => {
    expect(isProxied({})).toBe(false);
    expect(isProxied({ 'x-forwarded-for': '127.0.0.1' })).toBe(true);
    expect(isProxied({ forwarded: 'for=127.0.0.1' })).toBe(true);
    expect(isProxied({ via: '1.1 proxy' })).toBe(true);
  });
});
