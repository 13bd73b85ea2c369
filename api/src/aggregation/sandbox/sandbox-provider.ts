import { randomBytes, randomUUID } from 'node:crypto';
import type { BankConnectionState } from '@patrimo/shared';
import { findInstitution, type Institution } from '../../banks/catalogue';
import { fundUniverse, type Universe } from '../../investments/universe';
import { sandboxDocumentFile, sandboxDocuments } from '../../documents/sandbox-documents';
import { ProviderError, type AggregationProvider, type ProviderAccount, type ProviderConnection, type ProviderDocument, type ProviderFile, type ProviderUser } from '../provider';
import { isoDate } from './calendar';
import { decideLogin, decideUpdate, scenarioOf, type Decision } from './credentials';
import { buildCustomer } from './customer';
import { PriceBook } from './price-book';
import { hashHex } from './random';
import { savingsRates, type SavingsRates } from './savings-rates';

/**
 * The sandbox aggregation provider, the default partner (issue 4): institutions of the catalogue, the test
 * logins of `credentials.ts` for every connection state, and a deterministic customer for any other login.
 *
 * Connection ids are derived, not stored: `sbx.<bank>.<login token>.<hash of user id, bank, login>`, so
 * connecting the same bank with the same login again gives the same id (idempotent), the provider can
 * rebuild the customer from the id alone after a restart, and another user's id is refused (its hash does
 * not match). The login itself never appears in the id: a person may type their real bank login into the
 * sandbox, and ids end up in the database, logs and URLs. The token is the scenario's name for a documented
 * test login (`t-sms`), else a one-way pseudonym of the login (`h-<hash>`) that seeds the generated customer. What it cannot rebuild is a state reached through `update`: that is kept in memory, so after a
 * restart a test login shows its initial state again at the next synchronisation — acceptable for a sandbox,
 * and what a real partner's transient failures look like anyway.
 */

/** What the sandbox needs; everything but `root` has a default and is injected by the tests. */
export interface SandboxProviderOptions {
  /** The repository root (`config.root`), where api/data lives. */
  root: string;
  /** The clock: "today" of the customers and the synchronisation times. */
  now?: () => Date;
  /** The fund universe; `fundUniverse(root)` by default, built at the first `accounts` call. */
  universe?: Universe;
  /** The savings rates; read from api/data/savings by default. */
  rates?: SavingsRates;
}

interface ParsedConnection {
  bankId: string;
  login: string;
  /** The hash part, also the prefix of the account ids. */
  key: string;
}

interface ConnectionMemory {
  decision: Decision;
  lastSyncAt: string | null;
}

/**
 * What stands for a login in ids and seeds: the scenario name of a documented test login, else a one-way
 * pseudonym. Two different logins give different pseudonyms (96 bits of SHA-256).
 */
export function loginToken(login: string): string {
  const scenario = scenarioOf(login);
  return scenario !== null ? `t-${scenario}` : `h-${hashHex('sandbox-login', login.trim()).slice(0, 24)}`;
}

/** The login a token stands for, as far as the sandbox needs one: the scenario's, or the pseudonym itself. */
function loginOfToken(token: string): string {
  return token.startsWith('t-') ? token.slice(2) : token;
}

/** The id of a connection of `userId` to `bankId` with `login`: the same inputs, the same id. */
export function sandboxConnectionId(userId: string, bankId: string, login: string): string {
  return connectionIdOf(userId, bankId, loginToken(login));
}

function connectionIdOf(userId: string, bankId: string, token: string): string {
  return `sbx.${bankId}.${token}.${hashHex('sandbox-connection', userId, bankId, token).slice(0, 20)}`;
}

/** The sandbox implementation of `AggregationProvider`. */
export class SandboxProvider implements AggregationProvider {
  readonly name = 'sandbox' as const;
  private readonly now: () => Date;
  private readonly prices = new PriceBook();
  private readonly memory = new Map<string, ConnectionMemory>();
  private universe: Universe | undefined;
  private rates: SavingsRates | undefined;

  constructor(private readonly options: SandboxProviderOptions) {
    this.now = options.now ?? (() => new Date());
    this.universe = options.universe;
    this.rates = options.rates;
  }

  /** A new sandbox user: random ids, shaped like a partner's (a user id and a 64-hex-digit permanent token). */
  async createUser(): Promise<ProviderUser> {
    return { id: `sbx-user-${randomUUID()}`, token: randomBytes(32).toString('hex') };
  }

  /**
   * Checks the login form (every field of the institution filled, a list field with one of its values —
   * anything else is a wrong password, as a bank would answer), then applies the test-credentials table.
   */
  async connect(user: ProviderUser, bankId: string, credentials: Record<string, string>): Promise<ProviderConnection> {
    const institution = findInstitution(bankId);
    if (!institution) throw new ProviderError(`Unknown institution: ${bankId}`, { retryable: false });
    const login = (credentials.login ?? '').trim();
    const id = sandboxConnectionId(user.id, bankId, login);
    const decision: Decision = formFilled(institution, credentials) ? decideLogin(login, credentials.password) : { state: 'wrongPass', fields: [], message: 'Identifiant ou mot de passe incorrect.' };
    return this.remember(id, bankId, decision);
  }

  /** Answers the follow-up of a connection (see `decideUpdate` for what resolves each state). */
  async update(user: ProviderUser, connectionId: string, values: Record<string, string>): Promise<ProviderConnection> {
    const parsed = this.parse(user, connectionId);
    const current = this.currentDecision(connectionId, parsed);
    return this.remember(connectionId, parsed.bankId, decideUpdate(parsed.login, current.state, values));
  }

  /** A new synchronisation: the connection keeps its state (an error state stays until `update`). */
  async synchronize(user: ProviderUser, connectionId: string): Promise<ProviderConnection> {
    const parsed = this.parse(user, connectionId);
    return this.remember(connectionId, parsed.bankId, this.currentDecision(connectionId, parsed));
  }

  /** The customer's accounts; only for a connection in state `none`. */
  async accounts(user: ProviderUser, connectionId: string): Promise<ProviderAccount[]> {
    const parsed = this.parse(user, connectionId);
    const state: BankConnectionState = this.currentDecision(connectionId, parsed).state;
    if (state !== 'none') throw new ProviderError(`Connection ${connectionId} is in state ${state}`, { retryable: false });
    const institution = findInstitution(parsed.bankId) as Institution;
    this.universe ??= fundUniverse(this.options.root);
    this.rates ??= savingsRates(this.options.root);
    return buildCustomer({
      institution,
      login: parsed.login,
      connectionId: `sbx-${parsed.key}`,
      today: isoDate(this.now()),
      universe: this.universe,
      rates: this.rates,
      prices: this.prices,
    });
  }

  /**
   * The institution's documents: the terms and yearly statements of each account (`documents/sandbox-documents.ts`),
   * written from the same customer `accounts` gives; only for a connection in state `none`.
   */
  async documents(user: ProviderUser, connectionId: string): Promise<ProviderDocument[]> {
    return sandboxDocuments(await this.accounts(user, connectionId), isoDate(this.now()));
  }

  /** One of `documents`' files, or null for an id the connection does not list. */
  async downloadDocument(user: ProviderUser, connectionId: string, documentId: string): Promise<ProviderFile | null> {
    const accounts = await this.accounts(user, connectionId);
    const institution = findInstitution(this.parse(user, connectionId).bankId) as Institution;
    return sandboxDocumentFile(accounts, institution.name, documentId, isoDate(this.now()), this.now());
  }

  /** Nothing is stored at the sandbox beyond the in-memory state, which is forgotten. */
  async deleteConnection(_user: ProviderUser, connectionId: string): Promise<void> {
    this.memory.delete(connectionId);
  }

  private parse(user: ProviderUser, connectionId: string): ParsedConnection {
    const match = /^sbx\.([a-z0-9-]+)\.((?:t-[a-z]+)|(?:h-[0-9a-f]{24}))\.([0-9a-f]{20})$/.exec(connectionId);
    if (!match) throw new ProviderError(`Unknown connection: ${connectionId}`, { retryable: false });
    const [, bankId, token, key] = match as unknown as [string, string, string, string];
    const login = loginOfToken(token);
    if (!findInstitution(bankId) || connectionIdOf(user.id, bankId, token) !== connectionId) {
      throw new ProviderError(`Unknown connection: ${connectionId}`, { retryable: false });
    }
    return { bankId, login, key };
  }

  private currentDecision(connectionId: string, parsed: ParsedConnection): Decision {
    return this.memory.get(connectionId)?.decision ?? decideLogin(parsed.login, undefined);
  }

  private remember(id: string, bankId: string, decision: Decision): ProviderConnection {
    const previous = this.memory.get(id);
    const lastSyncAt = decision.state === 'none' ? this.now().toISOString() : (previous?.lastSyncAt ?? null);
    this.memory.set(id, { decision, lastSyncAt });
    return { id, bankId, state: decision.state, fields: decision.fields.map((field) => ({ ...field, values: field.values.map((value) => ({ ...value })) })), message: decision.message, lastSyncAt };
  }
}

/** Every field of the institution's login form is filled, and a list field holds one of its values. */
export function formFilled(institution: Institution, credentials: Record<string, string>): boolean {
  return institution.fields.every((field) => {
    const value = credentials[field.name];
    if (value === undefined || value.trim() === '') return false;
    return field.type !== 'list' || field.values.some((choice) => choice.value === value);
  });
}
