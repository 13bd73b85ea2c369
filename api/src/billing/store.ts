import { and, desc, eq, sql } from 'drizzle-orm';
import type { BillingState, Invoice, PremiumFeature, Subscription } from '@patrimo/shared';
import type { Database } from '../db/client';
import { billingCustomers, invoices, subscriptions, users } from '../db/schema';
import { notFound } from '../http/errors';
import type { CardPaymentProvider } from './provider';

/**
 * The saver's billing in our tables: their customer at the provider, their subscriptions and premium state, their
 * invoices. What the provider says arrives by webhook (`apply-event.ts`); the calls read from here.
 */

type SubscriptionRow = typeof subscriptions.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

/** Premium: an active (or trialing) subscription whose period has not ended, or a complimentary one. */
export function givesPremium(row: Pick<SubscriptionRow, 'status' | 'currentPeriodEnd' | 'complimentary'>, now: Date): boolean {
  if (row.complimentary) return true;
  return (row.status === 'active' || row.status === 'trialing') && row.currentPeriodEnd.getTime() > now.getTime();
}

export function subscriptionView(row: SubscriptionRow, clientSecret: string | null = null): Subscription {
  return {
    id: row.id,
    planId: row.planId,
    status: row.status,
    coupon: row.coupon ?? null,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    // The first payment's secret while it waits, or the card setup's of a free first interval (`seti_…`).
    clientSecret: row.status === 'incomplete' || clientSecret?.startsWith('seti_') === true ? clientSecret : null,
    complimentary: row.complimentary,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function subscriptionsOf(db: Pick<Database, 'select'>, userId: string): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/** The subscription behind the saver's state: the one giving premium (the latest such), else the latest. */
export function currentSubscription(rows: SubscriptionRow[], now: Date): SubscriptionRow | null {
  return rows.find((row) => givesPremium(row, now)) ?? rows[0] ?? null;
}

export async function isPremium(db: Pick<Database, 'select'>, userId: string, now: Date): Promise<boolean> {
  return (await subscriptionsOf(db, userId)).some((row) => givesPremium(row, now));
}

export async function billingState(db: Pick<Database, 'select'>, userId: string, now: Date, premiumFeatures: PremiumFeature[]): Promise<BillingState> {
  const current = currentSubscription(await subscriptionsOf(db, userId), now);
  const premium = current !== null && givesPremium(current, now);
  return {
    premium,
    premiumUntil: premium && current && !current.complimentary ? current.currentPeriodEnd.toISOString() : null,
    renewing: premium && current !== null && !current.complimentary && !current.cancelAtPeriodEnd,
    subscription: current ? subscriptionView(current) : null,
    premiumFeatures,
  };
}

/** The saver's own subscription by id; another user's is 404. */
export async function ownSubscription(db: Pick<Database, 'select'>, userId: string, id: string): Promise<SubscriptionRow> {
  const [row] = await db.select().from(subscriptions).where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** The saver's customer at the provider, created on first need (idempotent on the user: one customer each). */
export async function ensureCustomer(db: Database, provider: CardPaymentProvider, userId: string): Promise<string> {
  const existing = await customerIdOf(db, provider.name, userId);
  if (existing !== null) return existing;
  const [user] = await db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const customer = await provider.createCustomer(
    { userId, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() },
    `patrimo-customer-${userId}`,
  );
  await db.insert(billingCustomers).values({ userId, provider: provider.name, providerCustomerId: customer.id }).onConflictDoNothing();
  return (await customerIdOf(db, provider.name, userId)) ?? customer.id;
}

export async function customerIdOf(db: Pick<Database, 'select'>, provider: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: billingCustomers.providerCustomerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider as 'sandbox' | 'stripe')));
  return row?.id ?? null;
}

export async function userOfCustomer(db: Pick<Database, 'select'>, provider: string, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.provider, provider as 'sandbox' | 'stripe'), eq(billingCustomers.providerCustomerId, customerId)));
  return row?.userId ?? null;
}

export function invoiceView(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    amount: row.amountCents / 100,
    amountExclTax: row.amountExclTaxCents / 100,
    vatAmount: row.vatCents / 100,
    vatRate: row.vatRate,
    currency: 'EUR',
    status: row.status,
    planName: row.planName,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    pdfUrl: `/api/users/me/invoices/${row.id}/pdf`,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function invoicesOf(db: Pick<Database, 'select'>, userId: string, limit: number): Promise<Invoice[]> {
  const rows = await db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.createdAt), desc(invoices.number)).limit(limit);
  return rows.map(invoiceView);
}

/** The saver's own invoice; another saver's is 404. */
export async function ownInvoice(db: Pick<Database, 'select'>, userId: string, id: string): Promise<InvoiceRow> {
  const [row] = await db.select().from(invoices).where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** The next invoice number of the year, without gaps (the counter moves in the caller's transaction). */
export async function nextInvoiceNumber(tx: Pick<Database, 'execute'>, year: number): Promise<string> {
  const result = await tx.execute<{ last: number }>(
    sql`insert into invoice_sequences (year, last) values (${year}, 1) on conflict (year) do update set last = invoice_sequences.last + 1 returning last`,
  );
  const last = (result as unknown as { rows: { last: number }[] }).rows[0]?.last ?? 1;
  return `PAT-${year}-${String(last).padStart(6, '0')}`;
}
