import { z } from 'zod';
import type { CallAccess } from './access';
import { pathParamNames } from './path';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An empty object schema, for calls without params, query or body. */
export const noInput = z.object({}).strict();
export type NoInput = typeof noInput;

/**
 * One call of the API (spec §7): method, path, input schemas and response schema, all in camelCase.
 * The same definition drives the browser client (URL building, response validation) and the
 * server (route registration, request and response validation, OpenAPI).
 *
 * `path` is relative to `/api` and uses `:name` placeholders, e.g. `/users/:userId/portfolios/:id`.
 */
export interface CallDefinition<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends CallAccess = CallAccess,
> {
  /** Stable identifier, camelCase, unique over the contract (e.g. `getPortfolio`). */
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** Who may call it (`Access.*`); the server checks it before validating the input. */
  readonly access: A;
  /** One line describing the call, shown in the OpenAPI documentation. */
  readonly summary: string;
  /** Tag grouping the call in the documentation (e.g. `auth`, `portfolios`). */
  readonly tag: string;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly response: R;
  /** HTTP status of a successful answer. @default 200 */
  readonly successStatus: number;
  /**
   * A call that answers a file (a PDF statement, an institution's document) instead of JSON: its media type
   * when known in advance (`application/pdf`), or `*` when the file says it. The answer carries
   * `Content-Disposition: attachment; filename=…`; `response` then describes nothing on the wire (a string
   * schema, for the documentation) and the browser reads it with `downloadApiFile`. Null for JSON calls.
   */
  readonly download: DownloadSpec | null;
}

/** What a file-answering call declares (see `CallDefinition.download`). */
export interface DownloadSpec {
  readonly contentType: string;
}

export interface CallInput<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  A extends CallAccess,
> {
  id: string;
  method: HttpMethod;
  path: string;
  access: A;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  successStatus?: number;
  download?: DownloadSpec;
}

/**
 * Declares a call of the contract.
 *
 * @example
 * export const getMe = defineCall({
 *   id: 'getMe', method: 'GET', path: '/users/me', access: Access.saverSelf('is_admin'), tag: 'users',
 *   summary: 'The signed-in saver', response: userSchema,
 * });
 */
export function defineCall<
  P extends z.ZodType = NoInput,
  Q extends z.ZodType = NoInput,
  B extends z.ZodType = NoInput,
  R extends z.ZodType = z.ZodType,
  A extends CallAccess = CallAccess,
>(input: CallInput<P, Q, B, R, A>): CallDefinition<P, Q, B, R, A> {
  if (input.access.level === 'subject' && !pathParamNames(input.path).includes('userId')) {
    throw new Error(`${input.id}: a subject call names its subject with {userId} in its path`);
  }
  if (input.access.level === 'firmCustomer' && !pathParamNames(input.path).includes('customerId')) {
    throw new Error(`${input.id}: a firmCustomer call names its customer with {customerId} in its path`);
  }
  return {
    id: input.id,
    method: input.method,
    path: input.path,
    access: input.access,
    summary: input.summary,
    tag: input.tag,
    params: (input.params ?? noInput) as P,
    query: (input.query ?? noInput) as Q,
    body: (input.body ?? noInput) as B,
    response: input.response,
    successStatus: input.successStatus ?? 200,
    download: input.download ?? null,
  };
}

export type ParamsOf<C> = C extends CallDefinition<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type QueryOf<C> = C extends CallDefinition<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<C> = C extends CallDefinition<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResponseOf<C> = C extends CallDefinition<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

export { buildPath, pathParamNames } from './path';
export { Access, ACCESS_LEVELS } from './access';
export type { AccessLevel, AdvisorAccess, CallAccess, OptionalSignInAccess, PublicAccess, SaverSelfAccess, SignedInAccess, SubjectAccess, FirmCustomerAccess } from './access';
