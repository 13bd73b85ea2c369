import type { FastifyInstance } from 'fastify';
import { resetPassword, resolveBrand } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { passwordChangedMessage } from '../../identity/messages';
import { resetPasswordWithToken } from '../../identity/passwords';

/**
 * PUT /api/users/password `{ user: { resetPasswordToken, password, passwordConfirmation } }` — sets a new
 * password with the token of a reset link:
 * - unknown, used, superseded or expired token → 400 `{ error: 'wrong_token' }`;
 * - too weak → 400 `{ errors: { 'user.password': ['not_secure'] } }` (too_short, match_error come from the contract);
 * - success → 200 `{}`: the token is spent, the e-mail counts as confirmed, every session of the user is
 *   revoked (and their live connections closed), and a « password changed » notice is e-mailed.
 */
export function registerResetPassword(app: FastifyInstance): void {
  registerCall(app, resetPassword, async ({ body, deps, request }) => {
    const now = deps.clock.now();
    const user = await resetPasswordWithToken(deps.db, body.user.resetPasswordToken, body.user.password, now);
    await deps.bus.closeUser(user.id, 1000, 'password_changed');
    request.log.info({ userId: user.id }, 'password reset');
    const brand = resolveBrand(request.hostname, deps.config.defaultBrand);
    deps.pendingMail.deliverLater(deps.mailer, request.log, 'password_changed', passwordChangedMessage(brand, deps.config, user, now));
    return {};
  });
}
