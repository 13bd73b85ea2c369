import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, loginAsSaver, newConfirmedSaver } from './fixtures';

/**
 * Connecting an institution of the sandbox (api/src/aggregation/sandbox/README.md): a wrong password is
 * refused in French, an SMS code is asked for and accepted, and the accounts found are added and synchronised.
 */
test('a saver connects a sandbox institution through the SMS follow-up and watches the synchronisation', async ({ page }) => {
  // A saver of its own: a first bank takes the « Démonstration » account away, which the other suites read on the demo saver.
  await newConfirmedSaver(page, 'Louis', 'Martin');
  await page.goto('/app/accounts/new');
  await page.getByLabel('Rechercher votre établissement').fill('bnp');
  await page.getByRole('link', { name: 'BNP Paribas', exact: true }).click();
  await expect(page).toHaveURL('/app/accounts/new/bnp-paribas');

  const submit = page.getByRole('button', { name: /Se connecter à BNP Paribas/ });
  await submit.click();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();

  const fields = page.locator('form input:not([type=checkbox])');
  await fields.nth(0).fill('wrongpass');
  await fields.nth(1).fill('secret');
  await submit.click();
  await expect(page.getByText(/identifiant|mot de passe/i).first()).toBeVisible();

  await fields.nth(0).fill('sms');
  await fields.nth(1).fill('secret');
  await submit.click();
  await page.getByLabel('Code reçu par SMS').fill('123456');
  await page.getByRole('button', { name: /Valider|Continuer|Envoyer/ }).click();

  await expect(page.getByRole('button', { name: 'Ajouter ces comptes' })).toBeVisible();
  await expect(page.getByText('Compte courant').first()).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter ces comptes' }).click();

  await expect(page).toHaveURL('/app/load');
  await expect(page.getByText('Vos comptes sont à jour')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Accéder à mon tableau de bord' }).or(page.getByRole('button', { name: 'Accéder à mon tableau de bord' }))).toBeVisible();
});

/**
 * Records every synchronisation bar the page shows (its value and the step written under it), however
 * briefly: a sandbox synchronisation can be over in a second, faster than assertions poll.
 */
async function recordProgressBars(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { value: number; label: string }[] = [];
    (window as unknown as { __progressSeen: typeof seen }).__progressSeen = seen;
    const record = () => {
      for (const bar of Array.from(document.querySelectorAll('[role="progressbar"]'))) {
        const label = bar.getAttribute('aria-label') ?? '';
        if (!label.startsWith('Avancement de la récupération')) continue;
        const card = bar.closest('li');
        seen.push({ value: Number(bar.getAttribute('aria-valuenow')), label: card?.textContent ?? '' });
      }
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
}

test('a new saver connects a bank, follows the live progress, answers the risk of an envelope and lands on the dashboard', async ({ page }) => {
  test.setTimeout(120_000);
  await recordProgressBars(page);
  await newConfirmedSaver(page);

  await page.goto('/app/accounts/add');
  await page.getByLabel('Rechercher votre établissement').fill('bnp');
  await page.getByRole('link', { name: 'BNP Paribas', exact: true }).click();
  await expect(page).toHaveURL('/app/accounts/add/bnp-paribas');
  // This sandbox login is always the same customer (the sandbox seeds it by institution and login): a
  // checking account with a year of transactions, a livret, a loan, a PEA and a securities account.
  const fields = page.locator('form input:not([type=checkbox])');
  await fields.nth(0).fill('camille.roux.4');
  await fields.nth(1).fill('secret');
  await page.getByRole('button', { name: 'Se connecter à BNP Paribas' }).click();
  await expect(page.getByText('PEA').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter ces comptes' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter ces comptes' }).click();

  // The load page follows the synchronisation through the live channel: a bar with its French step.
  await expect(page).toHaveURL('/app/load');
  await expect(page.getByText('Vos comptes sont à jour')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('À jour').first()).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __progressSeen: { value: number; label: string }[] }).__progressSeen);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.some((bar) => bar.value > 0 && bar.value <= 100)).toBe(true);
  // Which steps are seen depends on how fast the sandbox goes; each is one of the server's French steps.
  expect(seen.some((bar) => /Connexion à votre établissement|Récupération de vos comptes|récupéré|Synchronisation terminée/.test(bar.label))).toBe(true);
  expect(seen.some((bar) => /\d+\s?%/.test(bar.label))).toBe(true);

  // A PEA and a securities account were added: the page goes on by itself to the risk of each envelope.
  await expect(page.getByText(/Suite dans quelques secondes/)).toBeVisible();
  await expect(page).toHaveURL('/app/accounts/risk', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Le risque de chacune de vos enveloppes' })).toBeVisible();
  const contractName = (await page.locator('#risk-contract-name').textContent()) ?? '';
  expect(contractName).not.toBe('');
  for (let question = 1; question <= 7; question += 1) {
    await expect(page.getByText(`Question ${question} sur 7`)).toBeVisible();
    await expect(page.getByText(/ce contrat/).first()).toBeVisible();
    const answers = page.getByRole('radio');
    await answers.nth(Math.min(1, (await answers.count()) - 1)).check();
    await page.getByRole('button', { name: question === 7 ? 'Enregistrer le profil de ce contrat' : 'Question suivante' }).click();
  }
  await expect(page.getByText('Profil enregistré pour ce contrat')).toBeVisible();
  await expect(page.getByText(/Prudent|Défensif|Équilibré|Dynamique|Offensif/).first()).toBeVisible();

  await expect(page.getByRole('button', { name: 'Contrat suivant' })).toBeVisible();

  // The answered contract is not asked about again; the other one waits, and can be left for later.
  await page.goto('/app/accounts/risk');
  await expect(page.getByText('Contrat 1 sur 1')).toBeVisible();
  await expect(page.locator('#risk-contract-name')).not.toHaveText(contractName);
  await page.getByRole('link', { name: 'Plus tard' }).click();
  // « Plus tard » leads to /app/dashboard, whose first screen, the overview, takes its own address at once.
  await expect(page).toHaveURL(/\/app\/dashboard(\/overview)?$/);
  await expect(page.getByText('Patrimoine net').first()).toBeVisible();

  // The synchronisation's notification came over the live channel: the menu counts it as unread.
  await expect(page.getByRole('link', { name: /Notifications/ }).getByLabel(/^\d+ notifications? non lues?$/)).toBeVisible();

  // The dashboard now holds the new contracts, and the demonstration account went with the first add.
  await page.goto('/app/dashboard/contracts');
  await expect(page.getByText(contractName).first()).toBeVisible();
  await expect(page.getByText('BNP Paribas').first()).toBeVisible();
  await expect(page.getByText('Démonstration')).toHaveCount(0);
});

test('an action required on the bank’s website shows the bank’s own words, then the connection resumes', async ({ page }) => {
  await loginAsSaver(page);
  await acceptCookies(page);
  await page.goto('/app/accounts/new/bnp-paribas');
  const fields = page.locator('form input:not([type=checkbox])');
  await fields.nth(0).fill('action');
  await fields.nth(1).fill('secret');
  await page.getByRole('button', { name: 'Se connecter à BNP Paribas' }).click();
  await expect(page.getByRole('alert').getByText('Connectez-vous au site de votre banque pour accepter les nouvelles conditions.')).toBeVisible();
  await page.getByRole('button', { name: 'C’est fait, réessayer' }).click();
  await expect(page.getByRole('button', { name: 'Ajouter ces comptes' })).toBeVisible();
});

test('the live channel opens with the saver’s session and closes when they log out', async ({ page }) => {
  const sockets: { url: string; closed: boolean; greeted: boolean }[] = [];
  page.on('websocket', (ws) => {
    const socket = { url: ws.url(), closed: false, greeted: false };
    sockets.push(socket);
    ws.on('framereceived', (frame) => {
      if (String(frame.payload) === '{"type":"hello"}') socket.greeted = true;
    });
    ws.on('close', () => {
      socket.closed = true;
    });
  });
  await loginAsSaver(page);
  await acceptCookies(page);
  await expect.poll(() => sockets.filter((socket) => socket.greeted && !socket.closed).length).toBe(1);
  expect(sockets[0]?.url).toMatch(/^ws:\/\/localhost:\d+\/ws\?ticket=[\w-]{20,}$/);

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/app\/login/);
  await expect.poll(() => sockets.every((socket) => socket.closed)).toBe(true);
  // Signed out, nothing reopens it.
  await page.waitForTimeout(2500);
  expect(sockets.filter((socket) => !socket.closed)).toHaveLength(0);
});
