import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DatabaseConfig } from '../config/env';
import { keepingPlans } from './kept-plans';
import { dumpBytes } from './pglite-template';
import { schema } from './schema';

/** The Drizzle database, whichever engine is underneath. Code outside `src/db` sees only this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseEngine = 'pglite' | 'postgres';

/** An open database and how to close it. The owner (main.ts, or a test) closes it after the server. */
export interface DatabaseHandle {
  readonly db: Database;
  readonly engine: DatabaseEngine;
  /** Closes the connection(s); for PGlite, flushes and releases the data folder. Safe to call twice. */
  close(): Promise<void>;
}

/** Creates the PGlite instance; replaceable because the test runner must load PGlite its own way. */
export type PgliteFactory = (dataDir: string) => Promise<PGlite>;

/**
 * PGlite is one PostgreSQL backend in this process: one connection. It queues every query and holds the
 * queue for the length of a transaction, so access is serialized by PGlite itself. The rule that follows
 * for our code: inside `db.transaction(async (tx) => …)` use `tx` only — a query on `db` there would wait
 * for the transaction that waits for it.
 */
export async function openPglite(dataDir: string, create: PgliteFactory = (dir) => PGlite.create(dir)): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = yieldingToTheEventLoop(keepingPlans(await create(dataDir)));
  const db: Database = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    engine: 'pglite',
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/**
 * Makes each query of `client` (and each transaction, as a whole) wait one turn of the event loop before it runs.
 *
 * PGlite runs a query inside this process and settles its promise without any I/O: code that awaits one query
 * after another (a synchronisation writing thousands of rows in batches) is a single chain of microtasks, and the
 * event loop never gets to read a socket until the chain ends. Measured on a saver's full synchronisation: one gap
 * of 3.3 s in the loop, and a read sent as it started answered only at its end. One `setImmediate` per query lets
 * the requests that arrived meanwhile in, and their queries take their place in PGlite's queue between two of the
 * synchronisation's. Inside a transaction nothing changes (its queries go through the transaction's own object),
 * which keeps transactions short. PostgreSQL needs none of this: its answers come over sockets.
 */
export function yieldingToTheEventLoop(client: PGlite): PGlite {
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await nextTurn();
    return query(...args);
  }) as PGlite['query'];
  client.exec = async (...args: Parameters<PGlite['exec']>) => {
    await nextTurn();
    return exec(...args);
  };
  client.transaction = (async (...args: Parameters<PGlite['transaction']>) => {
    await nextTurn();
    return transaction(...args);
  }) as PGlite['transaction'];
  return client;
}

/**
 * Connection settings for a PostgreSQL URL. A URL without a user name means the operating-system user, as
 * with psql and libpq; node-postgres would otherwise read $USER, which services often run without.
 */
export function postgresConnection(url: string): pg.PoolConfig {
  // The user goes into the URL itself: node-postgres lets the URL's (empty) user override a separate `user`.
  try {
    const parsed = new URL(url);
    if (parsed.username !== '') return { connectionString: url };
    parsed.username = encodeURIComponent(userInfo().username);
    return { connectionString: parsed.toString() };
  } catch {
    return { connectionString: url };
  }
}

/** A connection pool on PostgreSQL; several API instances may share the database. */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ ...postgresConnection(url), max: 10 });
  // A dropped idle connection must not take the process down; the pool replaces it on next use.
  pool.on('error', () => undefined);
  // Fail at start, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db: Database = drizzleNodePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    engine: 'postgres',
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * Opens the configured database. `pgliteTemplate`: a migrated data directory (`pglite-template.ts`) a new embedded
 * database starts from instead of an empty one; the caller passes one only when the data directory is new.
 */
export function openDatabase(config: DatabaseConfig, pgliteTemplate: string | null = null): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') return openPostgres(config.url);
  if (pgliteTemplate === null) return openPglite(config.dataDir);
  return openPglite(config.dataDir, (dataDir) => PGlite.create({ dataDir, loadDataDir: dumpBytes(pgliteTemplate) }));
}
