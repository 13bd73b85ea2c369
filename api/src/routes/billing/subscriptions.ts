import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { cancelSubscription, createSubscription, getBillingState, resolveBrand, resumeSubscription, type Plan } from '@patrimo/shared';
import { resolveCoupon } from '../../billing/coupon-store';
import { plansFor } from '../../billing/plans';
import { PaymentDeclinedError, ProviderRequestError, type ProviderSubscription } from '../../billing/provider';
import { billingState, ensureCustomer, givesPremium, isPremium, ownSubscription, subscriptionView } from '../../billing/store';
import { subscriptions } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import { ApiError, badRequest, forbidden } from '../../http/errors';
import { registerCall } from '../../http/register-call';

/** The brand's billing; 403 `feature_disabled` where the firm is billed, not the saver. */
export function savingsBilling(request: FastifyRequest, deps: AppDeps) {
  return resolveBrand(request.hostname, deps.config.defaultBrand).billing;
}

/** A plan the brand sells, or 400 on `planId`. */
export function planOf(request: FastifyRequest, deps: AppDeps, planId: string): Plan {
  const billing = savingsBilling(request, deps);
  if (!billing.billsSavers) throw forbidden('feature_disabled');
  const plan = plansFor(billing).find((candidate) => candidate.id === planId);
  if (!plan) throw new ApiError(400, undefined, { plan_id: ['invalid'] });
  return plan;
}

/** A card refusal 402 with its code; a refused request (unknown card or token) 400 on the field. */
export function providerRefusal(error: unknown, field: string): never {
  if (error instanceof PaymentDeclinedError) throw new ApiError(402, error.code);
  if (error instanceof ProviderRequestError) throw new ApiError(400, 'invalid', { [field]: ['invalid'] });
  throw error;
}

async function mirror(deps: AppDeps, id: string, provider: ProviderSubscription) {
  const [row] = await deps.db
    .update(subscriptions)
    .set({
      status: provider.status,
      cancelAtPeriodEnd: provider.cancelAtPeriodEnd,
      currentPeriodStart: new Date(provider.currentPeriodStart),
      currentPeriodEnd: new Date(provider.currentPeriodEnd),
      updatedAt: deps.clock.now(),
    })
    .where(eq(subscriptions.id, id))
    .returning();
  if (!row) throw new Error(`subscription ${id} vanished`);
  return row;
}

/**
 * GET /users/me/billing, POST /users/me/subscriptions, POST …/subscriptions/:id/cancel and …/resume (spec §7
 * "Billing"). Subscribing ensures the saver's customer at the provider, checks the code as `POST /coupons/verify`
 * does, then creates the subscription incomplete (its `clientSecret` confirmed in the browser) or pays it at once
 * with a card on file (`paymentSourceId`; a refusal 402 with its code). 409 `already_subscribed` while premium.
 * Saver-only calls (`saverSelf`): an advisor never reaches a customer's billing.
 */
export function registerSubscriptionRoutes(app: FastifyInstance): void {
  registerCall(app, getBillingState, async ({ subject, deps, request }) =>
    billingState(deps.db, subject.userId, deps.clock.now(), savingsBilling(request, deps).premiumFeatures),
  );

  registerCall(app, createSubscription, async ({ body, subject, deps, request }) => {
    const input = body.subscription;
    const plan = planOf(request, deps, input.planId);
    const now = deps.clock.now();
    if (await isPremium(deps.db, subject.userId, now)) throw new ApiError(409, 'already_subscribed');
    const coupon = input.coupon === undefined ? null : await resolveCoupon(deps.db, input.coupon, now);
    const customerId = await ensureCustomer(deps.db, deps.billing, subject.userId);
    if (input.paymentSourceId !== undefined) {
      const { cards } = await deps.billing.listCards(customerId);
      if (!cards.some((card) => card.id === input.paymentSourceId)) throw new ApiError(400, undefined, { payment_source_id: ['invalid'] });
    }
    let created: ProviderSubscription;
    try {
      created = await deps.billing.createSubscription(
        { customerId, plan: { id: plan.id, name: plan.name, interval: plan.interval, amount: plan.amount }, coupon, paymentMethodId: input.paymentSourceId ?? null },
        `patrimo-subscription-${randomUUID()}`,
      );
    } catch (error) {
      providerRefusal(error, 'payment_source_id');
    }
    // The provider's webhook may have come first and recorded it: the code is ours to add then.
    const [row] = await deps.db
      .insert(subscriptions)
      .values({
        userId: subject.userId,
        provider: deps.billing.name,
        providerSubscriptionId: created.id,
        planId: plan.id,
        status: created.status,
        coupon,
        currentPeriodStart: new Date(created.currentPeriodStart),
        currentPeriodEnd: new Date(created.currentPeriodEnd),
        cancelAtPeriodEnd: created.cancelAtPeriodEnd,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({ target: [subscriptions.provider, subscriptions.providerSubscriptionId], set: { coupon } })
      .returning();
    if (!row) throw new Error('subscription not recorded');
    return subscriptionView(row, created.clientSecret);
  });

  registerCall(app, cancelSubscription, async ({ params, subject, deps }) => {
    const row = await ownSubscription(deps.db, subject.userId, params.id);
    if (row.complimentary || row.providerSubscriptionId === null || !givesPremium(row, deps.clock.now())) throw badRequest('invalid');
    return subscriptionView(await mirror(deps, row.id, await deps.billing.cancelSubscription(row.providerSubscriptionId)));
  });

  registerCall(app, resumeSubscription, async ({ params, subject, deps }) => {
    const row = await ownSubscription(deps.db, subject.userId, params.id);
    if (row.complimentary || row.providerSubscriptionId === null || !givesPremium(row, deps.clock.now())) throw badRequest('invalid');
    return subscriptionView(await mirror(deps, row.id, await deps.billing.resumeSubscription(row.providerSubscriptionId)));
  });
}
