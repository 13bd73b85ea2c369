import {
  feeKindsFor,
  isBankAccountKind,
  isRiskedKind,
  isSupportedContract,
  settingsCompleteness,
  type FeeKind,
  type InvestmentProjectKind,
  type Portfolio,
  type PortfolioInfos,
  type PortfolioInfosInput,
  type TransactionMovements,
} from '@patrimo/shared';

/**
 * What the contract pages show for a contract, as pure functions (tested next to this file): which tabs apply to
 * its kind, what its settings miss, its gains, its base-100 history, the settings form's values and checks.
 */

export const CONTRACT_TABS = [
  'overview',
  'project',
  'allocation',
  'investments',
  'operations',
  'details',
  'documents',
  'informations',
  'settings',
  'info-needed',
] as const;
export type ContractTab = (typeof CONTRACT_TABS)[number];

/**
 * Whether a tab has content for this contract:
 * - `available`;
 * - `unsupported`: the kind is not one the product supports (spec §3), only what the institution reports is shown;
 * - `noFunds`: the contract holds no funds (a savings or bank account), so there is no allocation nor funds;
 * - `loan`: a loan has no goal, allocation, funds or settings (it has its own pages).
 */
export type TabAvailability = 'available' | 'unsupported' | 'noFunds' | 'loan';

type ContractShape = Pick<Portfolio, 'kind' | 'kindDetail' | 'type'>;

/** Whether the contract is a debt. */
export function isLoanContract(contract: ContractShape): boolean {
  return contract.kind === 'loan' || contract.type === 'liability';
}

/** Whether the contract holds funds (life insurance, capitalisation, PEA, PEE, securities account…). */
export function holdsFunds(contract: ContractShape): boolean {
  return isRiskedKind(contract.kind);
}

export function tabAvailability(contract: ContractShape, tab: ContractTab): TabAvailability {
  // What the institution reports (details, informations, operations, documents) is shown for every contract.
  if (tab === 'overview' || tab === 'details' || tab === 'informations' || tab === 'operations' || tab === 'documents') return 'available';
  if (isLoanContract(contract)) return 'loan';
  if (!isSupportedContract(contract)) return 'unsupported';
  if ((tab === 'allocation' || tab === 'investments') && !holdsFunds(contract)) return 'noFunds';
  return 'available';
}

/** Whether the contract goes through the five-step analysis: supported, neither a loan nor a bank account. */
export function isAnalysable(contract: ContractShape): boolean {
  return !isLoanContract(contract) && isSupportedContract(contract) && !isBankAccountKind(contract.kind);
}

export const GOAL_FIELDS = ['openingDate', 'projectKind', 'amountGoal', 'horizon', 'monthlyBuyout', 'monthlyDeposit'] as const;
export type GoalField = (typeof GOAL_FIELDS)[number];

/** One piece of information the analysis still needs, and the part of the settings it belongs to. */
export type MissingInfo =
  | { part: 'goal'; field: GoalField }
  | { part: 'fees'; kind: FeeKind }
  | { part: 'questions' };

/**
 * What the settings miss, by the completeness rules of spec §5 (`settingsCompleteness`): each empty goal field
 * (zero counts as filled), each fee of the kind's list not given, and a recommended risk for the questions;
 * the catalogue product (`contractId`) is optional and never asked.
 */
export function missingInfos(contract: Pick<Portfolio, 'kind' | 'infos' | 'recommendedRisk'>): MissingInfo[] {
  const missing: MissingInfo[] = [];
  for (const field of GOAL_FIELDS) {
    const value = contract.infos[field];
    if (value === null || value === '') missing.push({ part: 'goal', field });
  }
  const given = new Set(contract.infos.fees.map((fee) => fee.kind));
  for (const kind of feeKindsFor(contract.kind)) if (!given.has(kind)) missing.push({ part: 'fees', kind });
  if (contract.recommendedRisk === null) missing.push({ part: 'questions' });
  // The same verdict as the shared rule, by construction: nothing missing ⇔ complete.
  if ((missing.length === 0) !== settingsCompleteness(contract).complete) throw new Error('missingInfos disagrees with settingsCompleteness');
  return missing;
}

export interface Gains {
  /** Value at the start of the period and now. */
  start: number;
  end: number;
  /** Money put in minus money taken out during the period (its months after the first day). */
  netFlows: number;
  /** What the contract earned: end − start − net flows. */
  gain: number;
  /** The gain against what was at stake (start + money put in); null when nothing was. */
  ratio: number | null;
}

/**
 * The gains of a contract between the first point of `history` at or after `fromMs` and its last point: the
 * change in value less the money the saver put in or took out (the monthly movements whose month starts after
 * the first day). Null without two points.
 */
export function gainsOver(history: readonly (readonly [number, number])[], movements: TransactionMovements | undefined, fromMs: number): Gains | null {
  const points = history.filter(([time]) => time >= fromMs);
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last || points.length < 2) return null;
  const inPeriod = ([time]: readonly [number, number]) => time > first[0] && time <= last[0];
  const credits = (movements?.credits ?? []).filter(inPeriod).reduce((sum, [, amount]) => sum + amount, 0);
  const debits = (movements?.debits ?? []).filter(inPeriod).reduce((sum, [, amount]) => sum + amount, 0);
  const round = (value: number) => Math.round(value * 100) / 100;
  const netFlows = round(credits - debits);
  const gain = round(last[1] - first[1] - netFlows);
  const stake = first[1] + credits;
  return { start: first[1], end: last[1], netFlows, gain, ratio: stake > 0 ? gain / stake : null };
}

/** The history rebased at 100 on its first positive value (the value's own evolution, deposits included). */
export function rebasedAt100(history: readonly (readonly [number, number])[]): [number, number][] {
  const firstIndex = history.findIndex(([, value]) => value > 0);
  if (firstIndex < 0) return [];
  const base = (history[firstIndex] as readonly [number, number])[1];
  return history.slice(firstIndex).map(([time, value]) => [time, Math.round((value / base) * 100 * 100) / 100]);
}

/** The settings form: numbers typed as numbers or left empty (''), fees typed in percent. */
export interface SettingsValues extends Record<string, unknown> {
  openingDate: string | null;
  projectKind: InvestmentProjectKind | null;
  amountGoal: number | '';
  horizon: number | '';
  monthlyBuyout: number | '';
  monthlyDeposit: number | '';
  contractId: string;
  fees: Partial<Record<FeeKind, number | ''>>;
}

/** A rate stored as a ratio, shown in percent without binary noise (0.0085 → 0.85). */
const toPercent = (rate: number) => Math.round(rate * 100 * 10_000) / 10_000;

export function settingsValuesOf(contract: Pick<Portfolio, 'kind' | 'infos'>): SettingsValues {
  const { infos } = contract;
  const fees: SettingsValues['fees'] = {};
  for (const kind of feeKindsFor(contract.kind)) {
    const fee = infos.fees.find((candidate) => candidate.kind === kind);
    fees[kind] = fee === undefined ? '' : toPercent(fee.rate);
  }
  return {
    openingDate: infos.openingDate,
    projectKind: infos.projectKind,
    amountGoal: infos.amountGoal ?? '',
    horizon: infos.horizon ?? '',
    monthlyBuyout: infos.monthlyBuyout ?? '',
    monthlyDeposit: infos.monthlyDeposit ?? '',
    contractId: infos.contractId ?? '',
    fees,
  };
}

/** Why a field of the settings form is refused (the component words it in French). */
export type SettingsError = 'must_be_positive' | 'out_of_range' | 'not_whole' | 'after_today' | 'too_many_decimals';

/**
 * The checks made before sending, the same as the contract's schema: amounts positive with at most two decimals,
 * the horizon a whole number of years up to 100, fees between 0 and 100 %, the opening date not after today.
 * Keys are form paths (`fees.entryFee`).
 */
export function settingsErrors(values: SettingsValues, today: string): Record<string, SettingsError> {
  const errors: Record<string, SettingsError> = {};
  const amount = (field: 'amountGoal' | 'monthlyBuyout' | 'monthlyDeposit') => {
    const value = values[field];
    if (value === '') return;
    if (value < 0) errors[field] = 'must_be_positive';
    else if (value >= 1e12) errors[field] = 'out_of_range';
    else if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) errors[field] = 'too_many_decimals';
  };
  amount('amountGoal');
  amount('monthlyBuyout');
  amount('monthlyDeposit');
  if (values.horizon !== '') {
    if (values.horizon < 0) errors.horizon = 'must_be_positive';
    else if (!Number.isInteger(values.horizon)) errors.horizon = 'not_whole';
    else if (values.horizon > 100) errors.horizon = 'out_of_range';
  }
  if (values.openingDate !== null && values.openingDate > today) errors.openingDate = 'after_today';
  for (const [kind, value] of Object.entries(values.fees)) {
    if (value === '' || value === undefined) continue;
    if (value < 0) errors[`fees.${kind}`] = 'must_be_positive';
    else if (value > 100) errors[`fees.${kind}`] = 'out_of_range';
  }
  return errors;
}

/**
 * The form's values as PUT …/portfolio_infos takes them: empty goal fields null, fees in ratios; a fee left empty
 * is not sent, and fees of kinds the form does not ask (another kind's list) are kept as they are.
 */
export function settingsPayload(values: SettingsValues, current: Pick<PortfolioInfos, 'fees'>): PortfolioInfosInput {
  const asked = new Set(Object.keys(values.fees));
  const fees = current.fees.filter((fee) => !asked.has(fee.kind));
  for (const [kind, value] of Object.entries(values.fees)) {
    if (value === '' || value === undefined) continue;
    fees.push({ kind: kind as FeeKind, rate: Math.round((value / 100) * 1e8) / 1e8 });
  }
  const orNull = (value: number | '') => (value === '' ? null : value);
  return {
    openingDate: values.openingDate,
    projectKind: values.projectKind,
    amountGoal: orNull(values.amountGoal),
    horizon: orNull(values.horizon),
    monthlyBuyout: orNull(values.monthlyBuyout),
    monthlyDeposit: orNull(values.monthlyDeposit),
    contractId: values.contractId.trim() === '' ? null : values.contractId.trim(),
    fees,
  };
}

/** The top `count` expense categories of a bank account's debits, by amount (spec §9: top 4). */
export function topExpenseCategories<T extends string>(debits: readonly { category: T; amount: number }[], count = 4): { category: T; amount: number }[] {
  const byCategory = new Map<T, number>();
  for (const debit of debits) if (debit.amount < 0) byCategory.set(debit.category, (byCategory.get(debit.category) ?? 0) - debit.amount);
  return [...byCategory.entries()]
    .map(([category, amount]) => ({ category, amount: Math.round(amount * 100) / 100 }))
    .sort((a, b) => b.amount - a.amount || a.category.localeCompare(b.category))
    .slice(0, count);
}
