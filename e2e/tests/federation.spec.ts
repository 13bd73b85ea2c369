import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER } from '../servers';
import { acceptCookies, loginAsSaver } from './fixtures';

const ROOT = path.resolve(__dirname, '..', '..');
// The folder of this run's server (tooling/scripts/e2e-server.mjs), one per server port, holding its remotes' links.
const PORT = String(SERVER.port);
const TMP = path.join(ROOT, '.e2e-tmp', PORT);

test('a remote whose files fail shows a French fallback with retry while the shell keeps working', async ({ page }) => {
  await loginAsSaver(page);
  await acceptCookies(page);
  await page.route('**/mf/mf-billing/**', (route) => route.abort('connectionrefused'));
  await page.goto('/app/subscribe');
  const fallback = page.locator('[data-remote-fallback="mf_billing"]');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('momentanément indisponible');

  // The rest of the shell works: another remote's page renders through the navigation.
  await page.goto('/app/user/payment');
  await expect(page.locator('[data-remote-fallback="mf_billing"]')).toBeVisible();
  await page.getByRole('link', { name: 'Tableau de bord' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // Once the remote is back, "Réessayer" loads it in place.
  await page.goto('/app/subscribe');
  await expect(fallback).toBeVisible();
  await page.unroute('**/mf/mf-billing/**');
  await fallback.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Choisir votre abonnement' })).toBeVisible();
});

test('only one copy of React, the router, jotai, Mantine, the query cache, the shared package and the federation runtime runs across host and remotes', async ({ page }) => {
  const bodies = new Map<string, Promise<string | null>>();
  page.on('response', (response) => {
    // Read at once: Chromium may drop a body after the next navigation. A file served again (reload) counts once.
    const url = new URL(response.url()).pathname;
    if (response.request().resourceType() === 'script' && response.ok() && !bodies.has(url)) bodies.set(url, response.text().catch(() => null));
  });
  await loginAsSaver(page);
  await page.goto('/app/dashboard');
  await expect(page.locator('[data-amount]').first()).toBeVisible();
  await page.goto('/app/subscribe');
  await expect(page.getByRole('heading', { name: 'Choisir votre abonnement' })).toBeVisible();

  // React's own module defines the hooks dispatcher accessors once; every remote build carries a fallback copy, none may load it.
  const scripts = (await Promise.all(bodies.values())).filter((body): body is string => body !== null);
  const reactCopies = scripts.filter((body) => /\.useState\s*=\s*function/.test(body) && /\.cloneElement\s*=\s*function/.test(body));
  expect(reactCopies).toHaveLength(1);
  // The federation runtime registers its hooks by name (`beforeRegisterRemote`…): the host's main.js only, the remotes'
  // remoteEntry.js use the one it provides.
  const runtimeCopies = scripts.filter((body) => body.includes('beforeRegisterRemote'));
  expect(runtimeCopies).toHaveLength(1);
  const remoteEntries = [...bodies.keys()].filter((url) => url.endsWith('/remoteEntry.js'));
  expect(remoteEntries.length).toBeGreaterThanOrEqual(2);

  const loaded = await page.evaluate(() => {
    const share = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; useIn?: string[] }>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
    const result: Record<string, number> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          const count = Object.values(versions).filter((v) => v.loaded || (v.useIn?.length ?? 0) > 0).length;
          result[name] = Math.max(result[name] ?? 0, count);
        }
      }
    }
    return result;
  });
  for (const name of ['react', 'react-dom', '@patrimo/shared/router', 'jotai', '@patrimo/shared/ui', '@patrimo/shared/react', '@patrimo/shared/client', '@tanstack/react-query']) {
    expect(loaded[name], name).toBe(1);
  }
});

test('a remote rebuilt with a visible change is picked up by the running host without rebuilding the host', async ({ page }) => {
  test.setTimeout(240_000);
  const hostIndexBefore = readFileSync(path.join(ROOT, 'host', 'dist', 'index.html'), 'utf8');
  // A domain team's new version of mf-billing: same code, one visible wording change, built on its own.
  // Two levels below the root, as the app folders are, so that its tsconfig's `../../tsconfig.base.json` resolves.
  const next = path.join(ROOT, '.e2e-tmp', `mf-billing-next-${PORT}`);
  rmSync(next, { recursive: true, force: true });
  for (const item of ['src', 'package.json', 'webpack.config.cjs']) cpSync(path.join(ROOT, 'mf-billing', item), path.join(next, item), { recursive: true });
  writeFileSync(path.join(next, 'tsconfig.json'), JSON.stringify({ extends: '../../tsconfig.base.json', compilerOptions: { types: ['node'] }, include: ['src'] }));
  symlinkSync(path.join(ROOT, 'mf-billing', 'node_modules'), path.join(next, 'node_modules'), 'dir');
  const messages = path.join(next, 'src', 'features', 'billing', 'messages.ts');
  writeFileSync(messages, readFileSync(messages, 'utf8').replace('Choisir votre abonnement', 'Choisir votre formule'));
  execFileSync(path.join(next, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], { cwd: next, stdio: 'pipe' });
  expect(existsSync(path.join(next, 'dist', 'mf-manifest.json'))).toBe(true);

  await loginAsSaver(page);
  await page.goto('/app/subscribe');
  await expect(page.getByRole('heading', { name: 'Choisir votre abonnement' })).toBeVisible();

  // Deploy: the remote's served folder now points at the new build.
  const link = path.join(TMP, 'remotes', 'mf-billing');
  const swap = `${link}.swap`;
  symlinkSync(next, swap, 'dir');
  renameSync(swap, link);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Choisir votre formule' })).toBeVisible();
    expect(readFileSync(path.join(ROOT, 'host', 'dist', 'index.html'), 'utf8')).toBe(hostIndexBefore);
  } finally {
    const back = `${link}.back`;
    symlinkSync(path.join(ROOT, 'mf-billing'), back, 'dir');
    renameSync(back, link);
  }
});

test('a screen whose chart kit fails to load says so in French, and « Réessayer » loads it once the network is back', async ({ page }) => {
  await loginAsSaver(page);
  await acceptCookies(page);
  // The host's files that carry recharts (the chart kit, a shared entry the host provides) fail while `blocking`.
  let blocking = true;
  const blocked: string[] = [];
  await page.route(/\/[\w.]+\.js(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (blocking && body.includes('recharts')) {
      blocked.push(new URL(route.request().url()).pathname);
      await route.abort('connectionrefused');
      return;
    }
    await route.fulfill({ response, body });
  });
  await page.goto('/app/dashboard/overview');
  const fallback = page.locator('[data-remote-fallback]');
  await expect(fallback).toContainText('momentanément indisponible');
  expect(blocked.length).toBeGreaterThan(0);
  expect(blocked.every((file) => !file.startsWith('/mf/'))).toBe(true);
  // The shell around it still works.
  await expect(page.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();

  // The network is back: the same page, without a reload, loads the kit and draws the history.
  blocking = false;
  await fallback.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.locator('[data-wealth-chart] .recharts-area-area').first()).toBeVisible();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
});

test('a slow remote is announced after a few seconds with a retry, while the shell keeps working', async ({ page }) => {
  await loginAsSaver(page);
  await acceptCookies(page);
  let slowNetwork = true;
  await page.route('**/mf/mf-billing/**', async (route) => {
    if (slowNetwork) await new Promise((resolve) => setTimeout(resolve, 30_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/app/user/payment');
  const slow = page.locator('[data-remote-slow="mf_billing"]');
  await expect(slow).toContainText('plus de temps que prévu', { timeout: 15_000 });
  // The app frame around the route is already there and usable.
  await expect(page.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  // The network recovers; the first request is still hanging, the retry goes through.
  slowNetwork = false;
  await slow.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement et factures' })).toBeVisible();
});
