import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, ADVISOR, submitLogin } from './fixtures';

/**
 * The advisor's book (issue 16): the customer list (filters, sort, pages, all in the address), adding customers by
 * hand, by invitation and by a CSV file (preview first, then sent), the statistics with their charts' sentences,
 * the book's insights and the advisor's profile. Each test creates its own customers, under a name of its own, so
 * that it reads only what it made and changes nothing another spec reads.
 */

/** The seeded firm's admin (api/src/db/seed-accounts.ts): same password as the advisor. */
const ADMIN = { email: 'admin@conseil.patrimo.fr', password: ADVISOR.password };

async function signInAsAdvisor(page: Page, account = ADVISOR): Promise<void> {
  await page.goto('/advisory/login');
  await acceptCookies(page);
  await submitLogin(page, account);
  await expect(page).toHaveURL('/advisory/customers');
}

/** A last name no other test uses (letters only: the names are checked as names). */
function uniqueName(prefix: string): string {
  const letters = Date.now().toString(36).replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x');
  return `${prefix}${letters}${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 4)}`;
}

/** A CSV file as French spreadsheets save it: `;`-separated, with a BOM. */
function csvFile(lines: string[], name = 'clients.csv') {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8') };
}

async function openAddTab(page: Page, tab: 'Saisir un client' | 'Inviter un client' | 'Importer un fichier CSV'): Promise<void> {
  await page.goto('/advisory/customers');
  await page.getByRole('link', { name: 'Ajouter un client' }).click();
  await expect(page).toHaveURL('/advisory/customers/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un client' })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

test('an advisor adds a customer by hand: French errors first, then the customer’s overview and the list', async ({ page }) => {
  await signInAsAdvisor(page);
  const lastName = uniqueName('Manuel');
  await openAddTab(page, 'Saisir un client');
  const form = page.locator('[data-manual-customer-form]');
  await form.getByRole('button', { name: 'Enregistrer le client' }).click();
  // Nothing sent: the names are required, in French, under their fields.
  await expect(form.getByLabel('Prénom')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: 'Nom', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Adresse e-mail').fill('pas-une-adresse');
  await form.getByLabel('Prénom').fill('Élise');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill(lastName);
  await form.getByRole('button', { name: 'Enregistrer le client' }).click();
  await expect(form.getByLabel('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Adresse e-mail').fill('');
  await form.getByLabel('Civilité').selectOption({ label: 'Mme' });
  await form.getByLabel('Numéro client').fill('C-E2E-1');
  await form.getByLabel('Lieu de naissance').fill('Nantes');
  await form.getByLabel('Situation familiale').selectOption({ label: 'Marié(e)' });
  await form.getByLabel('Nombre d’enfants').fill('2');
  await form.getByRole('button', { name: 'Enregistrer le client' }).click();
  await expect(page).toHaveURL(/\/advisory\/customers\/[^/]+\/overview$/);

  await page.goto(`/advisory/customers?q=${lastName}`);
  const row = page.locator('[data-customer-table] tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: `Mme Élise ${lastName}` })).toBeVisible();
  // No account, so no figure: « — », read as « Non communiqué », and the badge says why.
  await expect(row.locator('[data-col="wealthAmount"]')).toHaveText(/—/);
  await expect(row.getByText('Sans compte')).toBeVisible();
});

test('an advisor invites a customer: a toast, the customer’s page, and the list shows the invitation', async ({ page }) => {
  await signInAsAdvisor(page);
  const lastName = uniqueName('Invite');
  await openAddTab(page, 'Inviter un client');
  const form = page.locator('[data-invite-customer-form]');
  await form.getByLabel('Prénom').fill('Hugo');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill(lastName);
  await form.getByLabel('Adresse e-mail').fill(`${lastName.toLowerCase()}@example.fr`);
  await form.getByLabel('Société').fill('Atelier Hugo');
  await form.getByLabel('Code promo').fill('BIENVENUE');
  await form.getByLabel('Message d’invitation').fill('Bonjour, voici votre accès.');
  await form.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(page.getByText(`Invitation envoyée à ${lastName.toLowerCase()}@example.fr`)).toBeVisible();
  await expect(page).toHaveURL(/\/advisory\/customers\/[^/]+\/overview$/);

  // The same address again is refused in French, under the e-mail field.
  await openAddTab(page, 'Inviter un client');
  await form.getByLabel('Prénom').fill('Hugo');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill(lastName);
  await form.getByLabel('Adresse e-mail').fill(`${lastName.toLowerCase()}@example.fr`);
  await form.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(form.getByLabel('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/advisory\/customers\/add/);

  await page.goto(`/advisory/customers?q=${lastName}&invitation=sent`);
  await expect(page.locator('[data-customer-table] tbody tr')).toHaveCount(1);
  await expect(page.locator('[data-customer-table] tbody tr').getByText('Invitation envoyée')).toBeVisible();
});

test('a CSV import is checked in the browser, previewed row by row, then sent on confirmation', async ({ page }) => {
  await signInAsAdvisor(page);
  const lastName = uniqueName('Csv');
  const mail = (n: number) => `${lastName.toLowerCase()}.${n}@example.fr`;
  await openAddTab(page, 'Importer un fichier CSV');
  const input = page.locator('[data-csv-input]');

  // Refused before anything is read: another type, then one byte over 2 MB.
  await input.setInputFiles({ name: 'clients.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('PK\u0003\u0004') });
  await expect(page.locator('[data-csv-error]')).toContainText('Seuls les fichiers .csv sont acceptés');
  await input.setInputFiles({ name: 'gros.csv', mimeType: 'text/csv', buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 0x61) });
  await expect(page.locator('[data-csv-error]')).toContainText('Le fichier ne doit pas dépasser 2 Mo');
  // A spreadsheet renamed .csv passes the browser's check; the server finds it is not text.
  await input.setInputFiles({ name: 'renomme.csv', mimeType: 'text/csv', buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]) });
  await expect(page.locator('[data-csv-error]')).toContainText('Seuls les fichiers .csv sont acceptés');

  await input.setInputFiles(
    csvFile([
      'Civilité;Prénom;Nom;E-mail;Société',
      `Mme;Anne;${lastName};${mail(1)};"Dupont; fils"`,
      `M.;Bruno;${lastName};pas-une-adresse;`,
      `M.;Bruno;${lastName};${mail(1)};`,
      `Mme;=HYPERLINK("http://x");${lastName};${mail(2)};`,
    ]),
  );
  const preview = page.locator('[data-csv-preview]');
  await expect(preview).toBeVisible();
  await expect(preview.locator('[data-csv-detected]')).toContainText('UTF-8');
  await expect(preview.locator('[data-csv-detected]')).toContainText('point-virgule');
  await expect(preview.locator('[data-csv-count="ready"]')).toContainText('2');
  await expect(preview.locator('[data-csv-count="invalid"]')).toContainText('1');
  await expect(preview.locator('[data-csv-count="duplicate"]')).toContainText('1');
  await expect(preview.locator('[data-csv-line="2"]')).toContainText('Prête');
  await expect(preview.locator('[data-csv-line="3"]')).toContainText('Invalide');
  await expect(preview.locator('[data-csv-line="3"]')).toContainText(/adresse e-mail/i);
  await expect(preview.locator('[data-csv-line="4"]')).toContainText('Doublon');
  // A formula-looking cell is shown as typed, as text.
  await expect(preview.locator('[data-csv-line="5"]')).toContainText('=HYPERLINK("http://x")');

  // Nothing was sent by the preview.
  await page.goto(`/advisory/customers?q=${lastName}`);
  await expect(page.locator('[data-customer-empty]')).toBeVisible();

  await openAddTab(page, 'Importer un fichier CSV');
  await page.locator('[data-csv-input]').setInputFiles(
    csvFile(['Civilité;Prénom;Nom;E-mail', `Mme;Anne;${lastName};${mail(1)}`, `M.;Bruno;${lastName};pas-une-adresse`, `Mme;Chloé;${lastName};${mail(2)}`]),
  );
  await page.getByRole('button', { name: 'Envoyer les 2 invitations' }).click();
  await expect(page.locator('[data-csv-summary]')).toContainText('2 invitations envoyées, 1 ligne ignorée.');
  await page.getByRole('link', { name: 'Voir la liste des clients' }).click();
  await page.goto(`/advisory/customers?q=${lastName}`);
  await expect(page.locator('[data-customer-table] tbody tr')).toHaveCount(2);
});

test('the list filters, sorts and pages, all in the address, and the back button undoes a change', async ({ page }) => {
  await signInAsAdvisor(page);
  const lastName = uniqueName('Liste');
  // 27 customers of this test's own: two pages of 25.
  await openAddTab(page, 'Importer un fichier CSV');
  const rows = Array.from({ length: 27 }, (_, index) => `${String.fromCharCode(65 + (index % 26))}${index};${lastName};${lastName.toLowerCase()}.${index}@example.fr`);
  await page.locator('[data-csv-input]').setInputFiles(csvFile(['Prénom;Nom;E-mail', ...rows]));
  await page.getByRole('button', { name: 'Envoyer les 27 invitations' }).click();
  await expect(page.locator('[data-csv-summary]')).toContainText('27 invitations envoyées');

  await page.goto('/advisory/customers');
  await page.getByLabel('Rechercher un client').fill(lastName);
  await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
  await expect(page.locator('[data-customer-count]')).toHaveText('27 clients');
  await expect(page.locator('[data-customer-table] tbody tr')).toHaveCount(25);

  // Sorting by name: ascending by default, a click flips it, said by aria-sort.
  const nameHeader = page.locator('th[data-sort-column="lastName"]');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  const firstNames = () => page.locator('[data-customer-table] tbody tr th a').allInnerTexts();
  const ascending = await firstNames();
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=lastName&order=desc/);
  await expect.poll(firstNames).not.toEqual(ascending);
  // By keyboard on another column.
  await page.locator('th[data-sort-column="lastInteractionAt"]').getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('th[data-sort-column="lastInteractionAt"]')).toHaveAttribute('aria-sort', 'descending');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await page.goBack();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

  // The second page, then a filter that sends back to page 1.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('[data-customer-table] tbody tr')).toHaveCount(2);
  await page.getByLabel('Invitation').selectOption({ label: 'Acceptée' });
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.locator('[data-customer-empty]')).toHaveText('Aucun client ne correspond à ces filtres.');
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('[data-customer-table] tbody tr')).toHaveCount(2);

  // A shared address opens the same list.
  const shared = page.url();
  await page.goto('/advisory/stats');
  await page.goto(shared);
  await expect(page.locator('[data-customer-table] tbody tr')).toHaveCount(2);
});

test('the statistics show the key figures and every chart with its sentence', async ({ page }) => {
  await signInAsAdvisor(page);
  await page.goto('/advisory/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
  await expect(page).toHaveTitle(/Statistiques/);
  await expect(page.locator('[data-stats-figures]')).toContainText('Actifs conseillés');
  for (const title of ['Actifs conseillés sur 12 mois', 'Invitations par état', 'Interactions par type', 'Risque actuel et risque recommandé']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  const sentences = page.locator('[data-chart-text]');
  await expect(sentences).toHaveCount(5);
  await expect(sentences.nth(2)).toContainText(/^Invitations par état\u202f: Envoyée \d+, Lue \d+, Acceptée \d+ et Annulée \d+\.$/);
  // Each drawing is hidden from assistive technologies and named by its figure's caption.
  const figures = page.locator('figure[data-chart-summary]');
  expect(await figures.count()).toBeGreaterThanOrEqual(3);
  for (const figure of await figures.all()) {
    await expect(figure.locator('figcaption')).not.toBeEmpty();
    await expect(figure.locator('> div')).toHaveAttribute('aria-hidden', 'true');
  }
});

test('the book’s insights and the advisor’s profile', async ({ page }) => {
  await signInAsAdvisor(page);
  await page.goto('/advisory/insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Points d’attention' })).toBeVisible();
  await expect(page.locator('[data-insight-count]')).toHaveCount(5);
  await expect(page.locator('[data-insights-examined]')).toBeVisible();
  const customers = page.locator('[data-insight-customer]');
  if ((await customers.count()) > 0) {
    await expect(customers.first().getByRole('link', { name: /Voir les points d’attention de/ })).toHaveAttribute('href', /\/advisory\/customers\/[^/]+\/insights$/);
  }

  await page.goto('/advisory/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Votre profil de conseiller' })).toBeVisible();
  await expect(page.locator('[data-profile-name]')).toContainText('Julien Moreau');
  await expect(page.locator('[data-profile-roles]')).toContainText('Conseiller');
  await expect(page.locator('[data-firm-advisors]')).toContainText('Sophie Bernard');
  // Renaming the firm is for admins.
  await expect(page.locator('[data-rename-firm]')).toHaveCount(0);
});

test('an admin may rename the firm; a blank name is refused in French and changes nothing', async ({ page }) => {
  await signInAsAdvisor(page, ADMIN);
  await page.goto('/advisory/profile');
  const form = page.locator('[data-rename-firm]');
  await expect(form).toBeVisible();
  const name = await form.getByRole('textbox', { name: 'Nom du cabinet' }).inputValue();
  await form.getByRole('textbox', { name: 'Nom du cabinet' }).fill('   ');
  await form.getByRole('button', { name: 'Renommer le cabinet' }).click();
  await expect(form.getByRole('textbox', { name: 'Nom du cabinet' })).toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(page.locator('[data-rename-firm]').getByRole('textbox', { name: 'Nom du cabinet' })).toHaveValue(name);
});
