/**
 * The choice made on `/app/subscribe`, carried to `/app/pay` in the address (`?plan=…&coupon=…`): a reload, a
 * back button or a shared link keeps it, and nothing about it is stored anywhere else.
 */
export interface Checkout {
  planId: string;
  /** The promo code the saver validated, upper-case; absent without one. */
  coupon?: string;
}

/** The `/app/pay` address of a choice. */
export function checkoutPath({ planId, coupon }: Checkout): string {
  const search = new URLSearchParams({ plan: planId });
  if (coupon) search.set('coupon', coupon);
  return `/app/pay?${search.toString()}`;
}

/** The choice an address carries, or null without a plan. A code is cleaned as the API cleans it. */
export function readCheckout(search: URLSearchParams): Checkout | null {
  const planId = search.get('plan')?.trim() ?? '';
  if (planId === '') return null;
  const coupon = search.get('coupon')?.trim().toUpperCase() ?? '';
  return coupon === '' ? { planId } : { planId, coupon };
}
