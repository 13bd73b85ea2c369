import type { BankConnectionState, BankField, BankFieldType, ContractKind, KindDetail } from '@patrimo/shared';
import type { ProviderAccount, ProviderConnection, ProviderInvestment, ProviderLoan, ProviderTransaction } from '../provider';
import type { PowensAccount, PowensConnection, PowensField, PowensInvestment, PowensLoan, PowensTransaction } from './types';

/**
 * Translation of Powens' vocabulary into Patrimo's (spec §3 kinds, spec §4 connection states). Pure functions,
 * so the whole table is unit-tested without a server.
 */

/**
 * The connection states Powens documents (guide "SCA & connection states", docs.powens.com/documentation/
 * integration-guides/sca-and-connection-states, and the Webview "Error message" table). Anything else is an
 * unknown, future state and is treated as `bug` (the docs warn that codes may be added).
 */
export const POWENS_CONNECTION_STATES = [
  'wrongpass',
  'additionalInformationNeeded',
  'SCARequired',
  'webauthRequired',
  'decoupled',
  'validating',
  'actionNeeded',
  'passwordExpired',
  'websiteUnavailable',
  'rateLimiting',
  'bug',
] as const;

/** What a Powens connection state means for the saver, in Patrimo's vocabulary. */
export interface MappedState {
  state: BankConnectionState;
  /** The follow-up form (only with `additionalInformationNeeded`). */
  fields: BankField[];
  /** Patrimo's own French hint for the states where Powens' message alone would not tell the saver what to do. */
  hint: string | null;
}

const HINTS = {
  decoupled: "Validez l'accès dans l'application de votre banque, puis confirmez ici.",
  validating: 'Votre banque valide la connexion ; confirmez ici une fois la validation faite.',
  sca: "Votre banque demande une authentification forte : connectez-vous une fois sur son site ou dans son application, puis relancez la synchronisation.",
  passwordExpired: 'Votre mot de passe a expiré : changez-le sur le site de votre banque, puis saisissez le nouveau ici.',
  rateLimiting: 'Votre banque limite le nombre de synchronisations : nouvel essai plus tard.',
} as const;

/**
 * Maps a Powens connection state (`Connection.state`, or the legacy `error`) onto spec §4's states.
 *
 * Decisions, where Powens' states and Patrimo's do not line up one to one:
 * - `decoupled` (and the transient `validating`) → `additionalInformationNeeded` with **no field**: the saver
 *   validates in the bank's app, then answers the (empty) follow-up form, which `update` sends as a resume.
 *   That keeps the saver in the add-account flow instead of sending them away with `actionNeeded`.
 * - `SCARequired` / `webauthRequired` → `additionalInformationNeeded` when Powens sends fields to fill (an OTP),
 *   otherwise `actionNeeded`: without fields, Powens expects its own Webview redirect, which Patrimo does not run,
 *   so the saver has to act at the bank.
 * - `passwordExpired` → `actionNeeded`, not `wrongPass`: the current password is not wrong, the bank wants it
 *   changed on its website first; only then is a new password worth typing (which `update` accepts anyway).
 * - `rateLimiting` → `websiteUnavailable`: nothing for the saver to do, try again later.
 * - null, undefined or `''` → `none`; any unknown code → `bug`.
 * `auth_failed` and `scrapping_failed` are never produced: Powens has no such states.
 */
export function mapPowensState(code: string | null | undefined, fields: PowensField[] | null | undefined = []): MappedState {
  const bankFields = (fields ?? []).flatMap((f) => {
    const mapped = mapPowensField(f);
    return mapped ? [mapped] : [];
  });
  const none = (state: BankConnectionState, hint: string | null = null): MappedState => ({ state, fields: [], hint });
  if (code === null || code === undefined || code === '') return none('none');
  // Powens writes `wrongpass` for the state and `wrongPass` for the error code of a refused creation.
  switch (code.toLowerCase()) {
    case 'wrongpass':
      return none('wrongPass');
    case 'additionalinformationneeded':
      return { state: 'additionalInformationNeeded', fields: bankFields, hint: null };
    case 'decoupled':
      return { state: 'additionalInformationNeeded', fields: bankFields, hint: HINTS.decoupled };
    case 'validating':
      return { state: 'additionalInformationNeeded', fields: bankFields, hint: HINTS.validating };
    case 'scarequired':
    case 'webauthrequired':
      return bankFields.length > 0
        ? { state: 'additionalInformationNeeded', fields: bankFields, hint: null }
        : none('actionNeeded', HINTS.sca);
    case 'actionneeded':
      return none('actionNeeded');
    case 'passwordexpired':
      return none('actionNeeded', HINTS.passwordExpired);
    case 'websiteunavailable':
      return none('websiteUnavailable');
    case 'ratelimiting':
      return none('websiteUnavailable', HINTS.rateLimiting);
    case 'bug':
      return none('bug');
    default:
      return none('bug');
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Field names. Patrimo's `BankField.name` must match ^[a-z][a-z0-9]*$; Powens' names are free (`login`,
// `openapiwebsite`, but also `otp_sms`, `birthDate`…). The escape is reversible: `z` is the escape letter,
// `zz` is a literal `z`, `zHH` a character of code ≤ 0xff in two lowercase hex digits, `zuHHHH` any other UTF-16
// unit. Hex digits are never `z` or `u`, so decoding is unambiguous; plain lowercase names are unchanged.
// ---------------------------------------------------------------------------------------------------------------

/** Powens field name → a name valid for `bankFieldSchema` (reversible with `decodeFieldName`). */
export function encodeFieldName(name: string): string {
  let out = '';
  for (let i = 0; i < name.length; i += 1) {
    const ch = name.charAt(i);
    const code = name.charCodeAt(i);
    const plain = ch === 'z' ? false : /[a-y]/.test(ch) || (/[0-9]/.test(ch) && i > 0);
    if (plain) out += ch;
    else if (ch === 'z') out += 'zz';
    else if (code <= 0xff) out += `z${code.toString(16).padStart(2, '0')}`;
    else out += `zu${code.toString(16).padStart(4, '0')}`;
  }
  return out;
}

/** The inverse of `encodeFieldName`; a name that is not a valid encoding is returned unchanged. */
export function decodeFieldName(encoded: string): string {
  let out = '';
  for (let i = 0; i < encoded.length; i += 1) {
    const ch = encoded.charAt(i);
    if (ch !== 'z') {
      out += ch;
      continue;
    }
    const next = encoded.charAt(i + 1);
    if (next === 'z') {
      out += 'z';
      i += 1;
    } else if (next === 'u' && /^[0-9a-f]{4}$/.test(encoded.slice(i + 2, i + 6))) {
      out += String.fromCharCode(parseInt(encoded.slice(i + 2, i + 6), 16));
      i += 5;
    } else if (/^[0-9a-f]{2}$/.test(encoded.slice(i + 1, i + 3))) {
      out += String.fromCharCode(parseInt(encoded.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      return encoded;
    }
  }
  return out;
}

function mapFieldType(type: string | null | undefined): BankFieldType {
  switch (type) {
    case 'password':
      return 'password';
    case 'list':
      return 'list';
    case 'date':
      return 'date';
    default:
      return 'text';
  }
}

/** One Powens field → a Patrimo `BankField`; null for a field without a name (nothing to send it under). */
export function mapPowensField(field: PowensField): BankField | null {
  if (!field.name) return null;
  const type = mapFieldType(field.type);
  return {
    name: encodeFieldName(field.name),
    label: field.label ?? field.name,
    type,
    // Spec §5 "All bank fields required": Powens marks optional ones explicitly.
    required: field.required !== false,
    values: type === 'list' ? (field.values ?? []).map((v) => ({ value: v.value, label: v.label ?? v.value })) : [],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Account kinds. Powens' account type codes (Wealth guide "Account types", and the bank-accounts reference).
// ---------------------------------------------------------------------------------------------------------------

const KIND_BY_POWENS_TYPE: Record<string, ContractKind> = {
  checking: 'checking',
  joint: 'checking',
  card: 'card',
  savings: 'savings',
  deposit: 'deposit',
  lifeinsurance: 'lifeinsurance',
  capitalisation: 'capitalisation',
  pea: 'pea',
  market: 'market',
  pee: 'pee',
  perco: 'perco',
  article83: 'article83',
  rsp: 'rsp',
  perp: 'perp',
  madelin: 'madelin',
  loan: 'loan',
  mortgage: 'loan',
  consumercredit: 'loan',
  revolvingcredit: 'loan',
  unknown: 'unknown',
};

const LOAN_DETAIL_BY_TYPE: Record<string, ProviderLoan['kindDetail']> = {
  mortgage: 'mortgage',
  consumercredit: 'consumer_credit',
  revolvingcredit: 'revolving_credit',
};

/** The regulated savings product a savings account's name tells (Powens has one `savings` type for all). */
export function savingsKindDetail(name: string): KindDetail | null {
  const n = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (/\blivret\s*a\b|\blivret bleu\b/.test(n)) return 'livret_a';
  if (/\bldds?\b|developpement durable/.test(n)) return 'ldd';
  if (/\blep\b|epargne populaire/.test(n)) return 'lep';
  if (/\bpel\b|plan (d')?epargne logement/.test(n)) return 'pel';
  if (/\bcel\b|compte (d')?epargne logement/.test(n)) return 'cel';
  if (/livret jeune/.test(n)) return 'livret_jeune';
  if (/\bcsl\b|supplementaire/.test(n)) return 'csl';
  if (/\bpep\b/.test(n)) return 'pep';
  if (/\blivret\b/.test(n)) return 'livret';
  return null;
}

/**
 * Powens account type (+ name, + loan details) → Patrimo kind and kindDetail. Unknown codes (`crowdlending`,
 * `real_estate`, `crypto`… that spec §3 has no kind for) become `other`, so the contract is shown as unsupported
 * rather than hidden; Powens' own `unknown` stays `unknown`.
 */
export function mapPowensAccountKind(
  type: string | null | undefined,
  name: string,
  loan: PowensLoan | null | undefined = null,
): { kind: ContractKind; kindDetail: KindDetail | null } {
  const code = (type ?? 'unknown').toLowerCase();
  const kind = KIND_BY_POWENS_TYPE[code] ?? 'other';
  if (kind === 'savings') return { kind, kindDetail: savingsKindDetail(name) };
  if (kind === 'loan') return { kind, kindDetail: loanKindDetail(code, name, loan) };
  return { kind, kindDetail: null };
}

function loanKindDetail(code: string, name: string, loan: PowensLoan | null | undefined): ProviderLoan['kindDetail'] {
  const fromType = LOAN_DETAIL_BY_TYPE[code] ?? LOAN_DETAIL_BY_TYPE[(loan?.type ?? '').toLowerCase()];
  if (fromType) return fromType;
  const n = name.toLowerCase();
  if (/renouvelable|revolving/.test(n)) return 'revolving_credit';
  if (/immo|habitat|logement/.test(n)) return 'mortgage';
  return 'consumer_credit';
}

// ---------------------------------------------------------------------------------------------------------------
// Objects.
// ---------------------------------------------------------------------------------------------------------------

const round2 = (n: number): number => Math.round(n * 100) / 100;
/** 1.35 (%) → 0.0135, without the binary-float tail (1.35 / 100 is 0.013500000000000002). */
const percentToRatio = (percent: number): number => Number((percent / 100).toFixed(8));
const isoDate = (s: string | null | undefined): string | null => (s && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : null);

/** `YYYY-MM-DD HH:MM:SS` (Powens, UTC) → ISO 8601; null stays null. */
export function powensDateTime(s: string | null | undefined): string | null {
  if (!s) return null;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(s);
  return m ? `${m[1]}T${m[2]}Z` : null;
}

/** A Powens connection → Patrimo's `ProviderConnection`. */
export function mapPowensConnection(c: PowensConnection): ProviderConnection {
  const mapped = mapPowensState(c.state !== undefined ? c.state : c.error, c.fields);
  return {
    id: String(c.id),
    bankId: String(c.id_connector ?? c.id_bank ?? ''),
    state: mapped.state,
    fields: mapped.fields,
    message: c.error_message ?? mapped.hint,
    lastSyncAt: powensDateTime(c.last_update),
  };
}

const ISIN = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

/** A Powens investment line → `ProviderInvestment`; the euro fund is told by its label (Powens has no flag). */
export function mapPowensInvestment(inv: PowensInvestment, fallbackDate: string): ProviderInvestment {
  const label = inv.label ?? inv.code ?? 'Support';
  const code = (inv.code ?? '').toUpperCase();
  const isin = (inv.code_type ?? 'ISIN').toUpperCase() === 'ISIN' && ISIN.test(code) ? code : null;
  const euroFund = isin === null && /fonds?\s+(en\s+)?euros?|\bfonds\s+g[ée]n[ée]ral\b|\beuro\s+fund\b/i.test(label);
  const valuation = round2(inv.valuation ?? 0);
  return {
    isin,
    label,
    valuation,
    quantity: euroFund ? null : (inv.quantity ?? null),
    unitValue: euroFund ? null : (inv.unitvalue ?? null),
    valuationDate: isoDate(inv.vdate) ?? fallbackDate,
    investedAmount: typeof inv.diff === 'number' ? round2(valuation - inv.diff) : null,
    euroFund,
  };
}

/** A Powens transaction → `ProviderTransaction`; null for a pending (`coming`) one, whose id is not stable yet. */
export function mapPowensTransaction(t: PowensTransaction): ProviderTransaction | null {
  if (t.coming) return null;
  const date = isoDate(t.date);
  if (!date) return null;
  return {
    id: String(t.id),
    date,
    amount: round2(t.value ?? 0),
    label: t.original_wording ?? t.wording ?? t.simplified_wording ?? '',
    // Powens' categories (`id_category`) are not spec §3's vocabulary; the categoriser runs on Patrimo's side.
    category: null,
  };
}

function mapLoan(loan: PowensLoan | null | undefined, kindDetail: ProviderLoan['kindDetail'], balance: number, today: string): ProviderLoan {
  const remaining = Math.abs(balance);
  return {
    kindDetail,
    totalAmount: round2(loan?.total_amount ?? remaining),
    remainingCapital: round2(remaining),
    // Powens gives rates in percent (1.35 for 1,35 %).
    rate: typeof loan?.rate === 'number' ? percentToRatio(loan.rate) : 0,
    insuranceRate: typeof loan?.insurance_rate === 'number' ? percentToRatio(loan.insurance_rate) : null,
    monthlyPayment: round2(loan?.next_payment_amount ?? 0),
    signatureDate: isoDate(loan?.subscription_date) ?? today,
    endDate: isoDate(loan?.maturity_date) ?? today,
  };
}

/**
 * A Powens account with its lines and movements → `ProviderAccount`. Powens exposes the current balance, not a
 * daily history: `history` holds today's value only, and the sync job builds the series from successive syncs.
 */
export function mapPowensAccount(
  a: PowensAccount,
  investments: PowensInvestment[],
  transactions: PowensTransaction[],
  today: string,
): ProviderAccount {
  const name = a.name ?? a.original_name ?? 'Compte';
  const { kind, kindDetail } = mapPowensAccountKind(a.type, name, a.loan);
  const rawBalance = round2(a.balance ?? 0);
  // Loans: Powens gives the capital due as a negative balance; normalise in case a connector does not.
  const balance = kind === 'loan' ? -Math.abs(rawBalance) : rawBalance;
  const openingDate = isoDate(a.opening_date) ?? today;
  return {
    id: String(a.id),
    name,
    number: a.number ?? null,
    kind,
    kindDetail,
    balance,
    currency: 'EUR',
    openingDate,
    investments: investments.map((i) => mapPowensInvestment(i, today)),
    history: [[today, balance]],
    simulatedFrom: null,
    transactions: transactions.flatMap((t) => {
      const m = mapPowensTransaction(t);
      return m ? [m] : [];
    }),
    loan: kind === 'loan' ? mapLoan(a.loan, (kindDetail ?? 'consumer_credit') as ProviderLoan['kindDetail'], balance, today) : null,
  };
}
