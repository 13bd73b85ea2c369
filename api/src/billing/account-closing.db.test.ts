import { eq } from 'drizzle-orm';
import { invoices, sandboxSubscriptions } from '../db/schema';
import { issueEmailToken } from '../identity/email-tokens';
import { newSaver, subscribeAndPay } from '../../test/helpers/billing';
import { createTestApp, describeDb, json, type TestApp } from '../../test/helpers/test-app';
import { PaymentProviderError, type CardPaymentProvider } from './provider';

/**
 * Deleting an account with a paid subscription: the renewal stops at the provider first (no charge after the
 * account is gone), the invoices stay for the seller's ten years with the buyer as invoiced, and a provider that
 * cannot be reached deletes nothing (502; the link still works afterwards).
 */
describeDb('deleting an account that pays a subscription', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const deletionLink = (userId: string) => issueEmailToken(t.database.handle.db, userId, 'account_deletion', t.clock.now(), 3600_000);

  it('stops the renewal at the provider and keeps the invoices without the account', async () => {
    const saver = await newSaver(t, 'Capucine');
    await subscribeAndPay(t, saver.token, { planId: 'premium-monthly' });
    const [paid] = await t.database.handle.db.select().from(invoices).where(eq(invoices.userId, saver.id));
    expect(paid).toMatchObject({ buyerName: 'Capucine Martin', buyerEmail: saver.email });

    const deleted = await t.request({ method: 'DELETE', url: `/api/users/${encodeURIComponent(await deletionLink(saver.id))}` });
    expect(deleted.statusCode).toBe(200);

    // The suite's first subscription: the provider's only one, set to stop at the end of the month paid for.
    const atProvider = await t.database.handle.db.select().from(sandboxSubscriptions);
    expect(atProvider.map((row) => ({ status: row.status, cancelAtPeriodEnd: row.cancelAtPeriodEnd }))).toEqual([{ status: 'active', cancelAtPeriodEnd: true }]);
    const [kept] = await t.database.handle.db.select().from(invoices).where(eq(invoices.id, paid?.id ?? ''));
    expect(kept).toMatchObject({ userId: null, buyerName: 'Capucine Martin', buyerEmail: saver.email, number: paid?.number, status: 'paid' });
  });

  it('deletes nothing when the provider cannot be reached, and the same link works once it can', async () => {
    const saver = await newSaver(t, 'Basile');
    await subscribeAndPay(t, saver.token, { planId: 'premium-annual' });
    const provider = t.app.deps.billing as CardPaymentProvider;
    const cancel = provider.cancelSubscription.bind(provider);
    provider.cancelSubscription = () => Promise.reject(new PaymentProviderError('provider unreachable', { retryable: true }));
    const link = await deletionLink(saver.id);
    try {
      const refused = await t.request({ method: 'DELETE', url: `/api/users/${encodeURIComponent(link)}` });
      expect(refused.statusCode).toBe(502);
      expect(json(await t.request({ url: `/api/users/${encodeURIComponent(link)}/deletion_validity` }))).toEqual({ valid: true });
    } finally {
      provider.cancelSubscription = cancel;
    }
    expect((await t.request({ method: 'DELETE', url: `/api/users/${encodeURIComponent(link)}` })).statusCode).toBe(200);
  });
});
