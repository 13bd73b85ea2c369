import type { FastifyInstance } from 'fastify';
import { getMe, recommendedRiskSchema, resolveBrand } from '@patrimo/shared';
import { forbidden, unauthorized } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import { loadProfile, toProfileResponse } from '../../users/profile-store';

/**
 * GET /api/users/me — the signed-in saver. A user holding an advisory role is refused with 403 `is_admin`:
 * the client turns the session into an advisor session on that marker (spec §4).
 * Features: the brand's flags (by host name), overridden by the user's own (spec §6).
 * `profile` is the object of GET /users/me/profile, or null until the saver first saves it; `complete` needs
 * its base information and a recommended risk (spec §5).
 */
export function registerGetMe(app: FastifyInstance): void {
  registerCall(app, getMe, async ({ auth, request, deps }) => {
    if (!auth) throw unauthorized();
    const { user } = auth;
    if (user.isAdvisor) throw forbidden('is_admin');
    const brand = resolveBrand(request.hostname, deps.config.defaultBrand);
    const row = await loadProfile(deps.db, user.id);
    const profile = row ? toProfileResponse(row) : null;
    // The column's CHECK keeps it within 1…5; parsing narrows the type to the contract's levels.
    const recommendedRisk = recommendedRiskSchema.nullable().parse(user.recommendedRisk);
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      roles: user.roles,
      features: { ...brand.features, ...user.features },
      coupon: user.coupon,
      recommendedRisk,
      confirmed: user.confirmedAt !== null,
      complete: (profile?.infos ?? false) && recommendedRisk !== null,
      profile,
    };
  });
}
