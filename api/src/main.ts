import path from 'node:path';
import { scorePassword } from '@patrimo/shared/password-strength';
import { buildApp } from './app';
import { loadPropertyData } from './engines/property/property-data';
import { fundUniverse } from './investments/universe';
import { ConfigError, loadConfig, type AppConfig } from './config/env';
import { openDatabase } from './db/client';
import { findMigrationsFolder, runMigrations } from './db/migrate';
import { buildTemplateFor } from './db/pglite-template';
import { seedDatabase } from './db/seed';
import { systemClock } from './lib/clock';

/**
 * Starts Patrimo from the environment: configuration, database (PGlite or PostgreSQL), migrations, seed,
 * then one HTTP server for the API, the live channel and the static product. SIGINT/SIGTERM close the
 * server (in-flight requests finish, sockets get a "going away"), then the database — for PGlite, that
 * flushes the data folder so the next start finds it intact.
 */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // No logger exists before the configuration does; stderr is the one place to say what is wrong.
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const migrations = findMigrationsFolder(config.root);
  // A new embedded database starts from the migrated template the build dumped, when there is one (about 4 s less).
  const template = config.database.kind === 'pglite' ? buildTemplateFor(config.database.dataDir, migrations) : null;
  const database = await openDatabase(config.database, template);
  const app = await buildApp({ db: database, config });
  const where = config.database.kind === 'postgres' ? 'postgres' : `pglite (${config.database.dataDir})`;
  if (template) app.log.info({ template: path.basename(template) }, 'embedded database created from the build’s migrated template');

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));

  try {
    app.log.info({ database: where }, 'applying migrations');
    await runMigrations(database, migrations);
    if (config.seed) {
      const { created } = await seedDatabase(database.db, systemClock);
      app.log.info({ created }, created.length > 0 ? 'demonstration accounts created' : 'demonstration accounts present');
    }
    // What is built once per process is built before the server listens, so that no request ever waits
    // behind it on the event loop (each takes longer than the 50 ms a request may be held): the password
    // scorer's dictionaries (about 0.1 s), the fund universe (0.2–0.4 s: the ETF list and every proxy
    // series read and measured) and the property data of the estimator (about 0.2 s: 35,000 communes).
    scorePassword('warm-up');
    fundUniverse(config.root);
    loadPropertyData(config.root);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.fatal({ err: error }, 'start failed');
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

process.on('unhandledRejection', (reason) => {
  process.stderr.write(`Unhandled rejection: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}\n`);
  process.exit(1);
});

void main();
