import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresConnection } from '../../src/db/client';

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (named `<prefix>_<random>`): its URL, and the way
 * to drop it (connections closed first). Shared by the suites (`test-app.ts`) and the benchmarks (`bench/`); no
 * test framework in here.
 */
export async function temporaryPostgresDatabase(serverUrl: string, prefix: string): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client(postgresConnection(serverUrl));
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return { url: target.toString(), name, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
