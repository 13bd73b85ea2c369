import { and, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import { portfolios, transactions } from '../../db/schema';
import { JobRunner } from '../../jobs/runner';
import { syncAccountHandler } from '../../sync/sync-account';
import { TRANSACTIONS_PAGE_SIZE } from '../../transactions/transaction-store';
import { createTestApp, describeDb, injectAs, json, signInCast, type TestApp } from '../../../test/helpers/test-app';

interface WireTransaction {
  id: string;
  portfolio_id: string;
  date: string;
  label: string;
  amount: number;
  category: string;
}

interface WirePage {
  transactions: WireTransaction[];
  meta: { page: number; total_pages: number; total_count: number };
}

interface Movement {
  date: string;
  label: string;
  cents: number;
  category: string | null;
}

const CATEGORIES = ['housing', 'grocery', 'transport', 'hobby', null] as const;
const LABELS = ['Carte MONOPRIX Paris', 'Virement salaire', 'Prélèvement EDF', 'Remise 100%_fidélité'] as const;

/**
 * 120 movements from 2026-01-05 to 2026-04-24, none in February (a month with no movement must read 0), a
 * third of them credits, one category in five left empty by the partner.
 */
function fixtureMovements(): Movement[] {
  const movements: Movement[] = [];
  for (let i = 0; i < 120; i += 1) {
    const dayIndex = Math.floor(i / 3);
    const month = dayIndex < 20 ? 1 : dayIndex < 30 ? 3 : 4;
    const day = (dayIndex % 20) + 5;
    const cents = (i % 3 === 0 ? 1 : -1) * (1_000 + ((i * 7_919) % 250_000));
    movements.push({
      date: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      label: `${LABELS[i % LABELS.length]} ${i}`,
      cents,
      category: CATEGORIES[i % CATEGORIES.length] ?? null,
    });
  }
  return movements;
}

describeDb('transactions: GET …/portfolios/{id}/transactions, /transactions/categories, …/series/transactions_movements', () => {
  let t: TestApp;
  let saver = '';
  let other = '';
  let advisor = '';
  let saverId = '';
  let otherId = '';
  let checking = '';
  let empty = '';
  let othersChecking = '';
  const movements = fixtureMovements();

  const db = () => t.database.handle.db;
  const get = (token: string, url: string) => injectAs(t, token, { method: 'GET', url });
  const page = async (query: string, token = saver, userId = 'me') => {
    const response = await get(token, `/api/users/${userId}/portfolios/${checking}/transactions${query}`);
    expect(response.statusCode).toBe(200);
    return json<WirePage>(response);
  };
  const addPortfolio = async (userId: string, name: string) =>
    (await db().insert(portfolios).values({ userId, name, kind: 'checking', category: 'savings', amount: 1_234.56 }).returning({ id: portfolios.id }))[0]?.id ?? '';

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-06-15T10:00:00Z'));
    ({ saver, other, advisor, saverId, otherId } = await signInCast(t));
    checking = await addPortfolio(saverId, 'Compte courant');
    empty = await addPortfolio(saverId, 'Compte vide');
    othersChecking = await addPortfolio(otherId, 'Compte de Paul');
    await db()
      .insert(transactions)
      .values(movements.map((m, i) => ({ portfolioId: checking, externalId: `tx-${i}`, date: m.date, label: m.label, amount: m.cents / 100, category: m.category })));
    // A category outside the vocabulary (a partner's own) reads and filters as « other ».
    await db().update(transactions).set({ category: 'partner_misc' }).where(eq(transactions.externalId, 'tx-4'));
    await db().insert(transactions).values({ portfolioId: othersChecking, externalId: 'paul-1', date: '2026-03-02', label: 'Loyer', amount: -850, category: 'housing' });
  });
  afterAll(() => t.close());

  describe('GET /api/transactions/categories', () => {
    it('lists the nine spending categories in the display order of the spec', async () => {
      const response = await get(saver, '/api/transactions/categories');
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ categories: ['housing', 'grocery', 'clothing', 'communication', 'transport', 'health', 'finances', 'hobby', 'other'] });
      expect((await get(advisor, '/api/transactions/categories')).statusCode).toBe(200);
    });

    it('requires a signed-in caller', async () => {
      expect((await t.request({ method: 'GET', url: '/api/transactions/categories' })).statusCode).toBe(401);
    });
  });

  describe('the transactions list', () => {
    it('pages by 50, newest first, with no overlap and the real totals', async () => {
      expect(TRANSACTIONS_PAGE_SIZE).toBe(50);
      const first = await page('');
      const second = await page('?page=2');
      const third = await page('?page=3');
      expect([first.transactions.length, second.transactions.length, third.transactions.length]).toEqual([50, 50, 20]);
      expect(first.meta).toEqual({ page: 1, total_pages: 3, total_count: 120 });
      expect(third.meta).toEqual({ page: 3, total_pages: 3, total_count: 120 });
      const all = [...first.transactions, ...second.transactions, ...third.transactions];
      expect(new Set(all.map((tx) => tx.id)).size).toBe(120);
      const dates = all.map((tx) => tx.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(all[0]).toEqual({ id: expect.any(String), portfolio_id: checking, date: movements.map((m) => m.date).sort().at(-1), label: expect.any(String), amount: expect.any(Number), category: expect.any(String) });
      const expectedCents = movements.reduce((sum, m) => sum + m.cents, 0);
      expect(all.reduce((sum, tx) => sum + Math.round(tx.amount * 100), 0)).toBe(expectedCents);
    });

    it('answers a page past the last with no transaction and the right meta', async () => {
      expect(await page('?page=4')).toEqual({ transactions: [], meta: { page: 4, total_pages: 3, total_count: 120 } });
      expect(await page('?page=999&category=clothing')).toEqual({ transactions: [], meta: { page: 999, total_pages: 0, total_count: 0 } });
    });

    it('shows an uncategorised movement as « other », and finds it with that filter', async () => {
      const others = await page('?category=other');
      const expected = movements.filter((m) => m.category === null).length;
      expect(movements[4]?.category).toBeNull();
      expect(others.meta.total_count).toBe(expected);
      expect(others.transactions.every((tx) => tx.category === 'other')).toBe(true);
      const grocery = await page('?category=grocery');
      expect(grocery.meta.total_count).toBe(movements.filter((m) => m.category === 'grocery').length);
      expect(grocery.transactions.every((tx) => tx.category === 'grocery')).toBe(true);
    });

    it('filters debits, credits, inclusive date bounds, label words and all of them at once', async () => {
      const debits = await page('?direction=debit');
      expect(debits.meta.total_count).toBe(movements.filter((m) => m.cents < 0).length);
      expect(debits.transactions.every((tx) => tx.amount < 0)).toBe(true);
      const credits = await page('?direction=credit');
      expect(credits.meta.total_count).toBe(movements.filter((m) => m.cents > 0).length);
      expect(credits.transactions.every((tx) => tx.amount > 0)).toBe(true);

      const march = await page('?from=2026-03-05&to=2026-03-14');
      expect(march.meta.total_count).toBe(movements.filter((m) => m.date >= '2026-03-05' && m.date <= '2026-03-14').length);
      expect(march.transactions.every((tx) => tx.date >= '2026-03-05' && tx.date <= '2026-03-14')).toBe(true);

      // U+0000 cannot be in a stored label: refused at the edge, never sent to the database.
      expect((await get(saver, `/api/users/me/portfolios/${checking}/transactions?q=monoprix%00`)).statusCode).toBe(400);
      const monoprix = await page('?q=monoprix');
      expect(monoprix.meta.total_count).toBe(30);
      // A « % » or « _ » typed by the saver is a letter, not a wildcard.
      expect((await page('?q=100%25_f')).meta.total_count).toBe(30);
      expect((await page('?q=1_0')).meta.total_count).toBe(0);

      const combined = await page('?q=salaire&direction=credit&category=transport&from=2026-01-01&to=2026-03-31');
      const expected = movements.filter(
        (m, i) => LABELS[i % LABELS.length] === 'Virement salaire' && m.cents > 0 && m.category === 'transport' && m.date <= '2026-03-31',
      );
      expect(combined.meta.total_count).toBe(expected.length);
      expect(combined.transactions.map((tx) => tx.label).sort()).toEqual(expected.map((m) => m.label).sort());
    });

    it('reads the same page twice identically', async () => {
      expect(await page('?page=2&direction=debit')).toEqual(await page('?page=2&direction=debit'));
    });

    it('lets an advisor read a customer of the firm, and no one else', async () => {
      const paul = await get(advisor, `/api/users/${otherId}/portfolios/${othersChecking}/transactions`);
      expect(paul.statusCode).toBe(200);
      expect(json<WirePage>(paul).transactions).toEqual([expect.objectContaining({ label: 'Loyer', amount: -850, category: 'housing' })]);
      expect((await get(advisor, `/api/users/${saverId}/portfolios/${checking}/transactions`)).statusCode).toBe(403);
      expect((await get(advisor, `/api/users/me/portfolios/${checking}/transactions`)).statusCode).toBe(403);
    });

    it("hides another user's contract: 404 through « me », 403 through their id", async () => {
      const response = await get(other, `/api/users/me/portfolios/${checking}/transactions`);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ error: 'not_found' });
      expect((await get(other, `/api/users/${saverId}/portfolios/${checking}/transactions`)).statusCode).toBe(403);
      expect((await get(saver, `/api/users/me/portfolios/00000000-0000-4000-8000-000000000000/transactions`)).statusCode).toBe(404);
    });

    it.each([
      ['?page=0', { page: ['out_of_range'] }],
      ['?page=abc', { page: ['not_a_number'] }],
      ['?page=1.5', { page: ['invalid'] }],
      ['?category=food', { category: ['invalid'] }],
      ['?direction=up', { direction: ['invalid'] }],
      ['?from=2026-13-01', { from: ['invalid'] }],
      ['?to=yesterday', { to: ['invalid'] }],
      [`?q=${'a'.repeat(121)}`, { q: ['too_long'] }],
    ])('refuses %s with 400 and the field code', async (query, errors) => {
      const response = await get(saver, `/api/users/me/portfolios/${checking}/transactions${query}`);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ errors });
    });

    it('refuses a malformed contract id with 400, and an anonymous caller with 401', async () => {
      const response = await get(saver, '/api/users/me/portfolios/not-an-id/transactions');
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ errors: { id: ['invalid'] } });
      expect((await t.request({ method: 'GET', url: `/api/users/me/portfolios/${checking}/transactions` })).statusCode).toBe(401);
    });
  });

  describe('the monthly movements series', () => {
    const series = async (portfolioId: string, query = '') => {
      const response = await get(saver, `/api/users/me/portfolios/${portfolioId}/series/transactions_movements${query}`);
      expect(response.statusCode).toBe(200);
      return json<{ credits: [number, number][]; debits: [number, number][] }>(response);
    };
    const month = (m: number) => Date.UTC(2026, m - 1, 1);
    const sumCents = (m: number, sign: 1 | -1) =>
      movements.filter((x) => Number(x.date.slice(5, 7)) === m && Math.sign(x.cents) === sign).reduce((sum, x) => sum + Math.abs(x.cents), 0);

    it('sums credits and debits per month as positive amounts, months without movement at 0, up to the current month', async () => {
      const body = await series(checking);
      const months = [1, 2, 3, 4, 5, 6];
      expect(body.credits.map(([x]) => x)).toEqual(months.map(month));
      expect(body.debits.map(([x]) => x)).toEqual(months.map(month));
      expect(body.credits.map(([, y]) => Math.round(y * 100))).toEqual(months.map((m) => sumCents(m, 1)));
      expect(body.debits.map(([, y]) => Math.round(y * 100))).toEqual(months.map((m) => sumCents(m, -1)));
      expect(body.credits[1]).toEqual([month(2), 0]);
      expect(body.debits[5]).toEqual([month(6), 0]);
      expect([...body.credits, ...body.debits].every(([, y]) => y >= 0)).toBe(true);
    });

    it('starts at the month of `from`, counting only movements from that day', async () => {
      const body = await series(checking, '?from=2026-03-10');
      expect(body.credits.map(([x]) => x)).toEqual([3, 4, 5, 6].map(month));
      const fromTenth = movements.filter((m) => m.date >= '2026-03-10' && m.date < '2026-04-01' && m.cents < 0).reduce((sum, m) => sum - m.cents, 0);
      expect(Math.round((body.debits[0]?.[1] ?? -1) * 100)).toBe(fromTenth);
    });

    it('has empty series for a contract without movement, zeros when a start is given, nothing for a future start', async () => {
      expect(await series(empty)).toEqual({ credits: [], debits: [] });
      expect(await series(empty, '?from=2026-05-20')).toEqual({ credits: [[month(5), 0], [month(6), 0]], debits: [[month(5), 0], [month(6), 0]] });
      expect(await series(checking, '?from=2026-07-01')).toEqual({ credits: [], debits: [] });
    });

    it('never starts before 2017-01', async () => {
      const body = await series(empty, '?from=2010-05-01');
      expect(body.credits[0]).toEqual([Date.UTC(2017, 0, 1), 0]);
      expect(body.credits).toHaveLength((2026 - 2017) * 12 + 6);
    });

    it("refuses a bad `from`, hides another user's contract, and lets the firm's advisor read a customer", async () => {
      const bad = await get(saver, `/api/users/me/portfolios/${checking}/series/transactions_movements?from=2026-02-30`);
      expect(bad.statusCode).toBe(400);
      expect(json(bad)).toEqual({ errors: { from: ['invalid'] } });
      expect((await get(other, `/api/users/me/portfolios/${checking}/series/transactions_movements`)).statusCode).toBe(404);
      expect((await get(advisor, `/api/users/${saverId}/portfolios/${checking}/series/transactions_movements`)).statusCode).toBe(403);
      const paul = await get(advisor, `/api/users/${otherId}/portfolios/${othersChecking}/series/transactions_movements`);
      expect(paul.statusCode).toBe(200);
      expect(json<{ debits: [number, number][] }>(paul).debits[0]).toEqual([month(3), 850]);
    });
  });
  describe('on a synchronised sandbox checking account', () => {
    interface WireConnection {
      id: string;
      accounts: { external_id: string; name: string; amount: number; kind: string; kind_detail: string | null; currency: string }[];
    }
    let synced = '';
    const sumCents = async (positive: boolean) => {
      const [row] = await db()
        .select({ cents: sql<number>`coalesce(sum(abs(${transactions.amount}) * 100), 0)::bigint`.mapWith(Number) })
        .from(transactions)
        .where(and(eq(transactions.portfolioId, synced), positive ? gt(transactions.amount, 0) : lt(transactions.amount, 0), gte(transactions.date, '2017-01-01'), lte(transactions.date, '2026-06-15')));
      return row?.cents ?? -1;
    };

    beforeAll(async () => {
      // Connected and synchronised through the API and the durable job, as a saver's add does it.
      const connected = json<WireConnection>(await injectAs(t, other, { method: 'POST', url: '/api/2.0/users/me/connections', payload: { id_bank: 'bnp-paribas', login: 'camille', password: 'secret' } }));
      const contracts = connected.accounts.map((a) => ({ external_id: a.external_id, name: a.name, amount: a.amount, kind: a.kind, kind_detail: a.kind_detail, currency: a.currency }));
      const added = await injectAs(t, other, { method: 'POST', url: '/api/users/me/accounts', payload: { accounts: [{ bank_id: 'bnp-paribas', connection_id: connected.id, contracts }] } });
      expect(added.statusCode).toBe(201);
      const { db: database, aggregation } = t.app.deps;
      const runner = new JobRunner({ db: database, clock: t.clock, workerId: 'transactions-tests', handlers: { sync_account: syncAccountHandler({ db: database, aggregation }) } });
      while (await runner.runOnce()) {
        // every queued synchronisation, one at a time
      }
      const [checkingRow] = await db()
        .select({ id: portfolios.id })
        .from(portfolios)
        .where(and(eq(portfolios.userId, otherId), eq(portfolios.kind, 'checking'), eq(portfolios.externalId, connected.accounts.find((a) => a.kind === 'checking')?.external_id ?? '')));
      synced = checkingRow?.id ?? '';
    });

    it('lists every stored movement, each in the category vocabulary', async () => {
      const [stored] = await db().select({ n: sql<number>`count(*)`.mapWith(Number) }).from(transactions).where(eq(transactions.portfolioId, synced));
      expect(stored?.n).toBeGreaterThan(TRANSACTIONS_PAGE_SIZE);
      const first = json<WirePage>(await get(other, `/api/users/me/portfolios/${synced}/transactions`));
      expect(first.meta).toEqual({ page: 1, total_pages: Math.ceil((stored?.n ?? 0) / TRANSACTIONS_PAGE_SIZE), total_count: stored?.n });
      const categories = json<{ categories: string[] }>(await get(other, '/api/transactions/categories')).categories;
      expect(first.transactions.every((tx) => categories.includes(tx.category))).toBe(true);
      const byCategory = await Promise.all(categories.map(async (category) => json<WirePage>(await get(other, `/api/users/me/portfolios/${synced}/transactions?category=${category}`)).meta.total_count));
      expect(byCategory.reduce((sum, n) => sum + n, 0)).toBe(stored?.n);
    });

    it('sums the months to the same totals as the stored movements, with no month missing', async () => {
      const body = json<{ credits: [number, number][]; debits: [number, number][] }>(await get(other, `/api/users/me/portfolios/${synced}/series/transactions_movements`));
      expect(body.credits.length).toBeGreaterThanOrEqual(12);
      const months = body.credits.map(([x]) => new Date(x).toISOString().slice(0, 7));
      for (let i = 1; i < months.length; i += 1) {
        const previous = new Date(`${months[i - 1] ?? ''}-01T00:00:00Z`);
        previous.setUTCMonth(previous.getUTCMonth() + 1);
        expect(months[i]).toBe(previous.toISOString().slice(0, 7));
      }
      expect(months.at(-1)).toBe('2026-06');
      expect(body.credits.reduce((sum, [, y]) => sum + Math.round(y * 100), 0)).toBe(await sumCents(true));
      expect(body.debits.reduce((sum, [, y]) => sum + Math.round(y * 100), 0)).toBe(await sumCents(false));
    });
  });
});
