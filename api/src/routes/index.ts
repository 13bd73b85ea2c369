import type { FastifyInstance } from 'fastify';
import { registerGetAdvisorProfile } from './advisors/get-advisor-profile';
import { registerCreateToken } from './auth/create-token';
import { registerRevokeToken } from './auth/revoke-token';
import { registerGetHealth } from './system/get-health';
import { registerGetMe } from './users/get-me';
import { registerGetWebsocketToken } from './websocket/get-websocket-token';

/** Every API call the server implements, one file per operation. */
export function registerRoutes(app: FastifyInstance): void {
  registerGetHealth(app);
  registerCreateToken(app);
  registerRevokeToken(app);
  registerGetMe(app);
  registerGetAdvisorProfile(app);
  registerGetWebsocketToken(app);
}
