import path from 'node:path';
import { openPglite } from './client';
import { findMigrationsFolder, runMigrations } from './migrate';
import { dumpPglite, templateFile } from './pglite-template';

/**
 * `node dist/pglite-template.js`, run by build.mjs after bundling: migrates a new in-memory PGlite database and
 * dumps it next to the bundle's migrations, where the server finds it (`buildTemplateFor`). Prints the file.
 */
async function writeTemplate(): Promise<void> {
  const migrations = findMigrationsFolder(process.cwd());
  const handle = await openPglite('memory://');
  try {
    await runMigrations(handle, migrations);
    const file = templateFile(path.dirname(migrations), migrations);
    await dumpPglite(handle, file);
    process.stdout.write(`${file}\n`);
  } finally {
    await handle.close();
  }
}

writeTemplate().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
