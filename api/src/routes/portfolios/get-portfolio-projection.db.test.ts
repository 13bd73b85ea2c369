import { and, asc, eq } from 'drizzle-orm';
import { fromWire, type GoalProjection } from '@patrimo/shared';
import { savingsRates } from '../../aggregation/sandbox/savings-rates';
import { portfolios, portfolioValues, transactions } from '../../db/schema';
import { describeDb, injectAs, json, repoRoot } from '../../../test/helpers/test-app';
import { syncedSavers, type SyncedSavers } from './fixtures';

/**
 * GET …/portfolios/{id}/projection on contracts filled by a real sandbox synchronisation. The volatility is
 * recomputed here from the stored values and transactions by plain arithmetic (flows at the end of their day,
 * weekly closes every 7 days back from the last value over 5 years, sample deviation × √52), and the median
 * projection from the closed form of a lump sum plus an annuity: neither goes through the engines.
 */
describeDb('GET /api/users/{userId}/portfolios/{id}/projection', () => {
  let s: SyncedSavers;
  const db = () => s.t.database.handle.db;
  const get = (url: string, token = s.saver) => injectAs(s.t, token, { method: 'GET', url });
  const projection = async (id: string, query = '', token = s.saver, user = 'me') => {
    const response = await get(`/api/users/${user}/portfolios/${id}/projection${query}`, token);
    expect(response.statusCode).toBe(200);
    return fromWire(json(response)) as GoalProjection;
  };
  const contract = async (kind: string, kindDetail: string | null = null, userId = s.saverId) => {
    const rows = await db().select().from(portfolios).where(and(eq(portfolios.userId, userId), eq(portfolios.kind, kind)));
    const row = rows.find((candidate) => kindDetail === null || candidate.kindDetail === kindDetail);
    if (!row) throw new Error(`no ${kind} contract`);
    return row;
  };
  const setInfos = (id: string, infos: Record<string, unknown>) =>
    injectAs(s.t, s.saver, { method: 'PUT', url: `/api/portfolios/${id}/portfolio_infos`, payload: { portfolio_infos: infos } });

  /** The volatility of the contract's own history with its flows removed, computed independently. */
  async function independentVolatility(id: string): Promise<{ volatility: number; weeks: number }> {
    const values = await db().select({ date: portfolioValues.date, value: portfolioValues.value }).from(portfolioValues).where(eq(portfolioValues.portfolioId, id)).orderBy(asc(portfolioValues.date));
    const flows = await db().select({ date: transactions.date, amount: transactions.amount }).from(transactions).where(eq(transactions.portfolioId, id));
    const flowOn = new Map<string, number>();
    for (const flow of flows) flowOn.set(flow.date, (flowOn.get(flow.date) ?? 0) + flow.amount);
    const index = new Map<string, number>();
    let level = 100;
    let started = false;
    for (let i = 0; i < values.length; i++) {
      const today = values[i] as { date: string; value: number };
      const previous = values[i - 1];
      if (started && previous && previous.value > 0) level *= (today.value - (flowOn.get(today.date) ?? 0)) / previous.value;
      if (!started && today.value > 0) started = true;
      if (started) index.set(today.date, level);
    }
    const dates = [...index.keys()];
    const last = dates[dates.length - 1] as string;
    const lastDay = Date.parse(`${last}T00:00:00Z`);
    const start = new Date(lastDay);
    start.setUTCFullYear(start.getUTCFullYear() - 5);
    const closes: number[] = [];
    for (let day = lastDay; day >= start.getTime(); day -= 7 * 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10);
      const onOrBefore = dates.filter((candidate) => candidate <= date).pop();
      if (onOrBefore === undefined) break;
      closes.unshift(index.get(onOrBefore) as number);
    }
    const returns = closes.slice(1).map((close, i) => Math.log(close / (closes[i] as number)));
    const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
    const variance = returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (returns.length - 1);
    return { volatility: Math.sqrt(variance * 52), weeks: returns.length };
  }

  beforeAll(async () => {
    s = await syncedSavers();
  }, 180_000);
  afterAll(async () => s?.t.close());

  it('projects a life insurance from its own volatility, with the figures that decide the verdict', async () => {
    const life = await contract('lifeinsurance');
    expect((await setInfos(life.id, { opening_date: '2020-03-02', amount_goal: 150_000, horizon: 15, monthly_deposit: 200, monthly_buyout: 0 })).statusCode).toBe(200);
    const answer = await projection(life.id);
    expect(answer.missing).toEqual([]);
    expect(answer).toMatchObject({ amountGoal: 150_000, horizon: 15, monthlyDeposit: 200, monthlyBuyout: 0, openingDate: '2020-03-02', value: life.amount });
    const { volatility, weeks } = await independentVolatility(life.id);
    expect(answer.assumptions.volatilitySource).toBe('history');
    expect(answer.assumptions.weeks).toBe(weeks);
    expect(answer.assumptions.volatility).toBeCloseTo(volatility, 8);
    const riskFree = savingsRates(repoRoot).rateOn('livret_a', answer.asOf);
    expect(answer.assumptions.riskFree).toBe(riskFree);
    const mu = riskFree + 0.25 * volatility;
    expect(answer.assumptions.expectedReturn).toBeCloseTo(mu, 8);
    const result = answer.result;
    if (!result) throw new Error('no projection');
    expect(result.targetDate).toBe('2035-03-02');
    expect(result.medianRate).toBeCloseTo(Math.exp(Math.log(1 + mu) - volatility ** 2 / 2) - 1, 8);
    // Closed form: value grown n months, plus the deposits' annuity.
    const i = (1 + result.medianRate) ** (1 / 12) - 1;
    const n = result.months;
    const closed = life.amount * (1 + i) ** n + (200 * ((1 + i) ** n - 1)) / i;
    expect(result.median).toBeCloseTo(closed, 0);
    expect(result.gap).toBeCloseTo(result.median - 150_000, 1);
    expect(result.pessimistic).toBeLessThan(result.median);
    expect(result.optimistic).toBeGreaterThan(result.median);
    const expected = result.pessimistic >= 150_000 ? 'on_track' : result.median >= 150_000 ? 'at_risk' : 'off_track';
    expect(result.status).toBe(expected);
    expect(result.points[0]).toMatchObject({ date: answer.asOf, median: life.amount });
    expect(result.points.at(-1)?.median).toBe(result.median);
  }, 30_000);

  it('answers a « what if » from the query without writing it', async () => {
    const life = await contract('lifeinsurance');
    const low = await projection(life.id, '?amount_goal=1000&horizon=20');
    expect(low.amountGoal).toBe(1_000);
    expect(low.horizon).toBe(20);
    expect(low.result?.status).toBe('on_track');
    const high = await projection(life.id, '?amount_goal=90000000&monthly_deposit=0');
    expect(high.result?.status).toBe('off_track');
    expect(high.result?.monthlyDepositNeeded).toBeGreaterThan(0);
    const [stored] = await db().select({ infos: portfolios.infos }).from(portfolios).where(eq(portfolios.id, life.id));
    expect(stored?.infos).toMatchObject({ amountGoal: 150_000, horizon: 15, monthlyDeposit: 200 });
  });

  it('grows a regulated savings account at its own rate, without volatility', async () => {
    const ldd = await contract('savings', 'ldd');
    const answer = await projection(ldd.id, '?amount_goal=1&horizon=5');
    const rate = savingsRates(repoRoot).rateOn('ldd', answer.asOf);
    expect(answer.assumptions).toMatchObject({ volatility: 0, volatilitySource: 'savingsRate', expectedReturn: rate });
    expect(answer.result?.medianRate).toBeCloseTo(rate, 12);
    expect(answer.result?.pessimistic).toBe(answer.result?.median);
  });

  it('says what is missing instead of inventing a goal, and that a loan has no projection', async () => {
    const capitalisation = await contract('capitalisation');
    const empty = await projection(capitalisation.id);
    expect(empty.missing).toEqual(['amountGoal', 'horizon']);
    expect(empty.result).toBeNull();
    const loan = await contract('loan');
    const owed = await projection(loan.id, '?amount_goal=1000&horizon=3');
    expect(owed.missing).toEqual(['kind']);
    expect(owed.result).toBeNull();
    const perp = await contract('perp');
    expect((await projection(perp.id, '?amount_goal=1000&horizon=3')).missing).toEqual(['kind']);
  });

  it('refuses bad input with 400 and the field in error', async () => {
    const life = await contract('lifeinsurance');
    for (const query of ['?horizon=abc', '?horizon=1.5', '?amount_goal=-5', '?horizon=101', '?monthly_deposit=dix']) {
      const response = await get(`/api/users/me/portfolios/${life.id}/projection${query}`);
      expect(response.statusCode).toBe(400);
    }
    expect((await get('/api/users/me/portfolios/not-an-id/projection')).statusCode).toBe(400);
  });

  it('lets the advisor of the customer read it, and nobody else', async () => {
    const checking = await contract('checking', null, s.otherId);
    // The other saver's contract, asked by the saver: as if it did not exist.
    const foreign = await get(`/api/users/me/portfolios/${checking.id}/projection`);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toEqual({ error: 'not_found' });
    expect((await get(`/api/users/${s.otherId}/portfolios/${checking.id}/projection`)).statusCode).toBe(403);
    const byAdvisor = await projection(checking.id, '?amount_goal=10&horizon=1', s.advisor, s.otherId);
    expect(byAdvisor.assumptions).toMatchObject({ volatility: 0, volatilitySource: 'cash', expectedReturn: 0 });
    expect((await get(`/api/users/${s.otherId}/portfolios/${checking.id}/projection`, s.loneAdvisor)).statusCode).toBe(403);
    expect((await get(`/api/users/me/portfolios/${checking.id}/projection`, '')).statusCode).toBe(401);
  });
});
