import { createRequire } from 'node:module';
import type { WebSocket } from '@fastify/websocket';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { DEMO_SAVER } from '../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../test/helpers/test-app';

// The `ws` client that @fastify/websocket itself depends on (Node 20 has no global WebSocket).
const WebSocketClient = createRequire(require.resolve('@fastify/websocket'))('ws') as new (url: string) => WebSocket;

interface Opened {
  socket: WebSocket;
  messages: unknown[];
  /** Resolves with the next message (or one already received and not yet taken). */
  next(): Promise<unknown>;
}

/** Opens a socket and collects its messages from the first one on. */
function open(url: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocketClient(url);
    const messages: unknown[] = [];
    const waiting: ((message: unknown) => void)[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as unknown;
      const waiter = waiting.shift();
      if (waiter) waiter(message);
      else messages.push(message);
    });
    socket.on('open', () =>
      resolve({
        socket,
        messages,
        next: () => (messages.length > 0 ? Promise.resolve(messages.shift()) : new Promise((r) => waiting.push(r))),
      }),
    );
    socket.on('unexpected-response', (_request, response) => reject(new Error(`refused with ${response.statusCode}`)));
    socket.on('error', reject);
  });
}

function closed(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState === socket.CLOSED) resolve();
    else socket.once('close', () => resolve());
  });
}

describeDb('live channel', () => {
  let t: TestApp;
  let accessToken: string;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp();
    accessToken = (await signIn(t, DEMO_SAVER)).access_token;
    userId = (await t.database.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SAVER.email)))[0]?.id ?? '';
  });
  afterAll(() => t.close());

  const wsUrl = (query: string) => `${t.baseUrl.replace('http:', 'ws:')}/ws${query}`;
  const ticket = async (): Promise<string> => {
    const response = await injectAs(t, accessToken, { method: 'GET', url: '/api/websocket/token' });
    expect(response.statusCode).toBe(200);
    const body = json<{ token: string; expires_in: number }>(response);
    expect(body.expires_in).toBe(30);
    return body.token;
  };

  it('hands out tickets to signed-in users only', async () => {
    const response = await t.request({ method: 'GET', url: '/api/websocket/token' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ error: 'unauthorized' });
  });

  it('refuses to open without a ticket, or with an unknown one', async () => {
    await expect(open(wsUrl(''))).rejects.toThrow('refused with 401');
    await expect(open(wsUrl('?ticket=' + 'x'.repeat(43)))).rejects.toThrow('refused with 401');
    await expect(open(wsUrl('?ticket=bad'))).rejects.toThrow('refused with 401');
  });

  it('greets with hello, answers ping with pong and registers the connection for pushes', async () => {
    const connection = await open(wsUrl(`?ticket=${await ticket()}`));
    expect(await connection.next()).toEqual({ type: 'hello' });
    connection.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await connection.next()).toEqual({ type: 'pong' });
    expect(t.app.deps.live.count(userId)).toBe(1);
    expect(t.app.deps.live.sendToUser(userId, { type: 'account_fetched', accountId: userId })).toBe(1);
    expect(await connection.next()).toEqual({ type: 'account_fetched', accountId: userId });
    connection.socket.close();
    await closed(connection.socket);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.app.deps.live.count(userId)).toBe(0);
  });

  it('answers messages it does not understand with an error, and stays open', async () => {
    const connection = await open(wsUrl(`?ticket=${await ticket()}`));
    await connection.next();
    connection.socket.send('not json');
    expect(await connection.next()).toEqual({ type: 'error', error: 'invalid' });
    connection.socket.send(JSON.stringify({ type: 'subscribe', to: 'everything' }));
    expect(await connection.next()).toEqual({ type: 'error', error: 'invalid' });
    connection.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await connection.next()).toEqual({ type: 'pong' });
    connection.socket.close();
    await closed(connection.socket);
  });

  it('accepts a ticket once only', async () => {
    const once = await ticket();
    const first = await open(wsUrl(`?ticket=${once}`));
    await expect(open(wsUrl(`?ticket=${once}`))).rejects.toThrow('refused with 401');
    first.socket.close();
    await closed(first.socket);
  });

  it('refuses an expired ticket', async () => {
    const late = await ticket();
    t.clock.advance(31_000);
    await expect(open(wsUrl(`?ticket=${late}`))).rejects.toThrow('refused with 401');
  });

  it('answers a plain HTTP request on /ws without a server error', async () => {
    const response = await t.request({ method: 'GET', url: '/ws' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
