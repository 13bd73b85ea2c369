import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { billingWebhookEvents, invoices, subscriptions, users } from '../db/schema';
import { cents, planById, vatSplit, VAT_RATE } from './plans';
import type { CardPaymentProvider, ProviderEvent, ProviderInvoice, ProviderSubscription } from './provider';
import { nextInvoiceNumber, userOfCustomer } from './store';

/**
 * What a verified webhook event does to our tables, once per event id (the id is recorded in the same
 * transaction as the change: the same event twice, or two deliveries at once, is applied once):
 *
 * - `invoice.paid`: our invoice, numbered `PAT-<year>-<n>` without gaps, with the card it was paid with; the
 *   subscription active until the end of the period paid for;
 * - `invoice.payment_failed`: nothing charged; the subscription stays `incomplete`, or goes `past_due` (a renewal);
 * - `customer.subscription.updated` / `deleted`: status, period and `cancel_at_period_end`.
 *
 * A subscription we do not know yet (the provider's webhook may outrun our own answer) is created from the event
 * when its customer is one of our savers.
 */

export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown_customer';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type SubscriptionRow = typeof subscriptions.$inferSelect;

interface ApplyContext {
  db: Database;
  provider: Pick<CardPaymentProvider, 'name' | 'listCards'>;
  now: Date;
}

async function findSubscription(tx: Tx, provider: string, id: string): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider as 'sandbox'), eq(subscriptions.providerSubscriptionId, id)));
  return row ?? null;
}

/** Ours, or created from the provider's view when the customer is a saver of ours; null otherwise. */
async function subscriptionFor(tx: Tx, context: ApplyContext, provider: ProviderSubscription | { id: string; customerId: string; planId: string }, period: { start: string; end: string }): Promise<SubscriptionRow | null> {
  const found = await findSubscription(tx, context.provider.name, provider.id);
  if (found) return found;
  const userId = await userOfCustomer(tx, context.provider.name, provider.customerId);
  if (userId === null || planById(provider.planId) === undefined) return null;
  await tx
    .insert(subscriptions)
    .values({
      userId,
      provider: context.provider.name,
      providerSubscriptionId: provider.id,
      planId: provider.planId,
      status: 'incomplete',
      currentPeriodStart: new Date(period.start),
      currentPeriodEnd: new Date(period.end),
      createdAt: context.now,
      updatedAt: context.now,
    })
    .onConflictDoNothing();
  return findSubscription(tx, context.provider.name, provider.id);
}

async function invoicePaid(tx: Tx, context: ApplyContext, invoice: ProviderInvoice, card: { brand: string; last4: string } | null): Promise<EventOutcome> {
  if (invoice.subscriptionId === null) return 'ignored';
  const subscription = await subscriptionFor(
    tx,
    context,
    { id: invoice.subscriptionId, customerId: invoice.customerId, planId: invoice.planId ?? '' },
    { start: invoice.periodStart, end: invoice.periodEnd },
  );
  if (subscription === null) return 'unknown_customer';
  const [already] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.providerInvoiceId, invoice.id));
  if (!already) {
    const totalCents = cents(invoice.total);
    const vatCents = cents(invoice.tax);
    // The buyer as invoiced: the invoice outlives the account (ten years), its buyer with it.
    const [buyer] = await tx.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, subscription.userId));
    await tx.insert(invoices).values({
      userId: subscription.userId,
      buyerName: `${buyer?.firstName ?? ''} ${buyer?.lastName ?? ''}`.trim(),
      buyerEmail: buyer?.email ?? '',
      subscriptionId: subscription.id,
      providerInvoiceId: invoice.id,
      number: await nextInvoiceNumber(tx, context.now.getUTCFullYear()),
      amountCents: totalCents,
      // The provider's VAT when it computed one, else ours (tax included at 20 %).
      amountExclTaxCents: vatCents > 0 || totalCents === 0 ? totalCents - vatCents : vatSplit(totalCents).exclTaxCents,
      vatCents: vatCents > 0 || totalCents === 0 ? vatCents : vatSplit(totalCents).vatCents,
      vatRate: VAT_RATE,
      status: 'paid',
      planName: planById(subscription.planId)?.name ?? subscription.planId,
      periodStart: new Date(invoice.periodStart),
      periodEnd: new Date(invoice.periodEnd),
      paidAt: context.now,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      createdAt: context.now,
    });
  }
  const periodEnd = new Date(invoice.periodEnd);
  const later = periodEnd.getTime() > subscription.currentPeriodEnd.getTime();
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      ...(later || subscription.status === 'incomplete' ? { currentPeriodStart: new Date(invoice.periodStart), currentPeriodEnd: periodEnd } : {}),
      updatedAt: context.now,
    })
    .where(eq(subscriptions.id, subscription.id));
  return 'applied';
}

async function paymentFailed(tx: Tx, context: ApplyContext, invoice: ProviderInvoice): Promise<EventOutcome> {
  if (invoice.subscriptionId === null) return 'ignored';
  const subscription = await findSubscription(tx, context.provider.name, invoice.subscriptionId);
  if (subscription === null) return 'unknown_customer';
  if (subscription.status === 'active') {
    await tx.update(subscriptions).set({ status: 'past_due', updatedAt: context.now }).where(eq(subscriptions.id, subscription.id));
  }
  return 'applied';
}

async function subscriptionChanged(tx: Tx, context: ApplyContext, provider: ProviderSubscription, deleted: boolean): Promise<EventOutcome> {
  const subscription = await subscriptionFor(tx, context, provider, { start: provider.currentPeriodStart, end: provider.currentPeriodEnd });
  if (subscription === null) return 'unknown_customer';
  await tx
    .update(subscriptions)
    .set({
      status: deleted ? 'canceled' : provider.status,
      currentPeriodStart: new Date(provider.currentPeriodStart),
      currentPeriodEnd: new Date(provider.currentPeriodEnd),
      cancelAtPeriodEnd: provider.cancelAtPeriodEnd,
      updatedAt: context.now,
    })
    .where(eq(subscriptions.id, subscription.id));
  return 'applied';
}

/** The card an invoice was paid with: the customer's default card at the provider (read before the transaction). */
async function defaultCard(context: ApplyContext, event: ProviderEvent): Promise<{ brand: string; last4: string } | null> {
  if (event.type !== 'invoice.paid') return null;
  const { cards, defaultCardId } = await context.provider.listCards(event.invoice.customerId);
  const card = cards.find((candidate) => candidate.id === defaultCardId) ?? cards.at(-1);
  return card ? { brand: card.brand, last4: card.last4 } : null;
}

export async function applyBillingEvent(context: ApplyContext, event: ProviderEvent): Promise<EventOutcome> {
  const card = await defaultCard(context, event);
  return context.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(billingWebhookEvents)
      .values({ eventId: event.id, type: event.type === 'ignored' ? event.providerType : event.type, receivedAt: context.now })
      .onConflictDoNothing()
      .returning({ id: billingWebhookEvents.eventId });
    if (recorded.length === 0) return 'duplicate';
    switch (event.type) {
      case 'invoice.paid':
        return invoicePaid(tx, context, event.invoice, card);
      case 'invoice.payment_failed':
        return paymentFailed(tx, context, event.invoice);
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return subscriptionChanged(tx, context, event.subscription, event.type === 'customer.subscription.deleted');
      default:
        return 'ignored';
    }
  });
}
