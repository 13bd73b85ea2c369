import { ProviderError, type AggregationProvider } from '../../aggregation/provider';
import { DEMO_SAVER, FIRM_ADVISOR, SECOND_SAVER } from '../../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';

interface WireConnection {
  id: string;
  id_bank: string;
  state: string;
  fields: { name: string; type: string; required: boolean }[];
  accounts: { external_id: string; name: string; number: string | null; amount: number; kind: string; kind_detail: string | null; currency: string }[];
}

const BANK = 'bnp-paribas';

describeDb('bank connections: /api/users/me/connection and /api/2.0/users/me/connections', () => {
  let t: TestApp;
  let saver = '';
  let other = '';
  let advisor = '';

  const connect = (token: string, payload: unknown) => injectAs(t, token, { method: 'POST', url: '/api/2.0/users/me/connections?expand=accounts', payload });
  const update = (token: string, id: string, payload: unknown) => injectAs(t, token, { method: 'POST', url: `/api/2.0/users/me/connections/${encodeURIComponent(id)}`, payload });

  beforeAll(async () => {
    t = await createTestApp();
    saver = (await signIn(t, DEMO_SAVER)).access_token;
    other = (await signIn(t, SECOND_SAVER)).access_token;
    advisor = (await signIn(t, FIRM_ADVISOR)).access_token;
  });
  afterAll(() => t.close());

  describe('the partner identity (GET/POST /api/users/me/connection)', () => {
    it('is 404 until created, then created once and answered to its owner only', async () => {
      const before = await injectAs(t, other, { method: 'GET', url: '/api/users/me/connection' });
      expect(before.statusCode).toBe(404);
      expect(json(before)).toEqual({ error: 'not_found' });

      const created = await injectAs(t, other, { method: 'POST', url: '/api/users/me/connection' });
      expect(created.statusCode).toBe(201);
      const identity = json<{ token: string; id_user: string }>(created);
      expect(identity.token).toMatch(/^[0-9a-f]{64}$/);
      expect(identity.id_user).toMatch(/^sbx-user-/);

      const again = await injectAs(t, other, { method: 'POST', url: '/api/users/me/connection' });
      expect(json(again)).toEqual(identity);
      const read = await injectAs(t, other, { method: 'GET', url: '/api/users/me/connection' });
      expect(read.statusCode).toBe(200);
      expect(json(read)).toEqual(identity);
    });

    it('is refused to anonymous callers (401) and advisors (403)', async () => {
      expect((await t.request({ method: 'GET', url: '/api/users/me/connection' })).statusCode).toBe(401);
      expect((await t.request({ method: 'POST', url: '/api/users/me/connection' })).statusCode).toBe(401);
      expect((await injectAs(t, advisor, { method: 'POST', url: '/api/users/me/connection' })).statusCode).toBe(403);
    });
  });

  describe('POST /api/2.0/users/me/connections', () => {
    it('connects any other login and answers the accounts found, creating the partner identity on the way', async () => {
      const response = await connect(saver, { id_bank: BANK, login: 'camille', password: 'secret' });
      expect(response.statusCode).toBe(200);
      const connection = json<WireConnection>(response);
      expect(connection.id_bank).toBe(BANK);
      expect(connection.state).toBe('none');
      expect(connection.fields).toEqual([]);
      expect(connection.accounts.length).toBeGreaterThan(0);
      expect(connection.accounts.some((account) => account.kind === 'checking')).toBe(true);
      for (const account of connection.accounts) {
        expect(Object.keys(account).sort()).toEqual(['amount', 'currency', 'external_id', 'kind', 'kind_detail', 'name', 'number']);
        expect(account.currency).toBe('EUR');
      }
      expect((await injectAs(t, saver, { method: 'GET', url: '/api/users/me/connection' })).statusCode).toBe(200);
      // The same login again: the same connection and the same customer.
      expect(json<WireConnection>(await connect(saver, { id_bank: BANK, login: 'camille', password: 'secret' }))).toEqual(connection);
    });

    it.each([
      ['wrongpass', 'wrongpass'],
      ['authfailed', 'wrongpass'],
      ['indispo', 'websiteUnavailable'],
      ['bug', 'bug'],
      ['scraping', 'scrapping_failed'],
    ])('answers the login %s with 400 %s and the connection id', async (login, code) => {
      const response = await connect(saver, { id_bank: BANK, login, password: 'secret' });
      expect(response.statusCode).toBe(400);
      const body = json<{ error: string; connection_id: string }>(response);
      expect(body.error).toBe(code);
      expect(body.connection_id).toMatch(/^sbx\.bnp-paribas\./);
    });

    it('answers actionNeeded with the message of the bank', async () => {
      const response = await connect(saver, { id_bank: BANK, login: 'action', password: 'secret' });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ error: 'actionNeeded', message: expect.stringContaining('nouvelles conditions') });
    });

    it('answers a wrong password of any login with 400 wrongpass', async () => {
      const response = await connect(saver, { id_bank: BANK, login: 'camille', password: 'wrong' });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ error: 'wrongpass' });
    });

    it('asks for the SMS code, then connects with the right code only', async () => {
      const first = await connect(saver, { id_bank: BANK, login: 'sms', password: 'secret' });
      expect(first.statusCode).toBe(200);
      const asked = json<WireConnection>(first);
      expect(asked.state).toBe('additionalInformationNeeded');
      expect(asked.accounts).toEqual([]);
      expect(asked.fields).toEqual([expect.objectContaining({ name: 'code', type: 'text', required: true })]);

      const wrong = await update(saver, asked.id, { code: '000000' });
      expect(wrong.statusCode).toBe(200);
      expect(json<WireConnection>(wrong).state).toBe('additionalInformationNeeded');

      const right = await update(saver, asked.id, { code: '123456' });
      expect(right.statusCode).toBe(200);
      const connected = json<WireConnection>(right);
      expect(connected.id).toBe(asked.id);
      expect(connected.state).toBe('none');
      expect(connected.accounts.length).toBeGreaterThan(0);
    });

    it('gets out of wrongPass with a new password', async () => {
      const refused = json<{ connection_id: string }>(await connect(saver, { id_bank: BANK, login: 'wrongpass', password: 'x' }));
      const response = await update(saver, refused.connection_id, { password: 'the-right-one' });
      expect(response.statusCode).toBe(200);
      expect(json<WireConnection>(response).state).toBe('none');
    });

    it('answers missing or blank login fields with 400 missing_fields and the fields', async () => {
      const response = await connect(saver, { id_bank: BANK, login: '   ' });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ error: 'missing_fields', errors: { login: ['blank'], password: ['required'] } });

      const list = await connect(saver, { id_bank: 'banque-populaire-alsace-lorraine-champagne', space: 'other', login: 'a', password: 'b' });
      expect(list.statusCode).toBe(400);
      expect(json(list)).toEqual({ error: 'missing_fields', errors: { space: ['invalid'] } });
    });

    it('answers an unknown bank 404, the demonstration bank 400 demo_account, a bad body 400', async () => {
      expect(json(await connect(saver, { id_bank: 'no-such-bank', login: 'a', password: 'b' }))).toEqual({ error: 'not_found' });
      const demo = await connect(saver, { id_bank: 'demo', login: 'a', password: 'b' });
      expect(demo.statusCode).toBe(400);
      expect(json(demo)).toEqual({ error: 'demo_account' });
      const noBank = await connect(saver, { login: 'a', password: 'b' });
      expect(noBank.statusCode).toBe(400);
      expect(json<{ errors: Record<string, string[]> }>(noBank).errors).toHaveProperty('id_bank');
      expect((await connect(saver, { id_bank: BANK, login: 12, password: 'b' })).statusCode).toBe(400);
    });

    it('is refused to anonymous callers (401) and advisors (403)', async () => {
      expect((await t.request({ method: 'POST', url: '/api/2.0/users/me/connections', payload: { id_bank: BANK, login: 'a', password: 'b' } })).statusCode).toBe(401);
      expect((await connect(advisor, { id_bank: BANK, login: 'a', password: 'b' })).statusCode).toBe(403);
    });
  });

  describe('POST /api/2.0/users/me/connections/{id}', () => {
    it("answers 404 for another saver's connection or an unknown one", async () => {
      const mine = json<WireConnection>(await connect(saver, { id_bank: BANK, login: 'sms', password: 'secret' }));
      await injectAs(t, other, { method: 'POST', url: '/api/users/me/connection' });
      const response = await update(other, mine.id, { code: '123456' });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ error: 'not_found' });
      expect((await update(saver, 'sbx.bnp-paribas.t-sms.00000000000000000000', { code: '123456' })).statusCode).toBe(404);
      expect((await update(saver, 'made-up', { code: '123456' })).statusCode).toBe(404);
    });

    it('answers 404 to a saver who never connected, 400 to a bad body, 401 anonymous', async () => {
      const fresh = await createTestApp();
      try {
        const token = (await signIn(fresh, SECOND_SAVER)).access_token;
        expect((await injectAs(fresh, token, { method: 'POST', url: '/api/2.0/users/me/connections/abc', payload: { code: '1' } })).statusCode).toBe(404);
      } finally {
        await fresh.close();
      }
      expect((await update(saver, 'abc', { password: '' })).statusCode).toBe(400);
      expect((await update(saver, 'abc', { code: 'x'.repeat(600) })).statusCode).toBe(400);
      expect((await t.request({ method: 'POST', url: '/api/2.0/users/me/connections/abc', payload: { code: '1' } })).statusCode).toBe(401);
    });
  });
});

describeDb('bank connections when the partner fails', () => {
  let t: TestApp;
  let saver = '';
  let failure: ProviderError = new ProviderError('partner timeout', { retryable: true });
  const failing: AggregationProvider = {
    name: 'sandbox',
    createUser: async () => ({ id: 'u-1', token: 't-1' }),
    connect: async () => {
      throw failure;
    },
    update: async () => {
      throw failure;
    },
    synchronize: async () => {
      throw failure;
    },
    accounts: async () => [],
    documents: async () => [],
    downloadDocument: async () => null,
    deleteConnection: async () => {
      throw failure;
    },
  };

  beforeAll(async () => {
    t = await createTestApp({ aggregation: failing });
    saver = (await signIn(t, DEMO_SAVER)).access_token;
  });
  afterAll(() => t.close());

  it('answers a partner that cannot be reached as 400 websiteUnavailable, a partner bug as 500', async () => {
    failure = new ProviderError('partner timeout', { retryable: true });
    const unavailable = await injectAs(t, saver, { method: 'POST', url: '/api/2.0/users/me/connections', payload: { id_bank: BANK, login: 'a', password: 'b' } });
    expect(unavailable.statusCode).toBe(400);
    expect(json(unavailable)).toMatchObject({ error: 'websiteUnavailable' });
    const updateUnavailable = await injectAs(t, saver, { method: 'POST', url: '/api/2.0/users/me/connections/abc', payload: { code: '1' } });
    expect(updateUnavailable.statusCode).toBe(400);
    expect(json(updateUnavailable)).toMatchObject({ error: 'websiteUnavailable', connection_id: 'abc' });

    failure = new ProviderError('token refused', { retryable: false });
    const broken = await injectAs(t, saver, { method: 'POST', url: '/api/2.0/users/me/connections', payload: { id_bank: BANK, login: 'a', password: 'b' } });
    expect(broken.statusCode).toBe(500);
    expect(json(broken)).toEqual({ error: 'server_error' });
  });
});
