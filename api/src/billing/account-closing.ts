import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { subscriptions } from '../db/schema';
import type { CardPaymentProvider } from './provider';

/**
 * Before an account is deleted: its live subscriptions stop renewing at the card payment provider (the period paid
 * for stays paid), so that nothing is ever charged to a person who no longer has an account. The provider failing
 * throws (`PaymentProviderError`, answered 502) before anything is deleted: the person tries the link again later.
 * Returns how many subscriptions were stopped.
 */
export async function stopRenewalsBeforeDeletion(deps: { db: Database; billing: CardPaymentProvider }, userId: string): Promise<number> {
  const live = await deps.db
    .select({ providerId: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, deps.billing.name),
        eq(subscriptions.cancelAtPeriodEnd, false),
        inArray(subscriptions.status, ['active', 'trialing', 'past_due', 'incomplete']),
        isNotNull(subscriptions.providerSubscriptionId),
      ),
    );
  for (const { providerId } of live) {
    if (providerId !== null) await deps.billing.cancelSubscription(providerId);
  }
  return live.length;
}
