/**
 * `npm run bench:web`: what the browser downloads and how long the apps take to build.
 *
 * 1. Production build time of each app (webpack, one at a time, fresh: the build stamps are ignored).
 *    `--no-build` skips this and measures the current build.
 * 2. Serves the product as `npm start` does (fresh in-memory database) and, in Chromium, records every
 *    JS file loaded by the landing page and by a logged-in /app page: transfer size gzip-compressed
 *    (level 9, as a static server would serve it), chunk by chunk, with totals.
 */
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { APPS, buildAll, ensureInstalled, ensurePnpm, log, ROOT, run, startServer } from './lib.mjs';

const args = new Set(process.argv.slice(2));
const pnpm = ensurePnpm();
await ensureInstalled(pnpm);

const buildTimes = [];
if (!args.has('--no-build')) {
  for (const app of APPS) {
    const started = Date.now();
    await run(pnpm, ['exec', 'webpack', '--mode', 'production'], { cwd: path.join(ROOT, app), stdio: 'ignore' });
    buildTimes.push({ app, seconds: (Date.now() - started) / 1000 });
  }
}
await buildAll(pnpm, { only: ['api'] });

const port = process.env.BENCH_PORT ?? '8191';
const server = startServer({ PORT: port, PGLITE_DATA_DIR: 'memory://', LOG_LEVEL: 'warn' }, { foreground: false });
const base = `http://localhost:${port}`;
for (let i = 0; i < 120; i += 1) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 500));
}

const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function measure(label, steps) {
  const page = await browser.newPage();
  const files = new Map();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || !response.ok()) return;
    const body = await response.body();
    files.set(url.pathname, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await steps(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  const rows = [...files.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
  const total = rows.reduce((sum, [, s]) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
  process.stdout.write(`\n${label}: ${rows.length} fichiers JS, ${(total.gzip / 1024).toFixed(1)} KB gzip (${(total.raw / 1024).toFixed(1)} KB bruts)\n`);
  for (const [file, s] of rows) process.stdout.write(`  ${(s.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${(s.raw / 1024).toFixed(1).padStart(8)} KB  ${file}\n`);
  return total;
}

const landing = await measure('Page d’accueil (/)', async (page) => {
  await page.goto(`${base}/`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
});
const app = await measure('Espace connecté (/app/dashboard)', async (page) => {
  await page.goto(`${base}/app/login`);
  await page.getByLabel('Adresse e-mail').fill('demo@patrimo.fr');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Patrimo-Demo-2026!');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/app\/dashboard/);
  await page.locator('[data-amount]').first().waitFor();
});

await browser.close();
server.kill('SIGTERM');

if (buildTimes.length > 0) {
  process.stdout.write('\nTemps de construction (production) :\n');
  for (const { app: name, seconds } of buildTimes) process.stdout.write(`  ${name.padEnd(16)} ${seconds.toFixed(1)} s\n`);
}
process.stdout.write(`\nRésumé : accueil ${(landing.gzip / 1024).toFixed(1)} KB gzip (objectif ≤ 200 KB), /app ${(app.gzip / 1024).toFixed(1)} KB gzip\n`);
log('terminé');
