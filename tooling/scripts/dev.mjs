/**
 * `npm run dev`: the product on one URL with rebuilds on change — the API under `tsx watch`, and every app
 * under `webpack --watch` in development mode writing to its dist folder, which the API serves.
 * `npm run dev -- mf-dashboard host` watches only the apps named.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { APPS, ensureInstalled, ensurePnpm, log, ROOT, serverEnv } from './lib.mjs';

const pnpm = ensurePnpm();
await ensureInstalled(pnpm);
const chosen = process.argv.slice(2);
const apps = chosen.length > 0 ? APPS.filter((app) => chosen.includes(app)) : APPS;

// Development bundles land in the same dist folders: forget their production build stamps so the next
// `npm start` rebuilds them in production mode instead of serving these.
for (const app of apps) rmSync(path.join(ROOT, '.build-stamps', `build-${app}.sha256`), { force: true });

const children = apps.map((app) =>
  spawn(pnpm, ['exec', 'webpack', '--mode', 'development', '--watch'], { cwd: path.join(ROOT, app), stdio: 'inherit' }),
);
children.push(
  spawn(pnpm, ['exec', 'tsx', 'watch', 'src/main.ts'], {
    cwd: path.join(ROOT, 'api'),
    stdio: 'inherit',
    env: serverEnv({ NODE_ENV: 'development', PORT: process.env.PORT ?? '8080' }),
  }),
);
log(`développement : http://localhost:${process.env.PORT ?? '8080'} (${apps.join(', ')})`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
