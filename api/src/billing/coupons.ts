import type { Coupon, CouponVerification, Plan, PriceStep } from '@patrimo/shared';
import { cents, euros } from './plans';

/**
 * What a promo code does to a plan's price (spec §8 "Promo code"), pure. A code lasts `durationInMonths` months:
 * on a monthly plan that many intervals are discounted; on an annual plan the first year is discounted once.
 * `free` makes the interval cost 0, `percent` takes its percentage off (to the cent), `amount` takes its euros
 * off (never below 0).
 */

/** One interval's price once the code applies. */
export function discountedAmount(price: number, coupon: Pick<Coupon, 'kind' | 'value'>): number {
  const priceCents = cents(price);
  if (coupon.kind === 'free') return 0;
  if (coupon.kind === 'percent') return euros(Math.max(0, Math.round((priceCents * (100 - coupon.value)) / 100)));
  return euros(Math.max(0, priceCents - cents(coupon.value)));
}

/** How many intervals of the plan the code covers. */
export function discountedIntervals(plan: Pick<Plan, 'interval'>, coupon: Pick<Coupon, 'durationInMonths'>): number {
  return plan.interval === 'year' ? 1 : coupon.durationInMonths;
}

/** The price interval by interval: while the code applies, then the full price (`intervals: null`). */
export function priceSchedule(plan: Pick<Plan, 'interval' | 'amount'>, coupon: Coupon | null): PriceStep[] {
  if (coupon === null) return [{ intervals: null, amount: plan.amount }];
  return [
    { intervals: discountedIntervals(plan, coupon), amount: discountedAmount(plan.amount, coupon) },
    { intervals: null, amount: plan.amount },
  ];
}

/** What the interval number `index` (0 for the first) costs under a schedule. */
export function amountOfInterval(schedule: PriceStep[], index: number): number {
  let start = 0;
  for (const step of schedule) {
    if (step.intervals === null || index < start + step.intervals) return step.amount;
    start += step.intervals;
  }
  return schedule[schedule.length - 1]?.amount ?? 0;
}

/** The answer of `POST /coupons/verify` for a valid code. */
export function couponVerification(plan: Pick<Plan, 'interval' | 'amount'>, coupon: Coupon): CouponVerification {
  const schedule = priceSchedule(plan, coupon);
  return { status: 'valid', coupon, discountedAmount: amountOfInterval(schedule, 0), schedule };
}

/** Whether a code may no longer be used at `now`. */
export function isExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}
