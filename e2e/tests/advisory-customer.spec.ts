import { expect, test } from '@playwright/test';
import { acceptCookies, ADVISOR, linkIn, newConfirmedSaver, submitLogin, waitForMail } from './fixtures';

/**
 * One customer followed by an advisor (issue 16), from both sides: the advisor opens the customer's record,
 * keeps a note, logs an outbound call and opens the customer's space read-only; the customer, in their own
 * browser, sees in « Qui a consulté mes données » that the firm reads their data, and withdraws the access —
 * the advisor's open view leaves at once. The customer is one of this spec's own (invited, then registered
 * through the invitation), so the seeded customer keeps their access for the other suites and the next run.
 */

/** Letters only (names are checked as names): a run's own last name, so a second run reads only its own customers. */
function lettersOf(text: string): string {
  return text.replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x');
}

test('the advisor imports customers from a CSV file, one registers through the link, and follows them until they withdraw the access, live', async ({ browser }) => {
  test.setTimeout(180_000);
  const advisorContext = await browser.newContext();
  const page = await advisorContext.newPage();
  const stamp = Date.now().toString(36);
  const lastName = `Fabre${lettersOf(stamp)}`;
  const email = `ines.fabre.${stamp}@example.fr`;
  const other = `marc.fabre.${stamp}@example.fr`;

  // The advisor imports two customers from a CSV file as a French spreadsheet saves it, previewed before sending.
  await page.goto('/advisory/login');
  await acceptCookies(page);
  await submitLogin(page, ADVISOR);
  await expect(page).toHaveURL('/advisory/customers');
  await page.goto('/advisory/customers/add?way=csv');
  const lines = ['Civilité;Prénom;Nom;E-mail;Message', `Mme;Inès;${lastName};${email};"Bonjour Inès; voici votre accès."`, `M.;Marc;${lastName};${other};`];
  await page.locator('[data-csv-input]').setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8') });
  await expect(page.locator('[data-csv-preview] [data-csv-count="ready"]')).toContainText('2');
  await page.getByRole('button', { name: 'Envoyer les 2 invitations' }).click();
  await expect(page.locator('[data-csv-summary]')).toContainText('2 invitations envoyées');

  // Inès follows the link of her invitation mail (the invitation is then read) and registers with it.
  const mail = await waitForMail(email, /invit/i, 60_000);
  const link = linkIn(mail, '/app/register');
  const token = new URL(link).searchParams.get('invitation');
  expect(token).toBeTruthy();
  const saverContext = await browser.newContext();
  const saver = await saverContext.newPage();
  await saver.goto(link);
  await newConfirmedSaver(saver, 'Inès', lastName, { email, token: token as string });

  // The list shows her invitation accepted and her access granted; Marc's invitation is still only sent.
  await page.goto(`/advisory/customers?q=${lastName}&invitation=accepted`);
  const row = page.locator('[data-customer-table] tbody tr', { hasText: 'Inès' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Accès accordé')).toBeVisible();
  const href = (await row.getByRole('link', { name: `Mme Inès ${lastName}` }).getAttribute('href')) ?? '';
  const customerId = /\/advisory\/customers\/([^/]+)\/overview/.exec(href)?.[1];
  expect(customerId).toBeTruthy();
  await page.goto(`/advisory/customers?q=${lastName}&invitation=sent`);
  await expect(page.locator('[data-customer-table] tbody tr', { hasText: 'Marc' })).toHaveCount(1);

  // The advisor opens the customer's record.
  const record = `/advisory/customers/${customerId}`;
  await page.goto(`${record}/overview`);
  await expect(page.getByRole('heading', { level: 1, name: `Mme Inès ${lastName}` })).toBeVisible();
  await expect(page).toHaveTitle(`Aperçu · Inès ${lastName} — Patrimo`);
  await expect(page.locator('[data-access-badge="granted"]')).toHaveText('Accès accordé');
  await expect(page.locator('[data-no-access]')).toHaveCount(0);

  // A note, kept across a reload.
  const notes = page.getByLabel('Vos notes sur ce client');
  await notes.fill('Souhaite préparer sa retraite : proposer un PER en janvier.');
  await page.getByRole('button', { name: 'Enregistrer les notes' }).click();
  await expect(page.getByText('Notes enregistrées.')).toBeVisible();
  await page.reload();
  await expect(notes).toHaveValue('Souhaite préparer sa retraite : proposer un PER en janvier.');

  // An outbound call: the content is required, then the call shows first in the timeline with its phone.
  await page.getByRole('link', { name: 'Interactions' }).click();
  await expect(page).toHaveURL(`${record}/interactions`);
  await expect(page).toHaveTitle(`Interactions · Inès ${lastName} — Patrimo`);
  const form = page.locator('[data-event-form="new"]');
  await form.getByLabel('Type').selectOption({ label: 'Appel sortant' });
  await form.locator('[data-event-submit]').click();
  await expect(form.getByText('Veuillez décrire l’interaction')).toBeVisible();
  await form.getByLabel('Contenu').fill('Premier appel : présentation de l’espace et de ses contrats.');
  await form.getByLabel('Téléphone').fill('06 12 34 56 78');
  await form.locator('[data-event-submit]').click();
  await expect(page.getByText('Interaction consignée.')).toBeVisible();
  const call = page.locator('[data-event="outbound_call"]').first();
  await expect(call).toContainText('Appel sortant');
  await expect(call).toContainText('Tél. 06 12 34 56 78');
  await expect(call).toContainText('Premier appel : présentation de l’espace et de ses contrats.');

  // The customer's space, read-only: the banner, their figures, no form that writes.
  await page.getByRole('link', { name: 'Vue client' }).click();
  await expect(page).toHaveURL(new RegExp(`${record}/view`));
  const banner = page.locator('[data-saver-view-notice]');
  await expect(banner).toContainText(`Vous consultez l’espace de Inès ${lastName}`);
  await expect(page.locator('[data-amount]').first()).toBeVisible({ timeout: 30_000 });
  await page.goto(`${record}/view/user/infos`);
  await expect(banner).toBeVisible();
  await expect(page.locator('main input[name="birthplace"]')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  // Who read the customer's data is the customer's own business.
  await expect(page.locator('[data-data-access-panel]')).toHaveCount(0);
  // A contract's settings: every field disabled, no button that saves.
  await page.goto(`${record}/view/dashboard/contracts`);
  const contract = page.locator(`a[href^="${record}/view/contract/"]`).first();
  await expect(contract).toBeVisible({ timeout: 30_000 });
  const contractPath = /\/view\/contract\/[^/?#]+/.exec((await contract.getAttribute('href')) ?? '')?.[0] ?? '';
  await page.goto(`${record}${contractPath}/settings`);
  await expect(page.locator('[data-settings-fields]')).toHaveAttribute('disabled', '');
  await expect(page.locator('[data-settings-fields] input').first()).toBeDisabled();
  await expect(page.locator('[data-settings-submit]')).toHaveCount(0);
  await page.goto(`${record}/view/dashboard/overview`);
  await expect(banner).toBeVisible();
  await expect(page.locator('[data-amount]').first()).toBeVisible();

  // The customer sees who reads their data, and withdraws the access.
  await saver.goto('/app/user/infos');
  const panel = saver.locator('[data-data-access-panel]');
  await expect(panel.getByRole('heading', { name: 'Qui a consulté mes données' })).toBeVisible();
  await expect(panel.locator('[data-data-access="granted"]')).toContainText('Cabinet Patrimo Conseil (Julien Moreau) a accès à vos données depuis le');
  await expect(panel.locator('[data-data-access-reads] tbody tr').first()).toContainText('Julien Moreau · Cabinet Patrimo Conseil');
  await expect(panel.locator('[data-read="portfolios"]').first()).toContainText('vos contrats');
  await panel.getByRole('button', { name: 'Retirer l’accès à mon conseiller' }).click();
  const confirm = saver.getByRole('dialog', { name: 'Retirer l’accès à vos données ?' });
  await confirm.getByRole('button', { name: 'Retirer l’accès' }).click();
  await expect(saver.getByText('Votre conseiller n’a plus accès à vos données.')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(panel.locator('[data-data-access="withdrawn"]')).toContainText('Vous avez retiré à Cabinet Patrimo Conseil l’accès à vos données le');
  await expect(panel.getByRole('button', { name: 'Retirer l’accès à mon conseiller' })).toHaveCount(0);

  // The advisor's open view leaves at once, for the record and its explanation.
  await expect(page).toHaveURL(`${record}/overview`);
  await expect(page.locator('[data-access-withdrawn-alert]')).toContainText(`Inès ${lastName} a retiré l’accès à ses données`);
  await expect(page.locator('[data-access-badge="withdrawn"]')).toHaveText('Accès retiré');
  await expect(page.locator('[data-customer-tabs]').getByRole('link', { name: 'Vue client' })).toHaveCount(0);
  await expect(page.locator('[data-saver-view-notice]')).toHaveCount(0);
  await expect(page.locator('[data-no-access="withdrawn"], [data-no-access]')).toBeVisible();
  // The record, the notes and the interactions stay; the view stays closed after a reload too.
  await expect(notes).toHaveValue('Souhaite préparer sa retraite : proposer un PER en janvier.');
  await page.goto(`${record}/view/dashboard/overview`);
  await expect(page).toHaveURL(`${record}/overview`);
  await expect(page.locator('[data-access-badge="withdrawn"]')).toBeVisible();
  await page.goto(`${record}/interactions`);
  await expect(page.locator('[data-event="outbound_call"]').first()).toContainText('Premier appel');

  await saverContext.close();
  await advisorContext.close();
});
