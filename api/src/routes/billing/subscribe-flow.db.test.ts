import { count, eq } from 'drizzle-orm';
import { billingWebhookEvents, invoices, subscriptions } from '../../db/schema';
import { pdfTextLines } from '../../../test/helpers/pdf-text';
import { card, confirmAtSandbox, newSaver, subscribe, subscribeAndPay, webhooksDelivered } from '../../../test/helpers/billing';
import { createTestApp, describeDb, injectAs, json, signInCast, type SignedInCast, type TestApp } from '../../../test/helpers/test-app';

describeDb('subscribing and paying by card through the sandbox provider', () => {
  let t: TestApp;
  let cast: SignedInCast;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-03-10T09:00:00Z'));
    cast = await signInCast(t);
  });
  afterAll(async () => t.close());

  const get = (token: string, url: string) => injectAs(t, token, { url });

  it('subscribes with a percent code, pays with the success card, and becomes premium with a numbered invoice and the card saved', async () => {
    const saver = await newSaver(t);
    expect(json(await get(saver.token, '/api/users/me/billing'))).toMatchObject({ premium: false, subscription: null, premium_features: ['arbitration', 'statements'] });

    const created = await subscribe(t, saver.token, { planId: 'premium-monthly', coupon: 'bienvenue20' });
    expect(created.statusCode).toBe(201);
    const subscription = json(created);
    expect(subscription).toMatchObject({ plan_id: 'premium-monthly', status: 'incomplete', complimentary: false, coupon: { code: 'BIENVENUE20', kind: 'percent', value: 20, duration_in_months: 3 } });
    expect(subscription.client_secret).toMatch(/^pi_sbx_\w+_secret_\w+$/);

    const paid = await confirmAtSandbox(t, subscription.client_secret as string, { card: card('4242 4242 4242 4242') });
    expect(paid.statusCode).toBe(200);
    expect(json(paid)).toEqual({ status: 'succeeded' });
    await webhooksDelivered(t);

    const state = json(await get(saver.token, '/api/users/me/billing'));
    expect(state).toMatchObject({ premium: true, renewing: true, premium_until: '2026-04-10T09:00:00.000Z', subscription: { id: subscription.id, status: 'active', client_secret: null } });

    const invoiceList = json<Record<string, unknown>[]>(await get(saver.token, '/api/users/me/invoices?limit=100'));
    expect(invoiceList).toHaveLength(1);
    expect(invoiceList[0]).toMatchObject({ number: expect.stringMatching(/^PAT-2026-\d{6}$/), amount: 4.79, amount_excl_tax: 3.99, vat_amount: 0.8, vat_rate: 0.2, status: 'paid', plan_name: 'Premium mensuel' });
    expect(invoiceList[0]?.period_end).toBe('2026-04-10T09:00:00.000Z');

    const cards = json<Record<string, unknown>[]>(await get(saver.token, '/api/users/me/payment_sources'));
    expect(cards).toEqual([{ id: expect.stringMatching(/^pm_sbx_/), brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040, default: true }]);

    const pdf = await get(saver.token, `/api/users/me/invoices/${invoiceList[0]?.id as string}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfTextLines(pdf.raw as Buffer).join('\n');
    for (const expected of [
      `Facture ${invoiceList[0]?.number as string}`,
      'Patrimo, SAS au capital de 50 000 €',
      'SIREN 912 345 678',
      'FR40912345678',
      'Abonnement Premium mensuel',
      'du 10/03/2026 au 10/04/2026',
      '3,99 €',
      '0,80 €',
      '4,79 €',
      'Facture acquittée le 10/03/2026 par carte •••• 4242.',
      'Léa Martin',
    ]) {
      expect(text.replace(/\u00a0/g, ' ')).toContain(expected);
    }
  });

  it('numbers the invoices of the year one after the other, without gaps', async () => {
    const first = await newSaver(t);
    const second = await newSaver(t);
    await subscribeAndPay(t, first.token, { planId: 'premium-annual' });
    await subscribeAndPay(t, second.token, { planId: 'premium-monthly', coupon: 'MOINS2' });
    const [a] = json<{ number: string; amount: number }[]>(await get(first.token, '/api/users/me/invoices'));
    const [b] = json<{ number: string; amount: number }[]>(await get(second.token, '/api/users/me/invoices'));
    expect(a?.amount).toBe(64.69);
    expect(b?.amount).toBe(3.99);
    expect(Number(b?.number.slice(-6))).toBe(Number(a?.number.slice(-6)) + 1);
  });

  it('answers 409 already_subscribed to a premium saver, the seeded demonstration saver included', async () => {
    const saver = await newSaver(t);
    await subscribeAndPay(t, saver.token, { planId: 'premium-monthly' });
    const again = await subscribe(t, saver.token, { planId: 'premium-annual' });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ error: 'already_subscribed' });
    expect((await subscribe(t, cast.saver, { planId: 'premium-annual' })).statusCode).toBe(409);
  });

  it('asks for 3-D Secure, and pays once the cardholder approves', async () => {
    const saver = await newSaver(t);
    const subscription = json(await subscribe(t, saver.token, { planId: 'premium-monthly' }));
    const challenged = json(await confirmAtSandbox(t, subscription.client_secret as string, { card: card('4000002760003184') }));
    expect(challenged).toEqual({ status: 'requires_action', next_action: { type: 'sandbox_3ds', challenge_id: expect.stringMatching(/^3ds_sbx_/) } });
    const challengeId = (challenged.next_action as { challenge_id: string }).challenge_id;
    const approved = await t.request({ method: 'POST', url: `/sandbox-payments/v1/3ds/${challengeId}`, payload: { result: 'approve' } });
    expect(json(approved)).toEqual({ status: 'succeeded' });
    await webhooksDelivered(t);
    expect(json(await get(saver.token, '/api/users/me/billing')).premium).toBe(true);
    // A challenge answers once.
    expect((await t.request({ method: 'POST', url: `/sandbox-payments/v1/3ds/${challengeId}`, payload: { result: 'approve' } })).statusCode).toBe(404);
  });

  it('charges nothing when the cardholder fails 3-D Secure, and the same payment can be retried with another card', async () => {
    const saver = await newSaver(t);
    const subscription = json(await subscribe(t, saver.token, { planId: 'premium-monthly' }));
    const secret = subscription.client_secret as string;
    const challenged = json(await confirmAtSandbox(t, secret, { card: card('4000002760003184') }));
    const failed = await t.request({ method: 'POST', url: `/sandbox-payments/v1/3ds/${(challenged.next_action as { challenge_id: string }).challenge_id}`, payload: { result: 'fail' } });
    expect(failed.statusCode).toBe(402);
    expect(json(failed)).toEqual({ error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'L’authentification demandée par votre banque a échoué\u202f: aucun montant n’a été débité.' } });
    await webhooksDelivered(t);
    expect(json(await get(saver.token, '/api/users/me/billing'))).toMatchObject({ premium: false, subscription: { status: 'incomplete' } });
    expect(json<unknown[]>(await get(saver.token, '/api/users/me/invoices'))).toEqual([]);

    expect(json(await confirmAtSandbox(t, secret, { card: card('4242424242424242') }))).toEqual({ status: 'succeeded' });
    await webhooksDelivered(t);
    expect(json(await get(saver.token, '/api/users/me/billing')).premium).toBe(true);
  });

  it('leaves no invoice, no premium and no card when the card is declined', async () => {
    const saver = await newSaver(t);
    const subscription = json(await subscribe(t, saver.token, { planId: 'premium-annual' }));
    const declined = await confirmAtSandbox(t, subscription.client_secret as string, { card: card('4000000000009995') });
    expect(declined.statusCode).toBe(402);
    expect(json(declined)).toEqual({ error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Le solde de votre carte est insuffisant.' } });
    await webhooksDelivered(t);
    const rows = await t.database.handle.db.select({ n: count() }).from(invoices).where(eq(invoices.userId, saver.id));
    expect(rows[0]?.n).toBe(0);
    expect(json(await get(saver.token, '/api/users/me/billing'))).toMatchObject({ premium: false, subscription: { status: 'incomplete' } });
    expect(json(await get(saver.token, '/api/users/me/payment_sources'))).toEqual([]);
    // The payment_failed webhook was received and applied (nothing to charge back).
    const events = await t.database.handle.db.select().from(billingWebhookEvents).where(eq(billingWebhookEvents.type, 'invoice.payment_failed'));
    expect(events.length).toBeGreaterThan(0);
  });

  it('pays at once with a card on file, and refuses a card that is not the saver’s', async () => {
    const saver = await newSaver(t);
    const saved = await injectAs(t, saver.token, { method: 'POST', url: '/api/users/me/payment_sources', payload: { payment_source: { token: 'tok_mastercard' } } });
    expect(saved.statusCode).toBe(201);
    expect(json(saved)).toMatchObject({ brand: 'mastercard', last4: '4444', default: true });
    const other = await newSaver(t);
    expect((await subscribe(t, other.token, { planId: 'premium-monthly', paymentSourceId: json(saved).id as string })).statusCode).toBe(400);

    const created = await subscribe(t, saver.token, { planId: 'premium-monthly', paymentSourceId: json(saved).id as string });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({ status: 'active', client_secret: null });
    await webhooksDelivered(t);
    expect(json(await get(saver.token, '/api/users/me/billing')).premium).toBe(true);
    expect(json<unknown[]>(await get(saver.token, '/api/users/me/invoices'))).toHaveLength(1);
  });

  it('answers 402 authentication_required when a card needing 3-D Secure is charged off session', async () => {
    const saver = await newSaver(t);
    const saved = json(await injectAs(t, saver.token, { method: 'POST', url: '/api/users/me/payment_sources', payload: { payment_source: { token: 'tok_threeDSecure2Required' } } }));
    const refused = await subscribe(t, saver.token, { planId: 'premium-monthly', paymentSourceId: saved.id as string });
    expect(refused.statusCode).toBe(402);
    expect(json(refused)).toEqual({ error: 'authentication_required' });
    await webhooksDelivered(t);
    expect(json(await get(saver.token, '/api/users/me/billing')).premium).toBe(false);
  });

  it('stops and resumes the renewal, premium staying until the period ends', async () => {
    const saver = await newSaver(t);
    const subscription = await subscribeAndPay(t, saver.token, { planId: 'premium-monthly' });
    const cancelled = await injectAs(t, saver.token, { method: 'POST', url: `/api/users/me/subscriptions/${subscription.id as string}/cancel`, payload: {} });
    expect(cancelled.statusCode).toBe(200);
    expect(json(cancelled)).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    await webhooksDelivered(t);
    expect(json(await get(saver.token, '/api/users/me/billing'))).toMatchObject({ premium: true, renewing: false });
    const resumed = await injectAs(t, saver.token, { method: 'POST', url: `/api/users/me/subscriptions/${subscription.id as string}/resume`, payload: {} });
    expect(json(resumed)).toMatchObject({ cancel_at_period_end: false });
    await webhooksDelivered(t);
    expect(json(await get(saver.token, '/api/users/me/billing'))).toMatchObject({ premium: true, renewing: true });
    // Another saver cannot touch it.
    const other = await newSaver(t);
    expect((await injectAs(t, other.token, { method: 'POST', url: `/api/users/me/subscriptions/${subscription.id as string}/cancel`, payload: {} })).statusCode).toBe(404);
  });

  it('keeps the code as it was applied on the subscription', async () => {
    const saver = await newSaver(t);
    const subscription = await subscribeAndPay(t, saver.token, { planId: 'premium-monthly', coupon: 'PREMIERMOIS' });
    const [row] = await t.database.handle.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id as string));
    expect(row?.coupon).toEqual({ code: 'PREMIERMOIS', kind: 'free', value: 0, durationInMonths: 1 });
    const [invoice] = json<{ amount: number; vat_amount: number }[]>(await get(saver.token, '/api/users/me/invoices'));
    expect(invoice).toMatchObject({ amount: 0, vat_amount: 0 });
  });
});
