import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { fromWire, toWire, type CallAccess, type CallDefinition, type FirmCustomerAccess, type OptionalSignInAccess, type PublicAccess, type SaverSelfAccess, type SubjectAccess } from '@patrimo/shared';
import type { z } from 'zod';
import type { AuthContext, SubjectWealthVersion } from '../auth/auth-context';
import { authorize, type AuthorizeOptions } from './authorize';
import { compressJson, COMPRESSION_THRESHOLD_BYTES, negotiateEncoding, varyOnEncoding } from './compression';
import { entityTag, ifNoneMatchHits, ResponseCache } from './conditional';
import type { AppDeps } from './deps';
import { fieldErrors } from './errors';
import { heavyReadGate } from './heavy-read-gate';
import type { CustomerSubject, Subject } from './subject';
import { nulProblems, problemsFromIssues, type ValidationProblems } from './validation';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set by `registerCall` on non-public calls (and optional sign-in ones with a valid token), null otherwise. */
    auth: AuthContext | null;
  }
}

interface InputContext<C extends CallDefinition> {
  params: z.output<C['params']>;
  query: z.output<C['query']>;
  body: z.output<C['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
  deps: AppDeps;
  /** On a conditional read (`RegisterCallOptions.dataVersion`), the version read before the handler. */
  dataVersion?: string;
  /** The subject's wealth data version, read with the token (`RegisterCallOptions.wealthVersionWithToken`). */
  wealthVersion?: SubjectWealthVersion;
}

/**
 * What the call's access guarantees the handler, by type: a `public` handler may have no caller; any other
 * has one; `saverSelf` and `subject` handlers also get the subject (whose data), already checked.
 */
export type AccessContext<A extends CallAccess> = A extends PublicAccess | OptionalSignInAccess
  ? { auth: AuthContext | null }
  : A extends SaverSelfAccess | SubjectAccess
    ? { auth: AuthContext; subject: Subject }
    : A extends FirmCustomerAccess
      ? { auth: AuthContext; customer: CustomerSubject }
      : { auth: AuthContext };

/** What a handler receives: validated camelCase input, the caller (and subject) and the app's dependencies. */
export type CallContext<C extends CallDefinition> = InputContext<C> & AccessContext<C['access']>;

/** A handler returns the response in camelCase; `registerCall` validates it and converts it to the wire. */
export type CallHandler<C extends CallDefinition> = (ctx: CallContext<C>) => Promise<z.input<C['response']>>;

export interface RegisterCallOptions<C extends CallDefinition = CallDefinition> {
  /** Fastify route config, e.g. `{ rateLimit: … }` for @fastify/rate-limit. */
  routeConfig?: RouteShorthandOptions['config'];
  /** Largest body of this call in bytes, where it must exceed the server's MAX_BODY_BYTES (a CSV file in base64). */
  bodyLimit?: number;
  /**
   * Makes the call a conditional read (`http/conditional.ts`): the version of the data its answer is computed
   * from, read before the handler. The answer is tagged (`ETag`, `Cache-Control: private, no-cache`), a GET whose
   * `If-None-Match` names the tag is answered 304 without running the handler, and serialised answers are kept
   * by tag. Everything else the answer depends on (call, caller, subject, validated input, code) is in the tag
   * already; the version must cover the rest (the stored data, the day when the answer depends on it).
   */
  dataVersion?: (ctx: CallContext<C>) => Promise<string>;
  /**
   * The subject's wealth data version is read in the same query as the bearer token (`ctx.wealthVersion`, for
   * `wealthDataVersion`): one query instead of two on each conditional wealth read.
   */
  wealthVersionWithToken?: boolean;
}

/** Serialised answers of the conditional reads of one app (`RegisterCallOptions.dataVersion`). */
const responseCaches = new WeakMap<FastifyInstance, ResponseCache>();

/** Heap given to each app's serialised answers: about 350 wealth series of 3,600 points. */
export const RESPONSE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The validators of a conditional read's successful answer (never of an error: a 404 must not be revalidated
 * into a 304). The tag only where the browser may send it back: GET.
 */
function validated(reply: FastifyReply, tag: string): FastifyReply {
  if (reply.request.method !== 'GET') return reply;
  return reply.header('etag', tag).header('cache-control', 'private, no-cache');
}

/**
 * Sends a conditional read's wire JSON, compressed once per tag and encoding and kept so (the compression hook
 * leaves an answer that has its `Content-Encoding`): a repeated read costs neither the JSON nor the compression.
 */
async function sendKept(cache: ResponseCache, request: FastifyRequest, reply: FastifyReply, tag: string, body: Buffer): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8').header('vary', varyOnEncoding(reply.getHeader('vary')));
  const encoding = body.length >= COMPRESSION_THRESHOLD_BYTES ? negotiateEncoding(request.headers['accept-encoding'], ['br', 'gzip']) : undefined;
  if (encoding === undefined) return reply.send(body);
  const key = `${tag}|${encoding}`;
  let compressed = cache.get(key);
  if (!Buffer.isBuffer(compressed)) {
    compressed = await compressJson(body, encoding);
    cache.set(key, compressed);
  }
  return reply.header('content-encoding', encoding).send(compressed);
}

function responseCacheOf(app: FastifyInstance): ResponseCache {
  let cache = responseCaches.get(app);
  if (!cache) {
    cache = new ResponseCache(RESPONSE_CACHE_BYTES);
    responseCaches.set(app, cache);
  }
  return cache;
}

/** Raised when a handler's answer does not match the call's response schema: a server bug, answered 500. */
export class ContractViolationError extends Error {
  constructor(callId: string) {
    super(`Response of ${callId} does not match its contract`);
    this.name = 'ContractViolationError';
  }
}

/** Fastify path of a call: the contract's paths are relative to /api and already use `:name` placeholders. */
export function routeUrl(call: CallDefinition): string {
  return `/api${call.path}`;
}

function parseInto<S extends z.ZodType>(schema: S, input: unknown, problems: ValidationProblems): z.output<S> | undefined {
  // reportInput: the issue then tells an absent value (`required`) from a wrong one.
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  problemsFromIssues(result.error.issues, input, problems);
  return undefined;
}

/**
 * Everything before a call's handler runs: the call's access (`authorize`: 401 `unauthorized` / `timeout`,
 * 403, the subject), snake_case → camelCase conversion of query and body, and validation of params, query
 * and body with the call's schemas (400 with field codes). Shared by `registerCall` and `registerDownload`.
 */
export async function prepareCall<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  request: FastifyRequest,
  reply: FastifyReply,
  authorizeOptions: AuthorizeOptions = {},
): Promise<CallContext<C>> {
  const deps = app.deps;
  // Access comes before validation: an anonymous caller learns nothing about the input rules.
  const { auth, subject, customer, wealthVersion } = await authorize(call, request, deps, authorizeOptions);
  request.auth = auth;

  const problems: ValidationProblems = { fields: {}, global: [] };
  for (const raw of [request.params, request.query, request.body]) nulProblems(raw, problems);
  if (Object.keys(problems.fields).length > 0 || problems.global.length > 0) {
    throw fieldErrors(problems.fields, problems.global[0]);
  }
  // Spread into plain objects: Fastify's query parser builds objects with a bare prototype, which the
  // wire conversion (rightly) leaves alone as "not plain data".
  const params = parseInto(call.params, { ...(request.params as object) }, problems);
  const query = parseInto(call.query, fromWire({ ...(request.query as object) }), problems);
  const body = parseInto(call.body, fromWire(request.body ?? {}), problems);
  if (Object.keys(problems.fields).length > 0 || problems.global.length > 0) {
    throw fieldErrors(problems.fields, problems.global[0]);
  }

  // `authorize` gave what the access promises (a caller unless public, a subject on subject calls):
  // the context matches `AccessContext<C['access']>`, which TypeScript cannot follow through a generic C.
  return {
    params: params as z.output<C['params']>,
    query: query as z.output<C['query']>,
    body: body as z.output<C['body']>,
    auth,
    ...(subject ? { subject } : {}),
    ...(customer ? { customer } : {}),
    ...(wealthVersion ? { wealthVersion } : {}),
    request,
    reply,
    deps,
  } as unknown as CallContext<C>;
}

/**
 * Registers one contract call on Fastify under `/api` + `call.path`: `prepareCall` (access, conversion and
 * validation of the input), the handler, then validation of the answer against the response schema (a
 * mismatch is logged and answered 500) and camelCase → snake_case conversion. A call that answers a file is
 * registered with `registerDownload` instead.
 */
export function registerCall<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: RegisterCallOptions<NoInfer<C>> = {},
): void {
  if (call.download) throw new Error(`${call.id} answers a file: register it with registerDownload`);
  app.registeredCalls.push(call);
  const cache = options.dataVersion ? responseCacheOf(app) : undefined;
  // The conditional reads are the heavy ones: a few at a time, so that light requests are not queued behind them.
  const gate = options.dataVersion ? heavyReadGate(app) : undefined;
  const respond = async (request: FastifyRequest, reply: FastifyReply) => {
    const context = await prepareCall(app, call, request, reply, { wealthVersion: options.wealthVersionWithToken === true });
    let tag: string | undefined;
    if (options.dataVersion && cache) {
      const version = await options.dataVersion(context);
      context.dataVersion = version;
      const { auth, subject } = context as { auth: { user: { id: string } } | null; subject?: { userId: string } };
      tag = entityTag([call.id, auth?.user.id ?? null, subject?.userId ?? null, context.params, context.query, context.body, version]);
      if (call.method === 'GET' && ifNoneMatchHits(request.headers['if-none-match'], tag)) return validated(reply, tag).code(304).send();
      const kept = cache.get(tag);
      if (Buffer.isBuffer(kept)) return sendKept(cache, request, validated(reply, tag).code(call.successStatus), tag, kept);
    }
    const result = await handler(context);
    if (call.successStatus === 204) return reply.code(204).send();

    const checked = call.response.safeParse(result);
    if (!checked.success) {
      // Paths and codes only: the values may be personal data.
      request.log.error(
        { callId: call.id, issues: checked.error.issues.map((i) => ({ path: i.path.map(String), code: i.code, message: i.message })) },
        'response does not match the contract',
      );
      throw new ContractViolationError(call.id);
    }
    const wire = toWire(checked.data);
    if (tag === undefined || !cache) return reply.code(call.successStatus).send(wire);
    // Kept as the bytes sent: a kept answer is not encoded again at each request (3 % of the server's time while 50
    // connections read the wealth series, whose 3,600 points weigh 90 KB).
    const body = Buffer.from(JSON.stringify(wire), 'utf8');
    cache.set(tag, body);
    return sendKept(cache, request, validated(reply, tag).code(call.successStatus), tag, body);
  };
  app.route({
    method: call.method,
    url: routeUrl(call),
    ...(options.routeConfig ? { config: options.routeConfig } : {}),
    ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      if (!gate) return respond(request, reply);
      const leave = await gate.enter();
      try {
        return await respond(request, reply);
      } finally {
        leave();
      }
    },
  });
}
