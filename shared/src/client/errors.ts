import { normaliseErrorBody } from '../errors/normalise-error-body';

/**
 * Errors raised by the API client, ky-style: one base class and a type guard per kind.
 * The UI maps their codes to French text in one place (`messageForError`).
 */
export class ApiClientError extends Error {
  override readonly name: string = 'ApiClientError';
}

/**
 * The server answered with an error status. `codes` are the global codes, `fields` the field codes, and
 * `details` whatever else the body carried (spec §8: a refused bank connection's `connectionId` and the
 * bank's own `message`), camelCased, so a screen can act on it rather than show only the generic text.
 */
export class ApiHttpError extends ApiClientError {
  override readonly name = 'ApiHttpError';
  constructor(
    readonly status: number,
    readonly codes: string[],
    readonly fields: Record<string, string[]>,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(`HTTP ${status}: ${[...codes, ...Object.keys(fields)].join(', ') || 'error'}`);
  }

  /** Builds the error from a response body (already converted to camelCase). */
  static fromBody(status: number, body: unknown): ApiHttpError {
    const { global, fields } = normaliseErrorBody(body);
    return new ApiHttpError(status, global, fields, detailsOf(body));
  }

  /** True when the server sent this global code. */
  has(code: string): boolean {
    return this.codes.includes(code);
  }

  /** The connection a refused bank login created (to retry it with `POST /2.0/users/me/connections/{id}`). */
  get connectionId(): string | null {
    return nonEmptyString(this.details['connectionId']);
  }

  /** The server's own explanation, in French, when it sent one (the bank's words for `actionNeeded`). */
  get serverMessage(): string | null {
    return nonEmptyString(this.details['message']);
  }
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The body's members other than the codes (`error`, `errors`), which `normaliseErrorBody` reads. */
function detailsOf(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return {};
  const details: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) if (key !== 'error' && key !== 'errors') details[key] = value;
  return details;
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
