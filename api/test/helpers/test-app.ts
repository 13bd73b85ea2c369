import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { Writable } from 'node:stream';
import nodeModule from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { AggregationProvider } from '../../src/aggregation/provider';
import { buildApp } from '../../src/app';
import { findWorkspaceRoot, type AppConfig } from '../../src/config/env';
import pg from 'pg';
import { openPglite, openPostgres, postgresConnection, type DatabaseHandle } from '../../src/db/client';
import { findMigrationsFolder, runMigrations } from '../../src/db/migrate';
import { dumpBytes, dumpPglite, migrationsDigest, pgliteKey, templateFile } from '../../src/db/pglite-template';
import { seedDatabase } from '../../src/db/seed';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { DEMO_SAVER, FIRM_ADVISOR, SECOND_SAVER, type SeedSaver } from '../../src/db/seed-accounts';
import { manualClock, type ManualClock } from '../../src/lib/clock';
import { temporaryPostgresDatabase } from './temporary-database';
import type { Mailer } from '../../src/mail/mailer';

/**
 * Test harness for the API: a fresh database per test file on the engine chosen by the jest project
 * (`TEST_ENGINE`, set by test/engine-*.cjs), migrated from empty, seeded, and a server built on it with a
 * manual clock, listening on a loopback port. Suites that touch the database are named `*.db.test.ts` and use `describeDb`, so they run
 * on PGlite and on PostgreSQL.
 */

export type TestEngine = 'pglite' | 'postgres';

export const testEngine: TestEngine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
const postgresAvailable = process.env.TEST_POSTGRES_AVAILABLE === '1';
export const testDatabaseUrl: string = process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';

/**
 * `describe` for suites that need the database: on the PostgreSQL project with the server unreachable (and
 * not in CI, where the setup file already failed the run) the suite is reported as skipped.
 */
export const describeDb: jest.Describe = testEngine === 'postgres' && !postgresAvailable ? describe.skip : describe;

export const repoRoot: string = findWorkspaceRoot(__dirname) ?? path.resolve(__dirname, '..', '..', '..');

/** A configuration for tests: nothing read from the environment, static roots in a temporary folder. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    database: { kind: 'pglite', dataDir: 'memory://' },
    root: repoRoot,
    webRoot: path.join(tmpdir(), 'patrimo-test-missing-web-root'),
    // No server render of the contract cards unless a suite gives one (the browser renders them).
    prerenderRenderer: path.join(tmpdir(), 'patrimo-test-missing-renderer.cjs'),
    remotesRoot: path.join(tmpdir(), 'patrimo-test-missing-remotes-root'),
    remotesFile: undefined,
    seed: true,
    logLevel: 'silent',
    nodeEnv: 'test',
    behindHttps: false,
    defaultBrand: 'patrimo',
    addressSearch: { adapter: 'communes', url: 'https://data.geopf.fr/geocodage' },
    accessTokenTtlSeconds: 900,
    refreshTokenTtlSeconds: 30 * 24 * 3600,
    websocketTicketTtlSeconds: 30,
    // High enough that suites signing in many times never meet it; the rate-limit suite lowers it.
    authRateLimit: { max: 10_000, perAddressMax: 10_000, perUserMax: 10_000, windowMs: 60_000 },
    // Counters in memory, each test server its own; the suite on instances sharing Redis sets this.
    redis: undefined,
    // No DSN: nothing is reported; the error-reporting suites point one at their own envelope receiver.
    errorReporting: { serverDsn: undefined, browserDsn: undefined, remoteDsns: {}, environment: 'test', release: 'patrimo@test' },
    // No SMTP server: e-mails go to the outbox table unless a suite points SMTP_URL at its own catcher.
    smtpUrl: undefined,
    mailOutboxReadable: true,
    mailOutboxLoopbackOnly: false,
    aggregation: { provider: 'sandbox' },
    billing: { provider: 'sandbox', webhookSecret: 'whsec_patrimo_test_sandbox' },
    mailFrom: 'no-reply@patrimo.fr',
    // A recognisable base, so that suites can tell links built from PUBLIC_URL from anything else.
    publicUrl: 'https://app.patrimo.test',
    passwordResetTtlMinutes: 60,
    accountDeletionTtlHours: 24,
    // Like authRateLimit: out of reach except in the suites that lower it.
    identityRateLimit: { max: 10_000, windowMs: 60_000 },
    ...overrides,
  };
}

/** A fresh, migrated database on the test engine, and how to throw it away. */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/**
 * PGlite loaded by Node's own module loader. Jest evaluates modules in a VM context where dynamic `import()`
 * is unavailable (without --experimental-vm-modules), and PGlite's Emscripten glue uses it to load its
 * WebAssembly and data files. Jest replaces `module.createRequire` with its own; the original is on the
 * parent class of the `Module` jest hands out. Outside jest that parent has none, and the usual one is right.
 */
function nativeRequire(): NodeJS.Require {
  const hostModule = Object.getPrototypeOf(nodeModule.Module) as Partial<typeof nodeModule>;
  const createRequire = typeof hostModule.createRequire === 'function' ? hostModule.createRequire : nodeModule.createRequire;
  return createRequire(path.join(repoRoot, 'api', 'package.json'));
}

function nativePglite(): typeof import('@electric-sql/pglite') {
  return nativeRequire()('@electric-sql/pglite') as typeof import('@electric-sql/pglite');
}

/**
 * A fresh PGlite database already migrated. Starting PGlite (its initdb in WebAssembly) and migrating takes
 * seconds per suite; loading a data directory dumped once takes a fraction of it. The first suite of a run
 * migrates from empty and leaves the dump in the temporary folder, keyed by the migrations' digest and
 * PGlite's version; every later suite, in any jest worker, starts from that dump. A changed migration makes a
 * new key, so a suite never runs on a schema other than the one the migrations build.
 */
async function migratedPglite(migrations: string, reuseTemplate: boolean): Promise<DatabaseHandle> {
  const { PGlite } = nativePglite();
  const template = templateFile(tmpdir(), migrations, pgliteKey(nativeRequire().resolve));
  if (reuseTemplate && existsSync(template)) return pgliteFromDump(template);
  const handle = await openPglite('memory://', (dir) => PGlite.create(dir));
  await runMigrations(handle, migrations);
  if (reuseTemplate) await dumpPglite(handle, template);
  return handle;
}

/** A PGlite database in memory, loaded from a dump of `dumpPglite`. */
export function pgliteFromDump(file: string): Promise<DatabaseHandle> {
  const { PGlite } = nativePglite();
  const loadDataDir = dumpBytes(file);
  return openPglite('memory://', (dir) => PGlite.create({ dataDir: dir, loadDataDir }));
}

/** This jest run's prefix (`test/global-setup.cjs`): what carries it on the PostgreSQL server goes at the teardown. */
const runPrefix = process.env.PATRIMO_TEST_SNAPSHOTS;

/** A new, empty database on the test PostgreSQL server: its URL, and the way to drop it (connections closed first). */
export function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return temporaryPostgresDatabase(testDatabaseUrl, 'patrimo_t');
}

/** `migrationsFolder`: migrate with another folder (a test of a migration starts from the ones before it). */
export async function createTestDatabase(options: { migrationsFolder?: string } = {}): Promise<TestDatabase> {
  const migrations = options.migrationsFolder ?? findMigrationsFolder(repoRoot);
  if (testEngine === 'pglite') {
    // Only the product's own migrations make a template: a test of one migration builds its folder itself.
    const handle = await migratedPglite(migrations, options.migrationsFolder === undefined);
    return { handle, destroy: () => handle.close() };
  }

  const template = runPrefix !== undefined && options.migrationsFolder === undefined ? await migratedPostgresTemplate(migrations) : null;
  const created = template ? await temporaryPostgresDatabase(testDatabaseUrl, 'patrimo_t', { template }) : await emptyPostgresDatabase();
  const handle = await openPostgres(created.url);
  if (!template) await runMigrations(handle, migrations);
  return {
    handle,
    async destroy() {
      await handle.close();
      await created.drop();
    },
  };
}

/**
 * On PostgreSQL, the run's migrated database, which each suite copies with `CREATE DATABASE … TEMPLATE` (0.1–0.2 s)
 * instead of migrating a new one (0.7–0.9 s, most of it PostgreSQL's own CPU, on the cores the suites share). Named by
 * the run and the migrations' digest; the first suite builds it under an advisory lock while the others wait.
 */
export async function migratedPostgresTemplate(migrations: string): Promise<string> {
  const name = `${runPrefix}_postgres_migrated_${migrationsDigest(migrations)}`;
  const lock = new pg.Client(postgresConnection(testDatabaseUrl));
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await lock.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      // Built under another name and renamed once complete: a suite never copies a half-migrated template.
      const building = await temporaryPostgresDatabase(testDatabaseUrl, `${runPrefix}_building`);
      const handle = await openPostgres(building.url);
      try {
        await runMigrations(handle, migrations);
      } finally {
        await handle.close();
      }
      await lock.query(`ALTER DATABASE ${building.name} RENAME TO ${name}`);
    }
  } finally {
    await lock.end();
  }
  return name;
}

/** A request to the test server, shaped like Fastify's `inject` options. */
export interface HttpRequest {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  url: string;
  headers?: Record<string, string>;
  /** An object or array is sent as JSON; a string is sent as is (set the content type yourself). */
  payload?: unknown;
}

/** The answer, shaped like Fastify's `inject` response. */
export interface HttpResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  /** The body's bytes (a PDF, a file download). */
  raw?: Buffer;
}

/**
 * The same request through node:http, which sends the headers it is given: fetch silently replaces a `host`
 * header with the URL's, and a test choosing the brand by host name (conseil.patrimo.fr) needs its own.
 */
function nodeHttpRequest(url: URL, method: string, headers: Record<string, string>, body: string | undefined): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const responseHeaders: Record<string, string> = {};
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (value !== undefined) responseHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          const raw = Buffer.concat(chunks);
          resolve({ statusCode: incoming.statusCode ?? 0, headers: responseHeaders, body: raw.toString('utf8'), raw });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Real HTTP on loopback rather than `app.inject`: Fastify's injector loads an ESM-only package (cookie 2) that
 * jest's CommonJS runtime on Node 20 cannot require. A real socket also exercises the whole server stack.
 * A `host` header is honoured (see `nodeHttpRequest`).
 */
export async function httpRequest(baseUrl: string, request: HttpRequest): Promise<HttpResponse> {
  const headers: Record<string, string> = { ...(request.headers ?? {}) };
  let body: string | undefined;
  if (typeof request.payload === 'string') {
    body = request.payload;
  } else if (request.payload !== undefined) {
    body = JSON.stringify(request.payload);
    headers['content-type'] ??= 'application/json';
  }
  if (Object.keys(headers).some((name) => name.toLowerCase() === 'host')) {
    return nodeHttpRequest(new URL(request.url, baseUrl), request.method ?? 'GET', headers, body);
  }
  const response = await fetch(new URL(request.url, baseUrl), {
    method: request.method ?? 'GET',
    headers,
    ...(body !== undefined ? { body } : {}),
    redirect: 'manual',
  });
  const raw = Buffer.from(await response.arrayBuffer());
  return { statusCode: response.status, headers: Object.fromEntries(response.headers.entries()), body: raw.toString('utf8'), raw };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: ManualClock;
  config: AppConfig;
  /** `http://127.0.0.1:<port>` of the listening test server. */
  baseUrl: string;
  request(request: HttpRequest): Promise<HttpResponse>;
  /** Closes the server, then the database. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Create the seed accounts. @default true */
  seed?: boolean;
  /** Reuse a database (several servers on one database); the caller destroys it. */
  database?: TestDatabase;
  /** Called before `ready()`, to add routes used only by a test. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Replaces the mailer the configuration selects (e.g. one that always fails). */
  mailer?: Mailer;
  /** Start the durable job runner (syncs, daily refresh) as production does. @default false */
  jobRunner?: boolean;
  /** Replaces the aggregation partner the configuration selects (e.g. one that fails). */
  aggregation?: AggregationProvider;
  /**
   * The manual clock's first instant: "today" of the sandbox's customers and of every answer. A suite whose
   * assertions depend on the sandbox's day-to-day movements (a balance below zero) pins it. @default now
   */
  now?: Date;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.config);
  const clock = manualClock(options.now ?? new Date());
  const database = options.database ?? (await createTestDatabase());
  if (options.seed ?? true) await seedDatabase(database.handle.db, clock);
  // Silent, unless a suite reports errors: the reports come from what is logged at level error.
  const logger = config.errorReporting.serverDsn ? { level: 'error', stream: new Writable({ write: (_chunk, _encoding, done) => done() }) } : false;
  const app = await buildApp({ db: database.handle, config, clock, logger, startJobRunner: options.jobRunner ?? false, ...(options.mailer ? { mailer: options.mailer } : {}), ...(options.aggregation ? { aggregation: options.aggregation } : {}) });
  await options.beforeReady?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    database,
    clock,
    config,
    baseUrl,
    request: (request) => httpRequest(baseUrl, request),
    async close() {
      await app.close();
      if (!options.database) await database.destroy();
    },
  };
}

/** The wire body of a response, parsed. */
export function json<T = Record<string, unknown>>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}

export interface WireTokens {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  created_at: number;
}

/** Signs in with the password grant and returns the wire token answer. Fails the test if refused. */
export async function signIn(t: Pick<TestApp, 'request'>, account: Pick<SeedSaver, 'email' | 'password'>): Promise<WireTokens> {
  const response = await t.request({
    method: 'POST',
    url: '/api/oauth/token',
    payload: { grant_type: 'password', username: account.email, password: account.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${account.email} failed: ${response.statusCode} ${response.body}`);
  return json<WireTokens>(response);
}

/** A request with a bearer token. */
export function injectAs(t: Pick<TestApp, 'request'>, accessToken: string, request: HttpRequest): Promise<HttpResponse> {
  return t.request({ ...request, headers: { ...(request.headers ?? {}), authorization: `Bearer ${accessToken}` } });
}

/** The id of a user, by e-mail, read from the test database; '' when there is none. */
export async function userIdOf(t: Pick<TestApp, 'database'>, email: string): Promise<string> {
  const rows = await t.database.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return rows[0]?.id ?? '';
}

/** The seeded cast most route suites use: the demonstration saver, a second saver and a firm advisor. */
export interface SignedInCast {
  saver: string;
  other: string;
  advisor: string;
  saverId: string;
  otherId: string;
}

/** Signs the cast in (access tokens) and reads the two savers' ids. */
export async function signInCast(t: TestApp): Promise<SignedInCast> {
  return {
    saver: (await signIn(t, DEMO_SAVER)).access_token,
    other: (await signIn(t, SECOND_SAVER)).access_token,
    advisor: (await signIn(t, FIRM_ADVISOR)).access_token,
    saverId: await userIdOf(t, DEMO_SAVER.email),
    otherId: await userIdOf(t, SECOND_SAVER.email),
  };
}

/** A temporary folder removed by the returned function. */
export function temporaryFolder(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
