import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Coupon } from '@patrimo/shared';
import type { Database } from '../../db/client';
import { sandboxCustomers, sandboxInvoices, sandboxPaymentIntents, sandboxPaymentMethods, sandboxSubscriptions } from '../../db/schema';
import { amountOfInterval, priceSchedule } from '../coupons';
import { euros, periodEnd, vatSplit, cents } from '../plans';
import {
  PaymentDeclinedError,
  ProviderRequestError,
  type BillingPlan,
  type CardPaymentProvider,
  type ProviderCard,
  type ProviderCustomer,
  type ProviderEvent,
  type ProviderSubscription,
} from '../provider';
import { parseStripeWebhook } from '../stripe-events';
import { SandboxPayments, type PaymentMethodRow } from './payments';
import { renewDueSubscriptions, type RenewalCount } from './renewals';
import { sandboxId, stripeEventJson, stripeSubscriptionJson } from './stripe-shapes';
import { TEST_TOKENS, behaviourOf, brandOf, paymentErrorCode, type CardBehaviour } from './test-cards';
import { WebhookSender } from './webhook-sender';

type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

export interface SandboxCardProviderOptions {
  db: Database;
  now: () => Date;
  /** The secret the sandbox signs its webhooks with (BILLING_WEBHOOK_SECRET). */
  webhookSecret: string;
  onWebhookError?: (error: unknown) => void;
}

function providerSubscription(row: SubscriptionRow, clientSecret: string | null): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    planId: row.planId,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    clientSecret: row.status === 'incomplete' ? clientSecret : null,
    latestInvoiceId: row.latestInvoiceId,
  };
}

function providerCard(row: PaymentMethodRow): ProviderCard {
  return { id: row.id, brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear };
}

/**
 * The sandbox card payment provider (the default; nothing leaves the machine): a provider in Stripe's test mode's
 * image, whose objects (customers, cards as brand, last 4 and expiry, subscriptions, invoices, payment intents)
 * live in its own tables so that it survives a restart like a remote one. Subscriptions are created incomplete
 * and paid in the browser through its endpoints (`browser-routes.ts`, `payments.ts`), or at once with a card on
 * file; every change is announced by a signed, Stripe-shaped webhook to the product's billing webhook route.
 */
export class SandboxCardProvider implements CardPaymentProvider {
  readonly name = 'sandbox' as const;
  readonly publishableKey = null;
  readonly webhooks: WebhookSender;
  readonly payments: SandboxPayments;
  readonly #db: Database;
  readonly #now: () => Date;
  readonly #secret: string;

  constructor(options: SandboxCardProviderOptions) {
    this.#db = options.db;
    this.#now = options.now;
    this.#secret = options.webhookSecret;
    this.webhooks = new WebhookSender(options.webhookSecret, options.now, options.onWebhookError);
    this.payments = new SandboxPayments(options.db, options.now, this.webhooks);
  }

  async createCustomer(input: { userId: string; email: string; name: string }, idempotencyKey: string): Promise<ProviderCustomer> {
    const [existing] = await this.#db.select({ id: sandboxCustomers.id }).from(sandboxCustomers).where(eq(sandboxCustomers.idempotencyKey, idempotencyKey));
    if (existing) return existing;
    const id = sandboxId('cus');
    await this.#db.insert(sandboxCustomers).values({ id, email: input.email, name: input.name, idempotencyKey, createdAt: this.#now() }).onConflictDoNothing();
    const [row] = await this.#db.select({ id: sandboxCustomers.id }).from(sandboxCustomers).where(eq(sandboxCustomers.idempotencyKey, idempotencyKey));
    return { id: row?.id ?? id };
  }

  async createSubscription(
    input: { customerId: string; plan: BillingPlan; coupon: Coupon | null; paymentMethodId: string | null },
    idempotencyKey: string,
  ): Promise<ProviderSubscription> {
    const [existing] = await this.#db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.idempotencyKey, idempotencyKey));
    if (existing) return providerSubscription(existing, await this.#clientSecretOf(existing));
    const card = input.paymentMethodId === null ? null : await this.#customerCard(input.customerId, input.paymentMethodId);
    const now = this.#now();
    const total = amountOfInterval(priceSchedule(input.plan, input.coupon), 0);
    const subscription: SubscriptionRow = {
      id: sandboxId('sub'),
      customerId: input.customerId,
      planId: input.plan.id,
      interval: input.plan.interval,
      amount: input.plan.amount,
      coupon: input.coupon,
      status: 'incomplete',
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd(now, input.plan.interval),
      cancelAtPeriodEnd: false,
      defaultPaymentMethodId: null,
      latestInvoiceId: sandboxId('in'),
      idempotencyKey,
      createdAt: now,
    };
    const intent = { id: sandboxId('pi'), clientSecret: '' };
    intent.clientSecret = `${intent.id}_secret_${randomBytes(12).toString('hex')}`;
    await this.#db.transaction(async (tx) => {
      await tx.insert(sandboxSubscriptions).values(subscription);
      await tx.insert(sandboxInvoices).values({
        id: subscription.latestInvoiceId as string,
        customerId: input.customerId,
        subscriptionId: subscription.id,
        planId: input.plan.id,
        status: 'open',
        total,
        tax: euros(vatSplit(cents(total)).vatCents),
        periodStart: subscription.currentPeriodStart,
        periodEnd: subscription.currentPeriodEnd,
        createdAt: now,
      });
      await tx.insert(sandboxPaymentIntents).values({
        id: intent.id,
        clientSecret: intent.clientSecret,
        invoiceId: subscription.latestInvoiceId as string,
        amount: total,
        status: 'requires_payment_method',
        createdAt: now,
        updatedAt: now,
      });
    });
    if (card !== null) {
      const outcome = await this.payments.chargeOffSession(intent.clientSecret, card);
      if (outcome.status === 'declined') throw new PaymentDeclinedError(paymentErrorCode(outcome.refusal));
    }
    const [row] = await this.#db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscription.id));
    return providerSubscription(row ?? subscription, intent.clientSecret);
  }

  async cancelSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return this.#setCancelAtPeriodEnd(subscriptionId, true);
  }

  async resumeSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return this.#setCancelAtPeriodEnd(subscriptionId, false);
  }

  async attachCard(customerId: string, token: string, idempotencyKey: string): Promise<ProviderCard> {
    void idempotencyKey; // A token is single-use: attaching it twice to the same customer answers the same card.
    const method = await this.#paymentMethodOfToken(token);
    if (method.customerId !== null && method.customerId !== customerId) throw new ProviderRequestError('token_already_used');
    const behaviour = JSON.parse(method.outcome) as CardBehaviour;
    if (behaviour.type === 'declines' && !behaviour.attaches) throw new PaymentDeclinedError(paymentErrorCode(behaviour.refusal));
    await this.#db.transaction(async (tx) => {
      await tx.update(sandboxPaymentMethods).set({ customerId }).where(eq(sandboxPaymentMethods.id, method.id));
      await tx.update(sandboxCustomers).set({ defaultPaymentMethodId: method.id }).where(eq(sandboxCustomers.id, customerId));
    });
    return providerCard(method);
  }

  async listCards(customerId: string): Promise<{ cards: ProviderCard[]; defaultCardId: string | null }> {
    const [customer] = await this.#db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, customerId));
    const rows = await this.#db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.customerId, customerId)).orderBy(sandboxPaymentMethods.createdAt);
    return { cards: rows.map(providerCard), defaultCardId: customer?.defaultPaymentMethodId ?? null };
  }

  /** The renewals that fell due by `now` (see `renewals.ts`): called by the job runner, as Stripe's clock would. */
  renewDue(now: Date = this.#now()): Promise<RenewalCount> {
    return renewDueSubscriptions({ db: this.#db, payments: this.payments, webhooks: this.webhooks }, now);
  }

  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): ProviderEvent {
    return parseStripeWebhook(rawBody, signatureHeader, this.#secret, now);
  }

  async #clientSecretOf(subscription: SubscriptionRow): Promise<string | null> {
    if (subscription.latestInvoiceId === null) return null;
    const [intent] = await this.#db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.invoiceId, subscription.latestInvoiceId));
    return intent?.clientSecret ?? null;
  }

  async #customerCard(customerId: string, paymentMethodId: string): Promise<PaymentMethodRow> {
    const [method] = await this.#db
      .select()
      .from(sandboxPaymentMethods)
      .where(and(eq(sandboxPaymentMethods.id, paymentMethodId), eq(sandboxPaymentMethods.customerId, customerId)));
    if (!method) throw new ProviderRequestError('no_such_payment_method');
    return method;
  }

  /** A token from the card form, or one of Stripe's published test tokens (a new card each time, as Stripe does). */
  async #paymentMethodOfToken(token: string): Promise<PaymentMethodRow> {
    const [method] = await this.#db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.token, token));
    if (method) return method;
    const number = TEST_TOKENS[token];
    if (number === undefined) throw new ProviderRequestError('no_such_token');
    const row: PaymentMethodRow = {
      id: sandboxId('pm'),
      token: null,
      customerId: null,
      brand: brandOf(number),
      last4: number.slice(-4),
      expMonth: 12,
      expYear: this.#now().getUTCFullYear() + 1,
      outcome: JSON.stringify(behaviourOf(number)),
      createdAt: this.#now(),
    };
    await this.#db.insert(sandboxPaymentMethods).values(row);
    return row;
  }

  async #setCancelAtPeriodEnd(subscriptionId: string, cancelAtPeriodEnd: boolean): Promise<ProviderSubscription> {
    const [row] = await this.#db
      .update(sandboxSubscriptions)
      .set({ cancelAtPeriodEnd })
      .where(eq(sandboxSubscriptions.id, subscriptionId))
      .returning();
    if (!row) throw new ProviderRequestError('no_such_subscription');
    this.webhooks.send([stripeEventJson('customer.subscription.updated', stripeSubscriptionJson(row), this.#now())]);
    return providerSubscription(row, null);
  }
}
