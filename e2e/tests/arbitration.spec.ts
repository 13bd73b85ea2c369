import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, ADVISOR, SAVER, submitLogin } from './fixtures';

/**
 * The arbitration of a contract (mf-arbitration, issue 13) against the real API: the demo saver goes from the
 * analysis' advice step to the start, fills the basket, searches the market, is refused a duplicate, optimises,
 * reads the movements, meets the spec §8 refusal of a basket without a euro fund and fixes it, saves the plan, sees
 * it on the contract's overview and downloads its PDF; the firm's advisor runs the same flow for a customer.
 */

const CUSTOMER_EMAIL = 'paul.durand@example.fr';
const NO_EURO_FUND = 'Ajoutez un fonds euro pour respecter votre profil de risque';

interface WirePortfolio {
  id: string;
  kind: string;
}

/** The signed-in person's bearer header (saver or advisor: one token store), from the session the app stored. */
async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('patrimo.auth.tokens') ?? '{}') as { accessToken?: string }).accessToken ?? '');
  expect(token).not.toBe('');
  return { Authorization: `Bearer ${token}` };
}

/** The subject's life-insurance contract (the demo account is filled by a job a moment after the seed). */
async function lifeInsurance(page: Page, headers: Record<string, string>, userId = 'me'): Promise<WirePortfolio> {
  let found: WirePortfolio | undefined;
  await expect(async () => {
    const response = await page.request.get(`/api/users/${userId}/portfolios`, { headers });
    expect(response.status()).toBe(200);
    found = ((await response.json()) as WirePortfolio[]).find((portfolio) => portfolio.kind === 'lifeinsurance');
    expect(found).toBeDefined();
  }).toPass({ timeout: 30_000 });
  return found as WirePortfolio;
}

/** Gives the saver a risk profile when they have none (the optimisation aims at it): a balanced one, through the API. */
async function ensureRiskProfile(page: Page, headers: Record<string, string>): Promise<void> {
  const profile = (await (await page.request.get('/api/users/me/profile', { headers })).json()) as { risk_assessment: unknown };
  if (profile.risk_assessment === null) {
    // The situation the questionnaire needs first, then the answers (a balanced saver).
    const situation = {
      birthdate: '1980-05-14', marital_status: 1, children: 1, scp: 3800, professionnal_status: 1, income_range: 3,
      money_source: 1, investable_assets: 6, annual_savings: 2, monthly_charges: 2,
    };
    const saved = await page.request.put('/api/users/me/profile', { headers, data: { profile: { ...situation, risk_survey: { type: 'profile', answers: [3, 3, 3, 3, 2, 3, 3] } } } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
}

/** Adds, through the market's search, a fund of SRRI below 4 the contract can hold (spec §5's second condition). */
async function addLowRiskFund(page: Page, headers: Record<string, string>, contractId: string): Promise<void> {
  const answer = await page.request.get(`/api/investments?contract_id=${contractId}&limit=50`, { headers });
  expect(answer.status()).toBe(200);
  const funds = ((await answer.json()) as { investments: { isin: string; general: { srri: number | null } }[] }).investments;
  const low = funds.find((fund) => fund.general.srri !== null && fund.general.srri < 4);
  expect(low).toBeDefined();
  await page.getByLabel('Rechercher un fonds').fill(low?.isin ?? '');
  await expect(page.locator('[data-fund-results] [data-fund]')).toHaveCount(1);
  await page.locator(`[data-fund="${low?.isin}"] [data-add-fund]`).click();
  await expect(page.locator('[data-check="lowRisk"]')).toHaveAttribute('data-met', 'true');
}

/** Picks the first available start (recommended when the profile allows it) and lands on the market. */
async function chooseStart(page: Page): Promise<void> {
  await expect(page.locator('[data-start]')).toHaveCount(3, { timeout: 30_000 });
  const choice = page.locator('[data-start-available="true"] [data-choose-start]').first();
  await choice.click();
  await expect(page).toHaveURL(/\/arbitration\/market$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arbitrage : choix des fonds');
}

/** Waits for the optimisation's answer: a result or a refusal, never the loader. */
async function optimisationShown(page: Page): Promise<void> {
  await expect(page.locator('[data-optimisation-result], [data-optimisation-refusal], [data-load-failed]').first()).toBeVisible({ timeout: 30_000 });
}

test('the saver goes from the advice step to a saved arbitration plan: start, market, refusals, optimisation, movements, overview, PDF', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/app/login');
  await acceptCookies(page);
  await submitLogin(page, SAVER);
  await expect(page).toHaveURL(/\/app\/dashboard/);
  const headers = await bearer(page);
  const contract = await lifeInsurance(page, headers);
  const base = `/app/contract/${contract.id}`;
  // A clean start: no plan left by an earlier run on the same database; a risk profile, which the optimisation aims at.
  await page.request.delete(`/api/users/me/portfolios/${contract.id}/arbitration_plan`, { headers });
  await ensureRiskProfile(page, headers);

  // From the advice step to the start.
  await page.goto(`${base}/analyse/advices/3`);
  await page.locator('[data-to-arbitration]').click();
  await expect(page).toHaveURL(new RegExp(`${base}/arbitration/start$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arbitrage : point de départ');
  await expect(page).toHaveTitle(/^Arbitrage\s: point de départ · .+ — Patrimo$/);
  // Each start says what it is; a weighted one is drawn with its figures.
  await expect(page.locator('[data-start="current"] figure')).toHaveAttribute('data-chart-summary', /^Répartition par fonds\s: .+\s%\.$/);
  await expect(page.locator('[data-start="current"] [data-start-figure="volatility"]')).toContainText('%');
  await chooseStart(page);
  await expect(page).toHaveTitle(/^Arbitrage\s: choix des fonds · .+ — Patrimo$/);

  // The market: the contract's funds, 10 a page, searched by ISIN.
  const basket = page.locator('[data-basket-line]');
  const before = await basket.count();
  expect(before).toBeGreaterThan(0);
  const results = page.locator('[data-fund-results] [data-fund]');
  await expect(results.first()).toBeVisible({ timeout: 30_000 });
  expect(await results.count()).toBeLessThanOrEqual(10);
  const inBasket = new Set(await basket.evaluateAll((lines) => lines.map((line) => line.getAttribute('data-basket-line'))));
  const isins = await results.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-fund') ?? ''));
  const fresh = isins.find((isin) => !inBasket.has(isin));
  expect(fresh).toBeDefined();
  await page.getByLabel('Rechercher un fonds').fill(fresh ?? '');
  await expect(results).toHaveCount(1);
  const card = page.locator(`[data-fund="${fresh}"]`);
  await expect(card.locator('[data-fund-fees]')).toContainText('Frais courants');
  await expect(card.getByRole('link', { name: /^Fiche du fonds/ })).toHaveAttribute('href', `${base}/fund/${fresh}`);
  await card.locator('[data-add-fund]').click();
  await expect(basket).toHaveCount(before + 1);
  // The same ISIN again: refused, in French, the basket unchanged.
  await card.locator('[data-add-fund]').click();
  await expect(page.locator('[data-basket-refusal]')).toHaveText('Ce fonds est déjà dans votre sélection : un même code ISIN ne peut y figurer qu’une fois.');
  await expect(basket).toHaveCount(before + 1);

  // Without the euro fund, the optimisation refuses with spec §8's words and leads back to the market.
  const euroFund = page.locator('[data-basket-line="EURO_FUND"], [data-basket-line]:has-text("euro")').first();
  if ((await euroFund.count()) > 0) await euroFund.getByRole('button', { name: /^Retirer/ }).click();
  await expect(page.locator('[data-check="euroFund"]')).toHaveAttribute('data-met', 'false');
  await page.locator('[data-to-optimize]').click();
  await expect(page).toHaveURL(/\/arbitration\/optimize$/);
  await optimisationShown(page);
  await expect(page.locator('[data-optimisation-refusal="no_euro_fund"] [data-refusal-message]')).toHaveText(NO_EURO_FUND);
  await page.locator('[data-fix-basket]').click();
  await expect(page).toHaveURL(/\/arbitration\/market$/);
  await page.locator('[data-add-euro-fund]').click();
  await expect(page.locator('[data-check="euroFund"]')).toHaveAttribute('data-met', 'true');
  if ((await page.locator('[data-check="lowRisk"][data-met="false"]').count()) > 0) await addLowRiskFund(page, headers, contract.id);

  // The optimisation: strategy, proposal against today, figures, frontier, movements in whole euros.
  await page.locator('[data-to-optimize]').click();
  await optimisationShown(page);
  await expect(page.locator('[data-optimisation-result]')).toBeVisible();
  // The strategy lives in the address (a reload keeps it): the radio is checked once the address says so.
  const minRisk = page.getByRole('radio', { name: 'Minimiser le risque' });
  await minRisk.click();
  await expect(page).toHaveURL(/strategy=minRisk/);
  await expect(minRisk).toBeChecked();
  await expect(page.locator('[data-optimisation-result="minRisk"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('figure', { name: /^La proposition répartit le contrat sur \d+ fonds/ })).toBeVisible();
  await expect(page.getByRole('figure', { name: /^Frontière efficiente\s: la proposition se place à une volatilité de .+ %/ })).toBeVisible();
  for (const figure of ['expectedReturn', 'volatility', 'risk', 'fees12', 'fees20']) {
    await expect(page.locator(`[data-figure="${figure}"] [data-figure-proposed]`)).not.toBeEmpty();
    await expect(page.locator(`[data-figure="${figure}"] [data-how-computed]`)).toBeVisible();
  }
  await expect(page.locator('[data-figure="expectedReturn"]')).toContainText('dans 95 % des cas');
  const movements = page.locator('[data-movements] tbody tr');
  expect(await movements.count()).toBeGreaterThan(0);
  await expect(movements.first()).toContainText('Vendre');
  for (const amount of await page.locator('[data-movement-amount]').allTextContents()) expect(amount).toMatch(/^\d{1,3}(?:\s\d{3})*\s€$/);
  const total = (name: string) => page.locator(`[data-total="${name}"]`).textContent();
  expect(await total('sells')).toBe(await total('buys'));

  // The basket survives a reload.
  await page.reload();
  await expect(page.locator('[data-optimisation-result="minRisk"]')).toBeVisible({ timeout: 30_000 });

  // Saved, then on the overview, then as a PDF.
  await expect(page.locator('[data-plan-pdf]')).toBeDisabled();
  await page.locator('[data-save-plan]').click();
  await expect(page.locator('[data-plan-saved]')).toContainText('Plan enregistré le');
  const download = page.waitForEvent('download');
  await page.locator('[data-section="plan"] [data-plan-pdf]').click();
  const file = await (await download).path();
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.goto(`${base}/overview`);
  const plan = page.locator('[data-arbitration-plan]');
  await expect(plan).toBeVisible({ timeout: 30_000 });
  await expect(plan).toContainText('Minimiser le risque');
  await expect(plan.locator('[data-plan-movements]')).toContainText('Vendre');
  await plan.locator('[data-plan-open]').click();
  await expect(page).toHaveURL(/\/arbitration\/optimize\?strategy=minRisk$/);
  await expect(page.locator('[data-optimisation-result="minRisk"]')).toBeVisible({ timeout: 30_000 });
});

test('the advisor runs the arbitration for a customer in the customer view, without saving for them', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/advisory/login');
  await acceptCookies(page);
  await submitLogin(page, ADVISOR);
  await expect(page).toHaveURL('/advisory/customers');
  const headers = await bearer(page);
  // The customer's id, from the customer's own session (API only: the browser stays the advisor's).
  const grant = await page.request.post('/api/oauth/token', { data: { grant_type: 'password', username: CUSTOMER_EMAIL, password: SAVER.password } });
  expect(grant.status()).toBe(200);
  const customerHeaders = { Authorization: `Bearer ${((await grant.json()) as { access_token: string }).access_token}` };
  const userId = ((await (await page.request.get('/api/users/me', { headers: customerHeaders })).json()) as { id: string }).id;
  await ensureRiskProfile(page, customerHeaders);
  const contract = await lifeInsurance(page, headers, userId);
  // The advisory pages name a customer by their record at the firm, not by the user id.
  const { firm } = (await (await page.request.get('/api/users/me/data_access', { headers: customerHeaders })).json()) as { firm: { customer_id: string } | null };
  expect(firm).not.toBeNull();
  const base = `/advisory/customers/${firm?.customer_id ?? ''}/view/contract/${contract.id}`;

  await page.goto(`${base}/overview`);
  await page.locator('[data-link-arbitration]').click();
  await expect(page).toHaveURL(new RegExp(`${base}/arbitration/start$`));
  await expect(page.locator('[data-arbitration-advisor-notice]')).toBeVisible();
  await chooseStart(page);
  await expect(page).toHaveURL(new RegExp(`${base}/arbitration/market$`));
  // The fund pages stay inside the customer view.
  const first = page.locator('[data-fund-results] [data-fund]').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await expect(first.getByRole('link', { name: /^Fiche du fonds/ })).toHaveAttribute('href', new RegExp(`^${base}/fund/`));
  if ((await page.locator('[data-check="euroFund"][data-met="false"]').count()) > 0) await page.locator('[data-add-euro-fund]').click();
  if ((await page.locator('[data-check="lowRisk"][data-met="false"]').count()) > 0) await addLowRiskFund(page, headers, contract.id);
  await page.locator('[data-to-optimize]').click();
  await expect(page).toHaveURL(new RegExp(`${base}/arbitration/optimize$`));
  await optimisationShown(page);
  await expect(page.locator('[data-optimisation-result]')).toBeVisible();
  await expect(page.locator('[data-movements], [data-movements-none]').first()).toBeVisible();
  // The plan is the customer's to save.
  await expect(page.locator('[data-save-plan]')).toHaveCount(0);
  await expect(page.getByText('Seul votre client peut enregistrer ce plan')).toBeVisible();
});
