import type { FastifyInstance } from 'fastify';
import { registerUser, resolveBrand } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { confirmationCodeMessage } from '../../identity/messages';
import { identityRateLimit, userEmailRateLimitKey } from '../../identity/rate-limit';
import { registerSaver } from '../../identity/registration';
import { deliverMail } from '../../mail/delivery';
import { toUserResponse } from '../../users/user-response';

/**
 * POST /api/users `{ user }` — creates a saver account (spec §5, §7). The contract validates the fields
 * (blank, invalid, too_short, match_error, not_accepted…); the server adds:
 * - 400 `{ errors: { 'user.email': ['taken'] } }` when the address has an account, whatever its case;
 * - 400 `{ errors: { 'user.password': ['not_secure'] } }` when the strength meter calls the password too weak
 *   (field names are wire paths, as in the contract's own validation errors);
 * - 403 `{ error: 'not_invited' }` when the brand (by host name) requires an invitation and none is given, or
 *   when the invitation token given is unknown, canceled or already accepted;
 * - 409 `{ error: 'user_already_invited' }` without a token for an address that has a pending invitation;
 * - 429 `rate_limited` past IDENTITY_RATE_LIMIT_MAX per address and e-mail.
 * 201 answers the new user, unconfirmed; the 8-character code is e-mailed. A mail that cannot be sent does not
 * undo the account: the failure is logged and the user asks for a new code (GET /users/confirmations/new).
 * Registration does not sign in: the client then calls POST /oauth/token.
 */
export function registerRegisterUser(app: FastifyInstance): void {
  const { config } = app.deps;
  registerCall(
    app,
    registerUser,
    async ({ body, deps, request }) => {
      const brand = resolveBrand(request.hostname, deps.config.defaultBrand);
      const registered = await registerSaver(deps.db, body.user, brand, deps.clock.now());
      request.log.info({ userId: registered.user.id, invitationId: registered.invitationId }, 'saver registered');
      await deliverMail(deps.mailer, request.log, 'confirmation_code', confirmationCodeMessage(brand, registered.user, registered.code));
      return toUserResponse(registered.user, brand);
    },
    identityRateLimit(config.identityRateLimit, userEmailRateLimitKey('register')),
  );
}
