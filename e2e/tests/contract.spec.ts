import { expect, test, type Page } from '@playwright/test';
import { newConfirmedSaver } from './fixtures';

/**
 * The contract pages (mf-dashboard, issue 12) as a saver uses them, on a new saver's « Démonstration » account
 * (the same contracts as the seeded demo saver's, without touching the seeded one other suites read): from the
 * contract list to a life insurance, through every tab, the settings edited (a bad value gets its French
 * message and loses nothing), the status changed to hidden and its effect on the dashboard, the operations
 * paged; an unknown contract id shows the 404 page.
 */

async function openContract(page: Page, name: RegExp): Promise<string> {
  await page.goto('/app/dashboard/contracts');
  // The card says « institution · kind »: the contract is found by its kind.
  const link = page.locator('[data-contract]').filter({ hasText: name }).first().locator('a[href^="/app/contract/"]');
  await expect(link).toBeVisible({ timeout: 30_000 });
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/app\/contract\/[^/]+\/overview$/);
  return /\/app\/contract\/([^/?#]+)/.exec(href)?.[1] ?? '';
}

test('a saver goes through every tab of a life insurance, edits its settings and hides it', async ({ page }) => {
  test.setTimeout(180_000);
  await newConfirmedSaver(page, 'Léa', 'Contrat');
  const id = await openContract(page, /· Assurance vie/);
  const tabs = page.locator('[data-contract-tabs]');

  // Overview: value, history in euros then base 100, gains, and the way to the analysis.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Synthèse');
  await expect(page).toHaveTitle(/^Synthèse · .+ — Patrimo$/);
  await expect(page.locator('[data-contract-value]')).toContainText('€');
  await expect(page.locator('[data-contract-chart="euros"]')).toBeVisible();
  await page.getByText('Base 100', { exact: true }).click();
  await expect(page.locator('[data-contract-chart="base100"]')).toBeVisible();
  await expect(page.getByRole('figure', { name: /de 100 à/ })).toBeVisible();
  await expect(page.getByText('Gains depuis l’ouverture')).toBeVisible();
  await expect(page.locator('[data-link-analysis]')).toHaveAttribute('href', `/app/contract/${id}/analyse`);
  // A new saver has no premium: the arbitration is shown, locked, with the way to subscribe (issue 15).
  await expect(page.locator('[data-premium-lock="arbitration"]')).toBeVisible();
  await expect(page.locator('[data-premium-lock="arbitration"] [data-premium-subscribe]')).toHaveAttribute('href', '/app/subscribe');
  await expect(page.locator('[data-link-arbitration]')).toHaveCount(0);

  // Info-needed: everything is missing on a new contract, with the way to the settings.
  await tabs.getByRole('link', { name: 'À compléter' }).click();
  await expect(page).toHaveTitle(/^À compléter · /);
  await expect(page.locator('[data-missing-part="goal"] li')).toHaveCount(6);
  await expect(page.locator('[data-missing-part="fees"]')).toContainText('Frais d’entrée');

  // Project: no goal yet, said in words; a « what if » projects without saving anything.
  await tabs.getByRole('link', { name: 'Projet' }).click();
  await expect(page.locator('[data-projection-missing]')).toContainText('Le montant visé n’est pas renseigné.');
  const whatIf = page.locator('[data-what-if]');
  await whatIf.getByLabel('Montant visé').fill('1000');
  await whatIf.getByLabel('Horizon (en années)').fill('10');
  await whatIf.getByRole('button', { name: 'Simuler' }).click();
  await expect(page.locator('[data-projection-status="on_track"]')).toContainText('En bonne voie');
  await page.getByText('Comment est-ce calculé ?').click();
  await expect(page.locator('[data-how-computed]')).toContainText('Livret A');

  // Settings: a negative amount is refused in French and nothing typed is lost; then saved for real.
  await tabs.getByRole('link', { name: 'Paramètres' }).click();
  await expect(page).toHaveTitle(/^Paramètres · /);
  const form = page.locator('[data-settings-form]');
  await form.getByLabel('Montant visé').fill('250000');
  await form.getByLabel('Horizon (en années)').fill('2,5');
  await form.getByLabel('Versement mensuel').fill('150');
  await form.locator('[data-settings-submit]').click();
  await expect(form.getByText('Saisissez un nombre entier d’années')).toBeVisible();
  await expect(form.getByLabel('Montant visé')).toHaveValue('250 000 €');
  await expect(form.getByLabel('Versement mensuel')).toHaveValue('150 €');
  await form.getByLabel('Horizon (en années)').fill('12');
  await form.getByLabel('Frais d’entrée').fill('0');
  await form.locator('[data-settings-submit]').click();
  await expect(page.locator('[data-settings-saved]')).toBeVisible();

  // The projection now reads the saved goal, with its verdict and figures.
  await tabs.getByRole('link', { name: 'Projet' }).click();
  await expect(page.locator('[data-goal-facts]')).toContainText('12 ans');
  await expect(page.locator('[data-projection-status]')).toBeVisible();
  await expect(page.locator('[data-projection-gap]')).toContainText('€');
  await tabs.getByRole('link', { name: 'À compléter' }).click();
  // Opening date, project kind and monthly buyout are still empty.
  await expect(page.locator('[data-missing-part="goal"] li')).toHaveCount(3);
  await expect(page.locator('[data-missing-part="fees"]')).not.toContainText('Frais d’entrée');

  // Allocation and investments come from the allocation analysis; details and informations from the contract.
  for (const [label, title] of [
    ['Allocation', 'Allocation'],
    ['Supports', 'Supports'],
    ['Détails', 'Détails'],
    ['Opérations', 'Opérations'],
  ] as const) {
    await tabs.getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title} · `));
  }
  await expect(page.locator('[data-movements]')).toBeVisible();

  // Informations: hidden, the effect said in words, and the contract leaves the dashboard's groups.
  await tabs.getByRole('link', { name: 'Informations' }).click();
  await expect(page.getByText('Le contrat sort de votre patrimoine', { exact: false })).toBeVisible();
  await page.getByLabel('Masqué').check();
  await page.locator('[data-status-submit]').click();
  await expect(page.locator('[data-contract-status="hidden"]')).toBeVisible();
  await page.goto('/app/dashboard/contracts');
  await expect(page.locator('[data-contract-group="hidden"]')).toContainText('1 contrat masqué');
});

test('the operations of a checking account page cumulatively and start again when a filter changes', async ({ page }) => {
  test.setTimeout(120_000);
  await newConfirmedSaver(page, 'Hugo', 'Operations');
  await openContract(page, /· Compte courant/);
  await page.locator('[data-contract-tabs]').getByRole('link', { name: 'Opérations' }).click();
  await expect(page.locator('[data-top-categories] [data-top-category]').first()).toBeVisible();
  const rows = page.locator('[data-operation]');
  await expect(rows).toHaveCount(50);
  await page.locator('[data-more]').click();
  await expect(rows).toHaveCount(100);
  await page.locator('[data-filter="direction"]').selectOption('credit');
  await expect(page.locator('[data-operations-count]')).not.toHaveAttribute('data-operations-count', '100');
  const count = Number(await page.locator('[data-operations-count]').getAttribute('data-operations-count'));
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(50);
  for (const amount of await rows.locator('td').nth(3).allTextContents()) expect(amount).not.toContain('-');
});

test('a contract id that does not exist shows the 404 page', async ({ page }) => {
  await newConfirmedSaver(page, 'Nadia', 'Inconnue');
  await page.goto('/app/contract/00000000-0000-4000-8000-000000000000/overview');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/app/contract/pas-un-identifiant/settings');
  await expect(page).toHaveURL(/\/404$/);
});
