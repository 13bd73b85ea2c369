import type { FastifyInstance } from 'fastify';
import { changePassword, resolveBrand } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { passwordChangedMessage } from '../../identity/messages';
import { changePassword as changeUserPassword } from '../../identity/passwords';
import { identityRateLimit, sessionRateLimitKey } from '../../identity/rate-limit';

/**
 * POST /api/users/me/password `{ credentials: { currentPassword, password, passwordConfirmation } }`:
 * - wrong current password → 400 `{ errors: { 'credentials.current_password': ['wrong_password'] } }`;
 * - too weak → 400 `{ errors: { 'credentials.password': ['not_secure'] } }`;
 * - success → 200 `{}`: every other session of the user is revoked, this one stays signed in, and a
 *   « password changed » notice is e-mailed.
 * Rate limited like the other identity calls (the current password must not be guessable through it).
 */
export function registerChangePassword(app: FastifyInstance): void {
  const { config } = app.deps;
  registerCall(
    app,
    changePassword,
    async ({ body, auth, deps, request }) => {
      const now = deps.clock.now();
      const { currentPassword, password } = body.credentials;
      const user = await changeUserPassword(deps.db, auth.user.id, auth.familyId, currentPassword, password, now);
      request.log.info({ userId: user.id }, 'password changed');
      const brand = resolveBrand(request.hostname, deps.config.defaultBrand);
      deps.pendingMail.deliverLater(deps.mailer, request.log, 'password_changed', passwordChangedMessage(brand, deps.config, user, now));
      return {};
    },
    identityRateLimit(config.identityRateLimit, sessionRateLimitKey('password')),
  );
}
