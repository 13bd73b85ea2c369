import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BankConnectionState } from '@patrimo/shared';
import { mapPowensState } from './mapping';
import type { PowensConnection } from './types';

/**
 * The `CONNECTION_SYNCED` webhook: Powens calls it after each synchronisation of a connection (guide
 * "Webhooks", docs.powens.com/documentation/integration-guides/webhooks: webhooks are registered in the
 * console, fire only for permanent users, and `CONNECTION_SYNCED` carries the synced connection).
 *
 * ASSUMPTION (not confirmed from the docs): the guide has an "Authentication" section, but its text was not
 * readable from the reference copies available while writing this. The check below is an HMAC-SHA256 with the
 * shared webhook secret of the console, as Powens' signed webhooks are generally described:
 *   `BI-Signature`      = base64( HMAC-SHA256( secret, `${METHOD}.${path}.${BI-Signature-Date}.${raw body}` ) )
 *   `BI-Signature-Date` = the HTTP date of sending, refused outside a ±5 minutes window (replays).
 * If the real scheme differs, only `expectedSignature` and the header names change; the tests pin this one.
 */

/** Where the receiver is exposed (part of the signed string): the URL to register in Powens' console. */
export const POWENS_WEBHOOK_PATH = '/api/webhooks/powens';
/** Accepted clock skew between Powens and us, in either direction. */
export const POWENS_WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;

const SIGNATURE_HEADER = 'bi-signature';
const DATE_HEADER = 'bi-signature-date';

/** Why a webhook was refused (for a log line; never echoed to the caller). */
export type WebhookRefusal = 'missing_signature' | 'missing_date' | 'bad_date' | 'stale' | 'bad_signature';

export type WebhookVerification = { ok: true } | { ok: false; reason: WebhookRefusal };

/** What the signed string is made of besides the body. */
export interface WebhookRequestContext {
  /** @default 'POST' */
  method?: string;
  /** @default POWENS_WEBHOOK_PATH */
  path?: string;
  /** @default Date.now() */
  now?: number;
  /** @default POWENS_WEBHOOK_TOLERANCE_MS */
  toleranceMs?: number;
}

function expectedSignature(secret: string, method: string, path: string, date: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret)
    .update(`${method.toUpperCase()}.${path}.${date}.`)
    .update(rawBody)
    .digest('base64');
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/**
 * Checks that a webhook comes from Powens and was not altered or replayed: signature over the raw body (never the
 * re-serialised JSON), constant-time comparison, and the signing date within the tolerance window. Pure.
 */
export function verifyPowensWebhook(
  headers: Record<string, string | string[] | undefined>,
  rawBody: string | Buffer,
  secret: string,
  context: WebhookRequestContext = {},
): WebhookVerification {
  const signature = header(headers, SIGNATURE_HEADER);
  if (!signature) return { ok: false, reason: 'missing_signature' };
  const date = header(headers, DATE_HEADER);
  if (!date) return { ok: false, reason: 'missing_date' };
  const sentAt = Date.parse(date);
  if (Number.isNaN(sentAt)) return { ok: false, reason: 'bad_date' };
  const now = context.now ?? Date.now();
  if (Math.abs(now - sentAt) > (context.toleranceMs ?? POWENS_WEBHOOK_TOLERANCE_MS)) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(expectedSignature(secret, context.method ?? 'POST', context.path ?? POWENS_WEBHOOK_PATH, date, rawBody));
  const given = Buffer.from(signature.trim());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad_signature' };
  return { ok: true };
}

/** The headers Powens would send with `rawBody` (the fake server and the tests sign with it). */
export function signPowensWebhook(
  secret: string,
  rawBody: string,
  options: { method?: string; path?: string; date?: Date } = {},
): Record<string, string> {
  const date = (options.date ?? new Date()).toUTCString();
  return {
    [SIGNATURE_HEADER]: expectedSignature(secret, options.method ?? 'POST', options.path ?? POWENS_WEBHOOK_PATH, date, rawBody),
    [DATE_HEADER]: date,
    'content-type': 'application/json',
  };
}

/** The part of a `CONNECTION_SYNCED` event Patrimo acts on. */
export interface ConnectionSyncedEvent {
  /** Powens' user id (`ProviderUser.id`). */
  userId: string;
  connectionId: string;
  state: BankConnectionState;
  /** Ids of the accounts the synchronisation delivered. */
  accountIds: string[];
}

const isId = (v: unknown): v is number | string => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v !== '');

/**
 * Reads a `CONNECTION_SYNCED` payload — `{ user: { id }, connection: { id, id_user, state, accounts: [{ id }] } }`
 * (the connection object with its accounts) — into what the sync job needs. Null when the payload does not have
 * that shape, so the receiver answers 400 instead of acting on garbage. Pure.
 */
export function parseConnectionSynced(body: unknown): ConnectionSyncedEvent | null {
  if (!body || typeof body !== 'object') return null;
  const { user, connection } = body as { user?: { id?: unknown }; connection?: Partial<PowensConnection> & { id?: unknown } };
  if (!connection || typeof connection !== 'object' || !isId(connection.id)) return null;
  const userId = isId(connection.id_user) ? connection.id_user : user && isId(user.id) ? user.id : null;
  if (userId === null) return null;
  const accounts = Array.isArray(connection.accounts) ? connection.accounts : [];
  return {
    userId: String(userId),
    connectionId: String(connection.id),
    state: mapPowensState(connection.state !== undefined ? connection.state : connection.error, connection.fields).state,
    accountIds: accounts.flatMap((a) => (a && isId((a as { id?: unknown }).id) ? [String(a.id)] : [])),
  };
}

/** What the receiver hands the synchronised connection to (the lead's sync job). */
export interface PowensWebhookDeps {
  secret: string;
  /** Called once per authenticated, well-formed event; a rejection answers 500 so Powens retries. */
  onConnectionSynced(event: ConnectionSyncedEvent): Promise<void>;
  /** @default POWENS_WEBHOOK_PATH */
  path?: string;
  /** Clock for the replay window. @default Date.now */
  now?: () => number;
}

/**
 * Registers `POST {path}`: 401 when the signature is missing, wrong or stale, 400 when the payload is not a
 * `CONNECTION_SYNCED` connection, 204 once handed over. It reads the body as a raw string, in its own
 * encapsulated scope, so the signature is checked on the exact bytes and the app's JSON parser is untouched.
 * The app registers it under `/api/webhooks/powens` when Powens is the partner (routes/webhooks).
 */
export function registerPowensWebhook(app: FastifyInstance, deps: PowensWebhookDeps): void {
  const path = deps.path ?? POWENS_WEBHOOK_PATH;
  void app.register(async (scope) => {
    // The app may have its own JSON parser: this scope replaces it with the raw text, for the signature.
    if (scope.hasContentTypeParser('application/json')) scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(path, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const verdict = verifyPowensWebhook(request.headers, raw, deps.secret, { method: 'POST', path, now: (deps.now ?? Date.now)() });
      if (!verdict.ok) {
        request.log.warn({ reason: verdict.reason }, 'powens webhook refused');
        return reply.code(401).send({ error: 'unauthorized' });
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return reply.code(400).send({ error: 'invalid' });
      }
      const event = parseConnectionSynced(parsed);
      if (!event) return reply.code(400).send({ error: 'invalid' });
      await deps.onConnectionSynced(event);
      return reply.code(204).send();
    });
  });
}
