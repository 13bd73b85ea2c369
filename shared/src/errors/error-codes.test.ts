import {
  ACCOUNT_ERROR_CODES,
  AUTH_ERROR_CODES,
  ERROR_CODES,
  FIELD_ERROR_CODES,
  GENERIC_ERROR_CODES,
  HTTP_ERROR_CODES,
  OPTIMISATION_ERROR_CODES,
  PAYMENT_ERROR_CODES,
  REAL_ESTATE_ERROR_CODES,
  SCREEN_ERROR_CODES,
  errorCodeSchema,
  isErrorCode,
} from './error-codes';

describe('the error code vocabulary', () => {
  it('lists each code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('holds the codes of spec §8 in their groups', () => {
    expect(GENERIC_ERROR_CODES).toEqual(
      expect.arrayContaining([
        'unknown',
        'not_found',
        'unauthorized',
        'forbidden',
        'validation',
        'rate_limited',
        'server_error',
        'route_not_found',
      ]),
    );
    expect(FIELD_ERROR_CODES).toEqual(
      expect.arrayContaining([
        'blank',
        'taken',
        'invalid',
        'too_short',
        'match_error',
        'not_accepted',
        'below_aggregated',
        'invalid_file',
      ]),
    );
    expect(ACCOUNT_ERROR_CODES).toEqual(
      expect.arrayContaining([
        'wrongpass',
        'additionalInformationNeeded',
        'sync_need_additional_information',
        'demo_account',
      ]),
    );
    expect(AUTH_ERROR_CODES).toEqual(
      expect.arrayContaining(['wrong_token', 'too_many_attempts', 'invalid_grant', 'is_admin', 'not_admin']),
    );
    expect(PAYMENT_ERROR_CODES).toEqual(
      expect.arrayContaining([
        'insufficient_funds',
        'approve_with_id',
        'card_velocity_exceeded',
        'issuer_not_available',
      ]),
    );
    expect(REAL_ESTATE_ERROR_CODES).toEqual(['loan_zero', 'loan_already_connected', 'feature_disabled', 'estimate_unavailable']);
    expect(OPTIMISATION_ERROR_CODES).toEqual(['no_euro_fund', 'no_low_risk_fund', 'optimisation_failed']);
    expect(SCREEN_ERROR_CODES).toEqual(expect.arrayContaining([
      'recommendation_unavailable',
      'csv_upload_failed',
      'deletion_link_invalid',
    ]));
  });

  it('has a code for each refusal of the HTTP layer', () => {
    expect(HTTP_ERROR_CODES).toEqual(
      expect.arrayContaining(['malformed_request', 'too_deep', 'payload_too_large', 'uri_too_long', 'headers_too_large', 'method_not_allowed']),
    );
    for (const code of HTTP_ERROR_CODES) expect(isErrorCode(code)).toBe(true);
  });

  it('keeps the card payment provider spelling', () => {
    expect(PAYMENT_ERROR_CODES).toEqual(expect.arrayContaining([
      'incorrect_cvc',
      'invalid_expiry_year',
      'generic_decline',
    ]));
  });

  it('recognises its own codes only', () => {
    expect(isErrorCode('no_euro_fund')).toBe(true);
    expect(isErrorCode('valid')).toBe(true);
    expect(isErrorCode('Not Found')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
    expect(errorCodeSchema.safeParse('taken').success).toBe(true);
  });
});
