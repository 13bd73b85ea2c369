import type Stripe from 'stripe';
import type { Coupon } from '@patrimo/shared';
import { providerSubscriptionOf } from '../stripe-events';
import type { BillingPlan, ProviderCard, ProviderSubscription } from '../provider';

/**
 * Pure translations between Patrimo's billing model and Stripe's objects (API version basil and later): the
 * subscription is read as the webhooks read it (`../stripe-events.ts`: periods on its items), the first payment's
 * secret comes from the expanded `latest_invoice.confirmation_secret` (basil removed `invoice.payment_intent`),
 * amounts are cents.
 */

/** Metadata keys Patrimo writes on Stripe objects (the webhook mapper reads the same). */
export const METADATA = { planId: 'plan_id', userId: 'user_id' } as const;

/** Euros (2 decimals) to Stripe's integer cents. */
export const toCents = (euros: number): number => Math.round(euros * 100);

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/**
 * A Stripe subscription as the interface gives it: read like a webhook's (`providerSubscriptionOf`, one reading of
 * basil's shape for both paths), plus the secret the browser confirms: the first payment's while the subscription
 * waits for it (`latest_invoice.confirmation_secret`, `pi_…`), or, when nothing was due (a free first interval), the
 * pending SetupIntent's that saves the card for the renewals (`seti_…`). Each only when expanded.
 * @throws MalformedEventError when Stripe's answer lacks what the reading needs (no item, no period).
 */
export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const read = providerSubscriptionOf(subscription);
  const invoice = subscription.latest_invoice;
  const payment = invoice && typeof invoice !== 'string' ? (invoice.confirmation_secret?.client_secret ?? null) : null;
  const setupIntent = subscription.pending_setup_intent;
  const setup = setupIntent && typeof setupIntent !== 'string' ? setupIntent.client_secret : null;
  return { ...read, clientSecret: read.status === 'incomplete' ? payment : setup };
}

/** A saved card, masked as Stripe gives it (brand, last 4 digits, expiry); null for a method that is not a card. */
export function toProviderCard(method: Stripe.PaymentMethod): ProviderCard | null {
  if (!method.card) return null;
  return { id: method.id, brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year };
}

/** The customer's default card id (`invoice_settings.default_payment_method`), whether expanded or not. */
export function defaultCardId(customer: Stripe.Customer | Stripe.DeletedCustomer): string | null {
  if ('deleted' in customer && customer.deleted) return null;
  return idOf((customer as Stripe.Customer).invoice_settings?.default_payment_method ?? null);
}

/**
 * The lookup key of a plan's Stripe price: the plan and its amount in cents, so that a new price in Patrimo makes a
 * new Stripe price instead of charging the old one (`premium-monthly` at 5,99 € → `patrimo_premium-monthly_599`).
 */
export const priceLookupKey = (plan: BillingPlan): string => `patrimo_${plan.id}_${toCents(plan.amount)}`;

/** The price to create when its lookup key is not found: EUR, tax included (French prices are TTC), per interval. */
export function priceParams(plan: BillingPlan): Stripe.PriceCreateParams {
  return {
    currency: 'eur',
    unit_amount: toCents(plan.amount),
    recurring: { interval: plan.interval },
    tax_behavior: 'inclusive',
    lookup_key: priceLookupKey(plan),
    transfer_lookup_key: true,
    product_data: { name: plan.name, metadata: { [METADATA.planId]: plan.id } },
    metadata: { [METADATA.planId]: plan.id },
  };
}

/**
 * A promo code as a Stripe coupon, its id the code itself: `percent` → `percent_off`, `amount` → `amount_off` in
 * cents (EUR), `free` → 100 % off; repeating for the code's duration in months.
 */
export function couponParams(coupon: Coupon): Stripe.CouponCreateParams {
  const off: Pick<Stripe.CouponCreateParams, 'percent_off' | 'amount_off' | 'currency'> =
    coupon.kind === 'amount'
      ? { amount_off: toCents(coupon.value), currency: 'eur' }
      : { percent_off: coupon.kind === 'free' ? 100 : coupon.value };
  return { id: coupon.code, name: coupon.code, duration: 'repeating', duration_in_months: coupon.durationInMonths, ...off };
}

/** Whether an existing Stripe coupon gives what the code promises (same discount, same duration). */
export function couponMatches(existing: Stripe.Coupon, coupon: Coupon): boolean {
  const wanted = couponParams(coupon);
  return (
    existing.duration === 'repeating' &&
    existing.duration_in_months === wanted.duration_in_months &&
    (existing.percent_off ?? null) === (wanted.percent_off ?? null) &&
    (existing.amount_off ?? null) === (wanted.amount_off ?? null) &&
    (wanted.currency === undefined || existing.currency === wanted.currency)
  );
}
