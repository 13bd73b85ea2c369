import { messageForError } from '@patrimo/shared';
import { isApiHttpError, isApiNetworkError } from '@patrimo/shared/client';

/** The spec §8 code an API failure carries: its first code, else its first field's; `network_error` or `unknown` otherwise. */
export function errorCodeOf(error: unknown): string {
  if (isApiNetworkError(error)) return 'network_error';
  if (isApiHttpError(error)) return error.codes[0] ?? Object.values(error.fields)[0]?.[0] ?? 'unknown';
  return 'unknown';
}

/** The French message of a promo code's refusal: `invalid` and `not_found` say the same, `coupon_expired` says so. */
export function couponErrorMessage(error: unknown): string {
  return messageForError(errorCodeOf(error), 'coupon');
}
