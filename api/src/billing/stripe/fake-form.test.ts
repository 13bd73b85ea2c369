import { decodeForm } from './fake-form';

describe('decodeForm', () => {
  it('reads Stripe’s bracketed keys into objects and arrays', () => {
    const body = new URLSearchParams([
      ['customer', 'cus_1'],
      ['items[0][price]', 'price_1'],
      ['metadata[plan_id]', 'premium-monthly'],
      ['expand[0]', 'latest_invoice.confirmation_secret'],
      ['payment_settings[save_default_payment_method]', 'on_subscription'],
      ['payment_settings[payment_method_types][0]', 'card'],
      ['lookup_keys[]', 'a'],
    ]).toString();
    expect(decodeForm(body)).toEqual({
      customer: 'cus_1',
      items: [{ price: 'price_1' }],
      metadata: { plan_id: 'premium-monthly' },
      expand: ['latest_invoice.confirmation_secret'],
      payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
      lookup_keys: ['a'],
    });
  });

  it('orders indices numerically and keeps empty values', () => {
    expect(decodeForm('a[10]=k&a[2]=c&a[0]=x&b=')).toEqual({ a: ['x', 'c', 'k'], b: '' });
  });
});
