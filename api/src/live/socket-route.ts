import { liveClientMessageSchema, type LiveMessage } from '@patrimo/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consumeTicket } from './tickets';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user a WebSocket ticket was issued to (set before the upgrade on `/ws`). */
    liveUserId?: string;
  }
}


/** Longest client message accepted; the channel carries small control messages only. */
const MAX_MESSAGE_BYTES = 4096;

/**
 * The live-updates channel (`/ws?ticket=…`). The ticket is checked before the upgrade, so a missing or
 * invalid one is an ordinary 401 answer and no socket is opened. Once open, the server greets with
 * `{"type":"hello"}`, answers `{"type":"ping"}` with `{"type":"pong"}`, and pushes events through the
 * registry (`app.deps.live`).
 */
export function registerLiveSocket(app: FastifyInstance): void {
  app.get(
    '/ws',
    {
      websocket: true,
      preValidation: async (request: FastifyRequest<{ Querystring: { ticket?: unknown } }>, reply) => {
        const ticket = request.query.ticket;
        const userId =
          typeof ticket === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(ticket)
            ? await consumeTicket(app.deps.db, app.deps.clock, ticket)
            : undefined;
        if (!userId) return reply.code(401).send({ error: 'unauthorized' });
        request.liveUserId = userId;
        return undefined;
      },
    },
    (socket, request) => {
      const userId = request.liveUserId;
      if (!userId) {
        socket.close(1008, 'unauthorized');
        return;
      }
      const { live } = app.deps;
      live.add(userId, socket);
      socket.on('close', () => live.remove(userId, socket));
      socket.on('error', (error) => request.log.warn({ err: error }, 'live socket error'));
      socket.on('message', (data, isBinary) => {
        const bytes = Array.isArray(data) ? Buffer.concat(data) : data instanceof ArrayBuffer ? Buffer.from(data) : data;
        let message: unknown;
        if (!isBinary && bytes.byteLength <= MAX_MESSAGE_BYTES) {
          try {
            message = JSON.parse(bytes.toString('utf8'));
          } catch {
            message = undefined;
          }
        }
        if (liveClientMessageSchema.safeParse(message).success) {
          socket.send(JSON.stringify({ type: 'pong' } satisfies LiveMessage));
        } else {
          socket.send(JSON.stringify({ type: 'error', error: 'invalid' } satisfies LiveMessage));
        }
      });
      socket.send(JSON.stringify({ type: 'hello' } satisfies LiveMessage));
    },
  );
}
