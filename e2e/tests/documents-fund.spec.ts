import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, catalogueProduct, loginAsSaver } from './fixtures';

/**
 * Issue 12's documents tab, fund page and public contract card, as people use them in Chromium: the demo saver
 * downloads the PDF statement of a contract and one of its institution's documents, opens a fund page from
 * its URL; an anonymous visitor reads a catalogue product's public card.
 */

/** The demo saver's first life-insurance contract and a fund it holds, read through the API the page uses. */
async function lifeInsurance(page: Page): Promise<{ id: string }> {
  const token = await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      const value = localStorage.getItem(key) ?? '';
      const match = /"access_?[tT]oken"\s*:\s*"([^"]+)"/.exec(value);
      if (match) return match[1] as string;
    }
    return null;
  });
  expect(token, 'the saver’s access token').not.toBeNull();
  const contracts = (await (await page.request.get('/api/users/me/portfolios', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: string; kind: string }[];
  const contract = contracts.find((item) => item.kind === 'lifeinsurance') ?? contracts.find((item) => ['pea', 'market', 'capitalisation'].includes(item.kind));
  if (!contract) throw new Error('the demo saver has no investment contract');
  return { id: contract.id };
}

/**
 * Types a date as a person does, then closes the calendar the field opened (Escape): it opens under the field, over
 * the button below, and a click as it appears would land on it.
 */
async function typeDate(page: Page, name: 'Du' | 'Au', value: string): Promise<void> {
  const field = page.getByRole('textbox', { name, exact: true });
  await field.fill(value);
  await field.press('Escape');
}

test('the demo saver downloads the PDF statement of a contract and an institution document', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/app/login');
  await acceptCookies(page);
  await loginAsSaver(page);
  const contract = await lifeInsurance(page);
  await page.goto(`/app/contract/${contract.id}/documents`);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents du contrat' })).toBeVisible();

  // A bad period is refused in French before any request.
  await typeDate(page, 'Du', '31/12/2016');
  await page.getByRole('button', { name: 'Télécharger le relevé' }).click();
  await expect(page.getByText('La date doit être comprise entre le 01/01/2017 et demain')).toBeVisible();

  await typeDate(page, 'Du', '01/01/2024');
  await typeDate(page, 'Au', '31/12/2024');
  const [statement] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger le relevé' }).click()]);
  expect(statement.suggestedFilename()).toMatch(/^releve-[a-z0-9-]+-2024-01-01-2024-12-31\.pdf$/);
  const pdf = readFileSync((await statement.path()) as string);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect((pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length).toBeGreaterThanOrEqual(1);
  await expect(page.getByText('Le relevé a été téléchargé.')).toBeVisible();

  const documents = page.locator('[data-document]');
  await expect(documents.first()).toBeVisible();
  const name = (await documents.first().locator('p').first().textContent()) ?? '';
  const [document] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Télécharger : ${name}` }).click()]);
  const file = readFileSync((await document.path()) as string);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(document.suggestedFilename()).toMatch(/\.pdf$/);
});

test('a fund page opens from its URL with the fund against its index, and an unknown ISIN says so', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/app/login');
  await acceptCookies(page);
  await loginAsSaver(page);
  const contract = await lifeInsurance(page);
  await page.goto(`/app/contract/${contract.id}/fund/FR0010315770`);
  await expect(page.getByRole('heading', { level: 1, name: /^Fonds Lyxor MSCI World/ })).toBeVisible();
  await expect(page).toHaveTitle(/^Fonds Lyxor MSCI World.* — Patrimo$/);
  await expect(page.locator('[data-fund-windows] tbody tr')).toHaveCount(3);
  await expect(page.locator('figure[data-chart-summary]')).toHaveAttribute('data-chart-summary', /^Sur 5 ans, 100 placés dans le fonds sont devenus /);
  await page.getByRole('button', { name: '1 an' }).click();
  await expect(page.locator('figure[data-chart-summary]')).toHaveAttribute('data-chart-summary', /^Sur 1 an, /);
  await expect(page.locator('[data-fees-estimate]')).toHaveText('Estimation');
  await expect(page.locator('[data-fund-held], [data-fund-not-held]')).toHaveCount(1);

  await page.goto(`/app/contract/${contract.id}/fund/US0000000000`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fonds introuvable' })).toBeVisible();
});

test('an anonymous visitor reads a public contract card with its own title and description', async ({ page }) => {
  const product = await catalogueProduct(page.request);
  await page.goto(`/contrats/${product.url}`);
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} (${product.bank_name})\u00a0: frais et supports — Patrimo`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  await expect(page.getByRole('link', { name: 'Analyser mon contrat gratuitement' })).toHaveAttribute('href', '/app/register');

  await page.goto('/contrats/ce-contrat-n-existe-pas');
  await expect(page).toHaveURL(/\/404$/);
});
