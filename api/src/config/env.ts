import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { APP_VERSION, brandIdSchema, DEFAULT_BRAND_ID, type BrandId } from '@patrimo/shared';

/**
 * The API's configuration. This module is the only place that reads `process.env` (STYLE §10):
 * everything else receives an `AppConfig`. Parsing fails at start with the full list of what is wrong,
 * instead of the first bad value crashing some request later.
 */

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number({ error: 'expected a whole number' }).int('expected a whole number').positive('expected a positive number');

/** Empty strings count as unset: `FOO= node …` is a common way to "unset" in shells and compose files. */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const envSchema = z.object({
  /** TCP port of the single HTTP server (API, WebSocket, remotes and host shell). @default 8080 */
  PORT: positiveInt.max(65535, 'expected a port number').default(8080),
  /** Interface to listen on. `localhost` keeps a development server off the network; use `0.0.0.0` in a container. @default localhost */
  HOST: z.string().min(1).default('localhost'),
  /** PostgreSQL connection string (`postgres://user@host:5432/db`). When absent, the embedded PGlite database is used. */
  DATABASE_URL: optionalString.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'expected a postgres:// or postgresql:// URL',
  ),
  /** PGlite data folder (ignored with DATABASE_URL). `memory://` keeps everything in memory. @default <root>/.data/pglite */
  PGLITE_DATA_DIR: optionalString,
  /** Repository root (the folder holding pnpm-workspace.yaml). @default found by walking up from this module, then from the working directory */
  PATRIMO_ROOT: optionalString,
  /** Built host shell (index.html and its assets). @default <root>/host/dist */
  WEB_ROOT: optionalString,
  PRERENDER_RENDERER: optionalString,
  /** Folder holding the remotes' folders; each remote is served from `<REMOTES_ROOT>/<mf-name>/dist`. @default <root> */
  REMOTES_ROOT: optionalString,
  /** JSON file replacing the generated /remotes.json; read on every request so a redeploy needs no restart. Optional. */
  REMOTES_FILE: optionalString,
  /** Create the demonstration accounts at start (idempotent). @default true */
  SEED: booleanString.default(true),
  /** Pino log level. @default info */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** development, test or production (long caching of hashed files, no file paths in error pages). @default development */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /**
   * The public URL is HTTPS (TLS ends at a proxy in front of the API): turns on HSTS and
   * upgrade-insecure-requests. Off for a plain-HTTP run such as `npm start` on a laptop, where both
   * would break access from another machine by its address. @default false
   */
  BEHIND_HTTPS: booleanString.default(false),
  /** Brand served when the request's host name matches no brand. @default patrimo */
  DEFAULT_BRAND: brandIdSchema.default(DEFAULT_BRAND_ID),
  /**
   * Address search of GET /addresses: `communes`, the local list of communes (no outside call), or
   * `geoplateforme`, the IGN Géoplateforme geocoder (street-level results; the communes answer when it fails).
   * @default communes
   */
  ADDRESS_SEARCH: z.enum(['communes', 'geoplateforme']).default('communes'),
  /** Base URL of the Géoplateforme geocoder (its `/search` is called). @default https://data.geopf.fr/geocodage */
  ADDRESS_SEARCH_URL: z.url().default('https://data.geopf.fr/geocodage'),
  /** Lifetime of an access token, in seconds. @default 900 (15 minutes) */
  ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(900),
  /** Lifetime of a refresh token, in seconds. @default 2592000 (30 days) */
  REFRESH_TOKEN_TTL_SECONDS: positiveInt.default(30 * 24 * 3600),
  /** Lifetime of a WebSocket ticket from GET /api/websocket/token, in seconds. @default 30 */
  WEBSOCKET_TICKET_TTL_SECONDS: positiveInt.default(30),
  /** Attempts allowed on POST /api/oauth/token per client address and user name within the window. @default 10 */
  AUTH_RATE_LIMIT_MAX: positiveInt.default(10),
  /**
   * Password attempts on POST /api/oauth/token per client address, whatever the user names, within the window:
   * one address trying one password on many accounts (password spraying) is stopped here. Higher than the
   * per-name bound, since offices and carrier NATs put many people behind one address. @default 30
   */
  AUTH_RATE_LIMIT_PER_ADDRESS_MAX: positiveInt.default(30),
  /**
   * Password attempts on POST /api/oauth/token per user name, whatever the addresses, within the window: a
   * guessing run on one account spread over many addresses is stopped here. Above the per-address-and-name
   * bound, so one address alone never blocks somebody else's sign-in. @default 20
   */
  AUTH_RATE_LIMIT_PER_USER_MAX: positiveInt.default(20),
  /** Window of the sign-in and identity limits, in seconds. @default 60 */
  AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(60),
  /**
   * Redis holding the rate-limit counters (`redis://[:password@]host:6379[/db]`, `rediss://` for TLS), so that
   * every API instance counts against the same limits. Unset: each instance counts in its own memory.
   */
  REDIS_URL: optionalString.refine((value) => value === undefined || isRedisUrl(value), 'expected a redis:// or rediss:// URL'),
  /** Prefix of every key the API writes in Redis (several deployments may share one Redis). @default patrimo: */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('patrimo:'),
  /** Sentry DSN of the server's errors. Optional: without it (and the browser ones) no report leaves the machine. */
  SENTRY_DSN: optionalString.refine((value) => value === undefined || isSentryDsn(value), 'expected a DSN: https://<key>@<host>/<project>'),
  /** Sentry DSN of the browser's errors and Web Vitals (the host and every remote without its own DSN). Optional. */
  SENTRY_BROWSER_DSN: optionalString.refine((value) => value === undefined || isSentryDsn(value), 'expected a DSN: https://<key>@<host>/<project>'),
  /**
   * One DSN per remote whose team has its own Sentry project: `mf-billing=https://…@…/3,mf-dashboard=…`. An error
   * thrown by a remote's code goes to its DSN, else to SENTRY_BROWSER_DSN; either way it is tagged with the remote.
   */
  SENTRY_REMOTE_DSNS: optionalString.refine((value) => value === undefined || parseRemoteDsns(value) !== undefined, 'expected remote=DSN pairs separated by commas'),
  /** The environment reports are filed under. @default NODE_ENV */
  SENTRY_ENVIRONMENT: optionalString,
  /** The release reports are filed under (the one the source maps were uploaded for). @default patrimo@<version> */
  SENTRY_RELEASE: optionalString,
  /**
   * SMTP server the e-mails go through (`smtp://user:pass@host:587` with STARTTLS when offered, or
   * `smtps://…:465` for TLS from the start). Optional: without it, e-mails are written to the `outbox_emails`
   * table and readable through GET /api/dev/outbox outside production.
   */
  SMTP_URL: optionalString.refine((value) => value === undefined || isSmtpUrl(value), 'expected an smtp:// or smtps:// URL'),
  /**
   * Serve GET /api/dev/outbox, where the outbox's mails can be read (no SMTP_URL). A development aid: on by
   * default outside production, off in production. In production it is only ever answered to a peer on this
   * machine (the socket's loopback address): `loopback` asks for it while the server listens on a loopback
   * HOST (what `npm start` sets when no SMTP server is configured, so a new saver can read their confirmation
   * code), `true` asks for it whatever HOST is. A remote visitor never reads it in production.
   * @default true outside production, false in production
   */
  MAIL_OUTBOX_READABLE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'loopback'], { error: 'expected true, false or loopback' })
    .optional(),
  /** Sender address of every e-mail; the display name is the brand's name. @default no-reply@patrimo.fr */
  MAIL_FROM: optionalString.refine((value) => value === undefined || z.email().safeParse(value).success, 'expected an e-mail address'),
  /**
   * The product's own public URL, the base of every link put in an e-mail (password reset, account deletion).
   * Configured rather than taken from the request's Host header, which a caller chooses: a forged Host would
   * otherwise mail a victim a reset link pointing at the attacker's site. @default http://localhost:<PORT>
   */
  PUBLIC_URL: optionalString.refine((value) => value === undefined || isHttpUrl(value), 'expected an http:// or https:// URL'),
  /** Lifetime of a password reset link, in minutes. @default 60 */
  PASSWORD_RESET_TTL_MINUTES: positiveInt.default(60),
  /** Lifetime of an account deletion link, in hours. @default 24 */
  ACCOUNT_DELETION_TTL_HOURS: positiveInt.default(24),
  /**
   * Requests allowed per client address and e-mail (or session) within AUTH_RATE_LIMIT_WINDOW_SECONDS on each of
   * registration, password reset request, confirmation code check, confirmation code resend and password change
   * (which checks the current password). @default 5
   */
  IDENTITY_RATE_LIMIT_MAX: positiveInt.default(5),
  /**
   * The aggregation partner: `sandbox` (the default: the catalogue's institutions, documented test logins,
   * generated customers; nothing leaves the machine) or `powens` (needs the four POWENS_* variables).
   * @default sandbox
   */
  AGGREGATION_PROVIDER: z.enum(['sandbox', 'powens']).default('sandbox'),
  /** Powens API base, `https://<domain>.biapi.pro/2.0`. Required with AGGREGATION_PROVIDER=powens. */
  POWENS_BASE_URL: optionalString.refine((value) => value === undefined || isHttpUrl(value), 'expected an http:// or https:// URL'),
  /** Powens client id and secret. Required with AGGREGATION_PROVIDER=powens. */
  POWENS_CLIENT_ID: optionalString,
  POWENS_CLIENT_SECRET: optionalString,
  /** Secret of the webhooks registered at Powens. Required with AGGREGATION_PROVIDER=powens. */
  POWENS_WEBHOOK_SECRET: optionalString,
  /**
   * The card payment provider (issue 15): `sandbox` (the default: Stripe's test mode played offline, its browser
   * endpoints under /sandbox-payments/v1, see api/README.md) or `stripe` (needs the STRIPE_* variables).
   * @default sandbox
   */
  BILLING_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** Secret the sandbox signs its webhooks with (`Stripe-Signature`). @default whsec_patrimo_sandbox */
  BILLING_WEBHOOK_SECRET: z.string().min(16, 'expected at least 16 characters').default('whsec_patrimo_sandbox'),
  /** Stripe's secret key (`sk_test_…` / `sk_live_…`). Required with BILLING_PROVIDER=stripe. */
  STRIPE_SECRET_KEY: optionalString,
  /** Stripe's publishable key, given to the browser (`pk_…`). Required with BILLING_PROVIDER=stripe. */
  STRIPE_PUBLISHABLE_KEY: optionalString,
  /** Secret of the webhook endpoint registered at Stripe (`whsec_…`). Required with BILLING_PROVIDER=stripe. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Stripe's API base (a local fake server in tests). @default https://api.stripe.com */
  STRIPE_API_BASE: optionalString.refine((value) => value === undefined || isHttpUrl(value), 'expected an http:// or https:// URL'),
});

/** A URL's password masked (SMTP_URL, DATABASE_URL, REDIS_URL carry credentials), so a refused value can be printed. */
function withoutPassword(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    if (url.password === '') return value;
    url.password = '***';
    return url.toString();
  } catch {
    return value;
  }
}

/** Sender address when MAIL_FROM is not set. */
const DEFAULT_MAIL_FROM = 'no-reply@patrimo.fr';

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isRedisUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A Sentry DSN: `http(s)://<public key>@<host>[/<path>]/<numeric project id>`. */
export function isSentryDsn(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username !== '' && url.hostname !== '' && /\/\d+$/.test(url.pathname);
  } catch {
    return false;
  }
}

/** A remote named in SENTRY_REMOTE_DSNS: its folder name (`mf-billing`), the tag its reports carry. */
const REMOTE_FOLDER_NAME = /^mf-[a-z]+$/;

/** `mf-billing=<dsn>,mf-dashboard=<dsn>` → their map; undefined when a pair is malformed. */
export function parseRemoteDsns(value: string): Record<string, string> | undefined {
  const map: Record<string, string> = {};
  for (const pair of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const equals = pair.indexOf('=');
    const remote = pair.slice(0, equals).trim();
    const dsn = pair.slice(equals + 1).trim();
    if (equals < 1 || !REMOTE_FOLDER_NAME.test(remote) || !isSentryDsn(dsn)) return undefined;
    map[remote] = dsn;
  }
  return map;
}

export interface ErrorReportingConfig {
  /** SENTRY_DSN: the server's errors. */
  serverDsn: string | undefined;
  /** SENTRY_BROWSER_DSN: the browser's errors and Web Vitals. */
  browserDsn: string | undefined;
  /** SENTRY_REMOTE_DSNS: remote (folder name) → DSN of the remotes that have their own project. */
  remoteDsns: Record<string, string>;
  environment: string;
  release: string;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  root: string;
  webRoot: string;
  /** The host's server render (`render.cjs`), for the public contract cards; the browser renders them when absent. */
  prerenderRenderer: string;
  remotesRoot: string;
  remotesFile: string | undefined;
  seed: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  nodeEnv: z.infer<typeof envSchema>['NODE_ENV'];
  behindHttps: boolean;
  defaultBrand: BrandId;
  addressSearch: { adapter: 'communes' | 'geoplateforme'; url: string };
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  websocketTicketTtlSeconds: number;
  /**
   * POST /api/oauth/token: `max` attempts per address and user name (or refresh token), `perAddressMax` password
   * attempts per address, `perUserMax` password attempts per user name, each within `windowMs`.
   */
  authRateLimit: { max: number; perAddressMax: number; perUserMax: number; windowMs: number };
  /** Where the rate-limit counters live: Redis (shared by every instance) or undefined for this process's memory. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** Error reporting: Sentry DSNs of the server and the browser (none: nothing is sent), environment and release. */
  errorReporting: ErrorReportingConfig;
  /** SMTP server URL (may hold credentials: never log it); undefined → the database outbox. */
  smtpUrl: string | undefined;
  /** GET /api/dev/outbox is served. */
  mailOutboxReadable: boolean;
  /** …and only to a peer on a loopback address (always so in production). */
  mailOutboxLoopbackOnly: boolean;
  /** Sender address of the e-mails. */
  mailFrom: string;
  /** Base of the links in e-mails, without a trailing slash (`https://patrimo.fr`). */
  publicUrl: string;
  passwordResetTtlMinutes: number;
  accountDeletionTtlHours: number;
  /** Registration, reset request, confirmation code check and resend, password change: per address and e-mail or session. */
  identityRateLimit: { max: number; windowMs: number };
  /** The aggregation partner and, for Powens, its credentials. */
  aggregation: { provider: 'sandbox' } | { provider: 'powens'; baseUrl: string; clientId: string; clientSecret: string; webhookSecret: string };
  /** The card payment provider and its secrets (never log them). */
  billing: BillingConfig;
}

export type BillingConfig =
  | { provider: 'sandbox'; webhookSecret: string }
  | { provider: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string; apiBase: string };

/** Thrown when the environment is invalid; `problems` lists every bad variable. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** The partner's settings; Powens without its four variables is refused at start with the missing names. */
function aggregationConfig(e: z.infer<typeof envSchema>): AppConfig['aggregation'] {
  if (e.AGGREGATION_PROVIDER === 'sandbox') return { provider: 'sandbox' };
  const missing = (['POWENS_BASE_URL', 'POWENS_CLIENT_ID', 'POWENS_CLIENT_SECRET', 'POWENS_WEBHOOK_SECRET'] as const).filter((name) => !e[name]);
  if (missing.length > 0) throw new ConfigError(missing.map((name) => `${name}: required with AGGREGATION_PROVIDER=powens`));
  return {
    provider: 'powens',
    baseUrl: e.POWENS_BASE_URL as string,
    clientId: e.POWENS_CLIENT_ID as string,
    clientSecret: e.POWENS_CLIENT_SECRET as string,
    webhookSecret: e.POWENS_WEBHOOK_SECRET as string,
  };
}

/** The card payment provider's settings; Stripe without its three keys is refused at start with the missing names. */
function billingConfig(e: z.infer<typeof envSchema>): BillingConfig {
  if (e.BILLING_PROVIDER === 'sandbox') return { provider: 'sandbox', webhookSecret: e.BILLING_WEBHOOK_SECRET };
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((name) => !e[name]);
  if (missing.length > 0) throw new ConfigError(missing.map((name) => `${name}: required with BILLING_PROVIDER=stripe`));
  return {
    provider: 'stripe',
    secretKey: e.STRIPE_SECRET_KEY as string,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY as string,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
    apiBase: e.STRIPE_API_BASE ?? 'https://api.stripe.com',
  };
}

/** Whether a HOST to listen on reaches only this machine. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || /^::ffff:127(\.\d{1,3}){3}$/.test(h);
}

/**
 * Who may read GET /api/dev/outbox. Outside production: as asked, anyone by default. In production: off by
 * default; `loopback` serves loopback peers while HOST is a loopback interface (never on 0.0.0.0 unless asked
 * with `true`); `true` serves loopback peers whatever HOST is. Never a remote peer in production.
 */
export function mailOutboxAccess(
  setting: string | undefined,
  production: boolean,
  host: string,
): { mailOutboxReadable: boolean; mailOutboxLoopbackOnly: boolean } {
  const asked = setting === undefined ? undefined : setting === 'loopback' ? 'loopback' : ['true', '1', 'yes'].includes(setting);
  if (!production) return { mailOutboxReadable: asked === undefined ? true : asked !== false, mailOutboxLoopbackOnly: asked === 'loopback' };
  if (asked === 'loopback') return { mailOutboxReadable: isLoopbackHost(host), mailOutboxLoopbackOnly: true };
  return { mailOutboxReadable: asked === true, mailOutboxLoopbackOnly: true };
}

/** Walks up from `start` to the folder holding pnpm-workspace.yaml. */
export function findWorkspaceRoot(start: string): string | undefined {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * The folder of this module when the module system tells it (CommonJS under jest, or the esbuild
 * bundle, whose banner defines `__dirname`); undefined in plain ESM, where the working directory is used.
 */
function moduleDirectory(): string | undefined {
  return typeof __dirname === 'string' ? __dirname : undefined;
}

/**
 * Parses an environment (by default `process.env`) into an `AppConfig`.
 * @throws ConfigError listing every problem.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = issue.path.join('.') || '(environment)';
      problems.push(`${name}: ${issue.message} (got ${JSON.stringify(withoutPassword(env[name]) ?? null)})`);
    }
    throw new ConfigError(problems);
  }
  const e = parsed.data;

  const here = moduleDirectory();
  const root = e.PATRIMO_ROOT
    ? path.resolve(e.PATRIMO_ROOT)
    : ((here ? findWorkspaceRoot(here) : undefined) ?? findWorkspaceRoot(process.cwd()));
  if (!root) {
    throw new ConfigError(['PATRIMO_ROOT: not set and no pnpm-workspace.yaml found above this module or the working directory']);
  }
  if (e.PATRIMO_ROOT && !existsSync(root)) problems.push(`PATRIMO_ROOT: folder ${root} does not exist`);
  if (e.REMOTES_FILE && !existsSync(path.resolve(e.REMOTES_FILE))) {
    problems.push(`REMOTES_FILE: file ${path.resolve(e.REMOTES_FILE)} does not exist`);
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = e.PGLITE_DATA_DIR ?? path.join(root, '.data', 'pglite');
  const webRoot = path.resolve(e.WEB_ROOT ?? path.join(root, 'host', 'dist'));
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir) },
    root,
    webRoot,
    // Beside the web root, as the host's build writes it (host/dist-prerender).
    prerenderRenderer: path.resolve(e.PRERENDER_RENDERER ?? path.join(path.dirname(webRoot), 'dist-prerender', 'render.cjs')),
    remotesRoot: path.resolve(e.REMOTES_ROOT ?? root),
    remotesFile: e.REMOTES_FILE ? path.resolve(e.REMOTES_FILE) : undefined,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    behindHttps: e.BEHIND_HTTPS,
    defaultBrand: e.DEFAULT_BRAND,
    addressSearch: { adapter: e.ADDRESS_SEARCH, url: e.ADDRESS_SEARCH_URL },
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    websocketTicketTtlSeconds: e.WEBSOCKET_TICKET_TTL_SECONDS,
    authRateLimit: {
      max: e.AUTH_RATE_LIMIT_MAX,
      perAddressMax: e.AUTH_RATE_LIMIT_PER_ADDRESS_MAX,
      perUserMax: e.AUTH_RATE_LIMIT_PER_USER_MAX,
      windowMs: e.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    errorReporting: {
      serverDsn: e.SENTRY_DSN,
      browserDsn: e.SENTRY_BROWSER_DSN,
      remoteDsns: e.SENTRY_REMOTE_DSNS ? (parseRemoteDsns(e.SENTRY_REMOTE_DSNS) ?? {}) : {},
      environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV,
      release: e.SENTRY_RELEASE ?? `patrimo@${APP_VERSION}`,
    },
    smtpUrl: e.SMTP_URL,
    ...mailOutboxAccess(e.MAIL_OUTBOX_READABLE, e.NODE_ENV === 'production', e.HOST),
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    publicUrl: normalisePublicUrl(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
    passwordResetTtlMinutes: e.PASSWORD_RESET_TTL_MINUTES,
    accountDeletionTtlHours: e.ACCOUNT_DELETION_TTL_HOURS,
    identityRateLimit: { max: e.IDENTITY_RATE_LIMIT_MAX, windowMs: e.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000 },
    aggregation: aggregationConfig(e),
    billing: billingConfig(e),
  };
}

/**
 * `https://patrimo.fr/` → `https://patrimo.fr`: links are built as `${publicUrl}/app/…`, so a trailing slash
 * would double. A path is kept (the product may live under `https://example.fr/patrimo`); query and fragment
 * are dropped, they have no meaning in a base.
 */
function normalisePublicUrl(value: string): string {
  const url = new URL(value);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
