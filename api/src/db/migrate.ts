import { existsSync } from 'node:fs';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client';

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

/** Applies every pending migration, in order, inside Drizzle's migrations bookkeeping (`drizzle.__drizzle_migrations`). */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder: string): Promise<void> {
  // The two migrators differ only in the session type they accept; the handle knows which one it holds.
  if (handle.engine === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Record<string, unknown>>, { migrationsFolder });
  } else {
    await migrateNodePg(handle.db as unknown as NodePgDatabase<Record<string, unknown>>, { migrationsFolder });
  }
}
