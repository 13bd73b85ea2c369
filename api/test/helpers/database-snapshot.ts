import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Blob as NodeBlob } from 'node:buffer';
import pg from 'pg';
import { openPglite, openPostgres, postgresConnection, type DatabaseHandle } from '../../src/db/client';
import { findMigrationsFolder, runMigrations } from '../../src/db/migrate';
import { createTestDatabase, nativePglite, repoRoot, testDatabaseUrl, testEngine, type TestDatabase } from './test-app';

/**
 * A database built once per jest run and copied for each suite that needs it: a fixture that takes seconds to
 * build (a synchronisation of several sandbox customers) is built by the first suite and copied by the others,
 * in whichever worker they run.
 *
 * - On PGlite the built database is dumped to a file; a copy is a new PGlite loaded from that file.
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

function writeAtomically(file: string, data: string | Buffer): void {
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(postgresConnection(testDatabaseUrl));
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new database on the test server copied from `template`, and how to throw it away. */
async function copyPostgres(template: string): Promise<TestDatabase> {
  const name = `patrimo_t_${randomBytes(5).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const target = new URL(testDatabaseUrl);
  target.pathname = `/${name}`;
  const handle = await openPostgres(target.toString());
  return {
    handle,
    async destroy() {
      await handle.close();
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function copyPglite(dump: string): Promise<TestDatabase> {
  const { PGlite } = nativePglite();
  const loadDataDir = new NodeBlob([readFileSync(dump)]) as unknown as Blob;
  const handle = await openPglite('memory://', (dir) => PGlite.create({ dataDir: dir, loadDataDir }));
  return { handle, destroy: () => handle.close() };
}

/** PGlite's dump of its data directory, uncompressed. */
async function dumpPglite(handle: DatabaseHandle): Promise<Buffer> {
  const client = (handle.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
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
    const dump = path.join(tmpdir(), `${base}.tar`);
    if (runPrefix !== undefined && existsSync(metaFile)) return { database: await copyPglite(dump), meta: readMeta() };
    const database = await createTestDatabase();
    try {
      const meta = await build(database);
      if (runPrefix === undefined) return { database, meta };
      writeAtomically(dump, await dumpPglite(database.handle));
      // The facts last: their file says the dump is complete.
      writeAtomically(metaFile, JSON.stringify(meta));
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

/** The template database itself, migrated: built once, kept until the run's teardown. */
async function templateDatabase(name: string): Promise<TestDatabase> {
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const target = new URL(testDatabaseUrl);
  target.pathname = `/${name}`;
  const handle = await openPostgres(target.toString());
  await runMigrations(handle, findMigrationsFolder(repoRoot));
  return { handle, destroy: () => handle.close() };
}
