/**
 * `npm run bench:web`: what the browser downloads and how long the apps take to build.
 *
 * 1. Production build time of each app (webpack, one at a time, fresh: the build stamps are ignored).
 *    `--no-build` skips this and measures the current build.
 * 2. Serves the product as `npm start` does (fresh in-memory database) and, in Chromium, records every
 *    file loaded by the landing page, by a logged-in /app page reached from the sign-in page, and by the overview
 *    opened directly by a signed-in saver with the cache off (its own weight, the figure of issue 17's goal): its
 *    size, its size gzip-compressed (level 9, for comparison with earlier runs) and its bytes on the wire as actually served (body as
 *    transferred, compressed or not, plus response headers), JS chunk by chunk, with totals for JS and for
 *    everything the page loaded (API answers included).
 * 3. From « Se connecter » to the net wealth figure (issue 17): the demo saver signs in on a login page already
 *    loaded, in a new browser context each time (nothing cached but the login page's own files), timed in the page
 *    (`performance.now()` at the click, then when the figure shows); median and spread of `BENCH_RUNS` runs (5).
 * 4. The billing steps (issue 15), for a new saver without premium: `/app/subscribe`, and `/app/pay` before the
 *    card field shows (the summary only) and once it has loaded — the card payment provider's code is loaded by
 *    the payment step alone, never by the plans page.
 * 5. The page-load goals of issue 17, in the lab, with the browser's Performance API (Lighthouse is not installed
 *    here): for `/` and for `/app/dashboard/overview` (signed in, loaded directly with the browser's cache off),
 *    in a new page each run, median of `BENCH_RUNS` (5): LCP (last `largest-contentful-paint` entry), CLS (largest
 *    session window of `layout-shift` entries without recent input, as web-vitals computes it) and TBT (the part
 *    over 50 ms of every long task from the start until the network is idle), each printed next to its goal.
 *    `--cpu-slowdown=N` runs these pages on a CPU N times slower (Chromium's throttling, as Lighthouse does): the
 *    machines here differ by up to 2 times from one day to the next, and TBT follows the CPU, so `--cpu-slowdown=2`
 *    on a fast day shows what a slow day would measure.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { APPS, buildAll, compile, cpuSlowdownOption, ensureInstalled, ensurePnpm, log, ROOT, startBenchServer } from './lib.mjs';

const args = new Set(process.argv.slice(2));
/** How many times slower the CPU runs for the page-load goals (5. above); 1: as the machine is. */
const cpuSlowdown = cpuSlowdownOption();
const pnpm = ensurePnpm();
await ensureInstalled(pnpm);

const buildTimes = [];
if (!args.has('--no-build')) {
  for (const app of APPS) {
    const started = Date.now();
    await compile(pnpm, app, { stdio: 'ignore' });
    buildTimes.push({ app, seconds: (Date.now() - started) / 1000 });
  }
}
await buildAll(pnpm, { only: ['api'] });

const { server, base } = await startBenchServer({ MAIL_OUTBOX_READABLE: 'true' });

const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const chromium = JSON.parse(readFileSync(path.join(ROOT, 'tooling', 'chromium.json'), 'utf8'));
const browser = await require('@playwright/test').chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // The end-to-end suites' switches (see e2e/chromium.ts), without their staging host name.
  args: [...chromium.args, `--disable-features=${chromium.disabledFeatures.join(',')}`],
});

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function measure(label, steps, { quiet = false } = {}) {
  const page = await browser.newPage();
  const files = new Map();
  const pending = [];
  let closed = false;
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (closed) return;
        if (!response || !response.ok()) return;
        const url = new URL(response.url());
        const body = await response.body().catch(() => Buffer.alloc(0));
        // A request still finishing as the page closes is not counted.
        const sizes = await request.sizes().catch(() => undefined);
        if (!sizes) return;
        files.set(`${request.method()} ${url.pathname}`, {
          js: url.pathname.endsWith('.js'),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          wire: sizes.responseBodySize + sizes.responseHeadersSize,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        });
      })(),
    );
  });
  const jsBytes = () => [...files.entries()].filter(([, s]) => s.js).reduce((total, [, s]) => ({ wire: total.wire + s.wire, gzip: total.gzip + s.gzip, count: total.count + 1 }), { wire: 0, gzip: 0, count: 0 });
  /** The JS loaded so far, at a moment of the steps (« avant le champ carte »). */
  const marks = [];
  const mark = async (name) => {
    await Promise.all(pending);
    marks.push({ name, ...jsBytes() });
  };
  /** Forgets what was loaded so far and the browser's cache: what follows is counted as a first visit. */
  const restart = async () => {
    await Promise.all(pending);
    files.clear();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  };
  await steps(page, mark, restart);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  for (const m of marks) process.stdout.write(`\n${label} — ${m.name} : ${m.count} fichiers JS, ${kb(m.wire)} KB transférés (${kb(m.gzip)} KB gzip)`);
  closed = true;
  await page.close();
  const all = [...files.entries()];
  const sum = (rows) => rows.reduce((total, [, s]) => ({ raw: total.raw + s.raw, gzip: total.gzip + s.gzip, wire: total.wire + s.wire }), { raw: 0, gzip: 0, wire: 0 });
  const js = all.filter(([, s]) => s.js).sort((a, b) => b[1].wire - a[1].wire);
  const jsTotal = sum(js);
  const total = sum(all);
  if (quiet) return { js: jsTotal, total, marks };
  process.stdout.write(
    `\n${label}: ${js.length} fichiers JS, ${kb(jsTotal.wire)} KB transférés (${kb(jsTotal.gzip)} KB gzip, ${kb(jsTotal.raw)} KB bruts) ; ` +
      `toutes ressources (${all.length}) : ${kb(total.wire)} KB transférés, ${kb(total.gzip)} KB gzip, ${kb(total.raw)} KB bruts\n`,
  );
  for (const [file, s] of js) {
    process.stdout.write(`  ${kb(s.wire).padStart(7)} KB transférés (${s.encoding.padEnd(8)}) ${kb(s.gzip).padStart(7)} KB gzip  ${kb(s.raw).padStart(8)} KB  ${file}\n`);
  }
  return { js: jsTotal, total, marks };
}

/** A new saver, confirmed through the outbox (no premium: the billing steps show their plans and card field). */
async function newSaver() {
  const email = `bench.${Date.now().toString(36)}@example.fr`;
  const password = 'Bench-Patrimo-2026!';
  const post = (url, body, headers = {}) => fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  await post('/api/users', { user: { email, password, password_confirmation: password, first_name: 'Banc', last_name: 'Essai', terms: true } });
  const token = (await (await post('/api/oauth/token', { grant_type: 'password', username: email, password })).json()).access_token;
  const outbox = await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const code = /\b([A-Z0-9]{8})\b/.exec((outbox.emails[0]?.text ?? '').replace(/Patrimo/g, ''))?.[1];
  await post('/api/users/confirmations', { token: code }, { authorization: `Bearer ${token}` });
  return { email, password };
}

async function login(page, { email, password }) {
  await page.goto(`${base}/app/login`);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/app\/(?!login)/);
  await page.waitForLoadState('networkidle');
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
  // The overview is whole once its history chart is drawn (the chart kit is one of its largest chunks).
  await page.locator('.recharts-surface').first().waitFor();
  await page.waitForLoadState('networkidle');
});

// The overview's own weight: opened directly by a signed-in saver with the browser's cache off (the figure of the
// issue's goal), apart from the sign-in page's code, which the measure above also counts.
const overview = await measure('Synthèse ouverte directement (/app/dashboard/overview, connecté, cache vide)', async (page, _mark, restart) => {
  await login(page, { email: 'demo@patrimo.fr', password: 'Patrimo-Demo-2026!' });
  await restart();
  await page.goto(`${base}/app/dashboard/overview`);
  await page.locator('[data-wealth-figure="net"] [data-amount="visible"]').first().waitFor();
  await page.locator('.recharts-surface').first().waitFor();
});

/** From the click on « Se connecter » to the net wealth figure on the dashboard, in milliseconds (see 3. above). */
async function signInToWealth() {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${base}/app/login`);
    await page.getByLabel('Adresse e-mail').fill('demo@patrimo.fr');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Patrimo-Demo-2026!');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const times = {};
      window.__signInTimes = times;
      document.addEventListener('click', (event) => {
        if (event.target?.closest?.('button[type="submit"]')) times.click ??= globalThis.performance.now();
      }, true);
      const seen = () => document.querySelector('[data-wealth-figure="net"] [data-amount="visible"]') !== null;
      new globalThis.MutationObserver(() => {
        if (times.click !== undefined && times.figure === undefined && seen()) times.figure = globalThis.performance.now();
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.locator('[data-wealth-figure="net"] [data-amount="visible"]').first().waitFor();
    const times = await page.evaluate(() => window.__signInTimes);
    return times.figure - times.click;
  } finally {
    await context.close();
  }
}
const signInRuns = [];
for (let run = 0; run < Number(process.env.BENCH_RUNS ?? 5); run += 1) signInRuns.push(await signInToWealth());
const sortedRuns = [...signInRuns].sort((a, b) => a - b);
const signInMedian = sortedRuns[Math.floor(sortedRuns.length / 2)];
process.stdout.write(`\nDe « Se connecter » au patrimoine net : médiane ${signInMedian.toFixed(0)} ms (objectif ≤ 600 ms) ; ${signInRuns.length} essais : ${signInRuns.map((ms) => ms.toFixed(0)).join(', ')} ms\n`);

/** Observers installed before any script of the page: what the lab vitals are computed from. */
function observeVitals() {
  const vitals = { lcp: 0, shifts: [], blocking: 0 };
  globalThis.__labVitals = vitals;
  const observe = (type, onEntry) => {
    try {
      new globalThis.PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser does not know.
    }
  };
  observe('largest-contentful-paint', (entry) => {
    vitals.lcp = entry.startTime;
  });
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) vitals.shifts.push({ at: entry.startTime, value: entry.value });
  });
  observe('longtask', (entry) => {
    vitals.blocking += Math.max(0, entry.duration - 50);
  });
}

/** The largest session window of shifts (gaps under 1 s, windows of at most 5 s). */
function clsOf(shifts) {
  let best = 0;
  let current = 0;
  let first = 0;
  let last = -Infinity;
  for (const { at, value } of shifts) {
    if (at - last < 1000 && at - first < 5000) current += value;
    else {
      current = value;
      first = at;
    }
    last = at;
    best = Math.max(best, current);
  }
  return best;
}

async function labVitals(open) {
  const runs = [];
  for (let run = 0; run < Number(process.env.BENCH_RUNS ?? 5); run += 1) {
    const context = await browser.newContext();
    try {
      const page = await open(context);
      await page.waitForLoadState('networkidle');
      const vitals = await page.evaluate(() => globalThis.__labVitals);
      runs.push({ lcp: vitals.lcp, cls: clsOf(vitals.shifts), tbt: vitals.blocking });
    } finally {
      await context.close();
    }
  }
  const median = (key) => [...runs].map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return { lcp: median('lcp'), cls: median('cls'), tbt: median('tbt') };
}

/** The CPU of the page slowed down `cpuSlowdown` times (nothing when 1). */
async function slowDown(context, page) {
  if (cpuSlowdown === 1) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}

const landingVitals = await labVitals(async (context) => {
  const page = await context.newPage();
  await slowDown(context, page);
  await page.addInitScript(observeVitals);
  await page.goto(`${base}/`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
});
const overviewVitals = await labVitals(async (context) => {
  const signIn = await context.newPage();
  await login(signIn, { email: 'demo@patrimo.fr', password: 'Patrimo-Demo-2026!' });
  await signIn.close();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await slowDown(context, page);
  await page.addInitScript(observeVitals);
  await page.goto(`${base}/app/dashboard/overview`);
  await page.locator('[data-wealth-figure="net"] [data-amount="visible"]').first().waitFor();
  await page.locator('.recharts-surface').first().waitFor();
  return page;
});

const saver = await newSaver();
const subscribe = await measure('Choix de l’abonnement (/app/subscribe)', async (page, mark, restart) => {
  await login(page, saver);
  await restart();
  await page.goto(`${base}/app/subscribe`);
  await page.locator('[data-plan]').first().waitFor();
  await mark('formules affichées');
});
const pay = await measure('Paiement (/app/pay)', async (page, mark, restart) => {
  await login(page, saver);
  await restart();
  // The step's own code and answers, without the card field: the summary shows first, then the field.
  await page.route('**/api/billing/config', async (route) => {
    await mark('avant le champ carte (récapitulatif)');
    await route.continue();
  });
  await page.goto(`${base}/app/pay?plan=premium-monthly`);
  await page.locator('[data-card-field]').waitFor();
  await page.waitForLoadState('networkidle');
  await mark('champ carte chargé');
});

await browser.close();
server.kill('SIGTERM');

if (buildTimes.length > 0) {
  process.stdout.write('\nTemps de construction (production) :\n');
  for (const { app: name, seconds } of buildTimes) process.stdout.write(`  ${name.padEnd(16)} ${seconds.toFixed(1)} s\n`);
}
process.stdout.write(
  `\nRésumé : accueil JS ${kb(landing.js.gzip)} KB gzip, ${kb(landing.js.wire)} KB transférés, page entière ${kb(landing.total.wire)} KB transférés ; ` +
    `/app JS ${kb(app.js.gzip)} KB gzip, ${kb(app.js.wire)} KB transférés, page entière ${kb(app.total.wire)} KB transférés\n`,
);
const goal = (value, limit, unit = '') => `${value}${unit} (objectif ≤ ${limit}${unit}${Number(value) <= limit ? ', atteint' : ', non atteint'})`;
const slowed = cpuSlowdown === 1 ? '' : `, processeur ralenti ×${cpuSlowdown}`;
process.stdout.write(
  `Accueil (/, labo, médiane${slowed}) : LCP ${goal(landingVitals.lcp.toFixed(0), 1000, ' ms')}, CLS ${goal(landingVitals.cls.toFixed(3), 0.02)}, ` +
    `TBT ${landingVitals.tbt.toFixed(0)} ms, JS ${goal(kb(landing.js.gzip), 150, ' KB gzip')}\n` +
    `Synthèse connectée (/app/dashboard/overview, cache vide, labo, médiane${slowed}) : LCP ${overviewVitals.lcp.toFixed(0)} ms, ` +
    `CLS ${goal(overviewVitals.cls.toFixed(3), 0.05)}, TBT ${goal(overviewVitals.tbt.toFixed(0), 150, ' ms')}, ` +
    `JS ${goal(kb(overview.js.gzip), 450, ' KB gzip')} (${kb(app.js.gzip)} KB gzip en comptant la page de connexion)\n` +
    `De « Se connecter » au patrimoine net : ${goal(signInMedian.toFixed(0), 600, ' ms')}\n`,
);
// A first visit of each billing step, signed in, without the browser's cache.
const markOf = (result, name) => result.marks.find((m) => m.name === name) ?? { wire: 0, gzip: 0, count: 0 };
const js = (m) => `${m.count} fichiers JS, ${kb(m.wire)} KB transférés (${kb(m.gzip)} KB gzip)`;
const before = markOf(pay, 'avant le champ carte (récapitulatif)');
const after = markOf(pay, 'champ carte chargé');
process.stdout.write(
  `Facturation (première visite, connecté) : /app/subscribe ${js(markOf(subscribe, 'formules affichées'))} ; ` +
    `/app/pay avant le champ carte ${js(before)}, après ${js(after)} (+${kb(after.wire - before.wire)} KB transférés)\n`,
);
log('terminé');
