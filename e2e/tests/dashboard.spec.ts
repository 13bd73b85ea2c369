import { expect, test, type Page } from '@playwright/test';
import { chartPointsFor } from '../../mf-dashboard/src/features/wealth/chart-points';
import { acceptCookies, newConfirmedSaver } from './fixtures';

/**
 * The first dashboard (mf-dashboard) with real data: a new saver's « Démonstration » account on the overview,
 * private mode over amounts and charts, then a sandbox institution connected through the API, its contracts
 * (one the product does not support), its deletion from the accounts page and the notification it leaves.
 * Each test registers its own saver, so the seeded accounts other suites use stay as they are.
 */

/** The signed-in saver's bearer header, from the session the app stored. */
async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('patrimo.auth.tokens') ?? '{}') as { accessToken?: string }).accessToken ?? '');
  expect(token).not.toBe('');
  return { Authorization: `Bearer ${token}` };
}

interface WireAccount {
  external_id: string;
  name: string;
  amount: number;
  kind: string;
  kind_detail: string | null;
  currency: string;
}

/**
 * Connects BoursoBank with a sandbox login and adds every account found, as the add flow does
 * (api/src/aggregation/sandbox/README.md: the same login at the same institution is always the same customer;
 * « bruno » has a checking account, a card, a generic « Livret d’épargne » and a life insurance).
 */
async function connectBoursoBank(page: Page): Promise<void> {
  const headers = await bearer(page);
  const connected = await page.request.post('/api/2.0/users/me/connections?expand=accounts', {
    headers,
    data: { id_bank: 'boursobank', login: 'bruno', password: 'secret' },
  });
  expect(connected.status()).toBe(200);
  const connection = (await connected.json()) as { id: string; state: string; accounts: WireAccount[] };
  expect(connection.state).toBe('none');
  expect(connection.accounts.some((account) => account.kind_detail === 'livret')).toBe(true);
  const added = await page.request.post('/api/users/me/accounts', {
    headers,
    data: { accounts: [{ bank_id: 'boursobank', connection_id: connection.id, contracts: connection.accounts }] },
  });
  expect(added.status()).toBe(201);
}

test('the overview shows the demonstration account: net wealth, its history with the simulated end, its allocation; private mode masks them', async ({ page }) => {
  test.setTimeout(90_000);
  await newConfirmedSaver(page, 'Léa', 'Martin');
  await page.goto('/app/dashboard/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Votre patrimoine' })).toBeVisible();

  const net = page.locator('[data-wealth-figure="net"] [data-amount="visible"]');
  await expect(net).toHaveText(/^-?[\d\u202f]+\u00a0€$/);
  await expect(page.locator('[data-wealth-figure="assets"] [data-amount="visible"]')).not.toHaveText('0\u00a0€');

  // The history: a drawn area, French dates under it, the simulated part explained.
  const chart = page.locator('[data-wealth-chart]');
  await expect(chart.locator('.recharts-area-area').first()).toBeVisible();
  await expect(chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').first()).toHaveText(/^20\d\d$/);
  await expect(page.locator('[data-simulated-note]')).toContainText('simulation');
  // Where the simulation starts, a reference line (kept in the chart kit, whose reference areas and dots are left out).
  await expect(chart.locator('.recharts-reference-line')).toHaveCount(1);
  // Its legend, above the drawing and outside recharts' drawing, in the space kept for the chart (300 px in all).
  const legend = chart.locator('.mantine-ChartLegend-legend');
  await expect(legend).toHaveText('PatrimoineSimulation');
  const legendBox = (await legend.boundingBox())!;
  const plotBox = (await chart.locator('.recharts-surface').boundingBox())!;
  expect(legendBox.y + legendBox.height).toBeLessThanOrEqual(plotBox.y + 1);
  expect((await chart.boundingBox())!.height).toBe(300);
  await expect(page.locator('[data-range-picker]')).toHaveText(/Du \d\d\/\d\d\/\d{4} au \d\d\/\d\d\/\d{4}/);

  // The presets change the period; « Tout » starts in 2017 at the latest.
  await page.getByRole('button', { name: '1 an' }).click();
  await expect(page.getByRole('button', { name: '1 an' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').first()).toHaveText(/^[a-zéû.]+ 20\d\d$/);
  await page.getByRole('button', { name: 'Tout' }).click();
  await expect(page.locator('[data-range-picker]')).toHaveText(/^Du 01\/01\/2017 au /);

  // A period of one's own, from the calendar: loaded when the field is opened, in French, Monday first. Offline, the
  // field says so and a new click tries again.
  await expect(page.locator('[data-range-picker-loaded]')).toHaveCount(0);
  await page.route('**/*.js', (route) => route.abort('internetdisconnected'));
  await page.locator('[data-range-picker]').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Le calendrier n’a pas pu être chargé' })).toBeVisible();
  await page.unroute('**/*.js');
  await page.locator('[data-range-picker]').click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByText('Janvier 2017')).toBeVisible();
  await expect(calendar.locator('thead')).toHaveText(/^luma/);
  // The keyboard starts on the period's first day.
  await expect(page.getByRole('button', { name: '1 janvier 2017', exact: true })).toBeFocused();
  await page.getByRole('button', { name: '2 janvier 2017', exact: true }).click();
  await page.getByRole('button', { name: '31 janvier 2017', exact: true }).click();
  await expect(page.locator('[data-range-picker]')).toHaveText('Du 02/01/2017 au 31/01/2017');
  await expect(page.getByRole('button', { name: 'Tout' })).toHaveAttribute('aria-pressed', 'false');
  await expect(chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').first()).toHaveText(/janv/);

  // By category: the stacked view with its legend.
  await page.getByRole('button', { name: 'Par catégorie' }).click();
  await expect(page.locator('[data-wealth-categories-chart] .recharts-area-area').first()).toBeVisible();
  await expect(page.locator('[data-wealth-categories-chart]')).toContainText('Patrimoine investi');

  // The allocation by kind and by institution: the demonstration account's life insurance, 100 % at « Démonstration ».
  // Below the fold, a donut is drawn once it comes near the viewport; its sentence is there from the start.
  const byKind = page.locator('[data-allocation="kind"]');
  await expect(byKind.locator('figure[data-chart-summary]')).toHaveAttribute('data-chart-summary', /^Répartition de /);
  await byKind.scrollIntoViewIfNeeded();
  await expect(byKind.locator('[data-allocation-chart] .recharts-sector').first()).toBeVisible();
  await expect(byKind.locator('[data-allocation-item]').filter({ hasText: 'Assurance vie' })).toContainText('%');
  await expect(page.locator('[data-allocation="bank"] [data-allocation-item]')).toHaveText([/Démonstration.*100\u00a0%/]);

  // Private mode: every amount, the chart's axis and the donut's total become five stars.
  await page.getByRole('button', { name: 'Masquer les montants' }).click();
  await expect(page.locator('[data-amount="visible"]')).toHaveCount(0);
  await expect(net.or(page.locator('[data-wealth-figure="net"] [data-amount="masked"]'))).toHaveText('*****');
  await expect(page.locator('[data-wealth-categories-chart] .recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').first()).toHaveText('*****');
  await expect(byKind).toContainText('*****');
  await expect(byKind).not.toContainText('\u00a0€');
  await page.getByRole('button', { name: 'Afficher les montants' }).click();
  await expect(net).toBeVisible();
});

test('the wealth history asks the server for the points its chart draws, and the browser revalidates it on the next visit', async ({ page }) => {
  test.setTimeout(60_000);
  await newConfirmedSaver(page, 'Noé', 'Garnier');
  const isSeries = (url: string) => url.includes('/portfolios/series/cash_values') && !url.includes('categories');
  const first = page.waitForResponse((response) => isSeries(response.url()));
  await page.goto('/app/dashboard/overview');
  const answer = await first;
  // As many points as the chart draws on its width: one per 3 pixels (chartPointsFor).
  const width = await page.locator('[data-wealth-chart-box]').evaluate((box) => box.clientWidth);
  const points = Number(new URL(answer.url()).searchParams.get('points'));
  expect(points).toBe(chartPointsFor(width));
  expect(points).toBeLessThan(400);
  expect(answer.status()).toBe(200);
  const tag = answer.headers()['etag'] ?? '';
  expect(tag).toMatch(/^W\/"/);
  expect(answer.headers()['cache-control']).toBe('private, no-cache');
  expect(((await answer.json()) as { series: unknown[] }).series.length).toBeLessThanOrEqual(points);
  await expect(page.locator('[data-wealth-chart] .recharts-area-area').first()).toBeVisible();

  // The next visit: the browser's cache sends the tag back; the server confirms it (304: the same tag, no body sent),
  // the page reads the kept series as a 200, and the chart draws it.
  const second = page.waitForResponse((response) => isSeries(response.url()));
  await page.reload();
  const revalidated = await second;
  expect((await revalidated.request().allHeaders())['if-none-match']).toBe(tag);
  expect((await revalidated.allHeaders())['etag']).toBe(tag);
  await expect(page.locator('[data-wealth-chart] .recharts-area-area').first()).toBeVisible();

  // On a phone's width the chart draws fewer points, and asks for no more.
  await page.setViewportSize({ width: 390, height: 844 });
  const onPhone = page.waitForResponse((response) => isSeries(response.url()));
  await page.reload();
  const phoneAnswer = await onPhone;
  const phoneWidth = await page.locator('[data-wealth-chart-box]').evaluate((box) => box.clientWidth);
  const phonePoints = Number(new URL(phoneAnswer.url()).searchParams.get('points'));
  expect(phonePoints).toBe(chartPointsFor(phoneWidth));
  expect(phonePoints).toBeLessThan(points);
  await expect(page.locator('[data-wealth-chart] .recharts-area-area').first()).toBeVisible();

  // Its time axis shows the labels its width holds over the drawn part of the period, every one of them (recharts no
  // longer thins them out by measuring), none touching the next: two at least on a phone, the first drawn day being
  // whatever day the thinned series starts on.
  for (const preset of ['5 ans', '1 an', 'Tout']) {
    await page.getByRole('button', { name: preset, exact: true }).click();
    await expect(page.getByRole('button', { name: preset, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-wealth-chart] .recharts-area-area').first()).toBeVisible();
    const readLabels = () =>
      page
        .locator('[data-wealth-chart] .recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
        .evaluateAll((texts) => texts.map((text) => { const box = text.getBoundingClientRect(); return { text: text.textContent, left: box.left, right: box.right }; }));
    // Until the period's series arrives, the chart keeps drawing the previous one (a year's days under « Tout »).
    await expect.poll(async () => (await readLabels()).length, { message: preset }).toBeGreaterThanOrEqual(2);
    const labels = await readLabels();
    for (let index = 1; index < labels.length; index += 1) expect(labels[index]!.left, `${preset}: ${JSON.stringify(labels)}`).toBeGreaterThan(labels[index - 1]!.right);
  }
});

test('a connected institution shows its contracts, supported or not, and deleting it updates the pages, with its toast and notification', async ({ page }) => {
  test.setTimeout(120_000);
  await newConfirmedSaver(page, 'Hugo', 'Martin');

  // The demonstration account is listed as such before any institution is added.
  await page.goto('/app/user/accounts');
  const demo = page.locator('[data-account][data-demo="true"]');
  await expect(demo).toContainText('Démonstration');
  await expect(demo.getByRole('button', { name: 'Synchroniser' })).toHaveCount(0);

  await connectBoursoBank(page);

  // The contracts page: by category, the generic livret marked as not supported; a life insurance whose settings
  // are empty says what comes next rather than « Analysé » (issue 12: only once its analysis was read through).
  await page.goto('/app/dashboard/contracts');
  const livret = page.locator('[data-contract]').filter({ hasText: 'Livret d’épargne' });
  await expect(livret).toContainText('Non pris en charge');
  await expect(livret).toContainText('BoursoBank · Livret bancaire');
  await expect(page.locator('[data-contract]').filter({ hasText: 'Assurance vie' }).first()).toContainText('Compléter les paramètres');
  await expect(page.locator('[data-contract-group="invested_wealth"]')).toBeVisible();
  await expect(page.locator('[data-contract-group="savings"]')).toBeVisible();
  await expect(page.getByText('Démonstration')).toHaveCount(0);

  // Hiding a contract takes it out of its category into the hidden group; showing it brings it back. The
  // hidden group sits at the bottom of the page, where the cookie banner would cover it.
  await acceptCookies(page);
  const hide = page.getByRole('button', { name: 'Masquer « Livret d’épargne » du patrimoine' });
  await hide.click();
  await expect(page.locator('[data-contract-group="hidden"]')).toContainText('1 contrat masqué');
  await expect(page.locator('[data-contract-group="savings"] [data-contract]').filter({ hasText: 'Livret d’épargne' })).toHaveCount(0);
  await page.locator('[data-contract-group="hidden"]').getByRole('button', { name: '1 contrat masqué' }).click();
  await page.getByRole('button', { name: 'Afficher « Livret d’épargne » dans le patrimoine' }).click();
  await expect(page.locator('[data-contract-group="hidden"]')).toHaveCount(0);
  await expect(page.locator('[data-contract-group="savings"]')).toContainText('Livret d’épargne');

  // The accounts page: the new connection (the demonstration account is gone), synchronised or on its way.
  await page.goto('/app/user/accounts');
  const bourso = page.locator('[data-account]').filter({ hasText: 'BoursoBank' });
  await expect(bourso).toBeVisible();
  await expect(page.locator('[data-account][data-demo="true"]')).toHaveCount(0);
  await expect(bourso.locator('[data-connection-state]')).toHaveText(/À jour|Synchronisation en cours…/);
  await expect(bourso.locator('[data-connection-state]')).toHaveText('À jour', { timeout: 30_000 });
  await expect(bourso).toContainText('Dernière synchronisation le');

  // « Synchroniser » asks the API for a new synchronisation, which ends up to date again.
  const synchronized = page.waitForResponse((response) => /\/api\/accounts\/[^/]+\/synchronize$/.test(new URL(response.url()).pathname) && response.request().method() === 'POST');
  await bourso.getByRole('button', { name: 'Synchroniser' }).click();
  expect((await synchronized).status()).toBe(200);
  await expect(bourso.locator('[data-connection-state]')).toHaveText('À jour', { timeout: 30_000 });

  // Deleting asks first; cancelling keeps it.
  await bourso.getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer cet établissement ?' });
  await expect(dialog).toContainText('BoursoBank');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(bourso).toBeVisible();

  await bourso.getByRole('button', { name: 'Supprimer' }).click();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Banque supprimée')).toBeVisible();
  await expect(page.locator('[data-account]')).toHaveCount(0);
  await expect(page.locator('[data-accounts-empty]')).toBeVisible();

  // The dashboard has nothing left and invites to add an account.
  await page.goto('/app/dashboard/overview');
  await expect(page.locator('[data-wealth-empty]')).toBeVisible();
  await expect(page.locator('[data-wealth-empty]').getByRole('link', { name: 'Ajouter un compte' })).toHaveAttribute('href', '/app/accounts/new');
  await page.goto('/app/dashboard/contracts');
  await expect(page.locator('[data-contract]')).toHaveCount(0);

  // The deletion left an unread notification; « Tout marquer comme lu » reads everything.
  await page.goto('/app/user/notifications');
  const today = page.locator('[data-notification-group="today"]');
  await expect(today).toContainText('Aujourd’hui');
  const deleted = today.locator('[data-notification]').filter({ hasText: 'Un compte a été supprimé' });
  await expect(deleted).toHaveAttribute('data-read', 'false');
  await expect(page.locator('[data-notifications-unread]')).not.toHaveText('Tout est lu');
  await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
  await expect(page.locator('[data-notifications-unread]')).toHaveText('Tout est lu');
  await expect(page.locator('[data-notification][data-read="false"]')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-notifications-unread]')).toHaveText('Tout est lu');
  await expect(deleted).toHaveAttribute('data-read', 'true');
});

/**
 * Adds a connection the sandbox refuses at its next synchronisation (README: login `wrongpass` → wrong
 * password, `sms` → an SMS code asked for), with one account, as if the bank had changed its mind after the add.
 */
async function addFailingConnection(page: Page, bankId: string, login: 'wrongpass' | 'sms'): Promise<void> {
  const headers = await bearer(page);
  const connected = await page.request.post('/api/2.0/users/me/connections?expand=accounts', { headers, data: { id_bank: bankId, login, password: 'secret' } });
  const answer = (await connected.json()) as { id?: string; connection_id?: string };
  const connectionId = answer.id ?? answer.connection_id;
  expect(connectionId).toBeTruthy();
  const contract = { external_id: `${login}-checking`, name: 'Compte courant', amount: 250, kind: 'checking', kind_detail: null, currency: 'EUR' };
  const added = await page.request.post('/api/users/me/accounts', { headers, data: { accounts: [{ bank_id: bankId, connection_id: connectionId, contracts: [contract] }] } });
  expect(added.status()).toBe(201);
}

test('a refused password and an SMS code asked by the bank are fixed from the accounts page', async ({ page }) => {
  test.setTimeout(120_000);
  await newConfirmedSaver(page, 'Inès', 'Martin');
  await addFailingConnection(page, 'hello-bank', 'wrongpass');
  await addFailingConnection(page, 'fortuneo', 'sms');
  await page.goto('/app/user/accounts');

  const hello = page.locator('[data-account]').filter({ hasText: 'Hello bank!' });
  await expect(hello.locator('[data-connection-state]')).toHaveText('Mot de passe incorrect', { timeout: 30_000 });
  await expect(hello.locator('[data-connection-problem]')).toContainText('votre mot de passe bancaire a changé');
  await hello.getByRole('button', { name: 'Corriger mes identifiants' }).click();
  const dialog = page.getByRole('dialog', { name: 'Corriger mes identifiants' });
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Veuillez remplir tous les champs.');
  await dialog.getByLabel('Mot de passe bancaire').fill('wrong');
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Identifiant ou mot de passe bancaire incorrect.');
  await dialog.getByLabel('Mot de passe bancaire').fill('nouveau-secret');
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Connexion rétablie')).toBeVisible();
  await expect(hello.locator('[data-connection-state]')).toHaveText('À jour', { timeout: 30_000 });

  const fortuneo = page.locator('[data-account]').filter({ hasText: 'Fortuneo' });
  await expect(fortuneo.locator('[data-connection-state]')).toHaveText('Informations complémentaires requises', { timeout: 30_000 });
  await fortuneo.getByRole('button', { name: 'Corriger mes identifiants' }).click();
  await dialog.getByLabel('Code reçu par SMS').fill('000000');
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Votre banque demande des informations complémentaires.');
  await dialog.getByLabel('Code reçu par SMS').fill('123456');
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog).toBeHidden();
  await expect(fortuneo.locator('[data-connection-state]')).toHaveText('À jour', { timeout: 30_000 });
  await expect(fortuneo.getByRole('button', { name: 'Corriger mes identifiants' })).toHaveCount(0);
});
