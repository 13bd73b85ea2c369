import { and, eq } from 'drizzle-orm';
import { arbitrationStartsSchema, ERROR_MESSAGES, fromWire, optimisationResultSchema, RECOMMENDED_RISKS, type ArbitrationStarts, type OptimisationResult } from '@patrimo/shared';
import { portfolioOptimisations, portfolios, users } from '../../db/schema';
import { OUTCOME_Z } from '../../engines/optimisation/optimise';
import { fundUniverse } from '../../investments/universe';
import { repoRoot } from '../../../test/helpers/test-app';
import { asInPdf, pdfTextLines } from '../../../test/helpers/pdf-text';
import { describeDb, injectAs, json, type HttpResponse } from '../../../test/helpers/test-app';
import { connectAndAdd, runSyncJobs, syncedSavers, type SyncedSavers } from './fixtures';

/**
 * The arbitration routes on real synchronised contracts (sandbox connections driven through the API): the life
 * insurance of Banque Populaire, optimised for every profile and strategy, its refusals, cache, plan and PDF;
 * another saver's contracts refused; an advisor following that saver reading and optimising, not saving.
 */

interface WireBasketItem {
  isin: string | null;
  euro_fund?: boolean;
  basket_from: 'current' | 'recommended' | 'market';
  share?: number | null;
}

const universe = fundUniverse(repoRoot);
const STRATEGIES = ['minRisk', 'balanced', 'maxReturn'] as const;

describeDb('arbitration: POST …/optimize, GET …/arbitration/starts, …/arbitration_plan', () => {
  let s: SyncedSavers;
  let life = '';
  let lifeName = '';
  let otherPea = '';
  const db = () => s.t.database.handle.db;
  const base = (id: string, user = 'me') => `/api/users/${user}/portfolios/${id}`;
  const optimise = (data: Record<string, unknown>, token = s.saver, id = life, user = 'me') => injectAs(s.t, token, { method: 'POST', url: `${base(id, user)}/optimize`, payload: { data } });
  const resultOf = (response: HttpResponse): OptimisationResult => {
    expect([response.statusCode, response.statusCode === 200 ? '' : response.body]).toEqual([200, '']);
    return optimisationResultSchema.parse(fromWire(json(response)));
  };
  const startsOf = async (id = life, token = s.saver, user = 'me'): Promise<ArbitrationStarts> => {
    const response = await injectAs(s.t, token, { method: 'GET', url: `${base(id, user)}/arbitration/starts` });
    expect(response.statusCode).toBe(200);
    return arbitrationStartsSchema.parse(fromWire(json(response)));
  };
  const setContractRisk = (risk: number | null) => db().update(portfolios).set({ recommendedRisk: risk }).where(eq(portfolios.id, life));
  const basketOf = (starts: ArbitrationStarts, start: 'recommended' | 'current'): WireBasketItem[] =>
    (starts.starts.find((entry) => entry.start === start)?.lines ?? []).map((line) => ({ isin: line.isin, euro_fund: line.euroFund, basket_from: line.basketFrom, share: line.share }));
  /** A bond fund (SRRI < 4) and a world equity fund of the universe with 5 years of prices. */
  const market = (pattern: RegExp, srriBelow4: boolean): string => {
    const fund = universe.funds.find((f) => f.proxy && pattern.test(f.name) && (f.proxy.series.dates[0] as string) <= '2017-01-01' && (srriBelow4 ? (f.proxy.srri ?? 9) < 4 : (f.proxy.srri ?? 0) >= 4));
    if (!fund) throw new Error(`no fund ${pattern}`);
    return fund.isin;
  };

  beforeAll(async () => {
    s = await syncedSavers();
    await connectAndAdd(s.t, s.other, { bankId: 'bourse-direct', login: 'camille' });
    await runSyncJobs(s.t);
    const [row] = await db()
      .select()
      .from(portfolios)
      .where(and(eq(portfolios.userId, s.saverId), eq(portfolios.kind, 'lifeinsurance'), eq(portfolios.accountId, s.accounts['banque-populaire-aquitaine-centre-atlantique'] as string)));
    if (!row) throw new Error('no life insurance');
    life = row.id;
    lifeName = row.name;
    const [pea] = await db().select().from(portfolios).where(and(eq(portfolios.userId, s.otherId), eq(portfolios.kind, 'pea')));
    if (!pea) throw new Error('no PEA for the other saver');
    otherPea = pea.id;
    await db().update(users).set({ recommendedRisk: 3 }).where(eq(users.id, s.saverId));
  }, 240_000);
  afterAll(async () => s?.t.close());

  it('offers the recommended, current and blank starts, each recommended line a real fund the contract can hold', async () => {
    const starts = await startsOf();
    expect(starts.recommendedRisk).toBe(3);
    expect(starts.starts.map((entry) => [entry.start, entry.available])).toEqual([
      ['recommended', true],
      ['current', true],
      ['blank', true],
    ]);
    const [recommended, current, blank] = starts.starts;
    const sum = (lines: { share: number | null }[]) => lines.reduce((total, line) => total + (line.share ?? 0), 0);
    expect(sum(recommended?.lines ?? [])).toBeCloseTo(1, 9);
    expect(sum(current?.lines ?? [])).toBeCloseTo(1, 9);
    expect(recommended?.lines.filter((line) => line.euroFund)).toHaveLength(1);
    for (const line of recommended?.lines ?? []) if (!line.euroFund) expect(universe.byIsin.has(line.isin as string)).toBe(true);
    expect(recommended?.figures?.volatility).toBeGreaterThan(0.03);
    expect(blank?.lines.map((line) => [line.euroFund, line.share])).toEqual([[true, null]]);
    // The current start is the contract's lines, amounts as stored.
    const stored = await db().select().from(portfolios).where(eq(portfolios.id, life));
    expect(current?.lines.reduce((total, line) => total + (line.amount ?? 0), 0)).toBeCloseTo(stored[0]?.amount ?? 0, 0);
  });

  it.each(RECOMMENDED_RISKS.map((risk) => [risk]))('optimises each strategy for profile %i, read in band by the risk step, movements balanced', async (risk) => {
    await setContractRisk(risk);
    try {
    const starts = await startsOf();
    const recommended = basketOf(starts, 'recommended');
    const extra = universe.funds.find((f) => f.proxy && /MSCI WORLD/i.test(f.name) && (f.proxy.series.dates[0] as string) <= '2017-01-01' && !recommended.some((item) => item.isin === f.isin));
    const basket = [...recommended, { isin: extra?.isin ?? null, basket_from: 'market' }];
    expect(new Set(basket.map((item) => item.isin)).size).toBe(basket.length);
    for (const strategy of STRATEGIES) {
      const result = resultOf(await optimise({ start: 'recommended', strategy, basket }));
      expect(result.recommendedRisk).toBe(risk);
      expect(result.proposal.lines.reduce((total, line) => total + line.share, 0)).toBeCloseTo(1, 9);
      // Independent arithmetic: the 95 % range around the expected return, with the optimiser's volatility.
      const { figures } = result.proposal;
      expect(figures.range.low).toBeCloseTo(figures.expectedReturn - OUTCOME_Z * result.frontier.proposed.volatility, 12);
      expect(figures.range.high).toBeCloseTo(figures.expectedReturn + OUTCOME_Z * result.frontier.proposed.volatility, 12);
      expect(OUTCOME_Z).toBeCloseTo(1.959963984540054, 8);
      if (result.withinBand) {
        // The risk step's reading of the proposal is in the profile's band (issue 12 defect 3).
        expect([strategy, figures.profileRange]).toEqual([strategy, 'within']);
        expect(figures.level === risk || (risk === 1 && figures.level === 0)).toBe(true);
      }
      const { sells, buys, payment, withdrawal } = result.movements.totals;
      expect(sells + payment).toBe(buys + withdrawal);
      for (const line of result.movements.lines) expect(Number.isInteger(line.amount)).toBe(true);
      // Held + bought − sold lands within the minimum (and the rounding) of each proposed amount.
      for (const line of result.proposal.lines) {
        const held = result.current.lines.filter((c) => (c.euroFund && line.euroFund) || (c.isin !== null && c.isin === line.isin)).reduce((t, c) => t + c.amount, 0);
        const moved = result.movements.lines.filter((m) => (m.euroFund && line.euroFund) || (m.isin !== null && m.isin === line.isin)).reduce((t, m) => t + (m.kind === 'buy' ? m.amount : -m.amount), 0);
        expect(Math.abs(held + moved - line.amount)).toBeLessThanOrEqual(result.movements.minimum + result.movements.leftUnmoved + 1);
      }
      expect(result.frontier.points.length).toBeGreaterThan(3);
      expect(result.proposal.fees.next12Months).toBeGreaterThanOrEqual(0);
    }
    } finally {
      await setContractRisk(null);
    }
  }, 120_000);

  it('refuses the three cases of spec §8 word for word', async () => {
    const bond = market(/CORPORATE|CORP|OBLIG|BOND/i, true);
    const equity = market(/MSCI WORLD/i, false);
    const noEuro = await optimise({ start: 'blank', strategy: 'balanced', basket: [{ isin: bond, basket_from: 'market' }] });
    expect([noEuro.statusCode, json(noEuro)]).toEqual([422, { error: 'no_euro_fund' }]);
    expect(ERROR_MESSAGES.no_euro_fund).toBe('Ajoutez un fonds euro pour respecter votre profil de risque');
    const noLow = await optimise({ start: 'blank', strategy: 'balanced', basket: [{ isin: null, euro_fund: true, basket_from: 'recommended' }, { isin: equity, basket_from: 'market' }] });
    expect([noLow.statusCode, json(noLow)]).toEqual([422, { error: 'no_low_risk_fund' }]);
    expect(ERROR_MESSAGES.no_low_risk_fund).toBe('Ajoutez au moins un fonds SRRI < 4 pour respecter votre profil de risque');
    expect(ERROR_MESSAGES.optimisation_failed).toBe('Une erreur est survenue lors de l’optimisation de votre allocation');
    // A securities account has no euro fund at all: the first refusal, for an advisor too.
    await db().update(users).set({ recommendedRisk: 2 }).where(eq(users.id, s.otherId));
    const pea = await optimise({ start: 'blank', strategy: 'balanced', basket: [{ isin: bond, basket_from: 'market' }] }, s.advisor, otherPea, s.otherId);
    expect([pea.statusCode, json(pea)]).toEqual([422, { error: 'no_euro_fund' }]);
  });

  it('asks for the profile when there is none (spec §4 lock)', async () => {
    await db().update(users).set({ recommendedRisk: null }).where(eq(users.id, s.saverId));
    const response = await optimise({ start: 'current', strategy: 'balanced', basket: [{ isin: null, euro_fund: true, basket_from: 'current' }] });
    expect([response.statusCode, json(response)]).toEqual([422, { error: 'profile_required' }]);
    expect((await startsOf()).starts[0]).toMatchObject({ available: false, unavailableReason: 'profileRequired' });
    await db().update(users).set({ recommendedRisk: 3 }).where(eq(users.id, s.saverId));
  });

  it('answers bad bodies 400 in the product’s shape', async () => {
    const bond = market(/CORPORATE|CORP|OBLIG|BOND/i, true);
    const euro = { isin: null, euro_fund: true, basket_from: 'current' };
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ start: 'current', strategy: 'balanced', basket: [euro, { isin: bond, basket_from: 'market' }, { isin: bond, basket_from: 'current' }] }, { 'data.basket': ['duplicate'] }],
      [{ start: 'current', strategy: 'balanced', basket: [{ ...euro, share: 0.5 }, { isin: bond, basket_from: 'current', share: 0.3 }] }, { 'data.basket': ['shares_do_not_sum'] }],
      [{ start: 'current', strategy: 'balanced', basket: [euro, { isin: 'US0378331005', basket_from: 'market' }] }, { 'data.basket.1.isin': ['not_holdable'] }],
      [{ start: 'current', strategy: 'balanced', basket: [euro], amount: -100 }, { 'data.amount': ['must_be_positive'] }],
      [{ start: 'current', strategy: 'yolo', basket: [euro] }, { 'data.strategy': ['invalid'] }],
      [{ start: 'current', strategy: 'balanced', basket: [] }, { 'data.basket': ['required'] }],
    ];
    for (const [data, errors] of cases) {
      const response = await optimise(data);
      expect([JSON.stringify(data), response.statusCode, json(response)]).toEqual([JSON.stringify(data), 400, { errors }]);
    }
  });

  it('serves a choice from the cache until the contract is edited', async () => {
    const starts = await startsOf();
    const data = { start: 'recommended', strategy: 'balanced', basket: basketOf(starts, 'recommended') };
    const first = await optimise(data);
    const firstResult = resultOf(first);
    const again = await optimise(data);
    expect([first.headers['x-optimisation-cache'], again.headers['x-optimisation-cache']]).toEqual(['miss', 'hit']);
    expect(resultOf(again).computedAt).toBe(firstResult.computedAt);
    expect((await db().select().from(portfolioOptimisations).where(eq(portfolioOptimisations.portfolioId, life))).length).toBeGreaterThan(0);
    const edit = await injectAs(s.t, s.saver, { method: 'PUT', url: `/api/portfolios/${life}/portfolio_infos`, payload: { portfolio_infos: { monthly_deposit: 150 } } });
    expect(edit.statusCode).toBe(200);
    expect(await db().select().from(portfolioOptimisations).where(eq(portfolioOptimisations.portfolioId, life))).toEqual([]);
    expect((await optimise(data)).headers['x-optimisation-cache']).toBe('miss');
  });

  it('keeps nobody else out: another saver’s contract is 404, a lone advisor 403', async () => {
    const data = { start: 'blank', strategy: 'balanced', basket: [{ isin: null, euro_fund: true, basket_from: 'recommended' }] };
    expect((await optimise(data, s.saver, otherPea)).statusCode).toBe(404);
    expect((await optimise(data, s.other, life)).statusCode).toBe(404);
    expect((await optimise(data, s.loneAdvisor, otherPea, s.otherId)).statusCode).toBe(403);
    expect((await injectAs(s.t, s.saver, { method: 'GET', url: `${base(otherPea)}/arbitration/starts` })).statusCode).toBe(404);
    expect((await injectAs(s.t, s.other, { method: 'GET', url: `${base(life)}/arbitration_plan` })).statusCode).toBe(404);
    // The advisor following the other saver reads the starts of their contract.
    expect((await startsOf(otherPea, s.advisor, s.otherId)).euroFund).toBeNull();
  });

  it('saves, reads, prints and deletes the plan; an edit of the contract makes it stale; advisors cannot write it', async () => {
    const starts = await startsOf();
    const data = { start: 'recommended', strategy: 'minRisk', basket: basketOf(starts, 'recommended') };
    const saved = await injectAs(s.t, s.saver, { method: 'PUT', url: `${base(life)}/arbitration_plan`, payload: { data } });
    expect(saved.statusCode).toBe(200);
    const read = json<{ plan: { stale: boolean; result: { movements: { lines: { amount: number }[] } } } }>(await injectAs(s.t, s.saver, { method: 'GET', url: `${base(life)}/arbitration_plan` }));
    expect(read.plan.stale).toBe(false);
    const pdf = await injectAs(s.t, s.saver, { method: 'GET', url: `${base(life)}/arbitration_plan/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const raw = pdf.raw as Buffer;
    expect(raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfTextLines(raw).join('\n');
    expect(text).toContain(asInPdf(lifeName));
    expect(text).toContain(asInPdf('n’envoie rien à votre établissement'));
    const first = read.plan.result.movements.lines[0];
    if (first) expect(text).toContain(asInPdf(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(first.amount)));
    // The advisor reads it but may not write it.
    const advisorPut = await injectAs(s.t, s.advisor, { method: 'PUT', url: `${base(otherPea, s.otherId)}/arbitration_plan`, payload: { data } });
    expect(advisorPut.statusCode).toBe(403);
    // An edit keeps the plan and marks it stale.
    await injectAs(s.t, s.saver, { method: 'PUT', url: `/api/portfolios/${life}/portfolio_infos`, payload: { portfolio_infos: { monthly_deposit: 200 } } });
    expect(json<{ plan: { stale: boolean } }>(await injectAs(s.t, s.saver, { method: 'GET', url: `${base(life)}/arbitration_plan` })).plan.stale).toBe(true);
    const deleted = await injectAs(s.t, s.saver, { method: 'DELETE', url: `${base(life)}/arbitration_plan` });
    expect([deleted.statusCode, json(deleted)]).toEqual([200, { plan: null }]);
    expect(json(await injectAs(s.t, s.saver, { method: 'GET', url: `${base(life)}/arbitration_plan` }))).toEqual({ plan: null });
    expect((await injectAs(s.t, s.saver, { method: 'GET', url: `${base(life)}/arbitration_plan/pdf` })).statusCode).toBe(404);
  });

  it('lists what a contract can hold with GET /investments?contract_id, its euro fund apart', async () => {
    const mine = await injectAs(s.t, s.saver, { method: 'GET', url: `/api/investments?contract_id=${life}` });
    expect(mine.statusCode).toBe(200);
    const body = json<{ investments: unknown[]; euro_fund: { name: string; isin: string | null } | null; meta: { total_count: number } }>(mine);
    expect(body.euro_fund).not.toBeNull();
    expect(body.investments).toHaveLength(10);
    expect(body.meta.total_count).toBeGreaterThanOrEqual(universe.funds.length);
    expect((await injectAs(s.t, s.saver, { method: 'GET', url: `/api/investments?contract_id=${otherPea}` })).statusCode).toBe(404);
    const advisor = await injectAs(s.t, s.advisor, { method: 'GET', url: `/api/investments?contract_id=${otherPea}` });
    expect([advisor.statusCode, json<{ euro_fund: unknown }>(advisor).euro_fund]).toEqual([200, null]);
    expect((await injectAs(s.t, s.loneAdvisor, { method: 'GET', url: `/api/investments?contract_id=${otherPea}` })).statusCode).toBe(404);
  });
});
