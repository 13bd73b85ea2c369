import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DatabaseHandle } from './client';

/**
 * A PGlite data directory already migrated, dumped to a file so that a new embedded database starts from it
 * instead of running PostgreSQL's initdb and every migration in WebAssembly: measured on 2 cores, a server on a
 * new in-memory database spent about 4 of its 6 seconds of start there. The build dumps one next to the bundle
 * (`build.mjs`), the test harness one per run in the temporary folder.
 *
 * A template is named by the migrations it holds and by the PGlite that wrote it: a file of other migrations or of
 * another PGlite is never read, and the database is then created from empty as before.
 */

/** A digest of every file of a migrations folder: a template is used only for the very same migrations. */
export function migrationsDigest(folder: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(path.relative(folder, file)).update(readFileSync(file));
    }
  };
  walk(folder);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The installed PGlite, as a short digest of its real path (pnpm's store names the version there). `resolve`: how
 * the caller finds packages (the test harness resolves PGlite with Node's own loader, outside jest's registry).
 */
export function pgliteKey(resolve: (id: string) => string = createRequire(__filename).resolve): string {
  return createHash('sha256').update(realpathSync(resolve('@electric-sql/pglite'))).digest('hex').slice(0, 8);
}

/** Where the template of `migrations` is, in `dir`, for the installed PGlite (the file may not exist). */
export function templateFile(dir: string, migrations: string, pglite: string = pgliteKey()): string {
  // `c`: dumped after a checkpoint (see `dumpPglite`); a template of an earlier form is not read.
  return path.join(dir, `patrimo-pglite-c-${pglite}-${migrationsDigest(migrations)}.tar`);
}

/** Writes a file aside then renames it: a reader never finds a half-written file. */
export function writeAtomically(file: string, data: string | Buffer): void {
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}

/**
 * Dumps a PGlite database's data directory (uncompressed) to `file`, after a checkpoint: a copy of a running
 * cluster starts as one that crashed and replays the write-ahead log since the last checkpoint — every migration
 * and fixture write, at each load (measured: 1.0 → 0.75 CPU-s a load for 120 small tables).
 */
export async function dumpPglite(handle: DatabaseHandle, file: string): Promise<void> {
  if (handle.engine !== 'pglite') throw new Error('only a PGlite database can be dumped');
  const client = (handle.db as unknown as { $client: { exec(query: string): Promise<unknown>; dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  await client.exec('CHECKPOINT');
  writeAtomically(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
}

/**
 * A dump's bytes as PGlite reads a `loadDataDir` (it only asks for `arrayBuffer()`). A Node `Blob` would hand its
 * 42 MB over in small chunks and join them: profiled, 32 CPU-s of the API suites on PGlite went to that alone.
 */
export function dumpBytes(file: string): Blob {
  const bytes = readFileSync(file);
  // A file this size gets an ArrayBuffer of its own (Node pools only small ones): handed over without a copy.
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return { type: 'application/x-tar', size: bytes.byteLength, arrayBuffer: () => Promise.resolve(buffer) } as unknown as Blob;
}

/**
 * Whether a PGlite data directory is still to be created: in memory, or a folder without a cluster in it (a
 * template is loaded only there: PGlite refuses to load one over an existing cluster).
 */
export function isNewDataDir(dataDir: string): boolean {
  return dataDir.startsWith('memory://') || !existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * The template a new embedded database at `dataDir` starts from: the one the build left next to the migrations
 * (`dist/`), when the data directory is new and the file matches these migrations and this PGlite; else null.
 */
export function buildTemplateFor(dataDir: string, migrations: string): string | null {
  if (!isNewDataDir(dataDir)) return null;
  const file = templateFile(path.dirname(migrations), migrations);
  return existsSync(file) ? file : null;
}
