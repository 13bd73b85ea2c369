import Fastify from 'fastify';
import type { AggregationProvider, ProviderUser } from '../provider';
import { ProviderError } from '../provider';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakePowens, type FakePowens } from './fake-server';
import { createPowensProvider } from './provider';

let fake: FakePowens;
let powens: AggregationProvider;
let user: ProviderUser;

const provider = (overrides: Partial<Parameters<typeof createPowensProvider>[0]> = {}): AggregationProvider =>
  createPowensProvider({
    baseUrl: fake.baseUrl,
    clientId: FAKE_CLIENT_ID,
    clientSecret: FAKE_CLIENT_SECRET,
    webhookSecret: 'whsec',
    timeoutMs: 2000,
    now: () => new Date('2024-06-01T08:00:00Z'),
    ...overrides,
  });

const creds = (login: string) => ({ login, password: 'secret-password' });

beforeAll(async () => {
  fake = await startFakePowens();
  powens = provider();
  user = await powens.createUser();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.delayMs = 0;
});

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('createUser', () => {
  it('creates a permanent user with POST /auth/init', async () => {
    const u = await powens.createUser();
    expect(u.id).toMatch(/^\d+$/);
    expect(u.token).toMatch(/^tok-/);
  });

  it('refuses bad client credentials as a permanent error, without echoing the secret', async () => {
    const error = await rejection(provider({ clientSecret: 'nope-very-secret' }).createUser());
    expect(error.retryable).toBe(false);
    expect(error.message).toBe('Powens POST /auth/init answered 401 (invalidClient)');
    expect(error.message).not.toContain('nope-very-secret');
  });
});

describe('connect', () => {
  it('connects and answers none', async () => {
    const c = await powens.connect(user, '59', creds('alice'));
    expect(c).toMatchObject({ bankId: '59', state: 'none', fields: [], message: null });
    expect(c.id).toMatch(/^\d+$/);
    expect(c.lastSyncAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('answers wrongPass (a state, not an error) when Powens refuses the credentials', async () => {
    const c = await powens.connect(user, '59', creds('wrongpass'));
    expect(c).toEqual({ id: '', bankId: '59', state: 'wrongPass', fields: [], message: 'Identifiant ou mot de passe incorrect.', lastSyncAt: null });
  });

  it.each([
    ['sca', 'actionNeeded'],
    ['actionneeded', 'actionNeeded'],
    ['expired', 'actionNeeded'],
    ['unavailable', 'websiteUnavailable'],
    ['ratelimit', 'websiteUnavailable'],
    ['bug', 'bug'],
    ['newstate', 'bug'],
  ])('login %s ends in %s', async (login, state) => {
    expect((await powens.connect(user, '59', creds(login))).state).toBe(state);
  });

  it('keeps the bank message of actionNeeded', async () => {
    expect((await powens.connect(user, '59', creds('actionneeded'))).message).toMatch(/conditions générales/);
  });

  it('refuses a malformed request (missing connector) as a permanent error', async () => {
    const error = await rejection(powens.connect(user, '', creds('alice')));
    expect(error.retryable).toBe(false);
  });
});

describe('update', () => {
  it('asks for an SMS code, then completes with the answer under the escaped field name', async () => {
    const c = await powens.connect(user, '59', creds('sms'));
    expect(c.state).toBe('additionalInformationNeeded');
    expect(c.fields).toEqual([{ name: 'otpz5fsms', label: 'Code reçu par SMS', type: 'text', required: true, values: [] }]);
    const wrong = await powens.update(user, c.id, { otpz5fsms: '000000' });
    expect(wrong).toMatchObject({ state: 'additionalInformationNeeded', message: 'Code invalide.' });
    const done = await powens.update(user, c.id, { otpz5fsms: '123456' });
    expect(done).toMatchObject({ id: c.id, state: 'none', fields: [] });
  });

  it('decoupled: the saver validates in the bank app, an empty answer resumes', async () => {
    const c = await powens.connect(user, '59', creds('decoupled'));
    expect(c).toMatchObject({ state: 'additionalInformationNeeded', fields: [], message: "Validez la connexion dans l'application de votre banque." });
    expect((await powens.update(user, c.id, {})).state).toBe('none');
  });

  it('a sync that finds the password changed answers wrongPass; a new password fixes it', async () => {
    const c = await powens.connect(user, '59', creds('laterwrongpass'));
    expect(c.state).toBe('none');
    expect((await powens.synchronize(user, c.id)).state).toBe('wrongPass');
    expect((await powens.update(user, c.id, { password: 'new-password' })).state).toBe('none');
  });

  it('a refused new password is a wrongPass answer for that connection', async () => {
    const c = await powens.connect(user, '59', creds('alice'));
    expect(await powens.update(user, c.id, { password: 'wrongpass' })).toMatchObject({ id: c.id, state: 'wrongPass' });
  });

  it('an unknown connection is a permanent error', async () => {
    const error = await rejection(powens.update(user, '999999', { password: 'x' }));
    expect(error.retryable).toBe(false);
    expect(error.message).toBe('Powens POST /users/me/connections/{id} answered 404 (connectionNotFound)');
  });
});

describe('synchronize', () => {
  it('requests a sync with PUT and answers the new state', async () => {
    const c = await powens.connect(user, '59', creds('alice'));
    const synced = await powens.synchronize(user, c.id);
    expect(synced).toMatchObject({ id: c.id, state: 'none' });
    expect(fake.calls).toContain(`PUT /2.0/users/me/connections/${c.id}`);
  });
});

describe('accounts', () => {
  it('reads accounts with investments and transactions, in Patrimo terms', async () => {
    const c = await powens.connect(user, '59', creds('bob'));
    const accounts = await powens.accounts(user, c.id);
    expect(accounts.map((a) => [a.kind, a.kindDetail])).toEqual([
      ['checking', null],
      ['savings', 'livret_a'],
      ['lifeinsurance', null],
      ['loan', 'mortgage'],
    ]);
    const [checking, livret, life, loan] = accounts;
    expect(checking).toMatchObject({ balance: 1523.45, currency: 'EUR', openingDate: '2015-03-02', investments: [], history: [['2024-06-01', 1523.45]] });
    expect(checking?.transactions.map((t) => [t.label, t.amount])).toEqual([
      ['CB CARREFOUR 27/05', -54.2],
      ['VIR SALAIRE MAI', 2450],
    ]);
    expect(livret).toMatchObject({ balance: 12000, investments: [], transactions: [] });
    expect(life?.investments).toEqual([
      expect.objectContaining({ euroFund: true, isin: null, valuation: 15000, investedAmount: 14690 }),
      expect.objectContaining({ euroFund: false, isin: 'IE00B4L5Y983', quantity: 110.5, unitValue: 93.31 }),
    ]);
    expect(loan).toMatchObject({ balance: -154000, loan: { rate: 0.0135, monthlyPayment: 845.12, endDate: '2039-09-01' } });
    // Investments are read for investment contracts only.
    const investmentCalls = fake.calls.filter((call) => call.endsWith('/investments'));
    expect(investmentCalls).toEqual([`GET /2.0/users/me/accounts/${life?.id}/investments`]);
  });
});

describe('deleteConnection', () => {
  it('deletes, and deleting again is not an error', async () => {
    const c = await powens.connect(user, '59', creds('carol'));
    await powens.deleteConnection(user, c.id);
    await expect(powens.deleteConnection(user, c.id)).resolves.toBeUndefined();
    const error = await rejection(powens.accounts(user, c.id));
    expect(error.retryable).toBe(false);
  });
});

describe('transport failures', () => {
  it.each([500, 502, 503])('%s is retryable', async (status) => {
    fake.failNext(status);
    const error = await rejection(powens.synchronize(user, '1'));
    expect(error.retryable).toBe(true);
    expect(error.message).toBe(`Powens PUT /users/me/connections/{id} answered ${status} (bug)`);
  });

  it('429 / rateLimiting is retryable', async () => {
    fake.failNext(429);
    expect((await rejection(powens.createUser())).retryable).toBe(true);
  });

  it('a timeout is retryable and says so', async () => {
    fake.delayMs = 300;
    const error = await rejection(provider({ timeoutMs: 50 }).createUser());
    expect(error.retryable).toBe(true);
    expect(error.message).toBe('Powens POST /auth/init: no answer within 50 ms');
  });

  it('a refused connection (nothing listening) is retryable', async () => {
    const dead = Fastify();
    const address = await dead.listen({ port: 0, host: '127.0.0.1' });
    await dead.close();
    const error = await rejection(provider({ baseUrl: `${address}/2.0` }).createUser());
    expect(error).toMatchObject({ retryable: true, message: 'Powens POST /auth/init: network error' });
  });

  it('an expired token is a permanent error that never shows the token', async () => {
    const error = await rejection(powens.synchronize({ id: '1', token: 'leaked-token-value' }, '1'));
    expect(error.retryable).toBe(false);
    expect(error.message).not.toContain('leaked-token-value');
  });

  it('credentials never appear in an error', async () => {
    fake.failNext(500);
    const error = await rejection(powens.connect(user, '59', { login: 'alice', password: 'top-secret-pw' }));
    expect(`${error.message} ${String(error.cause ?? '')}`).not.toContain('top-secret-pw');
  });
});
