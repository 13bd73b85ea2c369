import type { AggregationProvider, ProviderAccount, ProviderConnection, ProviderDocument, ProviderFile, ProviderUser } from '../provider';
import { ProviderError } from '../provider';
import { PowensRequestError, powensRequest, type PowensCall, type PowensHttpOptions } from './client';
import { decodeFieldName, mapPowensAccount, mapPowensAccountKind, mapPowensConnection, mapPowensState, POWENS_CONNECTION_STATES } from './mapping';
import type { PowensAccount, PowensConnection, PowensDocument, PowensInvestment, PowensTransaction } from './types';

/**
 * The Powens (ex-Budget Insight) `/2.0` adapter of issue 4. Routes relied on (docs.powens.com/api-reference):
 * - `POST /auth/init` with the client id and secret → a new user and its permanent token (`auth_token`, `id_user`)
 *   ("Authentication"; the token then goes in `Authorization: Bearer`);
 * - `POST /users/me/connections?expand=accounts` → 201 *Connection*, or 400 *Error* with the `wrongpass` code
 *   ("Connections: Create a new connection");
 * - `POST /users/me/connections/{id}` → update (new password, follow-up answers) → *Connection*;
 * - `PUT /users/me/connections/{id}` → request a synchronisation → *Connection*;
 * - `DELETE /users/me/connections/{id}` → hard delete of the connection and its data;
 * - `GET /users/me/connections/{id}/accounts`, `GET /users/me/accounts/{id}/investments`,
 *   `GET /users/me/accounts/{id}/transactions` (Bank accounts, Wealth investments, Transactions);
 * - `GET /users/me/connections/{id}/documents?limit=1000` (documents aggregation, "Documents": the route alias
 *   filtering a user's documents by connection) and, to download one, the `url` its *Document* carries. This
 *   part follows the public reference only: it was not run against a Powens domain (the product's tests run
 *   it against the fake server), and a connector without the documents product answers an empty list.
 */

/** Everything the adapter needs; the lead wires it from the configuration (nothing here reads `process.env`). */
export interface PowensConfig {
  /** `https://{domain}.biapi.pro/2.0`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The secret of the webhooks registered in Powens' console (see `webhook.ts`). */
  webhookSecret: string;
  /** Per-call timeout. @default 20000 */
  timeoutMs?: number;
  /** Injectable `fetch` (tests). @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Clock, for the dates Powens does not give. @default () => new Date() */
  now?: () => Date;
}

/** Transactions are read by pages of this size (Powens' `limit`); a safety cap bounds the loop. */
const TRANSACTION_PAGE = 1000;
const MAX_TRANSACTION_PAGES = 50;

/** Kinds whose lines are worth a call to `/investments`. */
const KINDS_WITH_INVESTMENTS = new Set(['lifeinsurance', 'capitalisation', 'pea', 'market', 'pee', 'perco', 'article83', 'rsp', 'perp', 'madelin']);

const STATE_CODES = new Set<string>(POWENS_CONNECTION_STATES.map((s) => s.toLowerCase()));

/** True when a refused call carries a connection-state code (e.g. `wrongpass` on creation): an answer, not an error. */
function stateRefusal(error: unknown): error is PowensRequestError {
  return error instanceof PowensRequestError && error.status < 500 && error.code !== null && STATE_CODES.has(error.code.toLowerCase());
}

/** Patrimo's credential names (escaped by `encodeFieldName`) → the body Powens expects, keyed by its own names. */
function credentialsBody(values: Record<string, string>): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) body[decodeFieldName(name)] = value;
  return body;
}

/**
 * Builds the Powens adapter. Stateless: the saver's token travels in `ProviderUser`, and every method is one or a
 * few HTTP calls. Connection states come back as answers (`ProviderConnection.state`); only transport failures and
 * unexpected refusals throw `ProviderError` (retryable on timeouts, network errors, 5xx and rate limiting).
 */
export function createPowensProvider(config: PowensConfig): AggregationProvider {
  const http: PowensHttpOptions = {
    baseUrl: config.baseUrl,
    timeoutMs: config.timeoutMs ?? 20_000,
    fetch: config.fetch ?? globalThis.fetch,
  };
  const now = config.now ?? (() => new Date());
  const call = <T>(c: PowensCall): Promise<T> => powensRequest<T>(http, c);
  const cid = (id: string): string => encodeURIComponent(id);

  /** A refused creation/update carrying a state code, as the answer the interface promises. */
  const refusalAnswer = (error: PowensRequestError, id: string, bankId: string): ProviderConnection => {
    const mapped = mapPowensState(error.code);
    return { id, bankId, state: mapped.state, fields: mapped.fields, message: error.userMessage ?? mapped.hint, lastSyncAt: null };
  };

  return {
    name: 'powens',

    async createUser(): Promise<ProviderUser> {
      const answer = await call<{ auth_token?: string; id_user?: number | string } | null>({
        method: 'POST',
        path: '/auth/init',
        route: '/auth/init',
        body: { client_id: config.clientId, client_secret: config.clientSecret },
      });
      if (!answer?.auth_token || answer.id_user === undefined) {
        throw new ProviderError('Powens POST /auth/init: no user or token in the answer', { retryable: false });
      }
      return { id: String(answer.id_user), token: answer.auth_token };
    },

    async connect(user, bankId, credentials): Promise<ProviderConnection> {
      // Numeric ids are connector ids (`id_connector`); anything else is taken as a connector UUID.
      const connector = /^\d+$/.test(bankId) ? { id_connector: Number(bankId) } : { connector_uuid: bankId };
      try {
        const connection = await call<PowensConnection>({
          method: 'POST',
          path: '/users/me/connections?expand=accounts',
          route: '/users/me/connections',
          token: user.token,
          body: { ...connector, ...credentialsBody(credentials) },
        });
        return { ...mapPowensConnection(connection), bankId: String(connection.id_connector ?? connection.id_bank ?? bankId) };
      } catch (error) {
        // No connection exists at Powens after a refused creation: the id is empty, the saver connects again.
        if (stateRefusal(error)) return refusalAnswer(error, '', bankId);
        throw error;
      }
    },

    async update(user, connectionId, values): Promise<ProviderConnection> {
      const answers = credentialsBody(values);
      // An empty answer confirms a validation done in the bank's app (`decoupled`): ask Powens to resume.
      const body = Object.keys(answers).length === 0 ? { resume: true } : answers;
      try {
        const connection = await call<PowensConnection>({
          method: 'POST',
          path: `/users/me/connections/${cid(connectionId)}`,
          route: '/users/me/connections/{id}',
          token: user.token,
          body,
        });
        return mapPowensConnection(connection);
      } catch (error) {
        if (stateRefusal(error)) return refusalAnswer(error, connectionId, '');
        throw error;
      }
    },

    async synchronize(user, connectionId): Promise<ProviderConnection> {
      const connection = await call<PowensConnection>({
        method: 'PUT',
        path: `/users/me/connections/${cid(connectionId)}`,
        route: '/users/me/connections/{id}',
        token: user.token,
      });
      return mapPowensConnection(connection);
    },

    async accounts(user, connectionId): Promise<ProviderAccount[]> {
      const list = await call<{ accounts?: PowensAccount[] } | null>({
        method: 'GET',
        path: `/users/me/connections/${cid(connectionId)}/accounts`,
        route: '/users/me/connections/{id}/accounts',
        token: user.token,
      });
      const today = now().toISOString().slice(0, 10);
      // `ProviderAccount.currency` is EUR only: accounts held in another currency are left out.
      const accounts = (list?.accounts ?? []).filter((a) => (a.currency?.id ?? 'EUR') === 'EUR');
      const result: ProviderAccount[] = [];
      for (const account of accounts) {
        const { kind } = mapPowensAccountKind(account.type, account.name ?? '', account.loan);
        const investments = KINDS_WITH_INVESTMENTS.has(kind) ? await readInvestments(user.token, account.id) : [];
        const transactions = await readTransactions(user.token, account.id);
        result.push(mapPowensAccount(account, investments, transactions, today));
      }
      return result;
    },

    async documents(user, connectionId): Promise<ProviderDocument[]> {
      return (await readDocuments(user.token, connectionId)).flatMap((document) => {
        const mapped = mapPowensDocument(document);
        return mapped ? [mapped] : [];
      });
    },

    async downloadDocument(user, connectionId, documentId): Promise<ProviderFile | null> {
      const document = (await readDocuments(user.token, connectionId)).find((item) => String(item.id) === documentId);
      if (!document?.url) return null;
      let response: Response;
      try {
        response = await http.fetch(document.url, { headers: { authorization: `Bearer ${user.token}` }, signal: AbortSignal.timeout(http.timeoutMs) });
      } catch {
        throw new ProviderError('Powens document download: no answer', { retryable: true });
      }
      if (!response.ok) throw new ProviderError(`Powens document download answered ${response.status}`, { retryable: response.status >= 500 });
      const contentType = (response.headers.get('content-type') ?? 'application/pdf').split(';')[0]?.trim() || 'application/pdf';
      const extension = contentType === 'application/pdf' ? '.pdf' : '';
      return { fileName: `${(document.name ?? `document-${document.id}`).replace(/[\\/]/g, '-')}${extension}`, contentType, content: new Uint8Array(await response.arrayBuffer()) };
    },

    async deleteConnection(user, connectionId): Promise<void> {
      try {
        await call<unknown>({
          method: 'DELETE',
          path: `/users/me/connections/${cid(connectionId)}`,
          route: '/users/me/connections/{id}',
          token: user.token,
        });
      } catch (error) {
        if (error instanceof PowensRequestError && error.status === 404) return;
        throw error;
      }
    },
  };

  async function readDocuments(token: string, connectionId: string): Promise<PowensDocument[]> {
    const answer = await call<{ documents?: PowensDocument[] } | null>({
      method: 'GET',
      path: `/users/me/connections/${cid(connectionId)}/documents?limit=1000`,
      route: '/users/me/connections/{id}/documents',
      token,
    });
    return answer?.documents ?? [];
  }

  async function readInvestments(token: string, accountId: number): Promise<PowensInvestment[]> {
    const answer = await call<{ investments?: PowensInvestment[] } | null>({
      method: 'GET',
      path: `/users/me/accounts/${accountId}/investments`,
      route: '/users/me/accounts/{id}/investments',
      token,
    });
    return answer?.investments ?? [];
  }

  async function readTransactions(token: string, accountId: number): Promise<PowensTransaction[]> {
    const all: PowensTransaction[] = [];
    for (let page = 0; page < MAX_TRANSACTION_PAGES; page += 1) {
      const answer = await call<{ transactions?: PowensTransaction[] } | null>({
        method: 'GET',
        path: `/users/me/accounts/${accountId}/transactions?limit=${TRANSACTION_PAGE}&offset=${page * TRANSACTION_PAGE}`,
        route: '/users/me/accounts/{id}/transactions',
        token,
      });
      const batch = answer?.transactions ?? [];
      all.push(...batch);
      if (batch.length < TRANSACTION_PAGE) break;
    }
    return all;
  }
}

/** A Powens document in Patrimo's words; null when it has no date (nothing to sort or show it by). */
export function mapPowensDocument(document: PowensDocument): ProviderDocument | null {
  if (!document.date || !/^\d{4}-\d{2}-\d{2}/.test(document.date)) return null;
  const type = (document.type ?? '').toLowerCase();
  const kind: ProviderDocument['kind'] = type === 'statement' ? 'statement' : type === 'contract' ? 'contract_terms' : 'other';
  return {
    id: String(document.id),
    accountId: document.id_account === null || document.id_account === undefined ? null : String(document.id_account),
    name: document.name?.trim() || 'Document',
    kind,
    date: document.date.slice(0, 10),
    contentType: 'application/pdf',
  };
}
