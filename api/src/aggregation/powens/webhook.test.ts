import Fastify from 'fastify';
import { parseConnectionSynced, POWENS_WEBHOOK_PATH, registerPowensWebhook, signPowensWebhook, verifyPowensWebhook, type ConnectionSyncedEvent } from './webhook';

const SECRET = 'webhook-shared-secret';
const NOW = Date.parse('2024-06-01T08:00:00Z');
const body = JSON.stringify({
  user: { id: 42 },
  connection: { id: 7, id_user: 42, id_connector: 59, state: null, error: null, last_update: '2024-06-01 07:59:00', accounts: [{ id: 101 }, { id: 102 }] },
});
const signed = (raw = body, date = new Date(NOW)) => signPowensWebhook(SECRET, raw, { date });

describe('verifyPowensWebhook', () => {
  it('accepts a body signed with the shared secret', () => {
    expect(verifyPowensWebhook(signed(), body, SECRET, { now: NOW })).toEqual({ ok: true });
  });

  it('accepts the raw body as a Buffer and header names in any case', () => {
    const headers = Object.fromEntries(Object.entries(signed()).map(([k, v]) => [k.toUpperCase(), v]));
    expect(verifyPowensWebhook(headers, Buffer.from(body), SECRET, { now: NOW })).toEqual({ ok: true });
  });

  it('refuses a tampered body', () => {
    const tampered = body.replace('"id":7', '"id":8');
    expect(verifyPowensWebhook(signed(), tampered, SECRET, { now: NOW })).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses another secret, another path or another method', () => {
    expect(verifyPowensWebhook(signed(), body, 'other-secret', { now: NOW }).ok).toBe(false);
    expect(verifyPowensWebhook(signed(), body, SECRET, { now: NOW, path: '/elsewhere' }).ok).toBe(false);
    expect(verifyPowensWebhook(signed(), body, SECRET, { now: NOW, method: 'PUT' }).ok).toBe(false);
  });

  it('refuses a missing signature or date', () => {
    const { 'bi-signature': _s, ...noSignature } = signed();
    const { 'bi-signature-date': _d, ...noDate } = signed();
    expect(verifyPowensWebhook(noSignature, body, SECRET, { now: NOW })).toEqual({ ok: false, reason: 'missing_signature' });
    expect(verifyPowensWebhook(noDate, body, SECRET, { now: NOW })).toEqual({ ok: false, reason: 'missing_date' });
  });

  it('refuses a garbled date and a replay outside the 5 minutes window', () => {
    expect(verifyPowensWebhook({ ...signed(), 'bi-signature-date': 'yesterday' }, body, SECRET, { now: NOW })).toEqual({ ok: false, reason: 'bad_date' });
    expect(verifyPowensWebhook(signed(), body, SECRET, { now: NOW + 5 * 60 * 1000 - 1000 }).ok).toBe(true);
    expect(verifyPowensWebhook(signed(), body, SECRET, { now: NOW + 6 * 60 * 1000 })).toEqual({ ok: false, reason: 'stale' });
    expect(verifyPowensWebhook(signed(), body, SECRET, { now: NOW - 6 * 60 * 1000 })).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses a signature of another length without throwing', () => {
    expect(verifyPowensWebhook({ ...signed(), 'bi-signature': 'abc' }, body, SECRET, { now: NOW })).toEqual({ ok: false, reason: 'bad_signature' });
  });
});

describe('parseConnectionSynced', () => {
  it('reads user, connection, state and accounts', () => {
    expect(parseConnectionSynced(JSON.parse(body))).toEqual({ userId: '42', connectionId: '7', state: 'none', accountIds: ['101', '102'] });
  });

  it('maps the state and falls back on user.id and the legacy error property', () => {
    expect(parseConnectionSynced({ user: { id: 3 }, connection: { id: 9, error: 'wrongpass' } })).toEqual({
      userId: '3',
      connectionId: '9',
      state: 'wrongPass',
      accountIds: [],
    });
    expect(parseConnectionSynced({ connection: { id: 9, id_user: 3, state: 'SCARequired' } })?.state).toBe('actionNeeded');
  });

  it.each([null, 'text', {}, { connection: {} }, { connection: { id: 9 } }, { user: {}, connection: { id: 9 } }, { connection: { id: '', id_user: 1 } }])(
    'refuses %p',
    (payload) => {
      expect(parseConnectionSynced(payload)).toBeNull();
    },
  );
});

describe('registerPowensWebhook', () => {
  // Real HTTP on port 0 (light-my-request's `inject` does not load under this jest setup).
  async function app(handler: (e: ConnectionSyncedEvent) => Promise<void>) {
    const a = Fastify({ logger: false });
    await registerPowensWebhook(a, { secret: SECRET, onConnectionSynced: handler, now: () => NOW });
    const address = await a.listen({ port: 0, host: '127.0.0.1' });
    const post = async (headers: Record<string, string>, payload: string) =>
      (await fetch(`${address}${POWENS_WEBHOOK_PATH}`, { method: 'POST', headers, body: payload })).status;
    return { close: () => a.close(), post };
  }

  it('hands a signed event over and answers 204', async () => {
    const events: ConnectionSyncedEvent[] = [];
    const a = await app(async (e) => void events.push(e));
    expect(await a.post(signed(), body)).toBe(204);
    expect(events).toEqual([{ userId: '42', connectionId: '7', state: 'none', accountIds: ['101', '102'] }]);
    await a.close();
  });

  it('answers 401 to a tampered or unsigned event, and 400 to a signed non-event', async () => {
    const handler = jest.fn(async () => undefined);
    const a = await app(handler);
    expect(await a.post(signed(), body.replace('101', '666'))).toBe(401);
    expect(await a.post({ 'content-type': 'application/json' }, body)).toBe(401);
    const garbage = '{"hello":"world"}';
    expect(await a.post(signed(garbage), garbage)).toBe(400);
    expect(await a.post(signed('not json'), 'not json')).toBe(400);
    expect(handler).not.toHaveBeenCalled();
    await a.close();
  });
});
