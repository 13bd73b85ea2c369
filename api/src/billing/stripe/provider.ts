import Stripe from 'stripe';
import type { Coupon } from '@patrimo/shared';
import { PaymentProviderError, type BillingPlan, type CardPaymentProvider, type ProviderCard, type ProviderSubscription } from '../provider';
import { isStripeError, translateStripeError } from './errors';
import { couponMatches, couponParams, defaultCardId, METADATA, priceLookupKey, priceParams, toProviderCard, toProviderSubscription } from './mapping';
import { parseStripeWebhook } from '../stripe-events';

/**
 * The card payment provider on Stripe (issue 15), with the official `stripe` package at its pinned API version
 * (basil or later). Subscriptions are created incomplete and paid in the browser with the Payment Element
 * (`clientSecret`), or at once with a card on file; cards are attached from the browser's PaymentMethod id; codes
 * become Stripe coupons. Every failure goes through `translateStripeError`: a refusal is `PaymentDeclinedError`
 * (402), anything else `PaymentProviderError` (502).
 */

export interface StripeProviderConfig {
  /** `sk_test_…` / `sk_live_…` (server only). */
  secretKey: string;
  /** `pk_test_…` / `pk_live_…` (given to the browser for Stripe.js). */
  publishableKey: string;
  /** `whsec_…`: the webhook endpoint's signing secret. */
  webhookSecret: string;
  /** Another API host, for the local fake in tests (`http://127.0.0.1:4242`); Stripe's own when absent. */
  apiBase?: string;
  /** Milliseconds before a call is abandoned (retryable); 20 s by default. */
  timeoutMs?: number;
  /** Automatic retries of network failures, 409 and 5xx, with the same idempotency key; 2 by default. */
  maxNetworkRetries?: number;
}

/** The `stripe` client options that point it at `apiBase` (host, port, protocol). */
export function hostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export function createStripeProvider(config: StripeProviderConfig): CardPaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    ...hostOptions(config.apiBase),
    timeout: config.timeoutMs ?? 20_000,
    maxNetworkRetries: config.maxNetworkRetries ?? 2,
    telemetry: false,
    appInfo: { name: 'Patrimo' },
  });
  /** Price ids by lookup key and coupons already checked, for the life of the process. */
  const prices = new Map<string, string>();
  const coupons = new Set<string>();

  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw translateStripeError(error, `Stripe ${what}`);
    }
  }

  /** The plan's price: found by its lookup key, else created once (the key is transferred if two raced). */
  async function priceId(plan: BillingPlan): Promise<string> {
    const key = priceLookupKey(plan);
    const known = prices.get(key);
    if (known) return known;
    const found = await call('GET /v1/prices', () => stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 }));
    const id =
      found.data[0]?.id ??
      (await call('POST /v1/prices', () => stripe.prices.create(priceParams(plan), { idempotencyKey: `price-${key}` }))).id;
    prices.set(key, id);
    return id;
  }

  async function existingCoupon(code: string): Promise<Stripe.Coupon | null> {
    try {
      return await stripe.coupons.retrieve(code);
    } catch (error) {
      if (isStripeError(error) && error.code === 'resource_missing') return null;
      throw translateStripeError(error, 'Stripe GET /v1/coupons/{id}');
    }
  }

  /** The code's Stripe coupon (its id is the code): created once; an existing one must give the same discount. */
  async function couponId(coupon: Coupon): Promise<string> {
    if (coupons.has(coupon.code)) return coupon.code;
    const existing = await existingCoupon(coupon.code);
    if (existing && !couponMatches(existing, coupon)) {
      // Someone changed the coupon in Stripe's dashboard: charging it would not give what the saver was shown.
      throw new PaymentProviderError(`Stripe coupon ${coupon.code} does not give what the code promises`, { retryable: false });
    }
    if (!existing) {
      const key = `coupon-${coupon.code}-${coupon.kind}-${coupon.value}-${coupon.durationInMonths}`;
      await call('POST /v1/coupons', () => stripe.coupons.create(couponParams(coupon), { idempotencyKey: key }));
    }
    coupons.add(coupon.code);
    return coupon.code;
  }

  async function updateCancel(subscriptionId: string, cancelAtPeriodEnd: boolean): Promise<ProviderSubscription> {
    return call('POST /v1/subscriptions/{id}', async () =>
      toProviderSubscription(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancelAtPeriodEnd })),
    );
  }

  return {
    name: 'stripe',
    publishableKey: config.publishableKey,

    async createCustomer(input, idempotencyKey) {
      const customer = await call('POST /v1/customers', () =>
        stripe.customers.create(
          { email: input.email, name: input.name, metadata: { [METADATA.userId]: input.userId }, preferred_locales: ['fr'] },
          { idempotencyKey },
        ),
      );
      return { id: customer.id };
    },

    async createSubscription(input, idempotencyKey) {
      const price = await priceId(input.plan);
      const coupon = input.coupon ? await couponId(input.coupon) : null;
      const onFile = input.paymentMethodId;
      const params: Stripe.SubscriptionCreateParams = {
        customer: input.customerId,
        items: [{ price }],
        metadata: { [METADATA.planId]: input.plan.id },
        // Without a card on file the first invoice waits for the browser; with one, a refusal throws at once.
        payment_behavior: onFile ? 'error_if_incomplete' : 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
        expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
        ...(onFile ? { default_payment_method: onFile } : {}),
        ...(coupon ? { discounts: [{ coupon }] } : {}),
      };
      return call('POST /v1/subscriptions', async () => toProviderSubscription(await stripe.subscriptions.create(params, { idempotencyKey })));
    },

    cancelSubscription: (subscriptionId) => updateCancel(subscriptionId, true),
    resumeSubscription: (subscriptionId) => updateCancel(subscriptionId, false),

    async attachCard(customerId, token, idempotencyKey) {
      const method = await call('POST /v1/payment_methods/{id}/attach', () =>
        stripe.paymentMethods.attach(token, { customer: customerId }, { idempotencyKey }),
      );
      await call('POST /v1/customers/{id}', () =>
        stripe.customers.update(customerId, { invoice_settings: { default_payment_method: method.id } }, { idempotencyKey: `${idempotencyKey}-default` }),
      );
      // A subscription's own card (saved there by its first payment) wins over the customer's default at renewal:
      // the live ones move to the new card, so that « replace the default » is what the next renewal charges.
      const live = await call('GET /v1/subscriptions', () => stripe.subscriptions.list({ customer: customerId, limit: 100 }));
      for (const subscription of live.data) {
        await call('POST /v1/subscriptions/{id}', () =>
          stripe.subscriptions.update(subscription.id, { default_payment_method: method.id }, { idempotencyKey: `${idempotencyKey}-${subscription.id}` }),
        );
      }
      const card = toProviderCard(method);
      if (!card) throw new PaymentProviderError(`Stripe payment method of type ${method.type} is not a card`, { retryable: false });
      return card;
    },

    async listCards(customerId) {
      const [methods, customer] = await Promise.all([
        call('GET /v1/customers/{id}/payment_methods', () => stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 })),
        call('GET /v1/customers/{id}', () => stripe.customers.retrieve(customerId)),
      ]);
      const cards = methods.data.map(toProviderCard).filter((card): card is ProviderCard => card !== null);
      const defaultId = defaultCardId(customer);
      return { cards, defaultCardId: cards.some((card) => card.id === defaultId) ? defaultId : null };
    },

    parseWebhook: (rawBody, signatureHeader, now) => parseStripeWebhook(rawBody, signatureHeader, config.webhookSecret, now),
  };
}
