/**
 * What the API benchmarks share (`api.bench.ts`, `real-estate.bench.ts`): the report's lines, a fresh database
 * (in-memory PGlite, or a temporary database on `DATABASE_URL`'s server), and one autocannon run in its own
 * process. `BENCH_DURATION` (seconds per measure, default 5) and `BENCH_CONNECTIONS` (default 10) tune the load.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client';
import { findMigrationsFolder, runMigrations } from '../src/db/migrate';
import { temporaryPostgresDatabase } from '../test/helpers/temporary-database';

const run = promisify(execFile);
export const DURATION = Number(process.env.BENCH_DURATION ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** A line of the report (a benchmark's output is its purpose). */
export function print(text: string): void {
  process.stdout.write(`${text}\n`);
}

/** A fresh database: in-memory PGlite, or a temporary database on `DATABASE_URL`'s server. */
export async function openDatabase(root: string): Promise<{ handle: DatabaseHandle; label: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openPglite('memory://');
    await runMigrations(handle, findMigrationsFolder(root));
    return { handle, label: 'PGlite (mémoire)', drop: () => handle.close() };
  }
  const temporary = await temporaryPostgresDatabase(url, 'patrimo_bench');
  const handle = await openPostgres(temporary.url);
  await runMigrations(handle, findMigrationsFolder(root));
  return {
    handle,
    label: `PostgreSQL (${new URL(url).host}, base temporaire ${temporary.name})`,
    drop: async () => {
      await handle.close();
      await temporary.drop();
    },
  };
}

export interface Measure {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

/** One autocannon run in a child process (`-j`: its JSON result). */
export async function load(
  autocannon: string,
  url: string,
  token: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; connections?: number; headers?: Record<string, string>; revalidation?: boolean } = {},
): Promise<Measure> {
  const args = ['-c', String(options.connections ?? CONNECTIONS), '-d', String(DURATION), '-j', '-H', `authorization=Bearer ${token}`];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  if (options.method === 'POST') args.push('-m', 'POST', '-H', 'content-type=application/json', '-b', JSON.stringify(options.body));
  const { stdout } = await run(autocannon, [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { latency: { p50: number; p99: number }; requests: { average: number }; non2xx: number; errors: number; '2xx': number; '3xx': number };
  // A revalidation (`If-None-Match` naming the current tag) expects 304s: any other answer is the error.
  const unexpected = options.revalidation ? result.non2xx - result['3xx'] + result['2xx'] : result.non2xx;
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: unexpected + result.errors };
}

