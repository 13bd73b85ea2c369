import type { FastifyInstance } from 'fastify';
import { confirmEmail, resolveBrand } from '@patrimo/shared';
import { ApiError, badRequest, unauthorized } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import { checkConfirmationCode } from '../../identity/confirmation';
import { identityRateLimit, sessionRateLimitKey } from '../../identity/rate-limit';
import { loadUserResponse } from '../../users/user-response';

/**
 * POST /api/users/confirmations `{ token }` — confirms the signed-in user's e-mail address with the 8-character
 * code (spec §4 "Confirmation"):
 * - right code → 200 with the user, `confirmed: true`; already confirmed → the same answer (idempotent);
 * - wrong code → 400 `{ error: 'wrong_token' }`, counted;
 * - the 5th wrong code, and any code during the 30 minutes that follow → 429 `{ error: 'too_many_attempts' }`
 *   (spec §8: « compte bloqué 30 minutes »); the count starts again once the block has ended;
 * - 429 `rate_limited` past IDENTITY_RATE_LIMIT_MAX per address and session.
 */
export function registerConfirmEmail(app: FastifyInstance): void {
  const { config } = app.deps;
  registerCall(
    app,
    confirmEmail,
    async ({ body, auth, deps, request }) => {
      const outcome = await checkConfirmationCode(deps.db, auth.user.id, body.token, deps.clock.now());
      if (outcome.status === 'wrong_code') throw badRequest('wrong_token');
      if (outcome.status === 'locked') {
        request.log.info({ userId: auth.user.id, lockedUntil: outcome.lockedUntil.toISOString() }, 'e-mail confirmation blocked');
        throw new ApiError(429, 'too_many_attempts');
      }
      const user = await loadUserResponse(deps.db, auth.user.id, resolveBrand(request.hostname, deps.config.defaultBrand));
      if (!user) throw unauthorized();
      return user;
    },
    identityRateLimit(config.identityRateLimit, sessionRateLimitKey('confirm')),
  );
}
