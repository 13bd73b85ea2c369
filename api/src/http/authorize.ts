import type { FastifyRequest } from 'fastify';
import type { CallAccess, CallDefinition } from '@patrimo/shared';
import { z } from 'zod';
import { authenticateBearer, type AuthContext, type SubjectWealthVersion } from '../auth/auth-context';
import type { AppDeps } from './deps';
import { fieldErrors, forbidden, sessionTimeout, unauthorized } from './errors';
import { resolveFirmCustomer, resolveSubject, saverSelfSubject, type CustomerSubject, type Subject } from './subject';
import { problemsFromIssues } from './validation';

/** What the request layer knows of the caller once the call's access is granted. */
export interface Authorization {
  /** Null on `public` calls (where a bearer token is not even read) and for an anonymous `optionalSignIn` caller. */
  auth: AuthContext | null;
  /** Whose data the call concerns, on `saverSelf` and `subject` calls. */
  subject: Subject | undefined;
  /** The customer record of a `firmCustomer` call. */
  customer?: CustomerSubject;
  /** The wealth data version of the subject, read with the token when asked (`AuthorizeOptions.wealthVersion`). */
  wealthVersion?: SubjectWealthVersion;
}

export interface AuthorizeOptions {
  /**
   * Reads the wealth data version of the user the path names (`me`, or an id) in the same query as the token: the
   * conditional wealth reads need it next, and would otherwise run a second query.
   */
  wealthVersion?: boolean;
}

const UUID_PARAM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whose wealth version to read with the token: the path's user id, the token's user for `me` or no id, none for a malformed one. */
function wealthVersionSubject(request: FastifyRequest): { subjectId: string | null } | undefined {
  const param = userIdParam(request);
  if (param === undefined || param === 'me') return { subjectId: null };
  return UUID_PARAM.test(param) ? { subjectId: param.toLowerCase() } : undefined;
}

async function authenticate(request: FastifyRequest, deps: AppDeps, { wealthVersion = false }: AuthorizeOptions = {}): Promise<{ auth: AuthContext; wealthVersion?: SubjectWealthVersion }> {
  const result = await authenticateBearer(deps.db, deps.clock, request.headers.authorization, wealthVersion ? wealthVersionSubject(request) : undefined);
  if (result.status === 'expired') throw sessionTimeout();
  if (result.status !== 'ok') throw unauthorized();
  return { auth: result.auth, ...(result.wealthVersion ? { wealthVersion: result.wealthVersion } : {}) };
}

/**
 * The caller of an `optionalSignIn` call: the token's owner when a valid bearer token is sent, null otherwise
 * (no header, an unknown, revoked or expired token): a public page never answers 401.
 */
async function optionalCaller(request: FastifyRequest, deps: AppDeps): Promise<AuthContext | null> {
  if (!request.headers.authorization) return null;
  const result = await authenticateBearer(deps.db, deps.clock, request.headers.authorization);
  return result.status === 'ok' ? result.auth : null;
}

/** A raw path value, before validation (an unknown or malformed id is refused 403 anyway). */
function pathValue(request: FastifyRequest, name: string): string | undefined {
  const params = request.params as Record<string, unknown> | undefined;
  const value = params?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** The raw `{userId}` path value. */
function userIdParam(request: FastifyRequest): string | undefined {
  return pathValue(request, 'userId');
}

/** `{ userId }` of each call's params, built once per call: zod compiles an object schema the first time it parses. */
const userIdSchemas = new WeakMap<CallDefinition, z.ZodObject | null>();

function userIdSchemaOf(call: CallDefinition): z.ZodObject | null {
  let schema = userIdSchemas.get(call);
  if (schema === undefined) {
    const field = call.params instanceof z.ZodObject ? (call.params.shape as Record<string, z.ZodType | undefined>).userId : undefined;
    schema = field ? z.object({ userId: field }) : null;
    userIdSchemas.set(call, schema);
  }
  return schema;
}

/**
 * A `{userId}` that the call's own schema refuses (not `me`, not an id) is answered as the validation would
 * answer it, 400 `user_id: invalid`: its format is in the contract, so a signed-in caller learns nothing.
 */
function checkUserIdFormat(call: CallDefinition, value: string): void {
  const schema = userIdSchemaOf(call);
  if (!schema) return;
  const input = { userId: value };
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw fieldErrors(problemsFromIssues(result.error.issues, input).fields);
}

function holdsRole(auth: AuthContext, roles: readonly string[]): boolean {
  return auth.user.isAdvisor && auth.user.roles.some((role) => roles.includes(role));
}

/**
 * Applies a call's declared access, before its input is validated (an anonymous caller learns nothing about
 * the input rules): 401 `unauthorized` / `timeout` without a valid token on a non-public call, 403 with the
 * access's refusal code for a caller it does not admit, and the subject of `saverSelf` and `subject` calls
 * (an advisor's access to a customer is audited). Every case of `CallAccess` is handled here and only here.
 */
export async function authorize(call: CallDefinition, request: FastifyRequest, deps: AppDeps, options: AuthorizeOptions = {}): Promise<Authorization> {
  const access: CallAccess = call.access;
  if (access.level === 'public') return { auth: null, subject: undefined };
  if (access.level === 'optionalSignIn') return { auth: await optionalCaller(request, deps), subject: undefined };
  const { auth, wealthVersion } = await authenticate(request, deps, options);
  const read = wealthVersion ? { wealthVersion } : {};
  switch (access.level) {
    case 'signedIn':
      return { auth, subject: undefined };
    case 'advisor':
      if (!holdsRole(auth, access.roles)) throw forbidden(access.refusal);
      return { auth, subject: undefined };
    case 'saverSelf':
      return { auth, subject: saverSelfSubject(auth, access, userIdParam(request)), ...read };
    case 'subject': {
      const param = userIdParam(request);
      // defineCall refuses a subject call without {userId}: a missing value here is a registration bug.
      if (param === undefined) throw new Error(`${call.id}: subject call without a {userId} path value`);
      checkUserIdFormat(call, param);
      return { auth, subject: await resolveSubject(request, auth, access, param), ...read };
    }
    case 'firmCustomer': {
      const param = pathValue(request, 'customerId');
      if (param === undefined) throw new Error(`${call.id}: firmCustomer call without a {customerId} path value`);
      return { auth, subject: undefined, customer: await resolveFirmCustomer(request, auth, access, param) };
    }
  }
}
