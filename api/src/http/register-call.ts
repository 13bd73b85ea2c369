import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { fromWire, toWire, type CallDefinition, type ErrorCode } from '@patrimo/shared';
import type { z } from 'zod';
import { authenticateBearer, type AuthContext } from '../auth/auth-context';
import type { AppDeps } from './deps';
import { fieldErrors, forbidden, sessionTimeout, unauthorized } from './errors';
import { nulProblems, problemsFromIssues, type ValidationProblems } from './validation';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set by `registerCall` on non-public calls, null otherwise. */
    auth: AuthContext | null;
  }
}

/** What a handler receives: validated camelCase input, the caller and the app's dependencies. */
export interface CallContext<C extends CallDefinition> {
  params: z.output<C['params']>;
  query: z.output<C['query']>;
  body: z.output<C['body']>;
  /** The caller; never null when the call's access is not `public`. */
  auth: AuthContext | null;
  request: FastifyRequest;
  reply: FastifyReply;
  deps: AppDeps;
}

/** A handler returns the response in camelCase; `registerCall` validates it and converts it to the wire. */
export type CallHandler<C extends CallDefinition> = (ctx: CallContext<C>) => Promise<z.input<C['response']>>;

export interface RegisterCallOptions {
  /** Error code when a signed-in caller lacks the call's access level. @default 'forbidden' */
  forbiddenCode?: ErrorCode;
  /** Fastify route config, e.g. `{ rateLimit: … }` for @fastify/rate-limit. */
  routeConfig?: RouteShorthandOptions['config'];
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

async function authenticate(call: CallDefinition, request: FastifyRequest, deps: AppDeps, options: RegisterCallOptions): Promise<AuthContext | null> {
  if (call.access === 'public') return null;
  const result = await authenticateBearer(deps.db, deps.clock, request.headers.authorization);
  if (result.status === 'expired') throw sessionTimeout();
  if (result.status !== 'ok') throw unauthorized();
  if (call.access === 'advisor' && !result.auth.user.isAdvisor) throw forbidden(options.forbiddenCode);
  return result.auth;
}

/**
 * Registers one contract call on Fastify under `/api` + `call.path`:
 * access check (401 `unauthorized` / `timeout`, 403), snake_case → camelCase conversion of query and body,
 * validation of params, query and body with the call's schemas (400 with field codes), the handler, then
 * validation of the answer against the response schema (a mismatch is logged and answered 500) and
 * camelCase → snake_case conversion.
 */
export function registerCall<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: RegisterCallOptions = {},
): void {
  app.registeredCalls.push(call);
  app.route({
    method: call.method,
    url: routeUrl(call),
    ...(options.routeConfig ? { config: options.routeConfig } : {}),
    handler: async (request, reply) => {
      const deps = app.deps;
      // Authentication comes before validation: an anonymous caller learns nothing about the input rules.
      const auth = await authenticate(call, request, deps, options);
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

      const result = await handler({
        params: params as z.output<C['params']>,
        query: query as z.output<C['query']>,
        body: body as z.output<C['body']>,
        auth,
        request,
        reply,
        deps,
      });
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
      return reply.code(call.successStatus).send(toWire(checked.data));
    },
  });
}
