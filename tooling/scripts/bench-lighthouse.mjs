/**
 * `npm run bench:lighthouse`: Lighthouse's performance score for the page-load goals of issue 17, on the product as
 * `npm start` serves it (the current build; `npm run build` first), in Chromium:
 * - `/`, the landing page (goal ≥ 95);
 * - `/app/dashboard/overview` signed in as the demo saver, loaded with the browser's cache emptied first (goal ≥ 85).
 * Lighthouse's desktop preset (simulated throttling, as PageSpeed's desktop score), performance category only; the
 * median score of `BENCH_RUNS` runs (5), each in a new tab, with that run's metrics (FCP, LCP, TBT, CLS, Speed Index).
 * `--cpu-slowdown=N` models a CPU N times slower in the simulation (the preset's `cpuSlowdownMultiplier`, 1 on the
 * desktop): these machines differ by up to two times from one day to the next, so `--cpu-slowdown=2` on a fast day
 * shows what a slow day scores, as `bench:web --cpu-slowdown=2` does for its lab figures.
 *
 * Lighthouse is not a dependency of the product nor of its tests: it is installed on first use, at the version pinned
 * here, into `.cache/lighthouse/` (git-ignored), by npm with its default registry.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildAll, cpuSlowdownOption, ensureInstalled, ensurePnpm, log, ROOT, startBenchServer } from './lib.mjs';

/** Lighthouse 12 runs on Node 20 (13 needs 22). */
const LIGHTHOUSE_VERSION = '12.8.2';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SAVER = { email: 'demo@patrimo.fr', password: 'Patrimo-Demo-2026!' };
/** How many times slower the simulated CPU is than this machine's (1: as Lighthouse's desktop preset). */
const cpuSlowdown = cpuSlowdownOption();

const pnpm = ensurePnpm();
await ensureInstalled(pnpm);
await buildAll(pnpm, { only: ['api'] });

const cache = path.join(ROOT, '.cache', 'lighthouse');
const installed = path.join(cache, 'node_modules', 'lighthouse', 'package.json');
if (!existsSync(installed)) {
  log(`installation de Lighthouse ${LIGHTHOUSE_VERSION} dans .cache/lighthouse`);
  mkdirSync(cache, { recursive: true });
  const npm = spawnSync('npm', ['install', '--prefix', cache, '--no-audit', '--no-fund', '--loglevel=error', `lighthouse@${LIGHTHOUSE_VERSION}`], { stdio: 'inherit' });
  if (npm.status !== 0) throw new Error('Lighthouse could not be installed');
}
const fromCache = (file) => import(pathToFileURL(path.join(cache, 'node_modules', file)).href);
const { default: lighthouse } = await fromCache('lighthouse/core/index.js');
const { default: desktopConfig } = await fromCache('lighthouse/core/config/desktop-config.js');
const { default: puppeteer } = await fromCache('puppeteer-core/lib/esm/puppeteer/puppeteer-core.js');
const config =
  cpuSlowdown === 1
    ? desktopConfig
    : { ...desktopConfig, settings: { ...desktopConfig.settings, throttling: { ...desktopConfig.settings.throttling, cpuSlowdownMultiplier: cpuSlowdown } } };

const { server, base } = await startBenchServer();

const profile = mkdtempSync(path.join(tmpdir(), 'patrimo-lighthouse-'));
const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  userDataDir: profile,
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'],
});

/** One Lighthouse run of `url` in a new tab; `prepare` runs on that tab first (sign in, empty the cache). */
async function audit(url, { prepare, keepStorage = false } = {}) {
  const page = await browser.newPage();
  try {
    if (prepare) await prepare(page);
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(keepStorage ? { disableStorageReset: true } : {}) },
      config,
      page,
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
      url: lhr.finalDisplayedUrl,
    };
  } finally {
    await page.close();
  }
}

/** Signs the demo saver in through the login form (once: the profile keeps the session), as a person would. */
async function signIn(page) {
  await page.goto(`${base}/app/login`);
  await page.evaluate(() => localStorage.setItem('patrimo.cookiesAccepted', 'true'));
  await page.reload();
  // The profile keeps the session from the previous run: the login page then sends the saver on to the app.
  await page.waitForFunction(() => document.querySelector('input[name="email"]') !== null || location.pathname.startsWith('/app/dashboard'));
  if (await page.$('input[name="email"]')) {
    await page.type('input[name="email"]', SAVER.email);
    await page.type('input[name="password"]', SAVER.password);
    await Promise.all([page.waitForFunction(() => location.pathname.startsWith('/app/dashboard')), page.click('button[type="submit"]')]);
  }
  // An empty HTTP cache, the session kept: the overview is measured as the first visit of a signed-in person.
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function series(label, url, options, goal) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await audit(url, options));
  const middle = runs.find((run) => run.score === median(runs.map((r) => r.score)));
  if (options?.keepStorage && !runs.every((run) => new URL(run.url).pathname.startsWith('/app/dashboard'))) {
    throw new Error(`${label}: a run was not signed in (${runs.map((run) => run.url).join(', ')})`);
  }
  process.stdout.write(
    `${label} : score ${middle.score} (objectif ≥ ${goal}, ${middle.score >= goal ? 'atteint' : 'non atteint'}) ; ${RUNS} essais : ${runs.map((run) => run.score).join(', ')}\n` +
      `  essai médian : FCP ${middle.fcp.toFixed(0)} ms, LCP ${middle.lcp.toFixed(0)} ms, TBT ${middle.tbt.toFixed(0)} ms, CLS ${middle.cls.toFixed(3)}, Speed Index ${middle.si.toFixed(0)} ms\n`,
  );
}

try {
  const slower = cpuSlowdown === 1 ? '' : `, processeur simulé ${cpuSlowdown} fois plus lent`;
  process.stdout.write(`Lighthouse ${LIGHTHOUSE_VERSION}, profil ordinateur (limitation simulée${slower}), performance, médiane de ${RUNS}\n`);
  await series('Accueil (/)', `${base}/`, {}, 95);
  await series('Synthèse connectée (/app/dashboard/overview, cache vide)', `${base}/app/dashboard/overview`, { prepare: signIn, keepStorage: true }, 85);
} finally {
  await browser.close();
  server.kill();
  rmSync(profile, { recursive: true, force: true });
}
log('terminé');
