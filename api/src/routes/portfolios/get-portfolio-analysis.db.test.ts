import { and, eq, sql } from 'drizzle-orm';
import { fromWire, portfolioAnalysisSchema, VISIBLE_ANALYSIS_PAGES, type PortfolioAnalysis } from '@patrimo/shared';
import { analysisPageVisits, portfolioAnalyses, portfolioInvestments, portfolios, portfolioValues, users } from '../../db/schema';
import { recommendedAllocation } from '../../engines/recommended-allocations';
import { describeDb, injectAs, json, type HttpResponse } from '../../../test/helpers/test-app';
import { connectAndAdd, runSyncJobs, syncedSavers, type SyncedSavers } from './fixtures';

/**
 * GET …/portfolios/{id}/analyses/{type} and PUT …/analysis_progress on real synchronised contracts (sandbox
 * connections driven through the API): a life insurance and a savings account (Banque Populaire), a PEA and a
 * securities account (Bourse Direct), each figure checked against an independent computation in SQL.
 */

const TYPES = ['allocation', 'performances', 'risk', 'fees', 'advices'] as const;

interface Contract {
  id: string;
  kind: string;
  kindDetail: string | null;
  amount: number;
}

describeDb('contract analysis: GET …/analyses/{type}, PUT …/analysis_progress', () => {
  let s: SyncedSavers;
  let brokerAccountId: string;
  let otherPea: Contract;
  const contracts: Record<'lifeinsurance' | 'pea' | 'market' | 'savings' | 'checking' | 'perp', Contract> = {} as never;
  const db = () => s.t.database.handle.db;
  const get = (token: string, url: string) => injectAs(s.t, token, { method: 'GET', url });
  const analysisOf = (response: HttpResponse): PortfolioAnalysis => {
    expect(response.statusCode).toBe(200);
    return portfolioAnalysisSchema.parse(fromWire(json(response)));
  };
  const analyse = async (contract: Contract, type: (typeof TYPES)[number], token = s.saver, user = 'me') => get(token, `/api/users/${user}/portfolios/${contract.id}/analyses/${type}`);
  const cachedRows = (id: string) => db().select({ type: portfolioAnalyses.type }).from(portfolioAnalyses).where(eq(portfolioAnalyses.portfolioId, id));

  beforeAll(async () => {
    s = await syncedSavers();
    brokerAccountId = await connectAndAdd(s.t, s.saver, { bankId: 'bourse-direct', login: 'alice' });
    await connectAndAdd(s.t, s.other, { bankId: 'bourse-direct', login: 'camille' });
    await runSyncJobs(s.t);
    // The sandbox draws each login's products: connect more of the broker's savers until a securities account shows.
    for (const login of ['marie', 'louis', 'claire', 'paul']) {
      const held = await db().select({ id: portfolios.id }).from(portfolios).where(and(eq(portfolios.userId, s.saverId), eq(portfolios.kind, 'market')));
      if (held.length > 0) break;
      await connectAndAdd(s.t, s.saver, { bankId: 'bourse-direct', login });
      await runSyncJobs(s.t);
    }
    const rows = await db().select().from(portfolios).where(eq(portfolios.userId, s.saverId));
    const pick = (test: (row: (typeof rows)[number]) => boolean): Contract => {
      const row = rows.find(test);
      if (!row) throw new Error(`missing contract among ${rows.map((r) => `${r.kind}/${r.kindDetail}/${r.accountId}`).join(', ')} ${JSON.stringify(s.accounts)}`);
      return { id: row.id, kind: row.kind, kindDetail: row.kindDetail, amount: row.amount };
    };
    contracts.lifeinsurance = pick((row) => row.kind === 'lifeinsurance' && row.accountId === s.accounts['banque-populaire-aquitaine-centre-atlantique']);
    contracts.pea = pick((row) => row.kind === 'pea' && row.accountId === brokerAccountId);
    contracts.market = pick((row) => row.kind === 'market');
    contracts.savings = pick((row) => row.kind === 'savings' && row.kindDetail === 'ldd');
    contracts.checking = pick((row) => row.kind === 'checking');
    contracts.perp = pick((row) => row.kind === 'perp');
    const [pea] = await db().select().from(portfolios).where(and(eq(portfolios.userId, s.otherId), eq(portfolios.kind, 'pea')));
    if (!pea) throw new Error('missing PEA of the other saver');
    otherPea = { id: pea.id, kind: pea.kind, kindDetail: pea.kindDetail, amount: pea.amount };
    // A recommended profile for the saver (the questionnaire's outcome), none for the contracts themselves.
    await db().update(users).set({ recommendedRisk: 3 }).where(eq(users.id, s.saverId));
  }, 240_000);
  afterAll(async () => s?.t.close());

  /** Time-weighted return of the contract, computed in SQL from its daily values and its movements. */
  async function twrInSql(contract: Contract, from: string, to: string): Promise<number> {
    const yieldLabels = contract.kind === 'savings' ? sql`and label !~* '^INT[EÉ]R[EÊ]TS?'` : sql``;
    const result = await db().execute(sql`
      with v as (
        select date, value::float8 as value, lag(value::float8) over (order by date) as prev
        from portfolio_values where portfolio_id = ${contract.id} and date >= '2017-01-01'
      ),
      f as (
        select v2.date, coalesce(sum(t.amount::float8), 0) as amount
        from v as v2
        left join transactions t on t.portfolio_id = ${contract.id} ${yieldLabels}
          and t.date <= v2.date and t.date > coalesce((select max(v3.date) from v v3 where v3.date < v2.date), '1900-01-01')
        group by v2.date
      )
      select exp(sum(ln((v.value - f.amount) / v.prev))) - 1 as twr
      from v join f using (date)
      where v.prev > 0 and v.date > ${from} and v.date <= ${to}`);
    const rows = (result as unknown as { rows: { twr: number | string }[] }).rows;
    return Number(rows[0]?.twr);
  }

  describe.each(['lifeinsurance', 'pea', 'market', 'savings'] as const)('a %s contract', (which) => {
    const contract = () => contracts[which];

    it('answers every step in the shared shapes, dated by the last value', async () => {
      const [last] = await db().select({ date: sql<string>`max(${portfolioValues.date})::text` }).from(portfolioValues).where(eq(portfolioValues.portfolioId, contract().id));
      for (const type of TYPES) {
        const analysis = analysisOf(await analyse(contract(), type));
        expect(analysis.type).toBe(type);
        expect(analysis.profileRequired).toBe(false);
        expect(analysis.recommendedRisk).toBe(3);
        expect(analysis.recommendedRiskSource).toBe('profile');
        expect(analysis.asOf).toBe(last?.date);
      }
    });

    it('splits the whole value by asset class, the euro fund apart, as the lines in the database say', async () => {
      const analysis = analysisOf(await analyse(contract(), 'allocation'));
      if (analysis.type !== 'allocation') throw new Error('type');
      const [row] = await db().select({ amount: portfolios.amount }).from(portfolios).where(eq(portfolios.id, contract().id));
      const [euro] = await db()
        .select({ total: sql<string>`coalesce(sum(${portfolioInvestments.valuation}), 0)` })
        .from(portfolioInvestments)
        .where(and(eq(portfolioInvestments.portfolioId, contract().id), eq(portfolioInvestments.euroFund, true)));
      expect(analysis.total).toBeCloseTo(Math.max(row?.amount ?? 0, 0), 2);
      const classCents = analysis.assetClasses.reduce((sum, slice) => sum + Math.round(slice.amount * 100), 0);
      expect(classCents).toBe(Math.round(analysis.total * 100));
      expect(analysis.assetClasses.reduce((sum, slice) => sum + slice.share, 0)).toBeCloseTo(1, 9);
      expect(analysis.euroFund?.amount ?? 0).toBeCloseTo(Number(euro?.total ?? 0), 2);
      expect(analysis.holdings.reduce((sum, holding) => sum + holding.amount, 0)).toBeCloseTo(analysis.total, 1);
      expect(analysis.sectors.length).toBeLessThanOrEqual(4);
      expect(analysis.target).toEqual(recommendedAllocation(3));
      for (const gap of analysis.gaps ?? []) expect(gap.gap).toBeCloseTo(gap.current - gap.target, 12);
      if (which === 'savings') expect(analysis.assetClasses.map((slice) => slice.key)).toEqual(['cash']);
    });

    it('measures the time-weighted return as SQL does over the values and the movements', async () => {
      const analysis = analysisOf(await analyse(contract(), 'performances'));
      if (analysis.type !== 'performances') throw new Error('type');
      const twr = analysis.timeWeighted;
      expect(twr).not.toBeNull();
      if (!twr) return;
      expect(twr.cumulative).toBeCloseTo(await twrInSql(contract(), twr.from, twr.to), 6);
      expect(twr.annualised === null).toBe(twr.days <= 365);
      expect(analysis.history[0]?.[1]).toBe(100);
      const [flows] = (await db().execute(sql`
        select coalesce(sum(amount::float8) filter (where amount > 0), 0) as deposits, count(*) filter (where amount > 0)::int as deposit_count
        from transactions where portfolio_id = ${contract().id} and date > ${twr.from} and date <= ${twr.to}
        ${contract().kind === 'savings' ? sql`and label !~* '^INT[EÉ]R[EÊ]TS?'` : sql``}`) as unknown as { rows: { deposits: number; deposit_count: number }[] }).rows;
      expect(analysis.flows.deposits.sum).toBeCloseTo(Number(flows?.deposits), 2);
      expect(analysis.flows.deposits.count).toBe(Number(flows?.deposit_count));
      expect(analysis.method.hurdle).toBe(0.005);
    });

    it('gives the risk figures, the euro losses being the ratios on the current value', async () => {
      const analysis = analysisOf(await analyse(contract(), 'risk'));
      if (analysis.type !== 'risk') throw new Error('type');
      expect(analysis.level).not.toBeNull();
      const value = Math.max(contract().amount, 0);
      for (const figure of [analysis.valueAtRisk.parametric, analysis.expectedShortfall.parametric]) {
        if (figure) expect(figure.amount).toBeCloseTo(figure.ratio * value, 1);
      }
      expect(analysis.profileGap).toBe(Math.abs((analysis.level as number) - 3));
      expect(analysis.ratios.map((ratio) => ratio.name)).toEqual(expect.arrayContaining(['volatility']));
      for (const ratio of analysis.ratios) expect(ratio.range).not.toBeNull();
      expect(analysis.holdings.reduce((sum, holding) => sum + holding.share, 0)).toBeCloseTo(1, 6);
      if (which === 'savings') expect(analysis.level).toBe(0);
    });

    it('charges each fee kind its rate on its base', async () => {
      const kind = which === 'lifeinsurance' ? 'ucsFee' : 'managementFee';
      const put = await injectAs(s.t, s.saver, { method: 'PUT', url: `/api/portfolios/${contract().id}/portfolio_infos`, payload: { portfolio_infos: { fees: [{ kind, rate: 0.01 }] } } });
      expect(put.statusCode).toBe(200);
      const analysis = analysisOf(await analyse(contract(), 'fees'));
      if (analysis.type !== 'fees') throw new Error('type');
      const [base] = await db()
        .select({ total: sql<string>`coalesce(sum(${portfolioInvestments.valuation}), 0)` })
        .from(portfolioInvestments)
        .where(and(eq(portfolioInvestments.portfolioId, contract().id), eq(portfolioInvestments.euroFund, false)));
      const expected = kind === 'ucsFee' ? 0.01 * Number(base?.total) : 0.01 * Math.max(contract().amount, Number(base?.total));
      expect(analysis.byKind.find((line) => line.kind === kind)).toMatchObject({ rate: 0.01, amount: expect.closeTo(expected, 1), base: kind === 'ucsFee' ? 'unitLinked' : 'value' });
      expect(analysis.projection).toHaveLength(21);
      expect(analysis.feeDrag.amount).toBeGreaterThan(0);
      const parts = analysis.byKind.reduce((sum, line) => sum + Math.round(line.amount * 100), 0) + Math.round(analysis.ongoingCharges * 100);
      expect(Math.round(analysis.estimatedFees * 100)).toBe(parts);
    });

    it('advises from the figures, with the recommended allocation the arbitration starts from', async () => {
      const analysis = analysisOf(await analyse(contract(), 'advices'));
      if (analysis.type !== 'advices') throw new Error('type');
      expect(analysis.status).toBe('available');
      expect(analysis.recommendedAllocation).toEqual(recommendedAllocation(3));
      expect(analysis.arbitrationStart).toBe('recommended');
      analysis.advices.forEach((advice, index) => expect(advice.priority).toBe(index + 1));
      const risk = analysisOf(await analyse(contract(), 'risk'));
      if (risk.type !== 'risk') throw new Error('type');
      const riskAdvice = analysis.advices.find((advice) => advice.figure === 'riskLevel');
      if (which !== 'savings' && risk.level !== 3) expect(riskAdvice).toMatchObject({ kind: (risk.level as number) > 3 ? 'reduceRisk' : 'increaseRisk', value: risk.level, reference: 3 });
      else expect(riskAdvice).toBeUndefined();
    });
  });

  it('serves the second call from the cache (a stored row), and any edit or synchronisation clears it', async () => {
    const contract = contracts.lifeinsurance;
    await db().delete(portfolioAnalyses).where(eq(portfolioAnalyses.portfolioId, contract.id));
    const first = await analyse(contract, 'risk');
    expect(first.headers['x-analysis-cache']).toBe('miss');
    expect(await cachedRows(contract.id)).toEqual([{ type: 'risk' }]);
    const second = await analyse(contract, 'risk');
    expect(second.headers['x-analysis-cache']).toBe('hit');
    expect(json(second)).toEqual(json(first));

    const edit = await injectAs(s.t, s.saver, { method: 'PUT', url: `/api/portfolios/${contract.id}`, payload: { portfolio: { name: 'Assurance vie renommée' } } });
    expect(edit.statusCode).toBe(200);
    expect(await cachedRows(contract.id)).toEqual([]);

    await analyse(contract, 'fees');
    expect(await cachedRows(contract.id)).toEqual([{ type: 'fees' }]);
    const infos = await injectAs(s.t, s.saver, { method: 'PUT', url: `/api/portfolios/${contract.id}/portfolio_infos`, payload: { portfolio_infos: { monthly_deposit: 150 } } });
    expect(infos.statusCode).toBe(200);
    expect(await cachedRows(contract.id)).toEqual([]);
    const fees = analysisOf(await analyse(contract, 'fees'));
    if (fees.type !== 'fees') throw new Error('type');
    expect(fees.method.monthlyDeposit).toBe(150);

    const pea = contracts.pea;
    await db().delete(portfolioAnalyses).where(eq(portfolioAnalyses.portfolioId, pea.id));
    await analyse(pea, 'allocation');
    expect(await cachedRows(pea.id)).toEqual([{ type: 'allocation' }]);
    const sync = await injectAs(s.t, s.saver, { method: 'POST', url: `/api/accounts/${brokerAccountId}/synchronize` });
    expect(sync.statusCode).toBeLessThan(300);
    await runSyncJobs(s.t);
    expect(await cachedRows(pea.id)).toEqual([]);
  });

  it('reads a changed recommended risk at once (the risk is part of the cached version)', async () => {
    const contract = contracts.market;
    const before = analysisOf(await analyse(contract, 'allocation'));
    await db().update(users).set({ recommendedRisk: 5 }).where(eq(users.id, s.saverId));
    try {
      const after = analysisOf(await analyse(contract, 'allocation'));
      expect(before.recommendedRisk).toBe(3);
      expect(after.recommendedRisk).toBe(5);
      if (after.type === 'allocation') expect(after.target).toEqual(recommendedAllocation(5));
    } finally {
      await db().update(users).set({ recommendedRisk: 3 }).where(eq(users.id, s.saverId));
    }
  });

  it('locks the profile-dependent figures without a risk profile, and says so', async () => {
    await db().update(users).set({ recommendedRisk: null }).where(eq(users.id, s.saverId));
    try {
      const contract = contracts.pea;
      const allocation = analysisOf(await analyse(contract, 'allocation'));
      const risk = analysisOf(await analyse(contract, 'risk'));
      const advices = analysisOf(await analyse(contract, 'advices'));
      for (const analysis of [allocation, risk, advices]) {
        expect(analysis.profileRequired).toBe(true);
        expect(analysis.recommendedRisk).toBeNull();
      }
      if (allocation.type !== 'allocation' || risk.type !== 'risk' || advices.type !== 'advices') throw new Error('type');
      expect(allocation.target).toBeNull();
      expect(allocation.gaps).toBeNull();
      expect(allocation.assetClasses.length).toBeGreaterThan(0);
      expect(risk.profileGap).toBeNull();
      expect(risk.profileBand).toBeNull();
      expect(risk.level).not.toBeNull();
      expect(risk.ratios.every((ratio) => ratio.range === null && ratio.low === null)).toBe(true);
      expect(advices.advices[0]).toMatchObject({ kind: 'completeProfile', priority: 1 });
      expect(advices.recommendedAllocation).toEqual([]);
      expect(advices.arbitrationStart).toBe('current');
    } finally {
      await db().update(users).set({ recommendedRisk: 3 }).where(eq(users.id, s.saverId));
    }
  });

  it('refuses other people, lets the customer’s advisor read, and answers bad types and ids', async () => {
    // Another saver's contract reads as unknown.
    expect((await analyse(contracts.pea, 'risk', s.other)).statusCode).toBe(404);
    expect((await analyse(contracts.pea, 'risk', s.other, s.saverId)).statusCode).toBe(403);
    // The advisor following the other saver reads their analysis; not the first saver's, nor does a lone advisor.
    const advised = analysisOf(await analyse(otherPea, 'performances', s.advisor, s.otherId));
    expect(advised.type).toBe('performances');
    expect((await analyse(contracts.pea, 'risk', s.advisor, s.saverId)).statusCode).toBe(403);
    expect((await analyse(otherPea, 'risk', s.loneAdvisor, s.otherId)).statusCode).toBe(403);
    // A type outside the five, an unknown id, an id that is no id.
    const badType = await get(s.saver, `/api/users/me/portfolios/${contracts.pea.id}/analyses/arbitration`);
    expect(badType.statusCode).toBe(400);
    expect(json(badType)).toMatchObject({ errors: { type: ['invalid'] } });
    expect((await get(s.saver, '/api/users/me/portfolios/3f1c2a9e-1b2c-4d5e-8f90-123456789abc/analyses/risk')).statusCode).toBe(404);
    expect((await get(s.saver, '/api/users/me/portfolios/not-an-id/analyses/risk')).statusCode).toBe(400);
    // Kinds without an analysis: a typed refusal.
    for (const contract of [contracts.checking, contracts.perp]) {
      const refused = await analyse(contract, 'allocation');
      expect(refused.statusCode).toBe(422);
      expect(json(refused)).toEqual({ error: 'unsupported_kind' });
    }
  });

  it('records the saver’s progress, not an advisor’s, and completes it only after all 22 pages', async () => {
    const contract = contracts.lifeinsurance;
    const put = (token: string, page: { step: string; substep: number }, user = 'me', id = contract.id) =>
      injectAs(s.t, token, { method: 'PUT', url: `/api/users/${user}/portfolios/${id}/analysis_progress`, payload: page });
    await db().delete(analysisPageVisits).where(eq(analysisPageVisits.portfolioId, contract.id));

    const first = await put(s.saver, { step: 'risk', substep: 2 });
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({ visited: [{ step: 'risk', substep: 2 }], completed: false, next: { step: 'allocation', substep: 1 } });
    // The hidden performances page and pages beyond a step are refused; nothing is written.
    expect(json(await put(s.saver, { step: 'performances', substep: 4 }))).toEqual({ errors: { substep: ['out_of_range'] } });
    expect((await put(s.saver, { step: 'advices', substep: 4 })).statusCode).toBe(400);
    // An advisor cannot record, not even on a customer's contract; another saver's contract is unknown.
    expect((await put(s.advisor, { step: 'allocation', substep: 1 }, s.otherId, otherPea.id)).statusCode).toBe(403);
    expect((await put(s.other, { step: 'allocation', substep: 1 })).statusCode).toBe(404);
    expect((await put(s.saver, { step: 'allocation', substep: 1 }, 'me', contracts.checking.id)).statusCode).toBe(422);
    // An advisor reading the customer's analysis leaves their progress as it was.
    await analyse(otherPea, 'risk', s.advisor, s.otherId);
    const otherVisits = await db().select().from(analysisPageVisits).where(eq(analysisPageVisits.portfolioId, otherPea.id));
    expect(otherVisits).toEqual([]);

    const pages = VISIBLE_ANALYSIS_PAGES.filter((page) => !(page.step === 'risk' && page.substep === 2));
    for (const page of pages.slice(0, -1)) expect((await put(s.saver, page)).statusCode).toBe(200);
    const listed = async () => {
      const list = fromWire(json(await get(s.saver, '/api/users/me/portfolios'))) as { id: string; analysisProgress?: { completed: boolean; next: unknown } }[];
      return list.find((item) => item.id === contract.id)?.analysisProgress;
    };
    expect(await listed()).toMatchObject({ completed: false, next: pages[pages.length - 1] });
    const last = await put(s.saver, pages[pages.length - 1] as { step: string; substep: number });
    expect(json(last)).toMatchObject({ completed: true, next: null });
    expect((json(last) as { visited: unknown[] }).visited).toHaveLength(22);
    expect(await listed()).toMatchObject({ completed: true, next: null });
    const single = fromWire(json(await get(s.saver, `/api/users/me/portfolios/${contract.id}`))) as { analysisProgress?: { completed: boolean } };
    expect(single.analysisProgress?.completed).toBe(true);
    // Unsupported kinds carry no progress.
    const checking = fromWire(json(await get(s.saver, `/api/users/me/portfolios/${contracts.checking.id}`))) as { analysisProgress?: unknown };
    expect(checking.analysisProgress).toBeUndefined();
  });
});
