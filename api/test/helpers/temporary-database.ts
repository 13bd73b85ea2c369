import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresConnection } from '../../src/db/client';

/** Runs one statement on the PostgreSQL server of `serverUrl` (CREATE / DROP DATABASE), on a connection of its own. */
export async function onPostgresServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client(postgresConnection(serverUrl));
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * A new database on the PostgreSQL server of `serverUrl` (named `<prefix>_<random>`), empty or a copy of
 * `template`: its URL, and the way to drop it (connections closed first). Shared by the suites (`test-app.ts`,
 * `database-snapshot.ts`) and the benchmarks (`bench/`); no test framework in here.
 */
export async function temporaryPostgresDatabase(serverUrl: string, prefix: string, options: { template?: string } = {}): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await onPostgresServer(serverUrl, `CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`);
  return { url: databaseUrl(serverUrl, name), name, drop: () => onPostgresServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
