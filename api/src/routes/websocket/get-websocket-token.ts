import type { FastifyInstance } from 'fastify';
import { getWebsocketToken } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { issueTicket } from '../../live/tickets';

/**
 * GET /api/websocket/token — a short-lived, single-use ticket to open the live channel (`/ws?ticket=…`).
 */
export function registerGetWebsocketToken(app: FastifyInstance): void {
  registerCall(app, getWebsocketToken, async ({ auth, deps }) => {
    const { ticket, expiresIn } = await issueTicket(deps.db, deps.clock, deps.config.websocketTicketTtlSeconds, auth.user.id);
    return { token: ticket, expiresIn };
  });
}
