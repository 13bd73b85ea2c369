import { createRequire } from 'node:module';
import type { WebSocket } from '@fastify/websocket';
import type { TestApp } from '../../test/helpers/test-app';
import { injectAs, json } from '../../test/helpers/test-app';

/**
 * A live-channel client for the API tests: takes a ticket with a saver's token, opens `/ws` on a test server
 * and collects what it receives.
 */

// The `ws` client that @fastify/websocket itself depends on (Node 20 has no global WebSocket).
const WebSocketClient = createRequire(require.resolve('@fastify/websocket'))('ws') as new (url: string) => WebSocket;

export interface LiveClient {
  socket: WebSocket;
  /** Resolves with the next message (or one already received and not yet taken); rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<unknown>;
  /**
   * Proves nothing is pending: sends a ping and expects the pong as the very next message (the server answers
   * in order, so anything pushed before would come first).
   */
  expectNothingPending(): Promise<void>;
  close(): Promise<void>;
}

export async function openLiveClient(t: Pick<TestApp, 'request' | 'baseUrl'>, accessToken: string): Promise<LiveClient> {
  const response = await injectAs(t, accessToken, { method: 'GET', url: '/api/websocket/token' });
  if (response.statusCode !== 200) throw new Error(`no ticket: ${response.statusCode}`);
  const { token } = json<{ token: string }>(response);
  const url = `${t.baseUrl.replace('http:', 'ws:')}/ws?ticket=${token}`;
  const client = await new Promise<LiveClient>((resolve, reject) => {
    const socket = new WebSocketClient(url);
    const messages: unknown[] = [];
    const waiting: ((message: unknown) => void)[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as unknown;
      const waiter = waiting.shift();
      if (waiter) waiter(message);
      else messages.push(message);
    });
    const next = (timeoutMs = 5000): Promise<unknown> => {
      if (messages.length > 0) return Promise.resolve(messages.shift());
      return new Promise((resolveNext, rejectNext) => {
        const waiter = (message: unknown): void => {
          clearTimeout(timer);
          resolveNext(message);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          rejectNext(new Error('no live message in time'));
        }, timeoutMs);
        waiting.push(waiter);
      });
    };
    socket.on('open', () =>
      resolve({
        socket,
        next,
        async expectNothingPending() {
          socket.send(JSON.stringify({ type: 'ping' }));
          const message = await next();
          if (JSON.stringify(message) !== '{"type":"pong"}') throw new Error(`unexpected live message ${JSON.stringify(message)}`);
        },
        close: () =>
          new Promise<void>((resolveClose) => {
            if (socket.readyState === socket.CLOSED) resolveClose();
            else {
              socket.once('close', () => resolveClose());
              socket.close();
            }
          }),
      }),
    );
    socket.on('unexpected-response', (_request, incoming) => reject(new Error(`refused with ${incoming.statusCode}`)));
    socket.on('error', reject);
  });
  const hello = await client.next();
  if (JSON.stringify(hello) !== '{"type":"hello"}') throw new Error(`no hello: ${JSON.stringify(hello)}`);
  return client;
}
