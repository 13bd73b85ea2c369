import Stripe from 'stripe';
import { PAYMENT_ERROR_CODES } from '@patrimo/shared';
import { PaymentDeclinedError, PaymentProviderError } from '../provider';
import { declineCode, translateStripeError } from './errors';

const raw = (fields: Record<string, unknown>) => ({ message: 'Stripe says no.', ...fields });

describe('declineCode', () => {
  it.each(PAYMENT_ERROR_CODES.map((code) => [code]))('decline code %s is kept as the spec §8 code', (code) => {
    expect(declineCode('card_declined', code)).toBe(code);
  });

  it('reads the error code when there is no decline code (expired_card, incorrect_number…)', () => {
    expect(declineCode('expired_card', undefined)).toBe('expired_card');
    expect(declineCode('incorrect_number', null)).toBe('incorrect_number');
    expect(declineCode('invalid_expiry_year', undefined)).toBe('invalid_expiry_year');
  });

  it('an unknown decline code, a test-mode live card or nothing at all is card_declined', () => {
    expect(declineCode('card_declined', 'test_mode_live_card')).toBe('card_declined');
    expect(declineCode('card_declined', 'something_new')).toBe('card_declined');
    expect(declineCode(undefined, undefined)).toBe('card_declined');
  });

  it('a payment that needs the saver’s action is authentication_required', () => {
    expect(declineCode('invoice_payment_intent_requires_action', undefined)).toBe('authentication_required');
    expect(declineCode('subscription_payment_intent_requires_action', undefined)).toBe('authentication_required');
  });
});

describe('translateStripeError', () => {
  it('a StripeCardError is a PaymentDeclinedError with its code', () => {
    const error = translateStripeError(new Stripe.errors.StripeCardError(raw({ code: 'card_declined', decline_code: 'insufficient_funds' })), 'Stripe POST /v1/subscriptions');
    expect(error).toBeInstanceOf(PaymentDeclinedError);
    expect(error).toMatchObject({ code: 'insufficient_funds' });
  });

  it('an expired coupon is the refusal coupon_expired; other invalid requests are permanent provider errors', () => {
    expect(translateStripeError(new Stripe.errors.StripeInvalidRequestError(raw({ code: 'coupon_expired', statusCode: 400 })), 'x')).toMatchObject({ code: 'coupon_expired' });
    const other = translateStripeError(new Stripe.errors.StripeInvalidRequestError(raw({ code: 'parameter_missing', statusCode: 400 })), 'Stripe POST /v1/prices');
    expect(other).toBeInstanceOf(PaymentProviderError);
    expect(other).toMatchObject({ retryable: false, message: 'Stripe POST /v1/prices answered 400: StripeInvalidRequestError (parameter_missing)' });
  });

  it.each([
    [new Stripe.errors.StripeConnectionError(raw({})), true],
    [new Stripe.errors.StripeRateLimitError(raw({ statusCode: 429 })), true],
    [new Stripe.errors.StripeAPIError(raw({ statusCode: 500 })), true],
    [new Stripe.errors.StripeAuthenticationError(raw({ statusCode: 401 })), false],
    [new Stripe.errors.StripePermissionError(raw({ statusCode: 403 })), false],
    [new Stripe.errors.StripeIdempotencyError(raw({ statusCode: 400 })), false],
  ])('%p is a provider error, retryable: %s, without Stripe’s message', (stripeError, retryable) => {
    const error = translateStripeError(stripeError, 'Stripe GET /v1/customers/{id}');
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ retryable });
    expect(error.message).not.toContain('Stripe says no.');
  });

  it('anything else (a bug, a malformed answer) is a permanent provider error; ours pass through', () => {
    expect(translateStripeError(new TypeError('boom'), 'x')).toMatchObject({ retryable: false, message: 'x: unexpected failure' });
    const declined = new PaymentDeclinedError('lost_card');
    expect(translateStripeError(declined, 'x')).toBe(declined);
  });
});
