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

/**
 * What a subscription unlocks, where the brand sells it (spec §6 "Premium account is mentioned"): linking
 * institutions when the brand's `userAccountsFree` is off, the arbitration (optimiser), the real-estate estimator,
 * the PDF statements of a contract. A brand lists the ones it sells; the others are free there.
 */
export const PREMIUM_FEATURES = ['accounts', 'arbitration', 'realEstateEstimator', 'statements'] as const;
export const premiumFeatureSchema = z.enum(PREMIUM_FEATURES, 'invalid');
export type PremiumFeature = z.infer<typeof premiumFeatureSchema>;

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  interval: planIntervalSchema,
  /** Price per interval, tax included (TTC), as charged. */
  amount: positiveAmountSchema,
  /** The same price without tax (HT) and its VAT, as a French invoice shows them: `amountExclTax + vatAmount = amount`. */
  amountExclTax: positiveAmountSchema,
  vatAmount: positiveAmountSchema,
  /** 0.2: the French standard rate. */
  vatRate: z.number().min(0).max(1),
  currency: z.literal('EUR'),
  /** For an annual plan, the yearly amount of the monthly plan it is compared with (12 × monthly); null for monthly. */
  fullAmount: positiveAmountSchema.nullable(),
  /** For an annual plan, what it costs a month (amount / 12, to the cent); the amount itself for monthly. */
  monthlyEquivalent: positiveAmountSchema,
  /** What the plan unlocks on this brand. */
  features: z.array(premiumFeatureSchema),
});
export type Plan = z.infer<typeof planSchema>;

/**
 * `GET /billing/config`: which card payment provider the browser talks to. `sandbox` (the default, offline):
 * the card form posts to the sandbox provider's own endpoints (`/sandbox-payments/v1/…`, see api/README.md);
 * `stripe`: Stripe.js with the publishable key.
 */
export const billingConfigSchema = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  publishableKey: z.string().nullable(),
  /** Whether this brand bills the saver at all (advisory brands bill the firm: no plan, no subscription). */
  billsSavers: z.boolean(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

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

/** One stretch of the price once a code applies: `intervals` intervals (null: from then on) at `amount` each. */
export const priceStepSchema = z.object({
  intervals: z.number().int().positive().nullable(),
  amount: positiveAmountSchema,
});
export type PriceStep = z.infer<typeof priceStepSchema>;

/**
 * A valid code (spec §8 "valid"). An unknown code answers 404 `not_found`, a malformed one 400 `invalid` (one French
 * message for both), an expired one 400 `coupon_expired`.
 */
export const couponVerificationSchema = z.object({
  status: z.literal('valid'),
  coupon: couponSchema,
  /** What the first interval costs once the code applies. */
  discountedAmount: positiveAmountSchema,
  /**
   * The price interval by interval: while the code applies, then after it (the last step, `intervals: null`). A
   * monthly plan with 20 % for 3 months: `[{ intervals: 3, amount: 4.79 }, { intervals: null, amount: 5.99 }]`. A
   * duration counts in months: an annual plan's first year is discounted once when the code lasts at least a month.
   */
  schedule: z.array(priceStepSchema).min(1),
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
  /** Premium lasts until then; renewed then unless `cancelAtPeriodEnd`. */
  currentPeriodEnd: dateTimeSchema,
  cancelAtPeriodEnd: z.boolean(),
  /**
   * While `incomplete`: the secret the browser confirms the first payment with, at the provider (Stripe's
   * `latest_invoice.confirmation_secret.client_secret`, or the sandbox's). On Stripe, when nothing is due now (a free
   * first interval), the pending SetupIntent's secret (`seti_…`) that saves the card for the renewals. Null
   * otherwise, and never stored.
   */
  clientSecret: z.string().nullable(),
  /** A complimentary subscription (the demonstration accounts): never charged, no card, no invoice. */
  complimentary: z.boolean(),
  createdAt: dateTimeSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `POST /users/me/subscriptions` `{ subscription }`. */
export const subscriptionInputSchema = z.object({
  subscription: z.object({
    planId: z.string().min(1, mustNotBeBlank),
    /** Payment source to charge; without one, the card is confirmed in the browser with `clientSecret`. */
    paymentSourceId: z.string().min(1).optional(),
    coupon: z.string().trim().toUpperCase().min(1).max(64, 'invalid').optional(),
  }),
});
export type SubscriptionInput = z.infer<typeof subscriptionInputSchema>;

/**
 * The saver's premium state, on `/app/user/payment` and wherever a premium feature is locked: premium or not, until
 * when, renewing or not, and the subscription behind it (the latest one, null when never subscribed).
 */
export const billingStateSchema = z.object({
  premium: z.boolean(),
  premiumUntil: dateTimeSchema.nullable(),
  renewing: z.boolean(),
  subscription: subscriptionSchema.nullable(),
  /** What is premium on this brand (locked while `premium` is false). */
  premiumFeatures: z.array(premiumFeatureSchema),
});
export type BillingState = z.infer<typeof billingStateSchema>;

/** `POST /users/me/subscriptions/:id/cancel` `{ atPeriodEnd }`: stop the renewal (premium stays until the period ends). */
export const subscriptionCancelInputSchema = z.object({ atPeriodEnd: z.literal(true).default(true) });

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
  id: idSchema,
  /** Sequential, without gaps, per seller: `PAT-2026-000123`. */
  number: z.string(),
  /** Tax included, as paid. */
  amount: positiveAmountSchema,
  amountExclTax: positiveAmountSchema,
  vatAmount: positiveAmountSchema,
  vatRate: z.number().min(0).max(1),
  currency: z.literal('EUR'),
  status: invoiceStatusSchema,
  planName: z.string(),
  periodStart: dateTimeSchema,
  periodEnd: dateTimeSchema,
  /** The PDF (`GET /users/me/invoices/:id/pdf`), with the seller's legal mentions. */
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
