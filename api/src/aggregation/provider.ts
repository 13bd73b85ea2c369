import type { BankConnectionState, BankField, ContractKind, KindDetail, PortfolioDocumentKind } from '@patrimo/shared';

/**
 * The one interface between Patrimo and an aggregation partner (issue 4 "Aggregation provider"): the sandbox
 * (the default, `sandbox/`) and the Powens `/2.0` client (`powens/`) both implement it, and nothing else in the
 * API knows which one runs. Everything here is plain data in Patrimo's vocabulary: the adapters translate
 * their partner's names (Powens' `wrongpass`, `SCARequired`…) into spec §4's connection states.
 *
 * Amounts are euros as numbers (2 decimals); dates are ISO `YYYY-MM-DD`; ids are the partner's, as strings.
 */

/** The saver's identity at the partner, created once per saver (GET/POST /users/me/connection). */
export interface ProviderUser {
  /** The partner's user id. */
  id: string;
  /** The partner's permanent token for that user: a secret, stored encrypted or not at all by the caller. */
  token: string;
}

/** What a connection attempt or a synchronisation ended in. */
export interface ProviderConnection {
  /** The partner's connection id, stable across synchronisations. */
  id: string;
  /** The institution (an id of the catalogue, GET /banks). */
  bankId: string;
  /** `none` when it went well; otherwise what the saver must do or wait for (spec §4, §8). */
  state: BankConnectionState;
  /** With `additionalInformationNeeded`: the follow-up form (an SMS code, a security question…). */
  fields: BankField[];
  /** A message of the partner worth showing (e.g. what to do on the bank's website), in French; null if none. */
  message: string | null;
  /** When the partner last synchronised it successfully; null before the first success. */
  lastSyncAt: string | null;
}

/** One value of a unit of account, fund or security held in a contract. */
export interface ProviderInvestment {
  /** ISIN when the partner knows it; null for the euro fund and unlisted holdings. */
  isin: string | null;
  label: string;
  /** Current value, euros. */
  valuation: number;
  /** Number of units; null where it means nothing (euro fund). */
  quantity: number | null;
  /** Price of one unit on `valuationDate`, euros; null where it means nothing. */
  unitValue: number | null;
  valuationDate: string;
  /** Sum paid in, euros, when known (for the gain). */
  investedAmount: number | null;
  /** True for the euro fund of a life-insurance or capitalisation contract. */
  euroFund: boolean;
}

/** One dated movement of a bank account, or a payment into or out of an investment contract. */
export interface ProviderTransaction {
  /** The partner's id, stable: re-reading a transaction never duplicates it. */
  id: string;
  date: string;
  /** Euros; negative for money going out. */
  amount: number;
  /** The label as the bank writes it. */
  label: string;
  /** A category of spec §3's transaction vocabulary (shared/src/schemas/transaction.ts), or null. */
  category: string | null;
}

/** What a loan contract adds. */
export interface ProviderLoan {
  kindDetail: Extract<KindDetail, 'mortgage' | 'consumer_credit' | 'revolving_credit'>;
  /** Amount borrowed, euros. */
  totalAmount: number;
  /** Capital still due, euros (positive). */
  remainingCapital: number;
  /** Yearly nominal rate, as a ratio (0.0135 = 1,35 %). */
  rate: number;
  /** Yearly borrower-insurance rate on the borrowed amount, as a ratio; null if none. */
  insuranceRate: number | null;
  /** Monthly instalment, insurance included, euros. */
  monthlyPayment: number;
  signatureDate: string;
  endDate: string;
}

/** One account or contract found at the institution. */
export interface ProviderAccount {
  /** The partner's id, stable across synchronisations. */
  id: string;
  name: string;
  /** The account number as the bank shows it, masked where the partner masks it; null if unknown. */
  number: string | null;
  kind: ContractKind;
  kindDetail: KindDetail | null;
  /** Current balance or value, euros; negative for what is owed (loans). */
  balance: number;
  currency: 'EUR';
  /** When the contract was opened; values are never shown before it (nor before 2017-01-01). */
  openingDate: string;
  /** Holdings of an investment contract; empty for bank accounts and savings. */
  investments: ProviderInvestment[];
  /** Daily values from the opening (or 2017-01-01) to today, oldest first, as [date, euros]. */
  history: [string, number][];
  /** The first date of `history` that is simulated rather than drawn from real market data; null if none. */
  simulatedFrom: string | null;
  transactions: ProviderTransaction[];
  loan: ProviderLoan | null;
}

/** A document the institution gives for a connection (statements, terms), as the partner lists it. */
export interface ProviderDocument {
  /** The partner's id, path-safe (letters, digits, `.`, `-`, `_`). */
  id: string;
  /** The account (`ProviderAccount.id`) it belongs to, or null for a document of the whole connection. */
  accountId: string | null;
  name: string;
  kind: PortfolioDocumentKind;
  /** ISO date the document is about or was issued on. */
  date: string;
  contentType: string;
}

/** A document's file. */
export interface ProviderFile {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** Why a call to the partner failed, beyond a connection state (network down, partner error, bad token). */
export class ProviderError extends Error {
  /** Worth retrying later (timeouts, 5xx, rate limiting); false for a permanent refusal. */
  readonly retryable: boolean;
  constructor(message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ProviderError';
    this.retryable = options.retryable;
  }
}

/**
 * An aggregation partner. Every method may throw `ProviderError`; connection states are answers, not errors.
 * Implementations are stateless towards Patrimo's database: the caller stores what it needs.
 */
export interface AggregationProvider {
  /** Which partner this is, for logs and the stored connections. */
  readonly name: 'sandbox' | 'powens';
  /** Creates the saver's identity at the partner. */
  createUser(): Promise<ProviderUser>;
  /**
   * Connects an institution with the values of its login fields (`credentials` keyed by field name). Ends in
   * `none` (connected, accounts readable), `additionalInformationNeeded` (with `fields`), or an error state.
   */
  connect(user: ProviderUser, bankId: string, credentials: Record<string, string>): Promise<ProviderConnection>;
  /** Answers a follow-up form, or gives a new password after `wrongPass`. */
  update(user: ProviderUser, connectionId: string, values: Record<string, string>): Promise<ProviderConnection>;
  /** Asks the partner to synchronise again; the answer is the connection's new state. */
  synchronize(user: ProviderUser, connectionId: string): Promise<ProviderConnection>;
  /** The accounts of a connected connection, with their holdings, history, transactions and loans. */
  accounts(user: ProviderUser, connectionId: string): Promise<ProviderAccount[]>;
  /** The institution's documents of a connected connection (every account's, and the connection's own). */
  documents(user: ProviderUser, connectionId: string): Promise<ProviderDocument[]>;
  /** One document's file; null when the connection has no such document. */
  downloadDocument(user: ProviderUser, connectionId: string, documentId: string): Promise<ProviderFile | null>;
  /** Removes the connection at the partner (the saver deleted it). Removing an unknown one is not an error. */
  deleteConnection(user: ProviderUser, connectionId: string): Promise<void>;
}
