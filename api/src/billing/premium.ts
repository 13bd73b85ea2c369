import type { FastifyRequest } from 'fastify';
import { resolveBrand, type PremiumFeature } from '@patrimo/shared';
import type { AppDeps } from '../http/deps';
import { ApiError } from '../http/errors';
import type { Subject } from '../http/subject';
import { isPremium } from './store';

/**
 * Server-side premium gating (issue 15): on a brand that sells `feature`, a saver without premium gets 403
 * `premium_required`. Advisors acting for a customer are never gated (the firm pays), nor are brands that do not
 * sell the feature.
 */
export async function requirePremium(request: FastifyRequest, deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, subject: Subject, feature: PremiumFeature): Promise<void> {
  if (subject.advisor !== undefined) return;
  const brand = resolveBrand(request.hostname, deps.config.defaultBrand);
  if (!brand.billing.premiumFeatures.includes(feature)) return;
  if (await isPremium(deps.db, subject.userId, deps.clock.now())) return;
  throw new ApiError(403, 'premium_required');
}
