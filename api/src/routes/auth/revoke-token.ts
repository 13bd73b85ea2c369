import type { FastifyInstance } from 'fastify';
import { revokeToken } from '@patrimo/shared';
import { revokeSession } from '../../auth/token-service';
import { registerCall } from '../../http/register-call';

/**
 * POST /api/oauth/revoke `{ token }` — ends the session of an access or refresh token (RFC 7009). Always
 * 200 `{}`: revoking an unknown or already revoked token is not an error and reveals nothing.
 */
export function registerRevokeToken(app: FastifyInstance): void {
  registerCall(app, revokeToken, async ({ body, deps }) => {
    await revokeSession(deps.db, deps.clock, body.token);
    return {};
  });
}
