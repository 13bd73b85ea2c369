import { count, eq } from 'drizzle-orm';
import { billingWebhookEvents, invoices, subscriptions } from '../../db/schema';
import { stripeInvoiceJson, stripeEventJson } from '../../billing/sandbox/stripe-shapes';
import { givePremium, newSaver, postWebhook, subscribe, subscribeAndPay } from '../../../test/helpers/billing';
import { createTestApp, describeDb, injectAs, json, signInCast, type SignedInCast, type TestApp } from '../../../test/helpers/test-app';

const ADVISORY_HOST = { host: 'conseil.patrimo.fr' };

describeDb('the billing calls', () => {
  let t: TestApp;
  let cast: SignedInCast;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-03-10T09:00:00Z'));
    cast = await signInCast(t);
  });
  afterAll(async () => t.close());

  const verify = (token: string, coupon: unknown, planId = 'premium-monthly') =>
    injectAs(t, token, { method: 'POST', url: '/api/coupons/verify', payload: { coupon, plan_id: planId } });

  it('lists the two plans to anyone, and none on an advisory brand', async () => {
    const plans = json<Record<string, unknown>[]>(await t.request({ url: '/api/plans' }));
    expect(plans.map((plan) => [plan.id, plan.amount, plan.amount_excl_tax, plan.vat_amount])).toEqual([
      ['premium-monthly', 5.99, 4.99, 1],
      ['premium-annual', 64.69, 53.91, 10.78],
    ]);
    expect(plans[1]).toMatchObject({ full_amount: 71.88, monthly_equivalent: 5.39, features: ['arbitration', 'statements'] });
    expect(json(await t.request({ url: '/api/plans', headers: ADVISORY_HOST }))).toEqual([]);
  });

  it('tells the browser which card provider to use', async () => {
    expect(json(await t.request({ url: '/api/billing/config' }))).toEqual({ provider: 'sandbox', publishable_key: null, bills_savers: true });
    expect(json(await t.request({ url: '/api/billing/config', headers: ADVISORY_HOST })).bills_savers).toBe(false);
  });

  it('verifies each kind of promo code with its schedule', async () => {
    expect(json(await verify(cast.saver, ' bienvenue20 '))).toEqual({
      status: 'valid',
      coupon: { code: 'BIENVENUE20', kind: 'percent', value: 20, duration_in_months: 3 },
      discounted_amount: 4.79,
      schedule: [
        { intervals: 3, amount: 4.79 },
        { intervals: null, amount: 5.99 },
      ],
    });
    expect(json(await verify(cast.saver, 'PREMIERMOIS')).schedule).toEqual([
      { intervals: 1, amount: 0 },
      { intervals: null, amount: 5.99 },
    ]);
    expect(json(await verify(cast.saver, 'MOINS2', 'premium-annual')).schedule).toEqual([
      { intervals: 1, amount: 62.69 },
      { intervals: null, amount: 64.69 },
    ]);
  });

  it('refuses an expired, an unknown and a malformed code, and an unknown plan', async () => {
    const expired = await verify(cast.saver, 'NOEL2025');
    expect([expired.statusCode, json(expired)]).toEqual([400, { error: 'coupon_expired', errors: { coupon: ['coupon_expired'] } }]);
    const unknown = await verify(cast.saver, 'INCONNU');
    expect([unknown.statusCode, json(unknown)]).toEqual([404, { error: 'not_found', errors: { coupon: ['not_found'] } }]);
    const malformed = await verify(cast.saver, 'pas un code !');
    expect([malformed.statusCode, json(malformed)]).toEqual([400, { error: 'invalid', errors: { coupon: ['invalid'] } }]);
    expect((await verify(cast.saver, '')).statusCode).toBe(400);
    expect(json(await verify(cast.saver, 'BIENVENUE20', 'gold'))).toEqual({ errors: { plan_id: ['invalid'] } });
  });

  it('refuses an expired code when subscribing too, creating nothing', async () => {
    const saver = await newSaver(t);
    expect((await subscribe(t, saver.token, { planId: 'premium-monthly', coupon: 'NOEL2025' })).statusCode).toBe(400);
    const rows = await t.database.handle.db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, saver.id));
    expect(rows[0]?.n).toBe(0);
  });

  it('bills the firm, not the saver, on an advisory brand: subscribing is 403 feature_disabled', async () => {
    const saver = await newSaver(t);
    const refused = await injectAs(t, saver.token, { method: 'POST', url: '/api/users/me/subscriptions', headers: ADVISORY_HOST, payload: { subscription: { plan_id: 'premium-monthly' } } });
    expect([refused.statusCode, json(refused)]).toEqual([403, { error: 'feature_disabled' }]);
  });

  it('keeps an advisor away from every saver-only billing call', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/me/billing'],
      ['GET', '/api/users/me/payment_sources'],
      ['POST', '/api/users/me/payment_sources'],
      ['GET', '/api/users/me/invoices'],
      ['POST', '/api/users/me/subscriptions'],
      ['POST', '/api/coupons/verify'],
    ] as const) {
      const answer = await injectAs(t, cast.advisor, { method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect([url, answer.statusCode]).toEqual([url, 403]);
    }
  });

  it('refuses another saver’s invoice, as a list and as a PDF', async () => {
    const owner = await newSaver(t);
    await subscribeAndPay(t, owner.token, { planId: 'premium-monthly' });
    const [invoice] = json<{ id: string }[]>(await injectAs(t, owner.token, { url: '/api/users/me/invoices' }));
    const intruder = await newSaver(t);
    expect((await injectAs(t, intruder.token, { url: `/api/users/me/invoices/${invoice?.id as string}/pdf` })).statusCode).toBe(404);
    expect(json(await injectAs(t, intruder.token, { url: '/api/users/me/invoices' }))).toEqual([]);
    expect((await injectAs(t, owner.token, { url: `/api/users/me/invoices/${invoice?.id as string}/pdf` })).statusCode).toBe(200);
  });

  it('shows the seeded saver premium without a card nor an invoice (complimentary)', async () => {
    expect(json(await injectAs(t, cast.saver, { url: '/api/users/me/billing' }))).toMatchObject({
      premium: true,
      premium_until: null,
      renewing: false,
      subscription: { complimentary: true, status: 'active' },
    });
    expect(json(await injectAs(t, cast.saver, { url: '/api/users/me/invoices' }))).toEqual([]);
    expect(json(await injectAs(t, cast.saver, { url: '/api/users/me/payment_sources' }))).toEqual([]);
  });

  it('lets a premium saver through a helper that uses the real tables', async () => {
    const saver = await newSaver(t);
    await givePremium(t, saver.id);
    expect(json(await injectAs(t, saver.token, { url: '/api/users/me/billing' })).premium).toBe(true);
  });
});

describeDb('the billing webhook', () => {
  let t: TestApp;
  let saver: { id: string; token: string };
  let subscriptionId: string;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-03-10T09:00:00Z'));
    saver = await newSaver(t);
    subscriptionId = json(await subscribe(t, saver.token, { planId: 'premium-monthly' })).id as string;
  });
  afterAll(async () => t.close());

  /** An `invoice.paid` of the saver's incomplete subscription, as the provider would send it. */
  async function invoicePaidBody(): Promise<string> {
    const [row] = await t.database.handle.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    const sandbox = await t.database.handle.db.query.sandboxSubscriptions.findFirst({ where: (s, { eq: equal }) => equal(s.id, row?.providerSubscriptionId as string) });
    const now = t.clock.now();
    return JSON.stringify(
      stripeEventJson(
        'invoice.paid',
        stripeInvoiceJson({ id: `in_test_${Date.now()}`, customerId: sandbox?.customerId as string, subscriptionId: sandbox?.id as string, planId: 'premium-monthly', status: 'paid', total: 5.99, tax: 1, periodStart: now, periodEnd: new Date('2026-04-10T09:00:00Z'), createdAt: now }),
        now,
      ),
    );
  }

  const invoiceCount = async () => (await t.database.handle.db.select({ n: count() }).from(invoices).where(eq(invoices.userId, saver.id)))[0]?.n;
  const premium = async () => json(await injectAs(t, saver.token, { url: '/api/users/me/billing' })).premium;

  it.each([
    ['missing', null],
    ['wrong', `t=${Math.floor(new Date('2026-03-10T09:00:00Z').getTime() / 1000)},v1=${'0'.repeat(64)}`],
  ])('refuses a %s signature, applying nothing', async (_label, header) => {
    const answer = await postWebhook(t, await invoicePaidBody(), header);
    expect([answer.statusCode, json(answer)]).toEqual([400, { error: 'invalid' }]);
    expect(await invoiceCount()).toBe(0);
    expect(await premium()).toBe(false);
  });

  it('refuses a signature older than 300 s, applying nothing', async () => {
    const answer = await postWebhook(t, await invoicePaidBody(), undefined, new Date(t.clock.now().getTime() - 301_000));
    expect(answer.statusCode).toBe(400);
    expect(await invoiceCount()).toBe(0);
    const events = await t.database.handle.db.select({ n: count() }).from(billingWebhookEvents);
    expect(events[0]?.n).toBe(0);
  });

  it('refuses a signed body that is not an event', async () => {
    expect((await postWebhook(t, '{"hello":1}')).statusCode).toBe(400);
    expect((await postWebhook(t, 'not json')).statusCode).toBe(400);
  });

  it('applies the same event once, answering 200 both times', async () => {
    const body = await invoicePaidBody();
    const first = await postWebhook(t, body);
    expect([first.statusCode, json(first)]).toEqual([200, { received: true, outcome: 'applied' }]);
    const second = await postWebhook(t, body);
    expect([second.statusCode, json(second)]).toEqual([200, { received: true, outcome: 'duplicate' }]);
    expect(await invoiceCount()).toBe(1);
    expect(await premium()).toBe(true);
  });

  it('acknowledges an event type it does not act on', async () => {
    const body = JSON.stringify(stripeEventJson('charge.succeeded', { id: 'ch_1' }, t.clock.now()));
    expect(json(await postWebhook(t, body))).toEqual({ received: true, outcome: 'ignored' });
  });
});
