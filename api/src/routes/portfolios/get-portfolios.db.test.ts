import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import { auditLog, loans, portfolios, portfolioValues } from '../../db/schema';
import { describeDb, injectAs, json } from '../../../test/helpers/test-app';
import { syncedSavers, type SyncedSavers } from './fixtures';

interface WirePortfolio {
  id: string;
  account_id: string | null;
  bank_id: string | null;
  bank_name: string | null;
  name: string;
  kind: string;
  kind_detail: string | null;
  status: string;
  category: string | null;
  type: string;
  amount: number;
  currency: string;
  history: [number, number][];
  infos: Record<string, unknown>;
  loan: Record<string, unknown> | null;
  updated_at: string;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describeDb('contracts: GET …/portfolios, …/loans, …/portfolios/{id}, …/accounts/{accountId}/portfolios', () => {
  let s: SyncedSavers;
  const db = () => s.t.database.handle.db;
  const get = (token: string, url: string) => injectAs(s.t, token, { method: 'GET', url });

  beforeAll(async () => {
    s = await syncedSavers();
  }, 120_000);
  afterAll(async () => s?.t.close());

  it('lists every contract of the saver with its bank, its figures and a light year of history', async () => {
    const response = await get(s.saver, '/api/users/me/portfolios');
    expect(response.statusCode).toBe(200);
    const list = json<WirePortfolio[]>(response);
    const rows = await db().select().from(portfolios).where(eq(portfolios.userId, s.saverId));
    expect(list.map((p) => p.id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(list.length).toBe(9);
    // Unsupported kinds are listed too (AXA's PERP), and so are loans.
    expect(list.map((p) => p.kind)).toEqual(expect.arrayContaining(['checking', 'savings', 'lifeinsurance', 'capitalisation', 'loan', 'perp']));
    // The window of the histories: the 12 calendar months up to the latest day any of the saver's contracts knows.
    const lastDay = (await db().select({ date: portfolioValues.date }).from(portfolioValues).where(inArray(portfolioValues.portfolioId, rows.map((r) => r.id))))
      .map((v) => v.date)
      .sort()
      .at(-1);
    const [lastYear, lastMonth] = (lastDay ?? '').split('-').map(Number);
    const windowStart = new Date(Date.UTC(lastYear ?? 0, (lastMonth ?? 0) - 1 - 11, 1)).toISOString().slice(0, 10);
    for (const p of list) {
      const row = rows.find((r) => r.id === p.id);
      expect(p).toMatchObject({ account_id: row?.accountId, name: row?.name, kind: row?.kind, amount: row?.amount, status: 'active', currency: 'EUR' });
      expect(p.bank_id).toBe(Object.entries(s.accounts).find(([, id]) => id === p.account_id)?.[0]);
      expect(p.bank_name).toEqual(expect.any(String));
      expect(p.infos).toEqual({ opening_date: null, project_kind: null, amount_goal: null, horizon: null, monthly_buyout: null, monthly_deposit: null, fees: [], contract_id: null });
      expect(p.loan === null).toBe(p.kind !== 'loan');
      // Month ends of the latest 12 months, the last one the latest stored value.
      expect(p.history.length).toBeGreaterThan(0);
      expect(p.history.length).toBeLessThanOrEqual(12);
      const months = p.history.map(([ms]) => day(ms).slice(0, 7));
      expect(new Set(months).size).toBe(months.length);
      const values = await db().select().from(portfolioValues).where(eq(portfolioValues.portfolioId, p.id)).orderBy(asc(portfolioValues.date));
      const latest = values.at(-1);
      expect(p.history.at(-1)).toEqual([Date.parse(`${latest?.date}T00:00:00Z`), latest?.value]);
      expect(months).toEqual([...new Set(values.filter((v) => v.date >= windowStart).map((v) => v.date.slice(0, 7)))]);
      // Each month's point is its last known day.
      for (const [ms, value] of p.history) {
        const lastOfMonth = values.filter((v) => v.date.slice(0, 7) === day(ms).slice(0, 7)).at(-1);
        expect([day(ms), value]).toEqual([lastOfMonth?.date, lastOfMonth?.value]);
      }
    }
    // The overdrawn checking account keeps its negative balance.
    expect(list.find((p) => p.kind === 'checking')?.amount).toBeLessThan(0);
  });

  it('keeps hidden and closed contracts in the list (the client decides) and reads stored settings over the defaults', async () => {
    const [first, second] = await db().select().from(portfolios).where(and(eq(portfolios.userId, s.saverId), eq(portfolios.kind, 'savings')));
    await db().update(portfolios).set({ status: 'hidden', infos: { projectKind: 'pension', fees: [{ kind: 'entryFee', rate: 0.01 }] } }).where(eq(portfolios.id, first?.id ?? ''));
    await db().update(portfolios).set({ status: 'closed' }).where(eq(portfolios.id, second?.id ?? ''));
    try {
      const list = json<WirePortfolio[]>(await get(s.saver, '/api/users/me/portfolios'));
      const hidden = list.find((p) => p.id === first?.id);
      expect(hidden).toMatchObject({ status: 'hidden', infos: { project_kind: 'pension', fees: [{ kind: 'entryFee', rate: 0.01 }], amount_goal: null, contract_id: null } });
      expect(list.find((p) => p.id === second?.id)?.status).toBe('closed');
    } finally {
      await db().update(portfolios).set({ status: 'active', infos: {} }).where(eq(portfolios.userId, s.saverId));
    }
  });

  it('lists the loans with their loan figures, the monthly insurance computed from the insurance rate', async () => {
    const response = await get(s.saver, '/api/users/me/loans');
    expect(response.statusCode).toBe(200);
    const list = json<WirePortfolio[]>(response);
    expect(list.map((p) => p.kind_detail).sort()).toEqual(['consumer_credit', 'revolving_credit']);
    for (const p of list) {
      const [row] = await db().select().from(loans).where(eq(loans.portfolioId, p.id));
      expect(p).toMatchObject({ kind: 'loan', type: 'liability', category: null, amount: -(row?.remainingCapital ?? 0) });
      expect(p.loan).toEqual({
        id: p.id,
        kind_detail: row?.kindDetail,
        status: 'ongoing',
        signature_date: row?.signatureDate,
        contractual_end_date: row?.endDate,
        total_amount: row?.totalAmount,
        remaining_amount: row?.remainingCapital,
        nominal_rate: row?.rate,
        // No insurance rate (the revolving credit), no monthly insurance.
        monthly_insurance: row?.insuranceRate == null ? null : Math.round((row.totalAmount * row.insuranceRate * 100) / 12) / 100,
        real_estates: [],
      });
    }
  });

  it('says a loan with no capital left is repaid, and charges the insurance rate on the amount borrowed', async () => {
    const [loan] = json<WirePortfolio[]>(await get(s.saver, '/api/users/me/loans'));
    const [row] = await db().select().from(loans).where(eq(loans.portfolioId, loan?.id ?? ''));
    await db().update(loans).set({ remainingCapital: 0, totalAmount: 200_000, insuranceRate: 0.0036 }).where(eq(loans.portfolioId, loan?.id ?? ''));
    try {
      const after = json<WirePortfolio[]>(await get(s.saver, '/api/users/me/loans')).find((p) => p.id === loan?.id);
      // 200 000 € × 0,36 % a year = 720 € a year, 60 € a month.
      expect(after?.loan).toMatchObject({ status: 'repaid', remaining_amount: 0, total_amount: 200_000, monthly_insurance: 60 });
    } finally {
      await db().update(loans).set({ remainingCapital: row?.remainingCapital ?? 0, totalAmount: row?.totalAmount ?? 0, insuranceRate: row?.insuranceRate ?? null }).where(eq(loans.portfolioId, loan?.id ?? ''));
    }
  });

  it('reads one contract with its daily history from max(opening, 2017-01-01)', async () => {
    const rows = await db().select().from(portfolios).where(eq(portfolios.userId, s.saverId));
    const old = rows.find((r) => r.kind === 'checking');
    const recent = rows.find((r) => r.kind === 'lifeinsurance' && (r.openingDate ?? '') > '2017-01-01');
    for (const row of [old, recent]) {
      const response = await get(s.saver, `/api/users/${s.saverId}/portfolios/${row?.id}`);
      expect(response.statusCode).toBe(200);
      const one = json<WirePortfolio>(response);
      const [stored] = await db().select({ n: count() }).from(portfolioValues).where(and(eq(portfolioValues.portfolioId, row?.id ?? ''), gte(portfolioValues.date, '2017-01-01')));
      expect(one.history).toHaveLength(stored?.n ?? -1);
      const opening = row?.openingDate ?? '';
      expect(day(one.history[0]?.[0] ?? 0)).toBe(opening > '2017-01-01' ? opening : '2017-01-01');
      const days = one.history.map(([ms]) => ms);
      expect(days).toEqual([...days].sort((a, b) => a - b));
      expect(one.amount).toBe(row?.amount);
    }
  });

  it('lists the contracts of one bank connection', async () => {
    const axa = s.accounts.axa ?? '';
    const response = await get(s.saver, `/api/users/me/accounts/${axa}/portfolios`);
    expect(response.statusCode).toBe(200);
    const list = json<WirePortfolio[]>(response);
    expect(list.map((p) => p.kind).sort()).toEqual(['lifeinsurance', 'perp']);
    expect(list.every((p) => p.account_id === axa && p.bank_id === 'axa' && p.bank_name === 'AXA')).toBe(true);
  });

  it("answers 404 for another user's contract or connection, and for unknown ids, never their data", async () => {
    const [theirs] = await db().select().from(portfolios).where(eq(portfolios.userId, s.otherId));
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [`/api/users/me/portfolios/${theirs?.id}`, `/api/users/me/portfolios/${unknown}`, `/api/users/me/accounts/${s.otherAccountId}/portfolios`, `/api/users/me/accounts/${unknown}/portfolios`]) {
      const response = await get(s.saver, url);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ error: 'not_found' });
    }
  });

  it("answers 403 on another saver's userId and 400 on malformed ids", async () => {
    for (const path of ['portfolios', 'loans', `accounts/${s.otherAccountId}/portfolios`]) {
      const response = await get(s.saver, `/api/users/${s.otherId}/${path}`);
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({ error: 'forbidden' });
    }
    const malformed = await get(s.saver, '/api/users/me/portfolios/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toEqual({ errors: { id: ['invalid'] } });
    expect((await get(s.saver, '/api/users/me/accounts/42/portfolios')).statusCode).toBe(400);
    expect((await s.t.request({ method: 'GET', url: '/api/users/me/portfolios' })).statusCode).toBe(401);
  });

  it("lets the firm's advisor read a customer's contracts, audited, and refuses an advisor of no firm", async () => {
    const before = await db().select().from(auditLog).where(eq(auditLog.subjectUserId, s.otherId));
    const response = await get(s.advisor, `/api/users/${s.otherId}/portfolios`);
    expect(response.statusCode).toBe(200);
    const list = json<WirePortfolio[]>(response);
    expect(list.map((p) => p.kind)).toEqual(['checking']);
    expect(list[0]?.bank_id).toBe('bnp-paribas');
    const one = await get(s.advisor, `/api/users/${s.otherId}/portfolios/${list[0]?.id}`);
    expect(one.statusCode).toBe(200);
    const after = await db().select().from(auditLog).where(eq(auditLog.subjectUserId, s.otherId));
    expect(after.length).toBe(before.length + 2);
    expect(after.map((row) => row.action)).toEqual(expect.arrayContaining(['GET /api/users/:userId/portfolios', 'GET /api/users/:userId/portfolios/:id']));
    // The firm does not follow the first saver; an advisor of no firm reaches nobody.
    expect((await get(s.advisor, `/api/users/${s.saverId}/portfolios`)).statusCode).toBe(403);
    expect((await get(s.loneAdvisor, `/api/users/${s.otherId}/portfolios`)).statusCode).toBe(403);
    expect((await get(s.loneAdvisor, `/api/users/${s.otherId}/loans`)).statusCode).toBe(403);
  });
});
