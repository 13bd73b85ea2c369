import type { FastifyInstance } from 'fastify';
import { getMe, recommendedRiskSchema, resolveBrand } from '@patrimo/shared';
import { forbidden, unauthorized } from '../../http/errors';
import { registerCall } from '../../http/register-call';

/**
 * GET /api/users/me — the signed-in saver. A user holding an advisory role is refused with 403 `is_admin`:
 * the client turns the session into an advisor session on that marker (spec §4).
 * Features: the brand's flags (by host name), overridden by the user's own (spec §6).
 */
export function registerGetMe(app: FastifyInstance): void {
  registerCall(app, getMe, async ({ auth, request, deps }) => {
    if (!auth) throw unauthorized();
    const { user } = auth;
    if (user.isAdvisor) throw forbidden('is_admin');
    const brand = resolveBrand(request.hostname, deps.config.defaultBrand);
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      roles: user.roles,
      features: { ...brand.features, ...user.features },
      coupon: user.coupon,
      // The column's CHECK keeps it within 1…5; parsing narrows the type to the contract's levels.
      recommendedRisk: recommendedRiskSchema.nullable().parse(user.recommendedRisk),
      confirmed: user.confirmedAt !== null,
      // Complete needs the profile's infos and a recommended risk (spec §5); no profile is stored yet.
      complete: false,
      profile: null,
    };
  });
}
