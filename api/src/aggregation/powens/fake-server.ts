import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { PowensAccount, PowensConnection, PowensField, PowensInvestment, PowensTransaction } from './types';

/**
 * A local stand-in for Powens' `/2.0` API, for tests: a Fastify app on port 0 answering the routes the adapter
 * calls, with objects of the documented shapes (Connection, BankAccount, Investment, Transaction, Error). What a
 * connection ends in depends on the `login` given at creation, mirroring the real states:
 *
 * | login            | answer                                                                           |
 * | ---------------- | -------------------------------------------------------------------------------- |
 * | `wrongpass`      | 400 `{ code: 'wrongpass' }` on creation (no connection is created)               |
 * | `sms`            | `additionalInformationNeeded` with field `otp_sms`; `123456` completes it        |
 * | `decoupled`      | `decoupled`; `{ resume: true }` completes it                                     |
 * | `sca`            | `SCARequired` without fields                                                     |
 * | `actionneeded`   | `actionNeeded` with the bank's message                                           |
 * | `expired`        | `passwordExpired`                                                                |
 * | `unavailable`    | `websiteUnavailable`                                                             |
 * | `ratelimit`      | `rateLimiting`                                                                   |
 * | `bug`            | `bug`                                                                            |
 * | `newstate`       | `someFutureState` (an undocumented code)                                         |
 * | `laterwrongpass` | connects, then the next sync answers `wrongpass` until a new password is given   |
 * | anything else    | connected (`state: null`) with a checking, a livret A, a life insurance and a loan |
 *
 * Faults for the transport tests: `failNext(status)` makes the next call answer that status, `delayMs` slows
 * every answer. The client credentials are checked on `/auth/init`; every `/users/me` route wants a token it issued.
 */

export const FAKE_CLIENT_ID = 'patrimo-test-client';
export const FAKE_CLIENT_SECRET = 'patrimo-test-secret';

interface FakeConnection {
  connection: PowensConnection;
  login: string;
  accounts: PowensAccount[];
}

interface FakeUser {
  id: number;
  connections: Map<number, FakeConnection>;
}

/** The running fake and its knobs. */
export interface FakePowens {
  /** `http://127.0.0.1:{port}/2.0`, to give as `PowensConfig.baseUrl`. */
  baseUrl: string;
  app: FastifyInstance;
  /** Delay of every answer, ms (timeouts). */
  delayMs: number;
  /** The next request answers this status with a documented error body. */
  failNext(status: number, code?: string): void;
  /** Requests received, as `METHOD path` (assertions on what the client called). */
  calls: string[];
  close(): Promise<void>;
}

const OTP_FIELD: PowensField = { name: 'otp_sms', label: 'Code reçu par SMS', type: 'text', required: true };

const STATE_BY_LOGIN: Record<string, { state: string; message?: string; fields?: PowensField[] }> = {
  sms: { state: 'additionalInformationNeeded', fields: [OTP_FIELD] },
  decoupled: { state: 'decoupled', message: "Validez la connexion dans l'application de votre banque." },
  sca: { state: 'SCARequired' },
  actionneeded: { state: 'actionNeeded', message: 'Veuillez accepter les nouvelles conditions générales sur le site.' },
  expired: { state: 'passwordExpired' },
  unavailable: { state: 'websiteUnavailable' },
  ratelimit: { state: 'rateLimiting' },
  bug: { state: 'bug' },
  newstate: { state: 'someFutureState' },
};

const now = (): string => new Date().toISOString().slice(0, 19).replace('T', ' ');

function connectedAccounts(connectionId: number, nextId: () => number): PowensAccount[] {
  const base = { id_connection: connectionId, currency: { id: 'EUR' }, disabled: null };
  return [
    { ...base, id: nextId(), name: 'Compte courant', number: 'FR76…1234', balance: 1523.45, type: 'checking', opening_date: '2015-03-02' },
    { ...base, id: nextId(), name: 'Livret A', number: '…5678', balance: 12000, type: 'savings', opening_date: '2012-06-01' },
    { ...base, id: nextId(), name: 'Assurance vie Multisupport', number: '…9012', balance: 25310.5, type: 'lifeinsurance', opening_date: '2018-01-15' },
    {
      ...base,
      id: nextId(),
      name: 'Prêt immobilier',
      number: '…3456',
      balance: -154000,
      type: 'mortgage',
      opening_date: '2019-09-01',
      loan: { total_amount: 200000, rate: 1.35, insurance_rate: 0.3, next_payment_amount: 845.12, subscription_date: '2019-08-20', maturity_date: '2039-09-01', type: 'mortgage' },
    },
    { ...base, id: nextId(), name: 'Compte USD', balance: 100, type: 'checking', currency: { id: 'USD' } },
  ];
}

function investmentsOf(account: PowensAccount): PowensInvestment[] {
  if (account.type !== 'lifeinsurance') return [];
  return [
    { id: account.id * 10 + 1, label: 'Fonds en euros', code: 'XX-FONDS-EURO', code_type: null, quantity: null, unitvalue: null, valuation: 15000, vdate: '2024-05-31', diff: 310 },
    { id: account.id * 10 + 2, label: 'iShares Core MSCI World UCITS ETF', code: 'IE00B4L5Y983', code_type: 'ISIN', quantity: 110.5, unitvalue: 93.31, valuation: 10310.5, vdate: '2024-05-31', diff: 1310.5 },
  ];
}

function transactionsOf(account: PowensAccount): PowensTransaction[] {
  if (account.type !== 'checking') return [];
  return [
    { id: account.id * 100 + 1, date: '2024-05-28', value: -54.2, original_wording: 'CB CARREFOUR 27/05', wording: 'Carrefour', coming: false },
    { id: account.id * 100 + 2, date: '2024-05-30', value: 2450, original_wording: 'VIR SALAIRE MAI', wording: 'Salaire', coming: false },
    { id: account.id * 100 + 3, date: '2024-06-01', value: -12.99, original_wording: 'PRLV NETFLIX', wording: 'Netflix', coming: true },
  ];
}

/** Starts the fake on a free port. */
export async function startFakePowens(): Promise<FakePowens> {
  const app = Fastify({ logger: false });
  const users = new Map<string, FakeUser>();
  let sequence = 100;
  const nextId = (): number => (sequence += 1);
  const pending: { status: number; code: string }[] = [];

  const fake: FakePowens = {
    baseUrl: '',
    app,
    delayMs: 0,
    calls: [],
    failNext(status, code) {
      pending.push({ status, code: code ?? (status === 429 ? 'rateLimiting' : 'bug') });
    },
    close: () => app.close(),
  };

  const error = (reply: FastifyReply, status: number, code: string, message: string | null = null) =>
    reply.code(status).send({ code, description: `${code} (fake Powens)`, message, request_id: null });

  app.addHook('onRequest', async (request, reply) => {
    fake.calls.push(`${request.method} ${request.url.split('?')[0]}`);
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    const fault = pending.shift();
    if (fault) return error(reply, fault.status, fault.code);
  });

  const userOf = (request: FastifyRequest): FakeUser | null => {
    const m = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    return m ? (users.get(m[1] as string) ?? null) : null;
  };

  app.post('/2.0/auth/init', async (request, reply) => {
    const body = (request.body ?? {}) as { client_id?: string; client_secret?: string };
    if (body.client_id !== FAKE_CLIENT_ID || body.client_secret !== FAKE_CLIENT_SECRET) return error(reply, 401, 'invalidClient');
    const token = `tok-${nextId()}-${Math.random().toString(36).slice(2)}`;
    const id = nextId();
    users.set(token, { id, connections: new Map() });
    return { auth_token: token, type: 'permanent', id_user: id };
  });

  app.register(async (scope) => {
    scope.addHook('preHandler', async (request, reply) => {
      if (!userOf(request)) return error(reply, 401, 'invalidToken');
    });

    const find = (request: FastifyRequest): FakeConnection | undefined => {
      const id = Number((request.params as { id: string }).id);
      return userOf(request)?.connections.get(id);
    };

    const withAccounts = (c: FakeConnection, expand: boolean): PowensConnection =>
      expand ? { ...c.connection, accounts: c.accounts } : c.connection;

    const succeed = (c: FakeConnection): void => {
      c.connection = { ...c.connection, state: null, error: null, error_message: null, fields: null, last_update: now() };
      if (c.accounts.length === 0) c.accounts = connectedAccounts(c.connection.id, nextId);
    };

    scope.post('/2.0/users/me/connections', async (request, reply) => {
      const user = userOf(request) as FakeUser;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const hasConnector = typeof body.id_connector === 'number' || (typeof body.connector_uuid === 'string' && body.connector_uuid !== '');
      if (!hasConnector) return error(reply, 400, 'missingParameter');
      if (typeof body.login !== 'string' || typeof body.password !== 'string') return error(reply, 400, 'missingParameter');
      if (body.login === 'wrongpass') return error(reply, 400, 'wrongpass', 'Identifiant ou mot de passe incorrect.');
      const id = nextId();
      const connection: PowensConnection = { id, id_user: user.id, id_connector: Number(body.id_connector ?? 59), state: null, error: null, last_update: null };
      const entry: FakeConnection = { connection, login: body.login, accounts: [] };
      const outcome = STATE_BY_LOGIN[body.login];
      if (outcome) {
        entry.connection = { ...connection, state: outcome.state, error: outcome.state, error_message: outcome.message ?? null, fields: outcome.fields ?? null };
      } else {
        succeed(entry);
      }
      user.connections.set(id, entry);
      const expand = (request.query as { expand?: string }).expand === 'accounts';
      return reply.code(201).send(withAccounts(entry, expand));
    });

    scope.post('/2.0/users/me/connections/:id', async (request, reply) => {
      const c = find(request);
      if (!c) return error(reply, 404, 'connectionNotFound');
      const body = (request.body ?? {}) as Record<string, unknown>;
      const state = c.connection.state;
      if (state === 'additionalInformationNeeded') {
        if (body.otp_sms === '123456') succeed(c);
        else c.connection = { ...c.connection, error_message: 'Code invalide.' };
      } else if (state === 'decoupled') {
        if (body.resume === true) succeed(c);
      } else if (state === 'wrongpass') {
        if (typeof body.password === 'string' && body.password !== '') succeed(c);
      } else if (typeof body.password === 'string' && body.password === 'wrongpass') {
        return error(reply, 400, 'wrongpass', 'Identifiant ou mot de passe incorrect.');
      }
      return c.connection;
    });

    scope.put('/2.0/users/me/connections/:id', async (request, reply) => {
      const c = find(request);
      if (!c) return error(reply, 404, 'connectionNotFound');
      if (c.login === 'laterwrongpass' && c.connection.state === null) {
        c.connection = { ...c.connection, state: 'wrongpass', error: 'wrongpass' };
      } else if (c.connection.state === null) {
        c.connection = { ...c.connection, last_update: now() };
      }
      return c.connection;
    });

    scope.delete('/2.0/users/me/connections/:id', async (request, reply) => {
      const c = find(request);
      if (!c) return error(reply, 404, 'connectionNotFound');
      userOf(request)?.connections.delete(c.connection.id);
      return c.connection;
    });

    scope.get('/2.0/users/me/connections/:id/accounts', async (request, reply) => {
      const c = find(request);
      if (!c) return error(reply, 404, 'connectionNotFound');
      return { accounts: c.accounts, total: c.accounts.length };
    });

    const accountOf = (request: FastifyRequest): PowensAccount | undefined => {
      const id = Number((request.params as { id: string }).id);
      for (const c of userOf(request)?.connections.values() ?? []) {
        const found = c.accounts.find((a) => a.id === id);
        if (found) return found;
      }
      return undefined;
    };

    scope.get('/2.0/users/me/accounts/:id/investments', async (request, reply) => {
      const account = accountOf(request);
      if (!account) return error(reply, 404, 'accountNotFound');
      const investments = investmentsOf(account);
      return { investments, valuation: investments.reduce((s, i) => s + (i.valuation ?? 0), 0) };
    });

    scope.get('/2.0/users/me/accounts/:id/transactions', async (request, reply) => {
      const account = accountOf(request);
      if (!account) return error(reply, 404, 'accountNotFound');
      const { limit = '50', offset = '0' } = request.query as { limit?: string; offset?: string };
      const all = transactionsOf(account);
      const page = all.slice(Number(offset), Number(offset) + Number(limit));
      return { transactions: page, first_date: all[0]?.date ?? null, last_date: all.at(-1)?.date ?? null, result_min_date: null, result_max_date: null };
    });
  });

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  fake.baseUrl = `${address}/2.0`;
  return fake;
}
