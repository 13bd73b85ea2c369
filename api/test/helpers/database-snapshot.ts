import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres, postgresConnection } from '../../src/db/client';
import { findMigrationsFolder } from '../../src/db/migrate';
import { databaseUrl, onPostgresServer, temporaryPostgresDatabase } from './temporary-database';
import { dumpPglite, writeAtomically } from '../../src/db/pglite-template';
import { createTestDatabase, migratedPostgresTemplate, pgliteFromDump, repoRoot, testDatabaseUrl, testEngine, type TestDatabase } from './test-app';

/**
 * A database built once per jest run and copied for each suite that needs it: a fixture that takes seconds to
 * build (a synchronisation of several sandbox customers) is built by the first suite and copied by the others,
 * in whichever worker they run.
 *
 * - On PGlite the built database is dumped to a file of its builder's own, named in the facts' file; a copy is a
 *   new PGlite loaded from that file. Two workers may build at once: the last facts' file written wins, whole.
 * - On PostgreSQL the built database is kept as a template; a copy is `CREATE DATABASE … TEMPLATE`, under an
 *   advisory lock so that two workers never build it twice at once.
 *
 * A snapshot lives for one run only: its files and databases are named by the run's prefix
 * (`PATRIMO_TEST_SNAPSHOTS`, set by `test/global-setup.cjs`; the teardown removes them), so a changed fixture
 * or route never meets the data of an earlier run. Without the prefix (the helpers used outside jest) every
 * suite builds its own.
 *
 * What the fixture returns besides the database (ids, access tokens, which stay valid in a copy since tokens
 * are stored hashed in the database) is kept next to it as JSON.
 */

const runPrefix = process.env.PATRIMO_TEST_SNAPSHOTS;

function snapshotName(name: string): string {
  return `${runPrefix ?? 'patrimo_s_none'}_${testEngine}_${name.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;
}

/** A new database on the test server copied from `template`, and how to throw it away. */
async function copyPostgres(template: string): Promise<TestDatabase> {
  const copy = await temporaryPostgresDatabase(testDatabaseUrl, 'patrimo_t', { template });
  const handle = await openPostgres(copy.url);
  return {
    handle,
    async destroy() {
      await handle.close();
      await copy.drop();
    },
  };
}

async function copyPglite(dump: string): Promise<TestDatabase> {
  const handle = await pgliteFromDump(dump);
  return { handle, destroy: () => handle.close() };
}

/**
 * A copy of the snapshot `name` and what its builder returned. `build` receives a fresh migrated database,
 * fills it and returns JSON-serialisable facts; it must leave nothing connected to the database when it
 * resolves (close its server).
 */
export async function snapshotCopy<Meta>(name: string, build: (database: TestDatabase) => Promise<Meta>): Promise<{ database: TestDatabase; meta: Meta }> {
  const base = snapshotName(name);
  const metaFile = path.join(tmpdir(), `${base}.json`);
  const readMeta = () => JSON.parse(readFileSync(metaFile, 'utf8')) as Meta;

  if (testEngine === 'pglite') {
    // Two workers may build the same snapshot at once (PGlite has no lock to wait on). Each builder dumps to a file
    // of its own and names it in the facts' file, written last: a suite always loads the dump its tokens and ids
    // came from, never another builder's.
    if (runPrefix !== undefined && existsSync(metaFile)) {
      const { dump, meta } = JSON.parse(readFileSync(metaFile, 'utf8')) as { dump: string; meta: Meta };
      return { database: await copyPglite(dump), meta };
    }
    const database = await createTestDatabase();
    try {
      const meta = await build(database);
      if (runPrefix === undefined) return { database, meta };
      const dump = path.join(tmpdir(), `${base}.${process.pid}.${randomBytes(4).toString('hex')}.tar`);
      await dumpPglite(database.handle, dump);
      writeAtomically(metaFile, JSON.stringify({ dump, meta }));
      return { database, meta };
    } catch (error) {
      await database.destroy();
      throw error;
    }
  }

  if (runPrefix === undefined) {
    const database = await createTestDatabase();
    return { database, meta: await build(database) };
  }
  // The lock's connection stays open while the first suite builds; the others wait on it, then copy.
  const lock = new pg.Client(postgresConnection(testDatabaseUrl));
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [base]);
    if (!existsSync(metaFile)) {
      const template = await templateDatabase(base);
      const meta = await build(template);
      await template.handle.close();
      writeAtomically(metaFile, JSON.stringify(meta));
    }
  } finally {
    await lock.end();
  }
  return { database: await copyPostgres(base), meta: readMeta() };
}

/** The template database itself, a copy of the run's migrated database: built once, kept until the run's teardown. */
async function templateDatabase(name: string): Promise<TestDatabase> {
  const migrated = await migratedPostgresTemplate(findMigrationsFolder(repoRoot));
  await onPostgresServer(testDatabaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onPostgresServer(testDatabaseUrl, `CREATE DATABASE ${name} TEMPLATE ${migrated}`);
  const handle = await openPostgres(databaseUrl(testDatabaseUrl, name));
  return { handle, destroy: () => handle.close() };
}
