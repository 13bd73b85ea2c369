import type { ErrorCode } from '@patrimo/shared';

/**
 * Errors a handler throws to answer with an error body (ARCHITECTURE §3): `{ "error": code }` and/or
 * `{ "errors": { field: [code] } }`. Codes are the spec §8 vocabulary; the French text lives in
 * `@patrimo/shared`. Anything else thrown becomes a 500 `{ "error": "server_error" }`.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode | undefined;
  readonly fieldErrors: Record<string, ErrorCode[]> | undefined;

  constructor(statusCode: number, code: ErrorCode | undefined, fieldErrors?: Record<string, ErrorCode[]>) {
    super(code ?? 'field_errors');
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  /** The JSON body sent to the client. */
  toBody(): { error?: ErrorCode; errors?: Record<string, ErrorCode[]> } {
    return {
      ...(this.fieldErrors && Object.keys(this.fieldErrors).length > 0 ? { errors: this.fieldErrors } : {}),
      ...(this.code ? { error: this.code } : {}),
    };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** 400 with field errors (and a global code when some problem is not tied to a field). */
export const fieldErrors = (errors: Record<string, ErrorCode[]>, global?: ErrorCode): ApiError => new ApiError(400, global, errors);
export const badRequest = (code: ErrorCode = 'invalid'): ApiError => new ApiError(400, code);
/** 401: no credentials, or credentials that are not (or no longer) valid. */
export const unauthorized = (): ApiError => new ApiError(401, 'unauthorized');
/** 401 for an access token past its expiry: the client may refresh, or show "session expirée". */
export const sessionTimeout = (): ApiError => new ApiError(401, 'timeout');
export const forbidden = (code: ErrorCode = 'forbidden'): ApiError => new ApiError(403, code);
export const notFound = (code: ErrorCode = 'not_found'): ApiError => new ApiError(404, code);
export const rateLimited = (): ApiError => new ApiError(429, 'rate_limited');
