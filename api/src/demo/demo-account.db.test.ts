import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { fromWire, realEstateSchema } from '@patrimo/shared';
import { bankAccounts, jobs, loans, notifications, portfolioInvestments, portfolios, portfolioValues, realEstateLoans, realEstates, transactions } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { DEMO_SAVER, SECOND_SAVER } from '../db/seed-accounts';
import { createJobRunner } from '../jobs/start';
import { openLiveClient } from '../live/socket-client.test-helper';
import { createTestApp, describeDb, injectAs, json, signIn, userIdOf, type TestApp } from '../../test/helpers/test-app';
import { estimateOf, parisDate } from '../real-estate/store';
import { DEMO_BANK_NAME, DEMO_HOME_EXTERNAL_ID, demoHomeFields } from './demo-account';

const STRONG_PASSWORD = 'Velo-Ardoise-Pivoine-92';

interface WireAccount {
  id: string;
  bank_id: string;
  bank_name: string;
  connection_id: string | null;
  state: string;
  syncing: boolean;
  last_sync_at: string | null;
  portfolios: { id: string; kind: string; status: string }[];
  demo: boolean;
}

describeDb('the « Démonstration » account', () => {
  let t: TestApp;
  let saver = '';
  let saverId = '';

  const db = () => t.database.handle.db;
  const accountsOf = async (token: string) => json<WireAccount[]>(await injectAs(t, token, { method: 'GET', url: '/api/users/me/accounts' }));
  const demoRows = (userId: string) => db().select().from(bankAccounts).where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.demo, true)));
  const rowsOf = async (table: typeof portfolioValues | typeof portfolioInvestments | typeof transactions | typeof loans, portfolioIds: string[]) =>
    Number((await db().select({ n: count() }).from(table).where(inArray(table.portfolioId, portfolioIds)))[0]?.n ?? 0);
  /** Runs the queued jobs as the server's runner does. */
  const runJobs = () => createJobRunner(t.app.deps).drain();

  beforeAll(async () => {
    t = await createTestApp();
    saver = (await signIn(t, DEMO_SAVER)).access_token;
    saverId = await userIdOf(t, DEMO_SAVER.email);
  });
  afterAll(() => t.close());

  it('is created at registration, at once, marked syncing, with a job to fill it', async () => {
    const started = performance.now();
    const response = await t.request({
      method: 'POST',
      url: '/api/users',
      payload: { user: { email: 'nina.roux@example.fr', password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD, first_name: 'Nina', last_name: 'Roux', terms: true } },
    });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(201);
    // Registration only inserts two rows more; the filling is the job's (the bound is generous for CI).
    expect(elapsed).toBeLessThan(2000);
    const userId = await userIdOf(t, 'nina.roux@example.fr');
    const [demo] = await demoRows(userId);
    expect(demo).toMatchObject({ provider: 'demo', demo: true, bankId: 'demo', bankName: DEMO_BANK_NAME, connectionId: null, state: 'none', syncing: true });
    const queued = await db().select().from(jobs).where(and(eq(jobs.userId, userId), eq(jobs.kind, 'demo_account')));
    expect(queued).toEqual([expect.objectContaining({ status: 'queued', payload: { accountId: demo?.id } })]);
  });

  it('is filled by its job like a synchronised bank: contracts, daily values, holdings, transactions, loans', async () => {
    // Only this saver's (each fill writes thousands of rows; the others' are the same work).
    await db().update(jobs).set({ status: 'done' }).where(and(eq(jobs.kind, 'demo_account'), ne(jobs.userId, saverId)));
    const live = await openLiveClient(t, saver);
    try {
      expect(await runJobs()).toBe(1);
      const [account] = await accountsOf(saver);
      expect(account).toMatchObject({ demo: true, bank_name: 'Démonstration', state: 'none', syncing: false });
      expect(account?.last_sync_at).not.toBeNull();
      const kinds = account?.portfolios.map((p) => p.kind) ?? [];
      expect(kinds).toEqual(expect.arrayContaining(['checking', 'savings', 'lifeinsurance', 'loan']));
      const rows = await db().select().from(portfolios).where(eq(portfolios.accountId, account?.id ?? ''));
      const ids = rows.map((row) => row.id);
      expect(await rowsOf(portfolioValues, ids)).toBeGreaterThan(1000);
      expect(await rowsOf(portfolioInvestments, ids)).toBeGreaterThan(0);
      expect(await rowsOf(transactions, ids)).toBeGreaterThan(100);
      expect(await rowsOf(loans, ids)).toBeGreaterThan(0);
      expect(rows.every((row) => row.userId === saverId && row.openingDate !== null)).toBe(true);
      // The saver's screen follows it like a sync, and refetches at the end.
      const messages: unknown[] = [];
      for (;;) {
        const message = (await live.next()) as { type: string; accountId?: string };
        messages.push(message);
        if (message.type === 'account_fetched' && message.accountId === account?.id) break;
      }
      expect(messages).toContainEqual(expect.objectContaining({ type: 'sync_progress', accountId: account?.id, progress: 1, state: 'none' }));
    } finally {
      await live.close();
    }
  });

  it('filled again (a job cut and run again), nothing is doubled', async () => {
    const [account] = await accountsOf(saver);
    const rows = await db().select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.accountId, account?.id ?? ''));
    const ids = rows.map((row) => row.id);
    const before = [await rowsOf(portfolioValues, ids), await rowsOf(transactions, ids), await rowsOf(loans, ids), await rowsOf(portfolioInvestments, ids)];
    await db().insert(jobs).values({ kind: 'demo_account', userId: saverId, payload: { accountId: account?.id ?? '' }, runAfter: t.clock.now() });
    expect(await runJobs()).toBe(1);
    expect(await db().select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.accountId, account?.id ?? ''))).toHaveLength(ids.length);
    expect([await rowsOf(portfolioValues, ids), await rowsOf(transactions, ids), await rowsOf(loans, ids), await rowsOf(portfolioInvestments, ids)]).toEqual(before);
  });

  it('holds the home its mortgage financed: located in Bordeaux, estimated like a saver’s property, the mortgage linked', async () => {
    const [account] = await accountsOf(saver);
    const staging = { host: 'staging.patrimo.fr' };
    const listed = await injectAs(t, saver, { method: 'GET', url: '/api/users/me/real_estates', headers: staging });
    expect(listed.statusCode).toBe(200);
    const homes = realEstateSchema.array().parse(fromWire(json(listed)));
    expect(homes).toHaveLength(1);
    const home = homes[0];
    if (!home) throw new Error('no home');
    // It belongs to the demonstration account, in the real-estate category.
    const [row] = await db().select().from(portfolios).where(eq(portfolios.id, home.id));
    expect([row?.accountId, row?.externalId, row?.category, row?.userId]).toEqual([account?.id, DEMO_HOME_EXTERNAL_ID, 'real_estate', saverId]);

    // The mortgage of the account, linked for the amount borrowed at its signature date.
    const [mortgage] = await db()
      .select({ id: portfolios.id, terms: loans })
      .from(portfolios)
      .innerJoin(loans, eq(loans.portfolioId, portfolios.id))
      .where(and(eq(portfolios.accountId, account?.id ?? ''), eq(portfolios.kindDetail, 'mortgage')));
    expect(mortgage).toBeDefined();
    const terms = mortgage?.terms;
    expect(home.loans.map((l) => [l.portfolioId, l.amount, l.date, l.remainingAmount])).toEqual([[mortgage?.id, terms?.totalAmount, terms?.signatureDate, terms?.remainingCapital]]);
    const [loanRow] = await db().select({ realEstateId: portfolios.realEstateId }).from(portfolios).where(eq(portfolios.id, mortgage?.id ?? ''));
    expect(loanRow?.realEstateId).toBe(home.id);

    // The same estimator a saver's property goes through: a large city's own sales, highly reliable.
    const expected = estimateOf(t.app.deps.config.root, demoHomeFields({ totalAmount: terms?.totalAmount ?? 0, signatureDate: terms?.signatureDate ?? '' }), parisDate(t.clock.now()));
    expect(home.estimate?.value).toBe(expected.estimate?.value);
    expect([home.estimate?.source.level, home.estimate?.reliability.level, home.location?.inseeCode]).toEqual(['commune', 'high', '33063']);
    expect(home.currentAmount).toBe(home.estimate?.value);
    // A realistic home for that loan: worth more than what is left to repay, bought for more than was borrowed.
    expect(home.netEquity).toBeCloseTo(home.currentAmount - Math.abs(terms?.remainingCapital ?? 0), 2);
    expect(home.netEquity).toBeGreaterThan(0);
    expect(home.assetPrice ?? 0).toBeGreaterThan(terms?.totalAmount ?? 0);
    expect(home.purchaseYear).toBe(Number(terms?.signatureDate.slice(0, 4)));

    // The net wealth no longer starts negative because of the mortgage: home minus mortgage is positive every day.
    const series = async (query: string) =>
      json<{ series: [number, number][] }>(await injectAs(t, saver, { method: 'GET', url: `/api/users/me/portfolios/series/cash_values${query}` })).series;
    const property = await series('?categories=real_estate');
    const debt = new Map(await series('?portfolio_subset=loan'));
    expect(property[0]?.[0]).toBe(Date.parse('2017-01-01T00:00:00Z'));
    for (const [day, value] of property) expect(value + (debt.get(day) ?? 0)).toBeGreaterThan(0);
    expect((await series(''))[0]?.[1]).toBeGreaterThan(0);
  });

  it('cannot be connected to an institution nor synchronised (400 demo_account)', async () => {
    const [account] = await accountsOf(saver);
    const sync = await injectAs(t, saver, { method: 'POST', url: `/api/accounts/${account?.id}/synchronize` });
    expect(sync.statusCode).toBe(400);
    expect(json(sync)).toEqual({ error: 'demo_account' });
    const connect = await injectAs(t, saver, { method: 'POST', url: '/api/2.0/users/me/connections', payload: { id_bank: 'demo', login: 'a', password: 'b' } });
    expect(connect.statusCode).toBe(400);
    expect(json(connect)).toEqual({ error: 'demo_account' });
  });

  it('the seed gives it to the seeded savers once: seeding again neither doubles nor brings back a deleted one', async () => {
    const otherId = await userIdOf(t, SECOND_SAVER.email);
    expect(await demoRows(otherId)).toHaveLength(1);
    await seedDatabase(db(), t.clock);
    expect(await demoRows(saverId)).toHaveLength(1);
    expect(await demoRows(otherId)).toHaveLength(1);

    const other = (await signIn(t, SECOND_SAVER)).access_token;
    const [demo] = await accountsOf(other);
    const deleted = await injectAs(t, other, { method: 'DELETE', url: `/api/accounts/${demo?.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(await accountsOf(other)).toEqual([]);
    // Not a bank of theirs: no notice of its deletion.
    expect(await db().select().from(notifications).where(eq(notifications.userId, otherId))).toEqual([]);
    await seedDatabase(db(), t.clock);
    expect(await demoRows(otherId)).toHaveLength(0);
  });

  it('disappears, with its contracts, its home and the home’s links, after the first successful add', async () => {
    const [demo] = await accountsOf(saver);
    const [home] = await db().select({ id: realEstates.id }).from(realEstates).where(eq(realEstates.userId, saverId));
    expect(home).toBeDefined();
    expect(await db().select().from(realEstateLoans).where(eq(realEstateLoans.realEstateId, home?.id ?? ''))).toHaveLength(1);
    const connection = json<{ id: string; accounts: { external_id: string; name: string; amount: number; kind: string; kind_detail: string | null; currency: string }[] }>(
      await injectAs(t, saver, { method: 'POST', url: '/api/2.0/users/me/connections', payload: { id_bank: 'bnp-paribas', login: 'camille', password: 'secret' } }),
    );
    const added = await injectAs(t, saver, {
      method: 'POST',
      url: '/api/users/me/accounts',
      payload: { accounts: [{ bank_id: 'bnp-paribas', connection_id: connection.id, contracts: connection.accounts.slice(0, 1) }] },
    });
    expect(added.statusCode).toBe(201);
    const after = await accountsOf(saver);
    expect(after.map((account) => account.demo)).toEqual([false]);
    expect(await db().select().from(portfolios).where(eq(portfolios.accountId, demo?.id ?? ''))).toEqual([]);
    expect(await db().execute(sql`SELECT 1 FROM ${bankAccounts} WHERE ${bankAccounts.id} = ${demo?.id ?? ''}`)).toMatchObject({ rows: [] });
    expect(await db().select().from(realEstates).where(eq(realEstates.userId, saverId))).toEqual([]);
    expect(await db().select().from(portfolios).where(eq(portfolios.id, home?.id ?? ''))).toEqual([]);
    expect(await db().select().from(portfolioValues).where(eq(portfolioValues.portfolioId, home?.id ?? ''))).toEqual([]);
    expect(await db().select().from(realEstateLoans).where(eq(realEstateLoans.realEstateId, home?.id ?? ''))).toEqual([]);
  });
});
