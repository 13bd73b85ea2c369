import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxCustomers, sandboxInvoices, sandboxPaymentIntents, sandboxPaymentMethods, sandboxSubscriptions } from '../../db/schema';
import { amountOfInterval, priceSchedule } from '../coupons';
import { cents, euros, periodEnd, vatSplit } from '../plans';
import type { PaymentMethodRow, SandboxPayments } from './payments';
import { sandboxId, stripeEventJson, stripeSubscriptionJson } from './stripe-shapes';
import type { WebhookSender } from './webhook-sender';

type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

/** How often the job runner asks the sandbox for the renewals that fell due. */
export const RENEWAL_CHECK_MS = 15 * 60_000;

export interface RenewalCount {
  renewed: number;
  failed: number;
  ended: number;
}

/**
 * What Stripe does at the end of a period, for the sandbox (which has no clock of its own: the job runner calls this
 * every `RENEWAL_CHECK_MS`, a test with its manual clock). A subscription whose period has ended:
 * - set to stop (`cancel_at_period_end`) ends: `canceled`, `customer.subscription.deleted`;
 * - otherwise starts its next period with a new invoice, priced by the promo code's schedule for that interval
 *   (the 4th month of a 3-month code is full price), charged off session to the customer's default card (the one
 *   the saver chose last, else the subscription's): paid → `invoice.paid` and `customer.subscription.updated`; refused
 *   → `invoice.payment_failed`, the subscription `past_due` and `customer.subscription.updated`.
 * A subscription several periods late renews once per call, like one missed renewal.
 */
export async function renewDueSubscriptions(deps: { db: Database; payments: SandboxPayments; webhooks: WebhookSender }, now: Date): Promise<RenewalCount> {
  const due = await deps.db
    .select()
    .from(sandboxSubscriptions)
    .where(and(inArray(sandboxSubscriptions.status, ['active', 'trialing']), lte(sandboxSubscriptions.currentPeriodEnd, now)));
  const result: RenewalCount = { renewed: 0, failed: 0, ended: 0 };
  for (const subscription of due) {
    if (subscription.cancelAtPeriodEnd) {
      await end(deps, subscription, now);
      result.ended += 1;
    } else if (await renew(deps, subscription, now)) {
      result.renewed += 1;
    } else {
      result.failed += 1;
    }
  }
  return result;
}

async function end(deps: { db: Database; webhooks: WebhookSender }, subscription: SubscriptionRow, now: Date): Promise<void> {
  const [ended] = await deps.db.update(sandboxSubscriptions).set({ status: 'canceled' }).where(eq(sandboxSubscriptions.id, subscription.id)).returning();
  if (ended) deps.webhooks.send([stripeEventJson('customer.subscription.deleted', stripeSubscriptionJson(ended), now)]);
}

/** The card a renewal is charged to: the customer's default (chosen last), else the subscription's. */
async function renewalCard(db: Database, subscription: SubscriptionRow): Promise<PaymentMethodRow | null> {
  const [customer] = await db.select({ id: sandboxCustomers.defaultPaymentMethodId }).from(sandboxCustomers).where(eq(sandboxCustomers.id, subscription.customerId));
  const id = customer?.id ?? subscription.defaultPaymentMethodId;
  if (id === null) return null;
  const [card] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, id));
  return card ?? null;
}

async function renew(deps: { db: Database; payments: SandboxPayments; webhooks: WebhookSender }, subscription: SubscriptionRow, now: Date): Promise<boolean> {
  const [paid] = await deps.db
    .select({ n: count() })
    .from(sandboxInvoices)
    .where(and(eq(sandboxInvoices.subscriptionId, subscription.id), eq(sandboxInvoices.status, 'paid')));
  const total = amountOfInterval(priceSchedule(subscription, subscription.coupon), paid?.n ?? 0);
  const start = subscription.currentPeriodEnd;
  const invoiceId = sandboxId('in');
  const intentId = sandboxId('pi');
  const clientSecret = `${intentId}_secret_${randomBytes(12).toString('hex')}`;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(sandboxSubscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: periodEnd(start, subscription.interval), latestInvoiceId: invoiceId })
      .where(eq(sandboxSubscriptions.id, subscription.id));
    await tx.insert(sandboxInvoices).values({
      id: invoiceId,
      customerId: subscription.customerId,
      subscriptionId: subscription.id,
      planId: subscription.planId,
      status: 'open',
      total,
      tax: euros(vatSplit(cents(total)).vatCents),
      periodStart: start,
      periodEnd: periodEnd(start, subscription.interval),
      createdAt: now,
    });
    await tx.insert(sandboxPaymentIntents).values({ id: intentId, clientSecret, invoiceId, amount: total, status: 'requires_payment_method', createdAt: now, updatedAt: now });
  });
  const card = await renewalCard(deps.db, subscription);
  const outcome = card === null ? null : await deps.payments.chargeOffSession(clientSecret, card);
  if (outcome?.status === 'succeeded') return true;
  const [pastDue] = await deps.db.update(sandboxSubscriptions).set({ status: 'past_due' }).where(eq(sandboxSubscriptions.id, subscription.id)).returning();
  if (pastDue) deps.webhooks.send([stripeEventJson('customer.subscription.updated', stripeSubscriptionJson(pastDue), now)]);
  return false;
}
