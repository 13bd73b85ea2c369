import type { z } from 'zod';
import type { CallDefinition } from '../contract/define-call';
import { buildPath, pathParamNames } from '../contract/path';
import { fromWire, toWire } from '../wire/case';
import { ApiHttpError, ApiNetworkError, ApiSchemaError } from './errors';
import { BACKGROUND_HEADER, http } from './http';

/** Who the data calls are about (spec §6): `me`, or a customer's id when an advisor views that customer. */
export type Subject = 'me' | (string & {});

export interface CallOptions<C extends CallDefinition> {
  params?: Omit<z.input<C['params']>, 'userId'> & { userId?: string };
  query?: z.input<C['query']>;
  body?: z.input<C['body']>;
  /** Fills `:userId` when the caller did not. @default 'me' */
  subject?: Subject;
  signal?: AbortSignal;
  /**
   * A call the page makes by itself (the live channel's ticket, the unread count), not one the person asked
   * for: it never refreshes a token about to expire, so an idle session still reaches the auto-logout prompt
   * instead of being kept alive by the page's own background work.
   */
  background?: boolean;
}

/** Builds the URL of a call (path params, `:userId` from the subject, snake_case query) and sends it. */
async function send<C extends CallDefinition>(call: C, options: CallOptions<C>): Promise<Response> {
  const params: Record<string, string | number> = { ...(options.params as Record<string, string | number>) };
  if (pathParamNames(call.path).includes('userId') && params['userId'] === undefined) {
    params['userId'] = options.subject ?? 'me';
  }
  const searchParams = new URLSearchParams();
  const wireQuery = toWire(options.query ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(wireQuery)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) searchParams.append(key, String(item));
    else searchParams.set(key, String(value));
  }
  try {
    return await http(buildPath(call.path, params).replace(/^\//, ''), {
      method: call.method,
      ...(call.method === 'GET' || call.method === 'DELETE' || options.body === undefined
        ? {}
        : { json: toWire(options.body) }),
      searchParams,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.background ? { headers: { [BACKGROUND_HEADER]: '1' } } : {}),
    });
  } catch (error) {
    throw new ApiNetworkError({ cause: error });
  }
}

/** Reads an error answer's JSON body (null when it has none) into an `ApiHttpError`. */
async function httpError(response: Response): Promise<ApiHttpError> {
  const text = await response.text().catch(() => '');
  let body: unknown = undefined;
  if (text) {
    try {
      body = fromWire(JSON.parse(text));
    } catch {
      body = undefined;
    }
  }
  return ApiHttpError.fromBody(response.status, body);
}

/** A file a call answered: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The `filename` of a `Content-Disposition` header (`filename*=UTF-8''…` preferred), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || null;
}

/**
 * Performs a call that answers a file (`download` in its definition): the same URL building, session and
 * errors as `callApi`, and the answer's bytes with the server's file name. Rejects with `ApiHttpError` or
 * `ApiNetworkError`.
 *
 * @example
 * const { blob, fileName } = await downloadApiFile(getPortfolioStatement, { params: { id }, query: { from, to }, subject });
 */
export async function downloadApiFile<C extends CallDefinition>(call: C, options: CallOptions<C> = {}, fallbackName = 'document'): Promise<DownloadedFile> {
  const response = await send(call, options);
  if (!response.ok) throw await httpError(response);
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    throw new ApiNetworkError({ cause: error });
  }
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName };
}

/**
 * Performs one call of the contract: builds the URL, sends the body in snake_case, reads the answer
 * in camelCase and validates it against the response schema.
 *
 * @example
 * const me = await callApi(getMe);
 * const series = await callApi(getPortfolioSeries, { params: { id }, query: { from }, subject });
 */
export async function callApi<C extends CallDefinition>(
  call: C,
  options: CallOptions<C> = {},
): Promise<z.output<C['response']>> {
  const response = await send(call, options);
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The answer began but its body never came whole (the page was left, the connection dropped): no answer.
    throw new ApiNetworkError({ cause: error });
  }
  let body: unknown = undefined;
  if (text) {
    try {
      body = fromWire(JSON.parse(text));
    } catch {
      body = undefined;
    }
  }
  if (!response.ok) throw ApiHttpError.fromBody(response.status, body);
  const parsed = call.response.safeParse(body ?? {});
  if (!parsed.success) throw new ApiSchemaError(call.id, parsed.error.issues);
  return parsed.data as z.output<C['response']>;
}
