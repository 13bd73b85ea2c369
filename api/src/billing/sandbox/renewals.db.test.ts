import { card, sandboxOf, subscribeAndPay, newSaver, webhooksDelivered } from '../../../test/helpers/billing';
import { SAVER_PASSWORD } from '../../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';

/**
 * Renewals in the sandbox, as Stripe makes them at the end of each period, through the product's webhook path: the
 * premium goes on with a new numbered invoice priced by the promo code's schedule, a refused renewal leaves the
 * saver `past_due` without premium, and a stopped renewal ends the subscription at the period's end.
 */
describeDb('the sandbox renews subscriptions at the end of their period', () => {
  let t: TestApp;
  const DAY = 24 * 3600_000;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** Signed in at the clock's time: the access token of before the jump in time has expired. */
  const get = async (saver: { email: string }, url: string) => injectAs(t, (await signIn(t, { email: saver.email, password: SAVER_PASSWORD })).access_token, { url });
  const invoicesOf = async (saver: { email: string }) => json<{ number: string; amount: number; period_start: string; status: string }[]>(await get(saver, '/api/users/me/invoices?limit=100'));

  async function renewAt(date: Date) {
    t.clock.set(date);
    const count = await sandboxOf(t).renewDue(date);
    await webhooksDelivered(t);
    return count;
  }

  it('charges the next month at the code’s price while it lasts, then at full price, each with its own invoice', async () => {
    t.clock.set(new Date('2026-05-02T08:00:00Z'));
    const saver = await newSaver(t, 'Inès');
    await subscribeAndPay(t, saver.token, { planId: 'premium-monthly', coupon: 'BIENVENUE20' });
    // Nothing is due before the period ends.
    expect(await renewAt(new Date('2026-06-01T08:00:00Z'))).toEqual({ renewed: 0, failed: 0, ended: 0 });

    for (const month of ['06', '07', '08']) expect((await renewAt(new Date(`2026-${month}-02T08:00:01Z`))).renewed).toBeGreaterThanOrEqual(1);
    const state = json(await get(saver, '/api/users/me/billing'));
    expect(state).toMatchObject({ premium: true, renewing: true, premium_until: '2026-09-02T08:00:00.000Z' });
    const invoices = await invoicesOf(saver);
    // Newest first: August at full price (the 4th month), then three months of the 3-month code.
    expect(invoices.map((invoice) => invoice.amount)).toEqual([5.99, 4.79, 4.79, 4.79]);
    expect(invoices.every((invoice) => invoice.status === 'paid')).toBe(true);
    const numbers = invoices.map((invoice) => Number(invoice.number.slice(-6))).reverse();
    expect(numbers).toEqual(numbers.map((_, index) => (numbers[0] as number) + index));
  });

  it('leaves a refused renewal past due, without premium and without a paid invoice', async () => {
    t.clock.set(new Date('2026-10-05T10:00:00Z'));
    const saver = await newSaver(t, 'Noé');
    await subscribeAndPay(t, saver.token, { planId: 'premium-monthly' });
    // The saver replaces the default card with one that attaches but whose charges fail (Stripe's 4000 0000 0000 0341).
    const token = json(await t.request({ method: 'POST', url: '/sandbox-payments/v1/tokens', payload: { card: card('4000 0000 0000 0341') } })).id as string;
    const attached = await injectAs(t, saver.token, { method: 'POST', url: '/api/users/me/payment_sources', payload: { payment_source: { token } } });
    expect(attached.statusCode).toBe(201);

    expect((await renewAt(new Date(Date.parse('2026-11-05T10:00:00Z') + DAY))).failed).toBe(1);
    const state = json(await get(saver, '/api/users/me/billing'));
    expect(state).toMatchObject({ premium: false, subscription: { status: 'past_due' } });
    const invoices = await invoicesOf(saver);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]?.period_start).toBe('2026-10-05T10:00:00.000Z');
  });

  it('ends a subscription whose renewal was stopped, once its period is over', async () => {
    t.clock.set(new Date('2027-01-10T12:00:00Z'));
    const saver = await newSaver(t, 'Maël');
    const subscription = await subscribeAndPay(t, saver.token, { planId: 'premium-annual' });
    const stopped = await injectAs(t, saver.token, { method: 'POST', url: `/api/users/me/subscriptions/${subscription.id as string}/cancel`, payload: { at_period_end: true } });
    expect(stopped.statusCode).toBe(200);
    await webhooksDelivered(t);
    expect(json(await get(saver, '/api/users/me/billing'))).toMatchObject({ premium: true, renewing: false });

    expect((await renewAt(new Date('2028-01-10T12:00:01Z'))).ended).toBe(1);
    const state = json(await get(saver, '/api/users/me/billing'));
    expect(state).toMatchObject({ premium: false, renewing: false, subscription: { status: 'canceled' } });
    expect(await invoicesOf(saver)).toHaveLength(1);
  });
});
