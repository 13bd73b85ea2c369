// Billing (issue 15): the saver's subscription, invoices and promo codes, the webhook events already applied, and
// what the sandbox card payment provider keeps of its own objects (so that it survives a restart like a remote one).
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { Coupon, CouponKind, InvoiceStatus, PlanInterval, SubscriptionStatus } from '@patrimo/shared';
import { createdAt, euros, updatedAt } from './columns';
import { users } from './identity';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The saver's customer at the card payment provider (one per provider). */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'sandbox' | 'stripe'>().notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] }), unique('billing_customers_provider_id').on(t.provider, t.providerCustomerId)],
);

/** Our view of a subscription; a complimentary one (the demonstration accounts) has no provider object. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'sandbox' | 'stripe' | 'complimentary'>().notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    planId: text('plan_id').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    /** The code as it was when applied (a later change of the code does not change this subscription). */
    coupon: jsonb('coupon').$type<Coupon>(),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    complimentary: boolean('complimentary').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('subscriptions_provider_id').on(t.provider, t.providerSubscriptionId), index('subscriptions_user').on(t.userId, t.createdAt)],
);

/** Gapless numbering of the invoices, per year (`PAT-2026-000001`). */
export const invoiceSequences = pgTable('invoice_sequences', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** Our invoices, numbered when paid; amounts in cents. */
/**
 * Our invoices. Kept when the account is deleted (the seller must keep them ten years, Code de commerce L123-22):
 * the user link goes, the buyer's name and e-mail as invoiced stay with the invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    providerInvoiceId: text('provider_invoice_id').notNull().unique(),
    number: text('number').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    amountExclTaxCents: integer('amount_excl_tax_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 4, mode: 'number' }).notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    planName: text('plan_name').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    paidAt: at('paid_at'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_user').on(t.userId, t.createdAt)],
);

/** Promo codes (spec §8 "Promo code"); seeded by the migration. */
export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  kind: text('kind').$type<CouponKind>().notNull(),
  /** Percent off, euros off, or 0 for free months. */
  value: numeric('value', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  durationInMonths: integer('duration_in_months').notNull(),
  expiresAt: at('expires_at'),
  createdAt: createdAt(),
});

/** Webhook events already applied: the same event id twice is applied once. */
export const billingWebhookEvents = pgTable('billing_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

// The sandbox provider's own objects (it plays a remote provider: nothing of ours is referenced).

export const sandboxCustomers = pgTable('sandbox_billing_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  defaultPaymentMethodId: text('default_payment_method_id'),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: createdAt(),
});

/** A tokenised card: brand, last 4, expiry and its test outcome, never the full number nor the CVC. */
export const sandboxPaymentMethods = pgTable('sandbox_billing_payment_methods', {
  id: text('id').primaryKey(),
  /** The single-use token the browser got (`tok_…`), or a published test token (`tok_visa`) resolved to a card. */
  token: text('token').unique(),
  customerId: text('customer_id'),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** The test card's behaviour (`sandbox/test-cards.ts`). */
  outcome: text('outcome').notNull(),
  createdAt: createdAt(),
});

export const sandboxSubscriptions = pgTable('sandbox_billing_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  planId: text('plan_id').notNull(),
  interval: text('interval').$type<PlanInterval>().notNull(),
  amount: euros('amount').notNull(),
  coupon: jsonb('coupon').$type<Coupon>(),
  status: text('status').$type<SubscriptionStatus>().notNull(),
  currentPeriodStart: at('current_period_start').notNull(),
  currentPeriodEnd: at('current_period_end').notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  defaultPaymentMethodId: text('default_payment_method_id'),
  latestInvoiceId: text('latest_invoice_id'),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: createdAt(),
});

export const sandboxInvoices = pgTable('sandbox_billing_invoices', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  subscriptionId: text('subscription_id'),
  planId: text('plan_id'),
  status: text('status').$type<'draft' | 'open' | 'paid' | 'uncollectible' | 'void'>().notNull(),
  total: euros('total').notNull(),
  tax: euros('tax').notNull(),
  periodStart: at('period_start').notNull(),
  periodEnd: at('period_end').notNull(),
  createdAt: createdAt(),
});

/** The payment of an invoice, confirmed in the browser with its client secret (3-D Secure through a challenge). */
export const sandboxPaymentIntents = pgTable('sandbox_billing_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  invoiceId: text('invoice_id').notNull(),
  amount: euros('amount').notNull(),
  status: text('status').$type<'requires_payment_method' | 'requires_action' | 'succeeded'>().notNull(),
  challengeId: text('challenge_id').unique(),
  challengePaymentMethodId: text('challenge_payment_method_id'),
  lastErrorCode: text('last_error_code'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
