import type { Coupon } from '@patrimo/shared';
import { amountOfInterval, couponVerification, discountedAmount, isExpired, priceSchedule } from './coupons';
import { planById } from './plans';

const monthly = planById('premium-monthly')!;
const annual = planById('premium-annual')!;
const percent: Coupon = { code: 'BIENVENUE20', kind: 'percent', value: 20, durationInMonths: 3 };
const free: Coupon = { code: 'PREMIERMOIS', kind: 'free', value: 0, durationInMonths: 1 };
const amount: Coupon = { code: 'MOINS2', kind: 'amount', value: 2, durationInMonths: 6 };

describe('a promo code on a plan', () => {
  it('takes a percentage off for its months on the monthly plan, then the full price', () => {
    expect(priceSchedule(monthly, percent)).toEqual([
      { intervals: 3, amount: 4.79 },
      { intervals: null, amount: 5.99 },
    ]);
  });

  it('makes its months free', () => {
    expect(priceSchedule(monthly, free)).toEqual([
      { intervals: 1, amount: 0 },
      { intervals: null, amount: 5.99 },
    ]);
  });

  it('takes an amount off for its months, never below zero', () => {
    expect(priceSchedule(monthly, amount)).toEqual([
      { intervals: 6, amount: 3.99 },
      { intervals: null, amount: 5.99 },
    ]);
    expect(discountedAmount(5.99, { kind: 'amount', value: 10 })).toBe(0);
  });

  it('discounts the first year of the annual plan once', () => {
    expect(priceSchedule(annual, percent)).toEqual([
      { intervals: 1, amount: 51.75 },
      { intervals: null, amount: 64.69 },
    ]);
    expect(priceSchedule(annual, amount)[0]).toEqual({ intervals: 1, amount: 62.69 });
    expect(priceSchedule(annual, free)[0]).toEqual({ intervals: 1, amount: 0 });
  });

  it('costs the full price without a code', () => {
    expect(priceSchedule(monthly, null)).toEqual([{ intervals: null, amount: 5.99 }]);
  });

  it('prices each interval by the schedule: the code’s months, then the full price', () => {
    const schedule = priceSchedule(monthly, percent);
    expect([0, 1, 2, 3, 4, 40].map((index) => amountOfInterval(schedule, index))).toEqual([4.79, 4.79, 4.79, 5.99, 5.99, 5.99]);
  });

  it('answers the verification with the first interval’s price and the schedule', () => {
    expect(couponVerification(monthly, percent)).toEqual({
      status: 'valid',
      coupon: percent,
      discountedAmount: 4.79,
      schedule: [
        { intervals: 3, amount: 4.79 },
        { intervals: null, amount: 5.99 },
      ],
    });
  });

  it('expires at its date, not before', () => {
    const expiry = new Date('2026-01-01T00:00:00Z');
    expect(isExpired(expiry, new Date('2025-12-31T23:59:59Z'))).toBe(false);
    expect(isExpired(expiry, expiry)).toBe(true);
    expect(isExpired(null, new Date('2099-01-01'))).toBe(false);
  });
});
