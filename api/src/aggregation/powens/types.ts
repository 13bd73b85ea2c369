/**
 * The subset of Powens' `/2.0` wire objects this adapter reads, as the public reference describes them
 * (https://docs.powens.com/api-reference — "Connections", "Bank accounts", "Investments", "Errors").
 * Every property the adapter does not need is left out; every one it reads is optional or nullable where the
 * documentation allows it, because the partner adds and omits properties between connectors.
 */

/** A field of a connector's login form or of a follow-up form (`Connection.fields`). */
export interface PowensField {
  name: string;
  label?: string | null;
  /** `text`, `password`, `list`, `date`, `number`… */
  type?: string | null;
  required?: boolean | null;
  values?: { value: string; label?: string | null }[] | null;
}

/** The *Connection* object (docs.powens.com/api-reference/user-connections/connections). */
export interface PowensConnection {
  id: number;
  id_user?: number | null;
  id_connector?: number | null;
  /** Deprecated alias of `id_connector`, still sent by older domains. */
  id_bank?: number | null;
  /** The connection state ("SCA & connection states" guide): null when the last synchronisation went well. */
  state?: string | null;
  /** The older name of `state`, still sent alongside it. */
  error?: string | null;
  error_message?: string | null;
  /** Last successful synchronisation, `YYYY-MM-DD HH:MM:SS`. */
  last_update?: string | null;
  /** Follow-up form when `state` is `additionalInformationNeeded` (or an SCA state asking for a code). */
  fields?: PowensField[] | null;
  /** With `?expand=accounts`, and in the `CONNECTION_SYNCED` payload. */
  accounts?: PowensAccount[] | null;
}

/** The *Loan* details of a loan account. */
export interface PowensLoan {
  total_amount?: number | null;
  rate?: number | null;
  insurance_rate?: number | null;
  next_payment_amount?: number | null;
  subscription_date?: string | null;
  maturity_date?: string | null;
  /** `mortgage`, `consumercredit`, `revolvingcredit`… (when the connector knows it). */
  type?: string | null;
}

/** The *BankAccount* object (docs.powens.com/api-reference/products/data-aggregation/bank-accounts). */
export interface PowensAccount {
  id: number;
  id_connection?: number | null;
  name?: string | null;
  original_name?: string | null;
  number?: string | null;
  balance?: number | null;
  currency?: { id?: string | null } | null;
  /** Account type code: `checking`, `savings`, `lifeinsurance`, `pea`, `loan`… */
  type?: string | null;
  opening_date?: string | null;
  disabled?: string | boolean | null;
  loan?: PowensLoan | null;
}

/** The *Investment* object (Wealth: docs.powens.com/api-reference/products/wealth-aggregation/investments). */
export interface PowensInvestment {
  id: number;
  label?: string | null;
  /** The security's code; an ISIN when `code_type` is `ISIN`. Powens uses `XX-…` codes for non-listed lines. */
  code?: string | null;
  code_type?: string | null;
  quantity?: number | null;
  unitvalue?: number | null;
  unitprice?: number | null;
  valuation?: number | null;
  /** Date of the valuation. */
  vdate?: string | null;
  /** Gain on the line, when the institution gives it; the paid-in amount is `valuation - diff`. */
  diff?: number | null;
}

/** The *Transaction* object. */
export interface PowensTransaction {
  id: number;
  date?: string | null;
  value?: number | null;
  wording?: string | null;
  original_wording?: string | null;
  simplified_wording?: string | null;
  /** True for a pending transaction, whose id and amount may still change. */
  coming?: boolean | null;
}

/** The *Error* object every failed call answers (docs.powens.com/api-reference/overview/errors). */
export interface PowensErrorBody {
  code?: string | null;
  description?: string | null;
  message?: string | null;
}

/**
 * The *Document* object of Powens' documents aggregation ("Documents", `GET /users/me/connections/{id}/documents`),
 * as far as the adapter reads it. `url` is a download address Powens gives for the file when it holds one.
 */
export interface PowensDocument {
  id: number;
  name?: string | null;
  /** Issue date, `YYYY-MM-DD`. */
  date?: string | null;
  id_account?: number | null;
  id_subscription?: number | null;
  /** `bill`, `statement`, `rib`, `contract`, `other`… (the document type's name when expanded). */
  type?: string | null;
  url?: string | null;
  has_file_ready?: boolean | null;
}
