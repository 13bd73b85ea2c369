import { PAYMENT_ERROR_CODES, type PaymentErrorCode } from '@patrimo/shared';
import { PaymentDeclinedError, PaymentProviderError } from '../provider';

/**
 * What a failed Stripe call becomes (pure): a refusal of the card or of the code is a `PaymentDeclinedError` with
 * the spec §8 code (answered 402 with its French message); anything else is a `PaymentProviderError` (answered 502),
 * retryable when trying again later may work. Messages keep only Stripe's error type, status and code: never a key,
 * a card detail or Stripe's own message.
 */

/** The fields of a `stripe` package error this module reads (`StripeError`: `type` is the class name). */
export interface StripeErrorLike {
  type?: unknown;
  statusCode?: unknown;
  code?: unknown;
  decline_code?: unknown;
}

const paymentCodes: ReadonlySet<string> = new Set(PAYMENT_ERROR_CODES);

const isPaymentCode = (value: unknown): value is PaymentErrorCode => typeof value === 'string' && paymentCodes.has(value);

/**
 * Stripe codes that mean the bank wants the saver to authenticate (3-D Secure) when a card on file is charged
 * with `error_if_incomplete`: the saver pays in the browser instead.
 */
const AUTHENTICATION_CODES: ReadonlySet<string> = new Set([
  'authentication_required',
  'invoice_payment_intent_requires_action',
  'subscription_payment_intent_requires_action',
  'payment_intent_action_required',
]);

/**
 * The spec §8 code of a card refusal: the decline code when Stripe gives one we know (`insufficient_funds`,
 * `lost_card`…), else the error code when it is one (`expired_card`, `incorrect_cvc`, `incorrect_number`…),
 * else `card_declined` (an unknown decline code, or `test_mode_live_card`).
 */
export function declineCode(code: unknown, declineCodeValue: unknown): PaymentErrorCode {
  if (typeof declineCodeValue === 'string' && AUTHENTICATION_CODES.has(declineCodeValue)) return 'authentication_required';
  if (isPaymentCode(declineCodeValue)) return declineCodeValue;
  if (typeof code === 'string' && AUTHENTICATION_CODES.has(code)) return 'authentication_required';
  if (isPaymentCode(code)) return code;
  return 'card_declined';
}

/** Whether the value looks like an error of the `stripe` package (its `type` names its class). */
export function isStripeError(error: unknown): error is StripeErrorLike & Error {
  return error instanceof Error && typeof (error as StripeErrorLike).type === 'string' && /^Stripe[A-Za-z]*Error$/.test(String((error as StripeErrorLike).type));
}

const RETRYABLE_TYPES: ReadonlySet<string> = new Set(['StripeConnectionError', 'StripeRateLimitError', 'StripeAPIError']);

/** Translates what a Stripe call threw; `what` names the call for logs (`Stripe POST /v1/subscriptions`). */
export function translateStripeError(error: unknown, what: string): PaymentDeclinedError | PaymentProviderError {
  if (error instanceof PaymentDeclinedError || error instanceof PaymentProviderError) return error;
  if (!isStripeError(error)) {
    return new PaymentProviderError(`${what}: unexpected failure`, { retryable: false, cause: error });
  }
  const type = String(error.type);
  if (type === 'StripeCardError') return new PaymentDeclinedError(declineCode(error.code, error.decline_code));
  // An expired code is a refusal of the code (spec §8), not a failure of Stripe.
  if (type === 'StripeInvalidRequestError' && error.code === 'coupon_expired') return new PaymentDeclinedError('coupon_expired');
  const status = typeof error.statusCode === 'number' ? ` answered ${error.statusCode}` : ' did not answer';
  const code = typeof error.code === 'string' ? ` (${error.code})` : '';
  const retryable = RETRYABLE_TYPES.has(type) || (typeof error.statusCode === 'number' && error.statusCode >= 500);
  // Only the class name is kept as the cause: Stripe's messages may quote a masked key or a parameter value.
  return new PaymentProviderError(`${what}${status}: ${type}${code}`, { retryable, cause: new Error(type) });
}
