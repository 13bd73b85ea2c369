import { randomBytes } from 'node:crypto';
import type { sandboxInvoices, sandboxSubscriptions } from '../../db/schema';

/**
 * The sandbox's objects written as Stripe's JSON (API version 2025-03-31 "basil"), so that its webhooks go through
 * the very reader of Stripe's (`../stripe-events.ts`): cents, unix seconds, the subscription's period on its item,
 * the invoice's subscription under `parent.subscription_details`, its VAT in `total_taxes`.
 */

type SandboxSubscription = typeof sandboxSubscriptions.$inferSelect;
type SandboxInvoice = typeof sandboxInvoices.$inferSelect;

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);
const cents = (euros: number): number => Math.round(euros * 100);

/** A sandbox id in Stripe's style: `<prefix>_sbx_<random>`. */
export function sandboxId(prefix: string): string {
  return `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
}

export function stripeSubscriptionJson(subscription: SandboxSubscription): Record<string, unknown> {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customerId,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    default_payment_method: subscription.defaultPaymentMethodId,
    metadata: { plan_id: subscription.planId },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscription.id}`,
          object: 'subscription_item',
          current_period_start: seconds(subscription.currentPeriodStart),
          current_period_end: seconds(subscription.currentPeriodEnd),
          price: { id: `price_${subscription.planId}`, currency: 'eur', unit_amount: cents(subscription.amount), recurring: { interval: subscription.interval } },
        },
      ],
    },
    latest_invoice: subscription.latestInvoiceId,
    created: seconds(subscription.createdAt),
  };
}

export function stripeInvoiceJson(invoice: SandboxInvoice): Record<string, unknown> {
  return {
    id: invoice.id,
    object: 'invoice',
    customer: invoice.customerId,
    currency: 'eur',
    status: invoice.status,
    total: cents(invoice.total),
    total_taxes: [{ amount: cents(invoice.tax), tax_behavior: 'inclusive', taxability_reason: 'standard_rated' }],
    period_start: seconds(invoice.createdAt),
    period_end: seconds(invoice.createdAt),
    created: seconds(invoice.createdAt),
    lines: {
      object: 'list',
      data: [{ id: `il_${invoice.id}`, object: 'line_item', amount: cents(invoice.total), period: { start: seconds(invoice.periodStart), end: seconds(invoice.periodEnd) } }],
    },
    parent: invoice.subscriptionId
      ? { type: 'subscription_details', subscription_details: { subscription: invoice.subscriptionId, metadata: { plan_id: invoice.planId } } }
      : null,
  };
}

/** A Stripe event around an object. */
export function stripeEventJson(type: string, object: Record<string, unknown>, now: Date): Record<string, unknown> {
  return {
    id: sandboxId('evt'),
    object: 'event',
    api_version: '2025-03-31.basil',
    type,
    created: seconds(now),
    livemode: false,
    data: { object },
  };
}
