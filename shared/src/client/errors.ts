import { normaliseErrorBody } from '../errors/normalise-error-body';

/**
 * Errors raised by the API client, ky-style: one base class and a type guard per kind.
 * The UI maps their codes to French text in one place (`messageForError`).
 */
export class ApiClientError extends Error {
  override readonly name: string = 'ApiClientError';
}

/** The server answered with an error status. `codes` are the global codes, `fields` the field codes. */
export class ApiHttpError extends ApiClientError {
  override readonly name = 'ApiHttpError';
  constructor(
    readonly status: number,
    readonly codes: string[],
    readonly fields: Record<string, string[]>,
  ) {
    super(`HTTP ${status}: ${[...codes, ...Object.keys(fields)].join(', ') || 'error'}`);
  }

  /** Builds the error from a response body (already converted to camelCase). */
  static fromBody(status: number, body: unknown): ApiHttpError {
    const { global, fields } = normaliseErrorBody(body);
    return new ApiHttpError(status, global, fields);
  }

  /** True when the server sent this global code. */
  has(code: string): boolean {
    return this.codes.includes(code);
  }
}

/** The request never got an answer (offline, refused, timeout). */
export class ApiNetworkError extends ApiClientError {
  override readonly name = 'ApiNetworkError';
  constructor(options: { cause: unknown }) {
    super('Le serveur est injoignable.', options);
  }
}

/** The server answered, but not with the shape the contract promises. */
export class ApiSchemaError extends ApiClientError {
  override readonly name = 'ApiSchemaError';
  constructor(
    readonly callId: string,
    readonly issues: unknown,
  ) {
    super(`Unexpected response shape for ${callId}`);
  }
}

export const isApiHttpError = (error: unknown): error is ApiHttpError => error instanceof ApiHttpError;
export const isApiNetworkError = (error: unknown): error is ApiNetworkError => error instanceof ApiNetworkError;
export const isApiSchemaError = (error: unknown): error is ApiSchemaError => error instanceof ApiSchemaError;
