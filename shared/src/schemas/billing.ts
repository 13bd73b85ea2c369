import { z } from 'zod';
import { dateTimeSchema, idSchema, mustNotBeBlank, positiveAmountSchema } from './common';
import { INVOICES_LIMIT } from '../constants/billing';

/**
 * Billing (spec §3 "Billing"): plans, promo codes, subscriptions, payment sources and invoices.
 * Card details never reach the API: the card payment provider's form turns them into a token.
 */

/** Monthly or annual payment; annual saves 10 percent (spec §1). */
export const planIntervalSchema = z.enum(['month', 'year'], 'invalid');
export type PlanInterval = z.infer<typeof planIntervalSchema>;

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  interval: planIntervalSchema,
  /** Price per interval, tax included. */
  amount: positiveAmountSchema,
  currency: z.literal('EUR'),
  /** For an annual plan, the yearly amount of the monthly plan it is compared with. */
  fullAmount: positiveAmountSchema.nullable(),
});
export type Plan = z.infer<typeof planSchema>;

/** Promo code kinds: free months, a percentage off, or an amount off. */
export const couponKindSchema = z.enum(['free', 'percent', 'amount'], 'invalid');
export type CouponKind = z.infer<typeof couponKindSchema>;

export const couponSchema = z.object({
  code: z.string(),
  kind: couponKindSchema,
  /** Percent off (0 to 100) for `percent`, euros off for `amount`, 0 for `free`. */
  value: z.number().min(0),
  /** How many months the discount lasts. */
  durationInMonths: z.number().int().positive(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** POST /coupons/verify `{ coupon, planId }`. */
export const couponVerificationInputSchema = z.object({
  coupon: z.string('blank').trim().toUpperCase().min(1, mustNotBeBlank).max(64, 'invalid'),
  planId: z.string().min(1, mustNotBeBlank),
});
export type CouponVerificationInput = z.infer<typeof couponVerificationInputSchema>;

/** A valid code (spec §8 "valid"); an unknown or expired one answers `invalid` or `not_found`. */
export const couponVerificationSchema = z.object({
  status: z.literal('valid'),
  coupon: couponSchema,
  /** What the first interval costs once the code applies. */
  discountedAmount: positiveAmountSchema,
});
export type CouponVerification = z.infer<typeof couponVerificationSchema>;

/** Subscription states, as the card payment provider names them. */
export const subscriptionStatusSchema = z.enum(
  ['trialing', 'active', 'incomplete', 'past_due', 'canceled', 'unpaid'],
  'invalid',
);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const subscriptionSchema = z.object({
  id: idSchema,
  planId: z.string(),
  status: subscriptionStatusSchema,
  coupon: couponSchema.nullable(),
  currentPeriodEnd: dateTimeSchema,
  createdAt: dateTimeSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** POST /users/me/subscriptions `{ subscription }`. */
export const subscriptionInputSchema = z.object({
  subscription: z.object({
    planId: z.string().min(1, mustNotBeBlank),
    /** Payment source to charge; the default one when omitted. */
    paymentSourceId: z.string().min(1).optional(),
    coupon: z.string().trim().toUpperCase().min(1).max(64, 'invalid').optional(),
  }),
});
export type SubscriptionInput = z.infer<typeof subscriptionInputSchema>;

/** A saved card. */
export const paymentSourceSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000),
  default: z.boolean(),
});
export type PaymentSource = z.infer<typeof paymentSourceSchema>;

/**
 * POST /users/me/payment_sources `{ paymentSource }`: the token the card payment provider's form
 * produced (in the sandbox, the provider's published test tokens such as `tok_visa`).
 */
export const paymentSourceInputSchema = z.object({
  paymentSource: z.object({ token: z.string().min(1, mustNotBeBlank) }),
});
export type PaymentSourceInput = z.infer<typeof paymentSourceInputSchema>;

/** Luhn checksum of a card number: catches most typing mistakes before the provider is asked. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card form's fields (spec §3 "Card fields: number, expiry, cvc"), checked before tokenising. */
export const cardFormSchema = z.object({
  number: z
    .string('blank')
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, mustNotBeBlank)
        .regex(/^\d{12,19}$/, { message: 'invalid_number', abort: true })
        .refine(passesLuhn, 'incorrect_number'),
    ),
  /** `MM/AA`. */
  expiry: z
    .string('blank')
    .trim()
    .min(1, mustNotBeBlank)
    .regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, 'invalid_expiry_month'),
  cvc: z.string('blank').trim().min(1, mustNotBeBlank).regex(/^\d{3,4}$/, 'invalid_cvc'),
});
export type CardForm = z.infer<typeof cardFormSchema>;

export const invoiceStatusSchema = z.enum(['draft', 'open', 'paid', 'uncollectible', 'void'], 'invalid');
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  amount: positiveAmountSchema,
  currency: z.literal('EUR'),
  status: invoiceStatusSchema,
  planName: z.string(),
  pdfUrl: z.string().nullable(),
  createdAt: dateTimeSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /users/me/invoices?limit=100. */
export const invoicesQuerySchema = z.object({
  limit: z.coerce
    .number('not_a_number')
    .int('invalid')
    .min(1, 'out_of_range')
    .max(INVOICES_LIMIT, 'out_of_range')
    .default(INVOICES_LIMIT),
});
