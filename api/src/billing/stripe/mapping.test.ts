import type Stripe from 'stripe';
import { couponMatches, couponParams, defaultCardId, priceLookupKey, priceParams, toCents, toProviderCard, toProviderSubscription } from './mapping';
import { hostOptions } from './provider';

const PLAN = { id: 'premium-monthly', name: 'Premium mensuel', interval: 'month' as const, amount: 5.99 };

function subscription(status: string, latestInvoice: unknown): Stripe.Subscription {
  return {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status,
    cancel_at_period_end: false,
    metadata: { plan_id: 'premium-monthly' },
    start_date: 1_763_629_200,
    items: { object: 'list', data: [{ id: 'si_1', current_period_start: 1_763_629_200, current_period_end: 1_766_221_200 }] },
    latest_invoice: latestInvoice,
  } as unknown as Stripe.Subscription;
}

const invoice = { id: 'in_1', object: 'invoice', confirmation_secret: { type: 'payment_intent', client_secret: 'pi_1_secret_2' } };

describe('toProviderSubscription', () => {
  it('keeps the secret of an incomplete subscription whose invoice was expanded, periods from the item', () => {
    expect(toProviderSubscription(subscription('incomplete', invoice))).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      planId: 'premium-monthly',
      status: 'incomplete',
      currentPeriodStart: '2025-11-20T09:00:00.000Z',
      currentPeriodEnd: '2025-12-20T09:00:00.000Z',
      cancelAtPeriodEnd: false,
      clientSecret: 'pi_1_secret_2',
      latestInvoiceId: 'in_1',
    });
  });

  it('never gives a secret once active, nor when the invoice is only an id', () => {
    expect(toProviderSubscription(subscription('active', invoice)).clientSecret).toBeNull();
    expect(toProviderSubscription(subscription('incomplete', 'in_1'))).toMatchObject({ clientSecret: null, latestInvoiceId: 'in_1' });
  });

  it('a terminal incomplete_expired reads as canceled', () => {
    expect(toProviderSubscription(subscription('incomplete_expired', 'in_1')).status).toBe('canceled');
  });
});

describe('prices and coupons', () => {
  it('cents are rounded, not truncated', () => {
    expect(toCents(64.69)).toBe(6469);
    expect(toCents(5.99)).toBe(599);
    expect(toCents(19.99)).toBe(1999); // 19.99 × 100 is 1998.9999… in floating point
  });

  it('a price per plan and amount, EUR, tax included', () => {
    expect(priceLookupKey(PLAN)).toBe('patrimo_premium-monthly_599');
    expect(priceLookupKey({ ...PLAN, amount: 6.49 })).toBe('patrimo_premium-monthly_649');
    expect(priceParams(PLAN)).toMatchObject({ currency: 'eur', unit_amount: 599, recurring: { interval: 'month' }, tax_behavior: 'inclusive' });
  });

  it('each kind of code as a coupon, and whether an existing coupon matches', () => {
    const percent = { code: 'BIENVENUE20', kind: 'percent' as const, value: 20, durationInMonths: 3 };
    expect(couponParams(percent)).toEqual({ id: 'BIENVENUE20', name: 'BIENVENUE20', duration: 'repeating', duration_in_months: 3, percent_off: 20 });
    expect(couponParams({ code: 'PREMIERMOIS', kind: 'free', value: 0, durationInMonths: 1 })).toMatchObject({ percent_off: 100 });
    expect(couponParams({ code: 'MOINS2', kind: 'amount', value: 2.5, durationInMonths: 6 })).toMatchObject({ amount_off: 250, currency: 'eur' });
    const existing = { id: 'BIENVENUE20', duration: 'repeating', duration_in_months: 3, percent_off: 20, amount_off: null, currency: null } as unknown as Stripe.Coupon;
    expect(couponMatches(existing, percent)).toBe(true);
    expect(couponMatches(existing, { ...percent, value: 25 })).toBe(false);
    expect(couponMatches(existing, { ...percent, durationInMonths: 6 })).toBe(false);
    expect(couponMatches({ ...existing, duration: 'forever' } as Stripe.Coupon, percent)).toBe(false);
  });
});

describe('cards and customers', () => {
  it('a card is masked as Stripe gives it; another kind of method is not a card', () => {
    const card = { id: 'pm_1', type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 } } as unknown as Stripe.PaymentMethod;
    expect(toProviderCard(card)).toEqual({ id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 });
    expect(toProviderCard({ id: 'pm_2', type: 'sepa_debit' } as unknown as Stripe.PaymentMethod)).toBeNull();
  });

  it('the default card, expanded or not; none for a deleted customer', () => {
    expect(defaultCardId({ invoice_settings: { default_payment_method: 'pm_1' } } as unknown as Stripe.Customer)).toBe('pm_1');
    expect(defaultCardId({ invoice_settings: { default_payment_method: { id: 'pm_2' } } } as unknown as Stripe.Customer)).toBe('pm_2');
    expect(defaultCardId({ id: 'cus_1', deleted: true } as unknown as Stripe.DeletedCustomer)).toBeNull();
  });
});

describe('hostOptions', () => {
  it('points the client at another host, or leaves Stripe’s own', () => {
    expect(hostOptions('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: '12111', protocol: 'http' });
    expect(hostOptions('https://stripe.internal.example')).toEqual({ host: 'stripe.internal.example', port: 443, protocol: 'https' });
    expect(hostOptions(undefined)).toEqual({});
  });
});
