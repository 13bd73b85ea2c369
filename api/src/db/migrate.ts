import { existsSync } from 'node:fs';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

/** The advisory lock's key under which one PostgreSQL client migrates at a time (any constant of ours). */
export const MIGRATION_LOCK_KEY = 0x5a7e_0001;

/**
 * Finds the migrations folder (the one holding `meta/_journal.json`). The bundle carries a copy next to
 * `dist/main.js` (see build.mjs); from source it is `api/drizzle`. Both are tried so the same code runs
 * under jest (CommonJS, from `src/db`), tsx and the bundle.
 */
export function findMigrationsFolder(root: string): string {
  const here = typeof __dirname === 'string' ? __dirname : undefined;
  const candidates = [
    ...(here ? [path.join(here, 'drizzle'), path.join(here, '..', 'drizzle'), path.join(here, '..', '..', 'drizzle')] : []),
    path.join(root, 'api', 'drizzle'),
  ];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * Applies every pending migration, in order, inside Drizzle's migrations bookkeeping (`drizzle.__drizzle_migrations`).
 * On PostgreSQL, several API instances starting together each run this: a transaction holds an advisory lock for
 * the length of the migration, so one instance migrates while the others wait, then find nothing left to apply
 * (without it two migrators race on the same `CREATE`s and one start fails).
 */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder: string): Promise<void> {
  // The two migrators differ only in the session type they accept; the handle knows which one it holds.
  if (handle.engine === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Record<string, unknown>>, { migrationsFolder });
    return;
  }
  const db = handle.db as unknown as NodePgDatabase<Record<string, unknown>>;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    // The migrator takes its own connection of the pool; this transaction only holds the lock until it is done.
    await migrateNodePg(db, { migrationsFolder });
  });
}
