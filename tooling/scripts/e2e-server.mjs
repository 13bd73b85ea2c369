/**
 * The product as `npm start` serves it, for the end-to-end suites: the built API serving the built host
 * and remotes on one port, on a fresh in-memory PGlite. Remotes are reached through a folder of symlinks
 * (`.e2e-tmp/<port>/remotes/<remote>` → the remote's folder) so a test can redeploy one remote by pointing its
 * link at a new build, exactly as a domain team replaces its files. E-mails go over real SMTP to the mail
 * catcher (mail-catcher.mjs), which the suites query over HTTP.
 */
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, startServer } from './lib.mjs';
import { startMailCatcher } from './mail-catcher.mjs';

const port = process.env.E2E_PORT ?? '8190';
// One folder per server: `npm test` runs three side by side, one per Playwright worker.
const tmp = path.join(ROOT, '.e2e-tmp', port);
const remotesRoot = path.join(tmp, 'remotes');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(remotesRoot, { recursive: true });
for (const app of APPS.filter((a) => a.startsWith('mf-'))) {
  symlinkSync(path.join(ROOT, app), path.join(remotesRoot, app), 'dir');
}

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 8192);
// The suites read the product's e-mails (confirmation code, reset and deletion links) from this catcher.
await startMailCatcher({ smtpPort, httpPort: Number(process.env.E2E_MAIL_PORT ?? 8193) });

startServer({
  PORT: port,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  PUBLIC_URL: `http://localhost:${port}`,
  PGLITE_DATA_DIR: 'memory://',
  REMOTES_ROOT: remotesRoot,
  LOG_LEVEL: 'warn',
  // The suites sign in dozens of times a minute from one address; the limit itself is tested in the API suites.
  AUTH_RATE_LIMIT_MAX: '10000',
  AUTH_RATE_LIMIT_PER_ADDRESS_MAX: '10000',
  AUTH_RATE_LIMIT_PER_USER_MAX: '10000',
  IDENTITY_RATE_LIMIT_MAX: '10000',
});
