import type { Coupon, PaymentErrorCode, PlanInterval, SubscriptionStatus } from '@patrimo/shared';

/**
 * The one interface between Patrimo and a card payment provider (issue 15): the sandbox (the default, offline,
 * `sandbox/`) and Stripe (`stripe/`) both implement it, and nothing else in the API knows which one runs. Both
 * speak Stripe's model (customers, subscriptions created incomplete and confirmed in the browser, invoices,
 * signed webhooks), so the webhook path is one (`stripe-events.ts`).
 *
 * Amounts here are euros as numbers (2 decimals); dates are ISO 8601 strings; ids are the provider's.
 * Card numbers never reach this interface: the browser gives them to the provider, which answers a token
 * (`attachCard`) or confirms the payment itself (`clientSecret`).
 */

/** A plan as the API prices it (tax included), with the provider's price id where it has one. */
export interface BillingPlan {
  id: string;
  name: string;
  interval: PlanInterval;
  /** Tax included, per interval. */
  amount: number;
}

export interface ProviderCustomer {
  id: string;
}

export interface ProviderCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** Our plan id (kept by the provider in the subscription's metadata). */
  planId: string;
  status: SubscriptionStatus;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  /** While `incomplete`: what the browser confirms the first payment with. Never stored. */
  clientSecret: string | null;
  latestInvoiceId: string | null;
}

export interface ProviderInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  /** Our plan id, from the subscription's metadata. */
  planId: string | null;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  /** Tax included. */
  total: number;
  /** The VAT in it. */
  tax: number;
  periodStart: string;
  periodEnd: string;
  createdAt: string;
}

/** The webhooks the API acts on (issue 15), in the provider's event ids: the same event twice is applied once. */
export type ProviderEvent =
  | { id: string; type: 'invoice.paid' | 'invoice.payment_failed'; createdAt: string; invoice: ProviderInvoice }
  | { id: string; type: 'customer.subscription.updated' | 'customer.subscription.deleted'; createdAt: string; subscription: ProviderSubscription }
  | { id: string; type: 'ignored'; createdAt: string; providerType: string };

export interface CardPaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** What the browser needs to load the provider's card form (Stripe's publishable key; null for the sandbox). */
  readonly publishableKey: string | null;
  createCustomer(input: { userId: string; email: string; name: string }, idempotencyKey: string): Promise<ProviderCustomer>;
  /**
   * Creates the subscription incomplete (`default_incomplete`, the payment method saved on the subscription): the
   * first invoice is then paid in the browser with `clientSecret`, or at once with `paymentMethodId` (a card on
   * file). A code applies for `coupon.durationInMonths` months. Throws `PaymentDeclinedError` when a card on file is
   * refused.
   */
  createSubscription(
    input: { customerId: string; plan: BillingPlan; coupon: Coupon | null; paymentMethodId: string | null },
    idempotencyKey: string,
  ): Promise<ProviderSubscription>;
  /** Stops the renewal at the end of the period paid for. */
  cancelSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Renews again (undoes `cancelSubscription` before the period ends). */
  resumeSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Saves the card the browser tokenised and makes it the default. Throws `PaymentDeclinedError` when refused. */
  attachCard(customerId: string, token: string, idempotencyKey: string): Promise<ProviderCard>;
  listCards(customerId: string): Promise<{ cards: ProviderCard[]; defaultCardId: string | null }>;
  /**
   * Checks a webhook's `Stripe-Signature` (`t=<unix>,v1=<hex>`, HMAC-SHA256 of `"<t>.<raw body>"`, 300 s of
   * tolerance) and reads the event. Throws `WebhookSignatureError` when the signature is wrong, missing or stale.
   */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): ProviderEvent;
}

/** A refusal of the card or of the code, with the provider's code (spec §8), answered 402. */
export class PaymentDeclinedError extends Error {
  constructor(readonly code: PaymentErrorCode) {
    super(`payment declined: ${code}`);
    this.name = 'PaymentDeclinedError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(reason: string) {
    super(`webhook signature refused: ${reason}`);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * A request the provider refuses for a reason other than the card (an unknown or already used token, an unknown
 * card on file or subscription): answered 400 `invalid`, nothing changed. Added by H1 (contract-changes.md).
 */
export class ProviderRequestError extends Error {
  constructor(readonly reason: 'no_such_token' | 'token_already_used' | 'no_such_payment_method' | 'no_such_subscription') {
    super(`provider refused the request: ${reason}`);
    this.name = 'ProviderRequestError';
  }
}
