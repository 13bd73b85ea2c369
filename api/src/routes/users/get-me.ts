import type { FastifyInstance } from 'fastify';
import { getMe, resolveBrand } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { loadProfile, toProfileResponse } from '../../users/profile-store';
import { toUserResponse } from '../../users/user-response';

/**
 * GET /api/users/me — the signed-in saver. A user holding an advisory role is refused with 403 `is_admin`:
 * the client turns the session into an advisor session on that marker (spec §4).
 * Features: the brand's flags (by host name), overridden by the user's own (spec §6).
 * `profile` is the object of GET /users/me/profile, or null until the saver first saves it; `complete` needs
 * its base information and a recommended risk (spec §5).
 */
export function registerGetMe(app: FastifyInstance): void {
  registerCall(app, getMe, async ({ auth, request, deps }) => {
    const { user } = auth;
    const row = await loadProfile(deps.db, user.id);
    // The authenticated user already carries every column of the answer: no second read of `users`.
    return toUserResponse(user, resolveBrand(request.hostname, deps.config.defaultBrand), row ? toProfileResponse(row) : null);
  });
}
