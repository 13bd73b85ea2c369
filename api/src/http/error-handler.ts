import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ErrorCode } from '@patrimo/shared';
import { isApiError } from './errors';
import { MAX_BODY_BYTES } from './json-parser';

/** Paths answered by the API's JSON errors rather than by the web shell. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && Number.isInteger(status) ? status : undefined;
}

const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** The error code for a 4xx raised by Fastify or a plugin (not by our handlers). */
function codeForClientStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 408:
      return 'request_timeout';
    case 413:
      return 'payload_too_large';
    case 414:
      return 'uri_too_long';
    case 431:
      return 'headers_too_large';
    case 429:
      return 'rate_limited';
    default:
      return 'invalid';
  }
}

/**
 * One error policy for the whole server:
 * - errors we raise on purpose (`ApiError`) answer their status and codes;
 * - client mistakes caught by Fastify or plugins (unparseable JSON, unsupported content type, body too large,
 *   malformed URL, range not satisfiable…) stay 4xx with a code, never a 5xx;
 * - a partner's failure (an error carrying 502–504) keeps that status, `{ "error": "server_error" }`;
 * - everything else is a bug: logged with its stack, answered 500 `{ "error": "server_error" }` and nothing
 *   more (ARCHITECTURE §3: a 5xx never carries internals).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (isApiError(error)) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'server error');
      return reply.code(error.statusCode).send(error.toBody());
    }
    const status = statusOf(error);
    if (status !== undefined && status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'client error');
      // An unsupported content type is a malformed request like any other for our clients.
      const answered = status === 415 ? 400 : status;
      return reply.code(answered).send({ error: codeForClientStatus(answered) });
    }
    request.log.error({ err: error }, 'server error');
    // A partner that failed (an error carrying 502–504, e.g. the card payment provider unreachable) keeps its
    // gateway status; the body says no more than for any other 5xx.
    const upstream = status !== undefined && status >= 502 && status <= 504;
    return reply.code(upstream ? status : 500).send({ error: 'server_error' });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (isApiPath(path)) return reply.code(404).send({ error: 'route_not_found' });
    // The product's pages and files are only read: writing to one is 405 with the methods it allows.
    if (!READ_METHODS.has(request.method) && request.method !== 'OPTIONS' && path !== '/ws') {
      return reply.code(405).header('allow', 'GET, HEAD').send({ error: 'method_not_allowed' });
    }
    return reply.code(404).send({ error: 'not_found' });
  });
}

/** Longest path parameter the router matches (`/api/accounts/:id`), Fastify’s default; a longer one is answered 414. */
export const MAX_PARAM_LENGTH = 100;

/** Headers of an answer written straight to the socket, before Fastify has a request to answer. */
const RAW_HEADERS = 'Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close';

/** A request line longer than this, in an overflowing header block, makes the URL the culprit. */
const LONG_REQUEST_LINE = 8 * 1024;

/**
 * Whether Node's parser gave up because of the request line (a URL taking most of the header size limit)
 * rather than the headers: the packet it was reading starts with `METHOD /` and its first line break comes
 * late or not at all.
 */
export function overflowIsInRequestLine(rawPacket: unknown): boolean {
  if (!Buffer.isBuffer(rawPacket)) return false;
  const head = rawPacket.subarray(0, 32).toString('latin1');
  if (!/^[A-Z]+ \S/.test(head)) return false;
  const lineEnd = rawPacket.indexOf('\r\n');
  return lineEnd === -1 || lineEnd > LONG_REQUEST_LINE;
}

/** Status and code for an error Node's HTTP parser raises before Fastify sees a request. */
export function clientErrorAnswer(error: { code?: unknown; rawPacket?: unknown }): { status: number; code: ErrorCode } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code: 'request_timeout' };
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return overflowIsInRequestLine(error.rawPacket) ? { status: 414, code: 'uri_too_long' } : { status: 431, code: 'headers_too_large' };
  }
  return { status: 400, code: 'malformed_request' };
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 414: 'URI Too Long', 431: 'Request Header Fields Too Large' };

/**
 * Fastify options that put the framework's own refusals in our error shape (`{ "error": code }`, a code with
 * a French message): malformed percent-encoding in the URL (400 `malformed_request`), an over-long path
 * parameter (414 `uri_too_long`), and what Node's parser refuses before any route runs — an over-long URL
 * (414), over-large headers (431), a request too slow to arrive (408) or not HTTP at all (400). The body size
 * limit (413 `payload_too_large`) is enforced while reading; its error reaches `installErrorHandling`.
 */
export function edgeServerOptions(): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler' | 'bodyLimit' | 'routerOptions'> {
  return {
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const known = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      if (!known) {
        request.log.error({ err: error }, 'server error');
        return reply.code(500).header('cache-control', 'no-store').send({ error: 'server_error' });
      }
      request.log.info({ code: error.code }, 'client error');
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      return reply
        .code(tooLong ? 414 : 400)
        .header('cache-control', 'no-store')
        .send({ error: tooLong ? 'uri_too_long' : 'malformed_request' });
    },
    clientErrorHandler(error: Error & { code?: unknown; rawPacket?: unknown }, socket: Socket) {
      // A reset connection has no one left to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const { status, code } = clientErrorAnswer(error);
      const body = JSON.stringify({ error: code });
      if (socket.writable) {
        socket.write(`HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Bad Request'}\r\n${RAW_HEADERS}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
      }
      socket.destroy(error);
    },
  };
}
