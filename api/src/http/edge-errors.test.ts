import net from 'node:net';
import { ERROR_MESSAGES, isErrorCode } from '@patrimo/shared';
import { createTestApp, json, type HttpResponse, type TestApp } from '../../test/helpers/test-app';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from './json-parser';
import { clientErrorAnswer, overflowIsInRequestLine } from './error-handler';

/** What came back on a raw socket: the status line's code, the headers (lower case) and the body. */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Writes `request` as is on a new TCP connection and reads until the server closes it. Needed for what Node's
 * HTTP parser refuses before any route runs (an over-long URL or header block, a request that is not HTTP),
 * which fetch would never send.
 */
function rawExchange(baseUrl: string, request: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server destroys the socket right after answering: a reset while we were still writing is expected.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}

/** The answer is in our shape: `{ "error": code }` with a code of the vocabulary that has a French message. */
function expectOurShape(response: { body: string; headers: Record<string, string> }, code: string): void {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(response.body)).toEqual({ error: code });
  expect(isErrorCode(code)).toBe(true);
  if (isErrorCode(code)) expect(ERROR_MESSAGES[code].trim()).not.toBe('');
}

const nestedArrays = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('the HTTP edge', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      // A route that accepts any JSON body, to see what the parser lets through.
      beforeReady: (app) => {
        app.post('/api/test/any-body', async (request) => ({ received: request.body !== undefined }));
      },
    });
  });
  afterAll(() => t?.close());

  const postJson = (url: string, payload: string): Promise<HttpResponse> =>
    t.request({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  describe('JSON bodies', () => {
    it.each([
      ['arrays', nestedArrays(100_000)],
      ['objects', nestedObjects(100_000)],
    ])('answers 100 000 nested %s with 400 too_deep, anonymous, and stays up', async (_kind, body) => {
      const response = await postJson('/api/oauth/token', body);
      expect(response.statusCode).toBe(400);
      expectOurShape(response, 'too_deep');
      const registration = await postJson('/api/users', body);
      expect(registration.statusCode).toBe(400);
      expect(json(registration)).toEqual({ error: 'too_deep' });
      expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });

    it('refuses a deep body on a signed-in route before looking at the caller', async () => {
      const response = await t.request({
        method: 'PUT',
        url: '/api/users/00000000-0000-4000-8000-000000000000/profile',
        headers: { 'content-type': 'application/json' },
        payload: nestedArrays(5000),
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ error: 'too_deep' });
    });

    it('accepts a body nested exactly to the limit, and brackets inside strings at any count', async () => {
      expect(json(await postJson('/api/test/any-body', nestedArrays(MAX_JSON_DEPTH)))).toEqual({ received: true });
      expect(json(await postJson('/api/test/any-body', nestedObjects(MAX_JSON_DEPTH)))).toEqual({ received: true });
      expect(json(await postJson('/api/test/any-body', JSON.stringify({ note: '['.repeat(50_000) })))).toEqual({ received: true });
      const over = await postJson('/api/test/any-body', nestedArrays(MAX_JSON_DEPTH + 1));
      expect(over.statusCode).toBe(400);
      expect(json(over)).toEqual({ error: 'too_deep' });
    });

    it('still refuses the NUL character deep inside an accepted body', async () => {
      const deep = `{"user":{"email":"a@example.fr","extra":${'['.repeat(20)}"x\\u0000y"${']'.repeat(20)}}}`;
      const response = await postJson('/api/users', deep);
      expect(response.statusCode).toBe(400);
      expect(json<{ errors: Record<string, string[]> }>(response).errors[`user.extra${'.0'.repeat(20)}`]).toEqual(['invalid']);
    });

    it('accepts a body up to the size limit and answers 413 payload_too_large beyond it', async () => {
      const filler = (bytes: number): string => JSON.stringify({ note: 'x'.repeat(bytes - '{"note":""}'.length) });
      expect(json(await postJson('/api/test/any-body', filler(MAX_BODY_BYTES)))).toEqual({ received: true });
      const response = await postJson('/api/test/any-body', filler(MAX_BODY_BYTES + 1));
      expect(response.statusCode).toBe(413);
      expectOurShape(response, 'payload_too_large');
    });

    it('answers unparseable JSON and an unsupported content type with 400 invalid, and an empty JSON body as no body', async () => {
      const broken = await postJson('/api/test/any-body', '{"a": ');
      expect(broken.statusCode).toBe(400);
      expectOurShape(broken, 'invalid');
      const xml = await t.request({ method: 'POST', url: '/api/test/any-body', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
      expect(xml.statusCode).toBe(400);
      expectOurShape(xml, 'invalid');
      expect(json(await postJson('/api/test/any-body', ''))).toEqual({ received: false });
    });
  });

  describe('URLs and methods', () => {
    it('answers bad percent-encoding in a path parameter with 400 malformed_request', async () => {
      const response = await rawExchange(t.baseUrl, 'GET /api/users/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      expect(response.status).toBe(400);
      expectOurShape(response, 'malformed_request');
      const page = await rawExchange(t.baseUrl, 'GET /app/%zz HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\nConnection: close\r\n\r\n');
      expect(page.status).toBe(400);
      expectOurShape(page, 'malformed_request');
    });

    it('answers a path parameter beyond 100 characters, which matches no route, with 404 route_not_found', async () => {
      const response = await t.request({ method: 'GET', url: `/api/customers/${'a'.repeat(150)}` });
      expect(response.statusCode).toBe(404);
      expectOurShape(response, 'route_not_found');
    });

    it('answers unknown paths with 404 in our shape', async () => {
      const api = await t.request({ method: 'GET', url: '/api/nothing/here' });
      expect(api.statusCode).toBe(404);
      expectOurShape(api, 'route_not_found');
      const asset = await t.request({ method: 'GET', url: '/missing.js' });
      expect(asset.statusCode).toBe(404);
      expectOurShape(asset, 'not_found');
    });

    it('answers a write to a page with 405 method_not_allowed and the methods it allows', async () => {
      for (const method of ['POST', 'PUT', 'DELETE'] as const) {
        const response = await t.request({ method, url: '/app/dashboard' });
        expect(response.statusCode).toBe(405);
        expect(response.headers.allow).toBe('GET, HEAD');
        expectOurShape(response, 'method_not_allowed');
      }
      // An unknown API path stays 404 whatever the method.
      expect((await t.request({ method: 'DELETE', url: '/api/nothing' })).statusCode).toBe(404);
    });
  });

  describe('what Node’s HTTP parser refuses (raw socket)', () => {
    it('answers a URL beyond the header size limit with 414 uri_too_long', async () => {
      const response = await rawExchange(t.baseUrl, `GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expect(response.status).toBe(414);
      expectOurShape(response, 'uri_too_long');
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers headers beyond the limit with 431 headers_too_large', async () => {
      const response = await rawExchange(t.baseUrl, `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
      expect(response.status).toBe(431);
      expectOurShape(response, 'headers_too_large');
    });

    it('answers something that is not HTTP with 400 malformed_request', async () => {
      const response = await rawExchange(t.baseUrl, 'HELLO\0 there\r\n\r\n');
      expect(response.status).toBe(400);
      expectOurShape(response, 'malformed_request');
    });

    it('tells an overflow in the request line from one in the headers', () => {
      expect(overflowIsInRequestLine(Buffer.from(`GET /${'a'.repeat(100)}`))).toBe(true);
      expect(overflowIsInRequestLine(Buffer.from(`GET /${'a'.repeat(9000)} HTTP/1.1\r\nHost: x\r\n`))).toBe(true);
      expect(overflowIsInRequestLine(Buffer.from(`GET / HTTP/1.1\r\nX: ${'a'.repeat(100)}`))).toBe(false);
      expect(overflowIsInRequestLine(Buffer.from(`${'a'.repeat(100)}`))).toBe(false);
      expect(overflowIsInRequestLine(undefined)).toBe(false);
      expect(clientErrorAnswer({ code: 'ERR_HTTP_REQUEST_TIMEOUT' })).toEqual({ status: 408, code: 'request_timeout' });
      expect(clientErrorAnswer({ code: 'HPE_INVALID_METHOD' })).toEqual({ status: 400, code: 'malformed_request' });
    });
  });
});
