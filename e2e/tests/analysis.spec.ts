import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, ADVISOR, newConfirmedSaver, SAVER, submitLogin } from './fixtures';

/**
 * The five-step analysis of a contract (mf-analysis) against the real API: the demo saver reads the 22 pages in
 * order with the stepper marking each step done only once all its pages were shown, opens « Comment est-ce
 * calculé ? » and reaches the arbitration; a saver without a risk profile sees the partial lock, completes the
 * questionnaire from it and comes back to the same page unlocked; the firm's advisor reads the same analysis of
 * their customer inside the customer view, without moving the customer's progress.
 */

const SECOND_SAVER = { email: 'paul.durand@example.fr', password: SAVER.password };

/** The 22 visible pages in reading order (spec §4: performances' 4th page hidden), with their headings. */
const PAGES: readonly [string, number, RegExp][] = [
  ['allocation', 1, /^Allocation\s:\sClasses d’actifs$/],
  ['allocation', 2, /^Allocation\s:\sZones géographiques$/],
  ['allocation', 3, /^Allocation\s:\sSecteurs d’activité$/],
  ['allocation', 4, /^Allocation\s:\sSupports$/],
  ['allocation', 5, /^Allocation\s:\sAllocation cible$/],
  ['performances', 1, /^Performances\s:\sHistorique face aux indices$/],
  ['performances', 2, /^Performances\s:\sRendements TWR et XIRR$/],
  ['performances', 3, /^Performances\s:\sAnnée par année$/],
  ['performances', 5, /^Performances\s:\sSurperformance des fonds$/],
  ['risk', 1, /^Risque\s:\sIndicateur SRRI$/],
  ['risk', 2, /^Risque\s:\sVolatilité et pertes passées$/],
  ['risk', 3, /^Risque\s:\sPerte possible sur un an$/],
  ['risk', 4, /^Risque\s:\sRatios de risque$/],
  ['risk', 5, /^Risque\s:\sÉcart à votre profil$/],
  ['fees', 1, /^Frais\s:\sFrais du contrat$/],
  ['fees', 2, /^Frais\s:\sLes 12 prochains mois$/],
  ['fees', 3, /^Frais\s:\sFonds actifs et passifs$/],
  ['fees', 4, /^Frais\s:\sProjection sur 20 ans$/],
  ['fees', 5, /^Frais\s:\sSynthèse des frais$/],
  ['advices', 1, /^Conseils\s:\sNotre recommandation$/],
  ['advices', 2, /^Conseils\s:\sAllocation visée$/],
  ['advices', 3, /^Conseils\s:\sPasser à l’arbitrage$/],
];
const STEPS = ['allocation', 'performances', 'risk', 'fees', 'advices'];

interface WirePortfolio {
  id: string;
  kind: string;
  name: string;
  analysis_progress?: { completed: boolean; visited: { step: string; substep: number }[] };
}

/** The signed-in person's bearer header, from the session the app stored. */
async function bearer(page: Page, key: 'patrimo.auth.tokens' | 'patrimo.advisor.tokens' = 'patrimo.auth.tokens'): Promise<Record<string, string>> {
  const token = await page.evaluate((storageKey) => (JSON.parse(localStorage.getItem(storageKey) ?? '{}') as { accessToken?: string }).accessToken ?? '', key);
  expect(token).not.toBe('');
  return { Authorization: `Bearer ${token}` };
}

/** The signed-in saver's life-insurance contract, once the « Démonstration » account is filled (a job, a few seconds after registration). */
async function lifeInsurance(page: Page, userId = 'me'): Promise<WirePortfolio> {
  const headers = await bearer(page);
  let found: WirePortfolio | undefined;
  await expect(async () => {
    const response = await page.request.get(`/api/users/${userId}/portfolios`, { headers });
    expect(response.status()).toBe(200);
    found = ((await response.json()) as WirePortfolio[]).find((portfolio) => portfolio.kind === 'lifeinsurance');
    expect(found).toBeDefined();
  }).toPass({ timeout: 30_000 });
  return found as WirePortfolio;
}

/** Waits until a page of the analysis shows its figures (no loader left, at least one section). */
async function figuresShown(page: Page): Promise<void> {
  await expect(page.locator('[data-analysis-content] [data-section]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-analysis-content] [data-loading]')).toHaveCount(0);
  await expect(page.locator('[data-load-failed]')).toHaveCount(0);
}

test('the demo saver reads the 22 pages of a contract’s analysis, the stepper marking each step once read, and reaches the arbitration', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/app/login');
  await acceptCookies(page);
  await submitLogin(page, SAVER);
  await expect(page).toHaveURL(/\/app\/dashboard/);
  const contract = await lifeInsurance(page);

  // What the saver had read before (an earlier run on the same database), from the contract's stored progress.
  const read = new Set((contract.analysis_progress?.visited ?? []).map((p) => `${p.step}/${p.substep}`));

  // `reco` leads to the advice step; the hidden page gives way to the next one of its step; both are read.
  await page.goto(`/app/contract/${contract.id}/reco`);
  await expect(page).toHaveURL(new RegExp(`/app/contract/${contract.id}/analyse/advices/1$`));
  await figuresShown(page);
  read.add('advices/1');
  await page.goto(`/app/contract/${contract.id}/analyse/performances/4`);
  await expect(page).toHaveURL(/\/analyse\/performances\/5$/);
  await figuresShown(page);
  read.add('performances/5');
  // The analysis opens on its first page.
  await page.goto(`/app/contract/${contract.id}/analyse`);
  await expect(page).toHaveURL(new RegExp(`/app/contract/${contract.id}/analyse/allocation/1$`));
  const titles = new Set<string>();
  for (const [index, [step, substep, heading]] of PAGES.entries()) {
    await expect(page).toHaveURL(new RegExp(`/analyse/${step}/${substep}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText(`Page ${index + 1} sur 22`)).toBeVisible();
    await figuresShown(page);
    // Each page its own title; the current step is announced as such.
    // This page's own title (its heading first), not the previous page's still in place while the shell updates it.
    await expect(page).toHaveTitle(new RegExp(`${heading.source.replace(/\$$/, '')} — Analyse du contrat .+ — Patrimo$`));
    titles.add(await page.title());
    await expect(page.locator(`[data-step="${step}"] a`)).toHaveAttribute('aria-current', 'step');

    // The page is recorded once shown: a step turns « terminée » only once all its pages were read (in this walk or
    // before it), never because a later page was opened.
    read.add(`${step}/${substep}`);
    for (const other of STEPS) {
      const done = PAGES.filter(([s]) => s === other).every(([s, n]) => read.has(`${s}/${n}`));
      await expect(page.locator(`[data-step="${other}"]`)).toHaveAttribute('data-step-status', done ? 'done' : /^(started|todo)$/);
    }

    if (step === 'performances' && substep === 2) {
      // TWR and XIRR side by side, with the sentence that tells them apart for this saver.
      await expect(page.locator('[data-section="twr"]')).toBeVisible();
      await expect(page.locator('[data-section="xirr"]')).toBeVisible();
      await expect(page.locator('[data-returns-reason]')).toHaveText(/rendement|versement|retrait/);
      // « Comment est-ce calculé ? » opens on the method and the inputs actually used.
      const button = page.locator('[data-section="xirr"]').getByRole('button', { name: /^Comment est-ce calculé\s\?/ });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator('[data-section="xirr"] [data-how-computed-panel]');
      await expect(panel).toBeVisible();
      await expect(panel).toContainText('Méthode');
      await expect(panel).toContainText('Newton');
      await expect(panel.locator('[data-how-computed-input="Période"]')).toHaveText(/^du .+ au .+$/);
      await expect(panel.locator('[data-how-computed-input="Versements"]')).toBeVisible();
    }
    if (step === 'performances' && substep === 1) {
      await expect(page.getByRole('figure', { name: /^Depuis le .+, 100 investis dans le contrat sont devenus/ })).toBeVisible();
    }
    if (step === 'fees' && substep === 4) {
      await expect(page.getByRole('figure', { name: /^Partant de .+\s€, le contrat atteindrait .+\s€ dans 20 ans sans frais, et .+\s€ avec ses frais\.$/ })).toBeVisible();
    }

    if (index < PAGES.length - 1) await page.locator('[data-analysis-next]').click();
  }
  expect(titles.size).toBe(22);

  // Every step read: the five are done, and the contract's progress says so.
  for (const step of STEPS) await expect(page.locator(`[data-step="${step}"]`)).toHaveAttribute('data-step-status', 'done');
  await expect(page.locator('[data-analysis-completed]')).toBeVisible();
  const headers = await bearer(page);
  const stored = (await (await page.request.get(`/api/users/me/portfolios/${contract.id}`, { headers })).json()) as WirePortfolio;
  expect(stored.analysis_progress?.completed).toBe(true);
  expect(stored.analysis_progress?.visited).toHaveLength(22);

  // The way to the arbitration.
  await page.locator('[data-to-arbitration]').click();
  await expect(page).toHaveURL(new RegExp(`/app/contract/${contract.id}/arbitration`));
});

test('a saver without a risk profile sees the partial lock, completes the questionnaire from it and comes back to the same page unlocked', async ({ page }) => {
  test.setTimeout(240_000);
  await newConfirmedSaver(page, 'Inès', 'Lambert');
  const contract = await lifeInsurance(page);
  const target = `/app/contract/${contract.id}/analyse/allocation/5`;
  await page.goto(target);
  await figuresShown(page);

  // One section of three is locked: the gap to the target; the rest of the page stays readable.
  await expect(page.locator('[data-lock-notice]')).toBeVisible();
  await expect(page.locator('[data-section][data-locked]')).toHaveCount(1);
  await expect(page.locator('[data-section="targetGap"][data-locked] [data-profile-lock]')).toBeVisible();
  await expect(page.locator('[data-section="currentClasses"]')).not.toHaveAttribute('data-locked', /.*/);
  await expect(page.locator('[data-section="profileTargets"] [data-profile-targets]')).toBeVisible();
  // Pages that do not compare with the profile are not locked at all.
  await page.goto(`/app/contract/${contract.id}/analyse/allocation/1`);
  await figuresShown(page);
  await expect(page.locator('[data-section][data-locked]')).toHaveCount(0);
  await page.goto(`/app/contract/${contract.id}/analyse/risk/5`);
  await figuresShown(page);
  await expect(page.locator('[data-section][data-locked]')).toHaveCount(1);
  await expect(page.locator('[data-section]')).toHaveCount(4);

  // The way to the questionnaire, and back.
  await page.goto(target);
  await figuresShown(page);
  await page.getByRole('link', { name: 'Compléter mon profil de risque' }).click();
  // The questionnaire needs the situation first: the way back is kept through both steps.
  await expect(page).toHaveURL(/\/app\/profile\/infos\?redirect=%2Fapp%2Fcontract%2F/);
  await page.getByLabel('Date de naissance').fill('12/04/1988');
  await page.getByLabel('Situation familiale').selectOption({ label: 'Marié(e)' });
  await page.getByLabel('Nombre d’enfants').fill('1');
  await page.getByLabel('Catégorie socio-professionnelle').selectOption({ index: 8 });
  await page.getByLabel('Statut professionnel').selectOption({ index: 1 });
  await page.getByLabel('Revenus annuels nets').selectOption({ index: 3 });
  await page.getByLabel('Source principale de revenus').selectOption({ index: 1 });
  await page.getByLabel('Estimation du patrimoine total').selectOption({ index: 3 });
  await page.getByLabel('Capacité d’épargne annuelle').selectOption({ index: 2 });
  await page.getByLabel('Charges mensuelles').selectOption({ index: 2 });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/app\/profile\/risk\?redirect=/);
  for (let question = 1; question <= 7; question += 1) {
    await expect(page.getByText(`Question ${question} sur 7`)).toBeVisible();
    const answers = page.getByRole('radio');
    await answers.nth(Math.min(2, (await answers.count()) - 1)).check();
    await page.getByRole('button', { name: question === 7 ? 'Voir mon profil' : 'Question suivante' }).click();
  }
  await expect(page).toHaveURL(/\/app\/profile\/result\?redirect=/);
  await page.getByRole('link', { name: 'Revenir à la page que je consultais' }).click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await figuresShown(page);
  await expect(page.locator('[data-section][data-locked]')).toHaveCount(0);
  await expect(page.locator('[data-section="targetGap"] [data-target-gaps]')).toBeVisible();
});

test('the advisor reads the same analysis of their customer inside the customer view, without moving the customer’s progress', async ({ browser }) => {
  test.setTimeout(180_000);
  // The customer: Paul Durand, followed by the seeded firm's advisor.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.goto('/app/login');
  await acceptCookies(customer);
  await submitLogin(customer, SECOND_SAVER);
  await expect(customer).toHaveURL(/\/app\/(?!login)/);
  const headers = await bearer(customer);
  // The customer's record at the firm (the advisory pages name a customer by it, not by the user id).
  const { firm } = (await (await customer.request.get('/api/users/me/data_access', { headers })).json()) as { firm: { customer_id: string } | null };
  expect(firm).not.toBeNull();
  const contract = await lifeInsurance(customer);
  const progressBefore = contract.analysis_progress?.visited.length ?? 0;
  // What the customer sees on a page with figures in euros.
  await customer.goto(`/app/contract/${contract.id}/analyse/fees/2`);
  await figuresShown(customer);
  const customerFees = await customer.locator('[data-stat="estimated-fees"] [data-stat-value]').textContent();
  const progressAfterCustomer = ((await (await customer.request.get(`/api/users/me/portfolios/${contract.id}`, { headers })).json()) as WirePortfolio)
    .analysis_progress?.visited.length;
  expect(progressAfterCustomer).toBe(progressBefore + (contract.analysis_progress?.visited.some((p) => p.step === 'fees' && p.substep === 2) ? 0 : 1));

  const advisorContext = await browser.newContext();
  const page = await advisorContext.newPage();
  await page.goto('/advisory/login');
  await acceptCookies(page);
  await submitLogin(page, ADVISOR);
  await expect(page).toHaveURL('/advisory/customers');
  const base = `/advisory/customers/${firm?.customer_id ?? ''}/view/contract/${contract.id}`;
  await page.goto(`${base}/analyse`);
  await expect(page).toHaveURL(new RegExp(`${base}/analyse/allocation/1$`));
  await expect(page.locator('[data-saver-view-notice]')).toBeVisible();
  await figuresShown(page);
  await expect(page.locator('[data-analysis-advisor-notice]')).toBeVisible();

  // The same figures as the customer's.
  await page.goto(`${base}/analyse/fees/2`);
  await figuresShown(page);
  await expect(page.locator('[data-stat="estimated-fees"] [data-stat-value]')).toHaveText(customerFees ?? '');

  // Links stay inside the view: next page, and back to the contract.
  await page.locator('[data-analysis-next]').click();
  await expect(page).toHaveURL(new RegExp(`${base}/analyse/fees/3$`));
  await figuresShown(page);
  await page.goto(`${base}/reco`);
  await expect(page).toHaveURL(new RegExp(`${base}/analyse/advices/1$`));
  await figuresShown(page);
  await page.goto(`${base}/analyse/advices/3`);
  await figuresShown(page);
  // The advisor prepares the arbitration with the customer, inside the view.
  await expect(page.locator('[data-to-arbitration]')).toHaveAttribute('href', `${base}/arbitration`);
  await page.getByRole('link', { name: 'Revenir au contrat' }).last().click();
  await expect(page).toHaveURL(new RegExp(`${base}/overview$`));

  // Reading as the advisor recorded nothing for the customer.
  const progressAfterAdvisor = ((await (await customer.request.get(`/api/users/me/portfolios/${contract.id}`, { headers })).json()) as WirePortfolio)
    .analysis_progress?.visited.length;
  expect(progressAfterAdvisor).toBe(progressAfterCustomer);
  await customerContext.close();
  await advisorContext.close();
});
