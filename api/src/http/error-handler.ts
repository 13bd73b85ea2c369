import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@patrimo/shared';
import { isApiError } from './errors';

/** Paths answered by the API's JSON errors rather than by the web shell. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && Number.isInteger(status) ? status : undefined;
}

/** The error code for a 4xx raised by Fastify or a plugin (not by our handlers). */
function codeForClientStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
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
    return reply.code(500).send({ error: 'server_error' });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (isApiPath(path)) return reply.code(404).send({ error: 'route_not_found' });
    return reply.code(404).send({ error: 'not_found' });
  });
}
