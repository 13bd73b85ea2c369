import { and, eq } from 'drizzle-orm';
import { bankAccounts, jobs, portfolios } from '../../db/schema';
import { DEMO_SAVER, FIRM_ADVISOR, SECOND_SAVER } from '../../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';

interface WireConnection {
  id: string;
  accounts: { external_id: string; name: string; amount: number; kind: string; kind_detail: string | null; currency: string }[];
}

interface WireAccount {
  id: string;
  bank_id: string;
  bank_name: string;
  connection_id: string | null;
  state: string;
  syncing: boolean;
  last_sync_at: string | null;
  portfolios_cash: number;
  portfolios: { id: string; kind: string; status: string }[];
  demo: boolean;
  created_at: string;
}

const BANK = 'bnp-paribas';

describeDb('bank accounts: POST /api/users/me/accounts, GET /api/users/{userId}/accounts, DELETE and synchronize', () => {
  let t: TestApp;
  let saver = '';
  let other = '';
  let advisor = '';
  let saverId = '';
  let otherId = '';
  let connection: WireConnection;

  const db = () => t.database.handle.db;
  const addBody = (c: WireConnection, bankId = BANK) => ({
    accounts: [{ bank_id: bankId, connection_id: c.id, contracts: c.accounts.map((a) => ({ external_id: a.external_id, name: a.name, amount: a.amount, kind: a.kind, kind_detail: a.kind_detail, currency: a.currency })) }],
  });
  const add = (token: string, payload: unknown) => injectAs(t, token, { method: 'POST', url: '/api/users/me/accounts', payload });
  const queuedJobs = async (accountId: string) =>
    (await db().select().from(jobs).where(and(eq(jobs.kind, 'sync_account'), eq(jobs.status, 'queued')))).filter((job) => job.payload.accountId === accountId);

  beforeAll(async () => {
    t = await createTestApp();
    saver = (await signIn(t, DEMO_SAVER)).access_token;
    other = (await signIn(t, SECOND_SAVER)).access_token;
    advisor = (await signIn(t, FIRM_ADVISOR)).access_token;
    saverId = json<{ id: string }>(await injectAs(t, saver, { method: 'GET', url: '/api/users/me' })).id;
    otherId = json<{ id: string }>(await injectAs(t, other, { method: 'GET', url: '/api/users/me' })).id;
    const connected = await injectAs(t, saver, { method: 'POST', url: '/api/2.0/users/me/connections', payload: { id_bank: BANK, login: 'camille', password: 'secret' } });
    connection = json<WireConnection>(connected);
  });
  afterAll(() => t.close());

  it('lists the demonstration account (seeded, being filled) before any add, and refuses to synchronise it', async () => {
    const list = json<WireAccount[]>(await injectAs(t, saver, { method: 'GET', url: '/api/users/me/accounts' }));
    expect(list).toEqual([expect.objectContaining({ demo: true, bank_id: 'demo', bank_name: 'Démonstration', connection_id: null, state: 'none', syncing: true, portfolios: [], portfolios_cash: 0 })]);
    const response = await injectAs(t, saver, { method: 'POST', url: `/api/accounts/${list[0]?.id}/synchronize` });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: 'demo_account' });
  });

  it('adds the kept contracts, queues a synchronisation and removes the demonstration account', async () => {
    const response = await add(saver, addBody(connection));
    expect(response.statusCode).toBe(201);
    const [account, ...rest] = json<WireAccount[]>(response);
    expect(rest).toEqual([]);
    expect(account).toMatchObject({ bank_id: BANK, bank_name: 'BNP Paribas', connection_id: connection.id, state: 'none', syncing: true, last_sync_at: null, demo: false });
    expect(account?.portfolios).toHaveLength(connection.accounts.length);
    expect(account?.portfolios.every((p) => p.status === 'active')).toBe(true);
    const cash = connection.accounts.filter((a) => ['checking', 'card', 'deposit'].includes(a.kind)).reduce((sum, a) => sum + Math.round(a.amount * 100), 0) / 100;
    expect(account?.portfolios_cash).toBe(cash);
    expect(await queuedJobs(account?.id ?? '')).toHaveLength(1);

    const rows = await db().select().from(portfolios).where(eq(portfolios.accountId, account?.id ?? ''));
    for (const row of rows) {
      if (row.kind === 'loan') expect([row.category, row.type]).toEqual([null, 'liability']);
      else if (['checking', 'card', 'deposit', 'savings'].includes(row.kind)) expect([row.category, row.type]).toEqual(['savings', 'asset']);
      else expect([row.category, row.type]).toEqual(['invested_wealth', 'asset']);
    }
    const list = json<WireAccount[]>(await injectAs(t, saver, { method: 'GET', url: '/api/users/me/accounts' }));
    expect(list.map((a) => a.id)).toEqual([account?.id]);
  });

  it('adding the same connection again updates it, never duplicates accounts, contracts or waiting jobs', async () => {
    const first = json<WireAccount[]>(await injectAs(t, saver, { method: 'GET', url: '/api/users/me/accounts' }))[0];
    const body = addBody(connection);
    const renamed = { ...body, accounts: body.accounts.map((a) => ({ ...a, contracts: a.contracts.map((c, i) => (i === 0 ? { ...c, name: 'Compte renommé' } : c)) })) };
    const response = await add(saver, renamed);
    expect(response.statusCode).toBe(201);
    const [again] = json<WireAccount[]>(response);
    expect(again?.id).toBe(first?.id);
    expect(again?.portfolios.map((p) => p.id).sort()).toEqual(first?.portfolios.map((p) => p.id).sort());
    expect(await db().select().from(bankAccounts).where(eq(bankAccounts.userId, saverId))).toHaveLength(1);
    expect(await db().select().from(portfolios).where(eq(portfolios.accountId, first?.id ?? ''))).toHaveLength(connection.accounts.length);
    const names = (await db().select({ name: portfolios.name }).from(portfolios).where(eq(portfolios.accountId, first?.id ?? ''))).map((r) => r.name);
    expect(names).toContain('Compte renommé');
    expect(await queuedJobs(first?.id ?? '')).toHaveLength(1);
  });

  it('reads one account, to its owner and to an advisor of the firm for a customer', async () => {
    const [account] = json<WireAccount[]>(await injectAs(t, saver, { method: 'GET', url: '/api/users/me/accounts' }));
    const one = await injectAs(t, saver, { method: 'GET', url: `/api/users/me/accounts/${account?.id}` });
    expect(one.statusCode).toBe(200);
    expect(json(one)).toEqual(account);
    expect(json(await injectAs(t, saver, { method: 'GET', url: `/api/users/${saverId}/accounts/${account?.id}` }))).toEqual(account);

    // The firm's advisor follows the second saver, not this one.
    expect((await injectAs(t, advisor, { method: 'GET', url: `/api/users/${saverId}/accounts` })).statusCode).toBe(403);
    const customer = await injectAs(t, advisor, { method: 'GET', url: `/api/users/${otherId}/accounts` });
    expect(customer.statusCode).toBe(200);
    expect(json(customer)).toEqual([expect.objectContaining({ demo: true, bank_name: 'Démonstration' })]);
  });

  it("hides another user's account: 404 on read, synchronise and delete; 403 on their list", async () => {
    const [account] = json<WireAccount[]>(await injectAs(t, saver, { method: 'GET', url: '/api/users/me/accounts' }));
    const id = account?.id ?? '';
    expect((await injectAs(t, other, { method: 'GET', url: `/api/users/me/accounts/${id}` })).statusCode).toBe(404);
    expect((await injectAs(t, other, { method: 'GET', url: `/api/users/${saverId}/accounts` })).statusCode).toBe(403);
    expect((await injectAs(t, other, { method: 'GET', url: `/api/users/${saverId}/accounts/${id}` })).statusCode).toBe(403);
    expect((await injectAs(t, other, { method: 'POST', url: `/api/accounts/${id}/synchronize` })).statusCode).toBe(404);
    const deleted = await injectAs(t, other, { method: 'DELETE', url: `/api/accounts/${id}` });
    expect(deleted.statusCode).toBe(404);
    expect(json(deleted)).toEqual({ error: 'not_found' });
    expect(await db().select().from(bankAccounts).where(eq(bankAccounts.id, id))).toHaveLength(1);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await injectAs(t, saver, { method: 'GET', url: `/api/users/me/accounts/${unknown}` })).statusCode).toBe(404);
  });

  it('synchronises on demand: syncing on, one waiting job at most', async () => {
    const [account] = json<WireAccount[]>(await injectAs(t, saver, { method: 'GET', url: '/api/users/me/accounts' }));
    const id = account?.id ?? '';
    await db().update(bankAccounts).set({ syncing: false }).where(eq(bankAccounts.id, id));
    await db().update(jobs).set({ status: 'done' }).where(eq(jobs.userId, saverId));
    const response = await injectAs(t, saver, { method: 'POST', url: `/api/accounts/${id}/synchronize` });
    expect(response.statusCode).toBe(200);
    expect(json<WireAccount>(response)).toMatchObject({ id, syncing: true });
    expect(await queuedJobs(id)).toHaveLength(1);
    await injectAs(t, saver, { method: 'POST', url: `/api/accounts/${id}/synchronize` });
    expect(await queuedJobs(id)).toHaveLength(1);
  });

  it('a follow-up answered on an added connection updates its stored state and synchronises it again', async () => {
    const asked = json<{ id: string }>(await injectAs(t, saver, { method: 'POST', url: '/api/2.0/users/me/connections', payload: { id_bank: BANK, login: 'sms', password: 'x' } }));
    const [row] = await db()
      .insert(bankAccounts)
      .values({ userId: saverId, provider: 'sandbox', connectionId: asked.id, bankId: BANK, bankName: 'BNP Paribas', state: 'additionalInformationNeeded' })
      .returning();
    const response = await injectAs(t, saver, { method: 'POST', url: `/api/2.0/users/me/connections/${asked.id}`, payload: { code: '123456' } });
    expect(response.statusCode).toBe(200);
    const [stored] = await db().select().from(bankAccounts).where(eq(bankAccounts.id, row?.id ?? ''));
    expect(stored).toMatchObject({ state: 'none', syncing: true, fields: [] });
    expect(await queuedJobs(row?.id ?? '')).toHaveLength(1);
    await db().delete(bankAccounts).where(eq(bankAccounts.id, row?.id ?? ''));
  });

  it("gives an account's stored follow-up form and the bank's own message, so the saver can answer them later", async () => {
    const field = { name: 'code', label: 'Code reçu par SMS', type: 'text', required: true, values: [] };
    const [row] = await db()
      .insert(bankAccounts)
      .values({ userId: saverId, provider: 'sandbox', connectionId: 'stored-follow-up', bankId: BANK, bankName: 'BNP Paribas', state: 'additionalInformationNeeded', fields: [field], message: 'Saisissez le code reçu.' })
      .returning();
    try {
      const read = () => injectAs(t, saver, { method: 'GET', url: `/api/users/me/accounts/${row?.id}` });
      expect(json<WireAccount & { fields: unknown[]; message: string | null }>(await read())).toMatchObject({ fields: [field], message: 'Saisissez le code reçu.' });
      // Once the bank is satisfied, no form is offered any more, whatever was stored.
      await db().update(bankAccounts).set({ state: 'none', message: null }).where(eq(bankAccounts.id, row?.id ?? ''));
      expect(json<WireAccount & { fields: unknown[]; message: string | null }>(await read())).toMatchObject({ fields: [], message: null });
    } finally {
      await db().delete(bankAccounts).where(eq(bankAccounts.id, row?.id ?? ''));
    }
  });

  it('answers bad input with 400', async () => {
    expect((await add(saver, {})).statusCode).toBe(400);
    expect((await add(saver, { accounts: [] })).statusCode).toBe(400);
    expect((await add(saver, { accounts: [{ bank_id: BANK, connection_id: connection.id, contracts: [] }] })).statusCode).toBe(400);
    const badKind = addBody(connection);
    (badKind.accounts[0]?.contracts[0] as { kind: string }).kind = 'gold';
    expect((await add(saver, badKind)).statusCode).toBe(400);
    const unknownBank = await add(saver, addBody(connection, 'no-such-bank'));
    expect(unknownBank.statusCode).toBe(400);
    expect(json(unknownBank)).toEqual({ errors: { 'accounts.0.bank_id': ['invalid'] } });
    expect(json(await add(saver, addBody(connection, 'demo')))).toEqual({ error: 'demo_account' });
    expect((await injectAs(t, saver, { method: 'GET', url: '/api/users/me/accounts/not-a-uuid' })).statusCode).toBe(400);
    expect((await injectAs(t, saver, { method: 'DELETE', url: '/api/accounts/not-a-uuid' })).statusCode).toBe(400);
    expect((await injectAs(t, saver, { method: 'POST', url: '/api/accounts/not-a-uuid/synchronize' })).statusCode).toBe(400);
  });

  it('refuses a saver who never connected (400 not_found) and advisors (403)', async () => {
    const response = await add(other, addBody(connection));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: 'not_found' });
    expect((await add(advisor, addBody(connection))).statusCode).toBe(403);
  });

  it('answers 401 to anonymous callers', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await t.request({ method: 'POST', url: '/api/users/me/accounts', payload: addBody(connection) })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/users/me/accounts' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `/api/users/me/accounts/${id}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: `/api/accounts/${id}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: `/api/accounts/${id}/synchronize` })).statusCode).toBe(401);
  });

  it('deletes an account with its contracts', async () => {
    const [account] = json<WireAccount[]>(await injectAs(t, saver, { method: 'GET', url: '/api/users/me/accounts' }));
    const id = account?.id ?? '';
    const response = await injectAs(t, saver, { method: 'DELETE', url: `/api/accounts/${id}` });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({});
    expect(await db().select().from(bankAccounts).where(eq(bankAccounts.id, id))).toHaveLength(0);
    expect(await db().select().from(portfolios).where(eq(portfolios.accountId, id))).toHaveLength(0);
    expect(json(await injectAs(t, saver, { method: 'GET', url: '/api/users/me/accounts' }))).toEqual([]);
    expect((await injectAs(t, saver, { method: 'DELETE', url: `/api/accounts/${id}` })).statusCode).toBe(404);
    // The saver is told, with the institution's name; the notice outlives the account.
    const page = json<{ notifications: { event: string; payload: { account_id: string | null; text: string | null } }[] }>(
      await injectAs(t, saver, { method: 'GET', url: '/api/users/me/notifications' }),
    );
    expect(page.notifications[0]).toMatchObject({ event: 'account_deleted', payload: { account_id: id, text: 'BNP Paribas' } });
  });
});
