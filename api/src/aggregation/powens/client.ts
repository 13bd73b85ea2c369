import { ProviderError } from '../provider';
import type { PowensErrorBody } from './types';

/**
 * The HTTP layer of the Powens adapter: plain `fetch` (Node 20+), JSON in and out, a timeout on every call, and
 * one translation of failures into `ProviderError`. Nothing here logs, and no message carries a token, a
 * credential or a response body: only the method, the route template, the status and Powens' error code.
 */

/** What every call needs; built once by `createPowensProvider`. */
export interface PowensHttpOptions {
  /** `https://{domain}.biapi.pro/2.0` (no trailing slash needed). */
  baseUrl: string;
  /** Milliseconds before a call is abandoned as retryable. */
  timeoutMs: number;
  /** Injectable for tests; the global `fetch` otherwise. */
  fetch: typeof fetch;
}

/** A call that reached Powens and was refused with a 4xx: the error code is kept so callers can answer with a state. */
export class PowensRequestError extends ProviderError {
  /** HTTP status. */
  readonly status: number;
  /** Powens' `code` (`wrongpass`, `invalidValue`…), or null if the body had none. */
  readonly code: string | null;
  /** Powens' end-user `message` (from the institution), safe to show; null if none. */
  readonly userMessage: string | null;
  constructor(message: string, status: number, body: PowensErrorBody | null, retryable: boolean) {
    super(message, { retryable });
    this.name = 'PowensRequestError';
    this.status = status;
    this.code = body?.code ?? null;
    this.userMessage = body?.message ?? null;
  }
}

/** One call: `route` is the template for messages (`/users/me/connections/{id}`), `path` the real one. */
export interface PowensCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  route: string;
  token?: string;
  body?: unknown;
}

/** Sends one request and returns its parsed JSON body (null when empty); throws `ProviderError` otherwise. */
export async function powensRequest<T>(options: PowensHttpOptions, call: PowensCall): Promise<T> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}${call.path}`;
  const what = `Powens ${call.method} ${call.route}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await options.fetch(url, {
      method: call.method,
      headers,
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (cause) {
    // `AbortSignal.timeout` rejects with a DOMException, which is not always `instanceof Error` (other realms).
    const name = typeof cause === 'object' && cause !== null && 'name' in cause ? String(cause.name) : 'Error';
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    // Only the error's name is kept as the cause: undici's messages may quote the URL.
    throw new ProviderError(`${what}: ${timedOut ? `no answer within ${options.timeoutMs} ms` : 'network error'}`, {
      retryable: true,
      cause: new Error(name),
    });
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ProviderError(`${what}: the answer was cut off`, { retryable: true });
  }
  if (response.ok) {
    if (text.trim() === '') return null as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ProviderError(`${what}: the answer is not JSON`, { retryable: true });
    }
  }
  let body: PowensErrorBody | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as PowensErrorBody;
  } catch {
    body = null;
  }
  const code = typeof body?.code === 'string' ? body.code : null;
  // Retryable: the partner's own faults, throttling (HTTP 429 or the `rateLimiting` code) and request timeouts.
  const retryable = response.status >= 500 || response.status === 429 || response.status === 408 || code === 'rateLimiting';
  throw new PowensRequestError(`${what} answered ${response.status}${code ? ` (${code})` : ''}`, response.status, body, retryable);
}
