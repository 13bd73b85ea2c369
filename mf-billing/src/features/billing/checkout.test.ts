import { checkoutPath, readCheckout } from './checkout';

describe('the choice carried from the plans to the payment', () => {
  it('goes through the address and comes back the same', () => {
    const path = checkoutPath({ planId: 'premium-month', coupon: 'BIENVENUE20' });
    expect(path).toBe('/app/pay?plan=premium-month&coupon=BIENVENUE20');
    expect(readCheckout(new URL(path, 'http://localhost').searchParams)).toEqual({ planId: 'premium-month', coupon: 'BIENVENUE20' });
  });

  it('leaves the code out when there is none', () => {
    expect(checkoutPath({ planId: 'premium-year' })).toBe('/app/pay?plan=premium-year');
    expect(readCheckout(new URLSearchParams('plan=premium-year&coupon='))).toEqual({ planId: 'premium-year' });
  });

  it('cleans a code typed in the address and refuses an address without a plan', () => {
    expect(readCheckout(new URLSearchParams('plan=premium-month&coupon=%20bienvenue20%20'))).toEqual({ planId: 'premium-month', coupon: 'BIENVENUE20' });
    expect(readCheckout(new URLSearchParams('coupon=BIENVENUE20'))).toBeNull();
    expect(readCheckout(new URLSearchParams('plan=%20'))).toBeNull();
  });
});
