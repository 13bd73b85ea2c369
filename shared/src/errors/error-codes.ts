import { z } from 'zod';

/**
 * The error code vocabulary (spec §8), the only codes the API puts in `{ error }` and `{ errors }`.
 * Groups are disjoint: a code several domains use (`invalid`, `not_found`, `match_error`,
 * `missing_fields`) is listed once, in the first group that needs it.
 */

/** Codes any call may answer. */
export const GENERIC_ERROR_CODES = [
  'unknown',
  'not_found',
  'unauthorized',
  'forbidden',
  'validation',
  'rate_limited',
  'server_error',
  'route_not_found',
  // Client-side only: the request never got an answer (offline, server down).
  'network_error',
] as const;

/**
 * Refusals of the HTTP layer itself, before any call runs: a request the server cannot or will not read.
 * (An unparseable JSON body or an unsupported content type stays a plain `invalid`.)
 */
export const HTTP_ERROR_CODES = [
  'malformed_request',
  'too_deep',
  'payload_too_large',
  'uri_too_long',
  'headers_too_large',
  'method_not_allowed',
  'request_timeout',
] as const;

/** Codes of one form field (`{ errors: { field: [code] } }`), spec §5. */
export const FIELD_ERROR_CODES = [
  'blank',
  'required',
  'taken',
  'invalid',
  'too_short',
  'too_long',
  'not_a_number',
  'must_be_positive',
  'out_of_range',
  'after_today',
  'match_error',
  'not_accepted',
  'not_secure',
  'not_invited',
  'below_aggregated',
  'inconsistent',
  'duplicate',
  'invalid_file',
  'file_too_large',
] as const;

/** Bank connection and synchronisation codes, spec §8 "Accounts". */
export const ACCOUNT_ERROR_CODES = [
  'wrongpass',
  'client_error',
  'config',
  'additionalInformationNeeded',
  'missing_fields',
  'websiteUnavailable',
  'bug',
  'actionNeeded',
  'scrapping_failed',
  'sync_failed',
  'sync_wrongpass',
  'sync_auth_failed',
  'sync_need_additional_information',
  'sync_unavailable',
  'sync_scrapping_failed',
  'sync_action_needed',
  'demo_account',
] as const;

/** Sign-in, session and invitation codes, spec §4 and §8 "Auth". */
export const AUTH_ERROR_CODES = [
  'wrong_token',
  'too_many_attempts',
  'invalid_grant',
  'not_found_in_database',
  'missing_email',
  'timeout',
  'user_already_invited',
  'is_admin',
  'not_admin',
] as const;

/** Password change codes, spec §8 "Password" (`invalid` and `match_error` are field codes). */
export const PASSWORD_ERROR_CODES = ['wrong_password'] as const;

/** The card payment provider's error and decline codes, in its own spelling, spec §8. */
export const PAYMENT_ERROR_CODES = [
  'insufficient_funds',
  'bank_account_unusable',
  'bank_account_unverified',
  'country_unsupported',
  'coupon_expired',
  'expired_card',
  'incorrect_cvc',
  'invalid_cvc',
  'incorrect_number',
  'invalid_number',
  'incorrect_zip',
  'card_not_supported',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'approve_with_id',
  'card_velocity_exceeded',
  'currency_not_supported',
  'duplicate_transaction',
  'generic_decline',
  'issuer_not_available',
  'card_declined',
  'do_not_honor',
  'fraudulent',
  'lost_card',
  'stolen_card',
  'pickup_card',
  'restricted_card',
  'call_issuer',
  'processing_error',
  'try_again_later',
  'transaction_not_allowed',
  'authentication_required',
  // A 3-D Secure challenge the cardholder failed (issue 15; Stripe's `payment_intent_authentication_failure`).
  'payment_intent_authentication_failure',
] as const;

/**
 * Subscription (issue 15): subscribing while already premium (409 `already_subscribed`); a premium feature used
 * without a subscription on a brand that sells it (403 `premium_required`).
 */
export const BILLING_ERROR_CODES = ['already_subscribed', 'premium_required'] as const;

/** Promo code check, spec §8 "Promo code" (`invalid` and `not_found` mean an unknown code). */
export const PROMO_ERROR_CODES = ['valid'] as const;

/**
 * Real estate, spec §5 and §8 (`missing_fields` is shared with accounts), and issue 14: the brand has the
 * feature or its estimator off (403 `feature_disabled`, spec §6 flags); the estimator has no comparable sale
 * or does not know the commune (422 `estimate_unavailable`).
 */
export const REAL_ESTATE_ERROR_CODES = ['loan_zero', 'loan_already_connected', 'feature_disabled', 'estimate_unavailable'] as const;

/** Optimisation, spec §5 and §8. */
export const OPTIMISATION_ERROR_CODES = ['no_euro_fund', 'no_low_risk_fund', 'optimisation_failed'] as const;

/**
 * Arbitration (issue 13): the optimisation needs the saver's risk profile (422 `profile_required`, the spec §4
 * lock); a basket's starting shares must sum to 100 % (400 `shares_do_not_sum`); a fund must be one the contract
 * can hold (400 `not_holdable`: outside the fund universe and the contract's own lines).
 */
export const ARBITRATION_ERROR_CODES = ['profile_required', 'shares_do_not_sum', 'not_holdable'] as const;

/**
 * Contract analysis: the contract's kind has no analysis (spec §3 supported kinds: bank accounts, loans,
 * unsupported savings products, retirement and labelled-only kinds).
 */
export const ANALYSIS_ERROR_CODES = ['unsupported_kind'] as const;

/**
 * Advisor mode (issue 16): the customer withdrew the advisor's access to their data (403 `access_withdrawn`);
 * the address is a customer of the firm already (409 `already_customer`); an invitation in a state that does
 * not allow the action, e.g. resending a canceled one (409 `invalid_state`); an e-mail that is not the
 * invitation's (403 `invitation_email_mismatch`).
 */
export const ADVISORY_ERROR_CODES = ['access_withdrawn', 'already_customer', 'invalid_state', 'invitation_email_mismatch'] as const;

/** Screen-level failures, spec §8. */
export const SCREEN_ERROR_CODES = [
  'recommendation_unavailable',
  'csv_upload_failed',
  'deletion_link_invalid',
  'page_not_found',
  'unexpected_error',
] as const;

export const ERROR_CODES = [
  ...GENERIC_ERROR_CODES,
  ...HTTP_ERROR_CODES,
  ...FIELD_ERROR_CODES,
  ...ACCOUNT_ERROR_CODES,
  ...AUTH_ERROR_CODES,
  ...PASSWORD_ERROR_CODES,
  ...PAYMENT_ERROR_CODES,
  ...PROMO_ERROR_CODES,
  ...BILLING_ERROR_CODES,
  ...REAL_ESTATE_ERROR_CODES,
  ...OPTIMISATION_ERROR_CODES,
  ...ARBITRATION_ERROR_CODES,
  ...ANALYSIS_ERROR_CODES,
  ...ADVISORY_ERROR_CODES,
  ...SCREEN_ERROR_CODES,
] as const;

export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

const known: ReadonlySet<string> = new Set(ERROR_CODES);

/** Whether a string is a code of the vocabulary. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && known.has(code);
}

/** Codes that mean "wrong e-mail or password" at sign-in (spec §8). */
export const WRONG_CREDENTIALS_CODES = [
  'invalid_grant',
  'invalid',
  'not_found_in_database',
] as const satisfies readonly ErrorCode[];

/** Bank codes that mean "wrong credentials" (spec §8). */
export const WRONG_BANK_CREDENTIALS_CODES = [
  'client_error',
  'wrongpass',
  'config',
] as const satisfies readonly ErrorCode[];

/** Codes that are expected and never sent to error monitoring (spec §8: a wrong password). */
export const UNREPORTED_ERROR_CODES = [
  'wrongpass',
  'sync_wrongpass',
  'wrong_password',
] as const satisfies readonly ErrorCode[];
