import { eq } from 'drizzle-orm';
import type { Coupon } from '@patrimo/shared';
import type { Database } from '../db/client';
import { coupons } from '../db/schema';
import { ApiError } from '../http/errors';
import { isExpired } from './coupons';

/** What a promo code may look like: letters, digits, dashes and underscores (the schema has upper-cased it). */
const WELL_FORMED = /^[A-Z0-9][A-Z0-9_-]{1,31}$/;

/**
 * A promo code as the saver typed it → the code, or the refusal of spec §8: malformed 400 `invalid`, unknown 404
 * `not_found` (one French message for both), expired 400 `coupon_expired`; each also on the `coupon` field.
 */
export async function resolveCoupon(db: Pick<Database, 'select'>, code: string, now: Date): Promise<Coupon> {
  if (!WELL_FORMED.test(code)) throw new ApiError(400, 'invalid', { coupon: ['invalid'] });
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (!row) throw new ApiError(404, 'not_found', { coupon: ['not_found'] });
  if (isExpired(row.expiresAt, now)) throw new ApiError(400, 'coupon_expired', { coupon: ['coupon_expired'] });
  return { code: row.code, kind: row.kind, value: row.value, durationInMonths: row.durationInMonths };
}
