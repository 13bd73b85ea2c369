import {
  ACTIVE_FUND_FEES,
  ESTIMATED_FEES_MONTHS,
  FEE_KINDS,
  FEE_PROJECTION_YEARS,
  PASSIVE_FUND_FEES,
  feeKindsFor,
  type ContractKind,
  type Fee,
  type FeeKind,
} from '@patrimo/shared';
import { toCents } from '../lib/cents';

/**
 * Fees of one contract (ENGINES.md "Fees", spec §3 fee kinds, §9 constants): what they will cost over the
 * next 12 months, kind by kind, and what they cost over 20 years against the same contract without fees.
 * Pure functions; amounts in euros, rates as ratios (0.005 = 0,5 %).
 *
 * Meaning and base of each fee kind (*product choice*: the spec names the kinds, not how each is charged; each
 * gets one meaning, the one French contracts most commonly give it):
 *
 * | kind | meaning | base | when | in the 12-month estimate |
 * |---|---|---|---|---|
 * | entryFee | subscription fee (« droits d'entrée ») on money paid in | each scheduled deposit | per deposit | rate × 12 deposits |
 * | depositFee | fee of the scheduled-deposit service (« frais sur versements programmés ») | each scheduled deposit | per deposit | rate × 12 deposits |
 * | brokerageFee | order fee, first tier: the small regular orders | the part of each scheduled deposit bought in securities and of each scheduled withdrawal sold | per order | rate × 12 × (deposit + withdrawal) × unit-linked share |
 * | brokerageFee_2 | order fee, second tier: the larger orders of a rebalancing | {@link REBALANCING_TURNOVER} of the unit-linked value, once a year | yearly | rate × 10 % × unit-linked value |
 * | euroFundsFees | management fee of the euro fund | the euro-fund part | yearly | rate × euro-fund part |
 * | ucsFee | management fee on units of account (« frais de gestion UC ») | the unit-linked part | yearly | rate × unit-linked part |
 * | withdrawalFee | fee on partial withdrawals (« frais sur rachats programmés ») | each scheduled withdrawal | per withdrawal | rate × 12 withdrawals |
 * | managementFee | discretionary-mandate fee (« gestion sous mandat ») | the whole value | yearly | rate × value |
 * | custodyFee | custody fee (« droits de garde ») | the whole value | yearly | rate × value |
 * | exitFee | surrender fee on closing the contract | the whole value, once | on exit | 0 unless an exit is planned |
 * | transferFee | fee on transferring the contract to another institution | the whole value, once | on transfer | 0 unless a transfer is planned |
 *
 * Reasoning. Entry and deposit fees both fall on each deposit: a contract that lists both charges both. The
 * two brokerage tiers follow the brokers' tiered schedules, where small orders pay the first rate and large
 * ones the second: monthly orders are small, a yearly rebalancing moves larger sums. A contract that lists
 * no second tier pays its first-tier rate on the rebalancing too (a broker with one rate), shown under
 * `brokerageFee`. Flows only pay brokerage for the part that buys or sells securities (the unit-linked share
 * of the value; all of it when the contract is empty today). Exit and transfer fees are one-off: they are
 * listed in `byKind` with 0 (the saver sees the fee exists and costs nothing while the contract is kept),
 * count only when the caller says an exit or transfer is planned, and never enter the projection, which
 * keeps the contract. A withdrawal fee is charged on top of the withdrawal, so that the saver receives the
 * same money with and without fees and the whole fee shows in the contract's value. Yearly fees are
 * charged on today's value: the estimate of spec §9 is « contract fees on current value + each fund's
 * ongoing charges on its position + entry fees on scheduled deposits », not a forecast of the value.
 *
 * Funds' ongoing charges (spec §9): the fund's own figure when known; unknown, 2 % a year for an actively
 * managed fund and 0,3 % for a passive one (ETFs and index funds: every fund of the universe is an ETF),
 * flagged `estimated`. A fund whose management style is unknown is counted as active (*product choice*):
 * most unit-linked funds of French contracts are actively managed, and over-estimating a cost is the safer
 * error for a saver. Euro-fund lines have no ongoing charges: `euroFundsFees` is their cost.
 */

/** What a fee kind is charged on (see the table above). */
export type FeeBase = 'deposits' | 'orders' | 'rebalancing' | 'euroFund' | 'unitLinked' | 'withdrawals' | 'value' | 'exit' | 'transfer';

/** The base of each fee kind, as the table above states it. */
export const FEE_BASES: Readonly<Record<FeeKind, FeeBase>> = {
  entryFee: 'deposits',
  depositFee: 'deposits',
  brokerageFee: 'orders',
  brokerageFee_2: 'rebalancing',
  euroFundsFees: 'euroFund',
  ucsFee: 'unitLinked',
  withdrawalFee: 'withdrawals',
  managementFee: 'value',
  custodyFee: 'value',
  exitFee: 'exit',
  transferFee: 'transfer',
};

/**
 * Share of the unit-linked (securities) value traded in a year by rebalancing (*product choice*): bringing
 * a diversified portfolio back to its target once a year typically moves 5 to 15 % of it; we take 10 %.
 */
export const REBALANCING_TURNOVER = 0.1;

/** A line of the contract as the fee engine sees it. */
export interface FeeHolding {
  isin: string | null;
  name: string;
  /** Value of the position, euros. */
  amount: number;
  euroFund: boolean;
  /** The fund's yearly ongoing charges when known (0.0022 = 0,22 %), else null. */
  ongoingCharges: number | null;
  /** Actively managed (true), passive (false) or unknown (null). */
  active: boolean | null;
}

export interface FeesInput {
  kind: ContractKind;
  /** Current value of the contract, euros. */
  value: number;
  /** Part of the value in the euro fund. */
  euroFundValue: number;
  /** Part of the value in units of account (funds, securities); the rest of the value is cash. */
  unitLinkedValue: number;
  fees: readonly Fee[];
  holdings: readonly FeeHolding[];
  /** Scheduled monthly deposit (infos.monthlyDeposit), euros; null when none. */
  monthlyDeposit: number | null;
  /** Scheduled monthly withdrawal (infos.monthlyBuyout), euros; null when none. */
  monthlyWithdrawal: number | null;
  /** Gross yearly return assumed for the projection, before every fee (0.04 = 4 %). */
  grossYearlyReturn: number;
  /** A one-off exit or transfer the saver plans within 12 months; its fee then joins the estimate. */
  plannedExit?: 'exit' | 'transfer' | null;
}

/** A fund's ongoing charges as the estimate counts them. */
export interface FundCharge {
  isin: string | null;
  name: string;
  amount: number;
  /** The yearly rate used: the fund's own, or the estimate. */
  ongoingCharges: number;
  /** True when the rate is the spec §9 estimate, not the fund's figure. */
  estimated: boolean;
  /** Management style used: the holding's, unknown counted as active. */
  active: boolean;
  /** Euros over the next 12 months. */
  yearlyCost: number;
}

/** A point of the 20-year projection. */
export interface FeeProjectionPoint {
  year: number;
  withFees: number;
  withoutFees: number;
}

export interface FeesResult {
  /** Euros over the next 12 months (spec §9): the sum of `byKind` and `ongoingCharges`. */
  estimatedFees: number;
  /**
   * Euros per contract fee kind over the next 12 months: every kind the settings ask for this contract kind
   * and every other kind the contract lists, in the spec's order. Matches `feesAnalysisSchema.byKind`.
   */
  byKind: { kind: FeeKind; amount: number }[];
  /** Euros of the funds' ongoing charges over the next 12 months. */
  ongoingCharges: number;
  funds: FundCharge[];
  /** Kinds the settings ask for this contract kind that the contract does not list (counted as 0). */
  missingKinds: FeeKind[];
  /** Yearly fees as a share of the value, what the projection charges every year. */
  yearlyRate: number;
  /** Share of each deposit taken by fees. */
  depositRate: number;
  /** Fees on each withdrawal, as a share of it, charged on top. */
  withdrawalRate: number;
  /** Points for years 0 … FEE_PROJECTION_YEARS. */
  projection: FeeProjectionPoint[];
  /**
   * What the fees cost the saver over the projection, euros: the largest gap between the curves without and
   * with fees at any year-end (issue 12 defect 2). Not the gap at the last year alone: when scheduled
   * withdrawals empty both curves before year 20, that gap is 0 € although the contract with fees ran lower —
   * and was spent earlier — for years. Without withdrawals the gap only widens, and the largest gap is the
   * one at year 20, as before. (Cumulative fees paid were the other candidate; the gap also counts the growth
   * the fees took away, which is what « sans frais » compares.)
   */
  feeDrag: number;
  /** Year of that largest gap (the first one on a tie). */
  feeDragYear: number;
  /** The gap at the last year of the projection, euros (0 when both curves are spent by then). */
  feeDragAtHorizon: number;
  /** True when some fund's charges are the spec §9 estimate. */
  estimated: boolean;
}

/** The rate a fund's ongoing charges are counted at, and whether it is an estimate. */
export function fundChargeRate(holding: Pick<FeeHolding, 'ongoingCharges' | 'active'>): { rate: number; estimated: boolean; active: boolean } {
  const active = holding.active ?? true;
  if (holding.ongoingCharges !== null) return { rate: holding.ongoingCharges, estimated: false, active };
  return { rate: active ? ACTIVE_FUND_FEES : PASSIVE_FUND_FEES, estimated: true, active };
}


function assertInput(input: FeesInput): void {
  const amounts: [string, number][] = [
    ['value', input.value],
    ['euroFundValue', input.euroFundValue],
    ['unitLinkedValue', input.unitLinkedValue],
    ['monthlyDeposit', input.monthlyDeposit ?? 0],
    ['monthlyWithdrawal', input.monthlyWithdrawal ?? 0],
    ...input.holdings.map((holding, index): [string, number] => [`holding ${index}`, holding.amount]),
  ];
  for (const [label, amount] of amounts) if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`fees: ${label} must be a finite amount ≥ 0, got ${amount}`);
  if (input.euroFundValue + input.unitLinkedValue > input.value + 0.005) throw new RangeError('fees: the euro-fund and unit-linked parts exceed the value');
  if (!(input.grossYearlyReturn > -1)) throw new RangeError(`fees: gross yearly return must be above -100 %, got ${input.grossYearlyReturn}`);
  for (const fee of input.fees) if (!(fee.rate >= 0)) throw new RangeError(`fees: ${fee.kind} has a negative rate`);
}

/** The rates the contract's fees amount to, per base. */
interface Rates {
  rate: (kind: FeeKind) => number;
  /** Rate of the rebalancing orders: the second tier, else the first. */
  rebalancingRate: number;
  /** Kind the rebalancing cost is shown under. */
  rebalancingKind: FeeKind;
  unitLinkedShare: number;
}

function ratesOf(input: FeesInput): Rates {
  const listed = new Map(input.fees.map((fee) => [fee.kind, fee.rate]));
  const rate = (kind: FeeKind) => listed.get(kind) ?? 0;
  const secondTier = listed.has('brokerageFee_2');
  return {
    rate,
    rebalancingRate: secondTier ? rate('brokerageFee_2') : rate('brokerageFee'),
    rebalancingKind: secondTier ? 'brokerageFee_2' : 'brokerageFee',
    unitLinkedShare: input.value > 0 ? input.unitLinkedValue / input.value : 1,
  };
}

/** Euros each base amounts to over the next 12 months (see the table at the top). */
function basesOver12Months(input: FeesInput, rates: Rates): Record<FeeBase, number> {
  const deposits = (input.monthlyDeposit ?? 0) * ESTIMATED_FEES_MONTHS;
  const withdrawals = (input.monthlyWithdrawal ?? 0) * ESTIMATED_FEES_MONTHS;
  return {
    deposits,
    orders: (deposits + withdrawals) * rates.unitLinkedShare,
    rebalancing: REBALANCING_TURNOVER * input.unitLinkedValue,
    euroFund: input.euroFundValue,
    unitLinked: input.unitLinkedValue,
    withdrawals,
    value: input.value,
    exit: input.plannedExit === 'exit' ? input.value : 0,
    transfer: input.plannedExit === 'transfer' ? input.value : 0,
  };
}

/** Euros each fee kind costs over the next 12 months: its rate times its base. */
function yearlyByKind(input: FeesInput, rates: Rates): Map<FeeKind, number> {
  const bases = basesOver12Months(input, rates);
  const amounts = new Map<FeeKind, number>(FEE_KINDS.map((kind) => [kind, rates.rate(kind) * bases[FEE_BASES[kind]]]));
  // With no second tier listed, the rebalancing orders pay the first tier's rate, shown under brokerageFee.
  if (rates.rebalancingKind === 'brokerageFee') amounts.set('brokerageFee', (amounts.get('brokerageFee') ?? 0) + rates.rebalancingRate * bases.rebalancing);
  return amounts;
}

/**
 * Value of the contract, month by month, with monthly compounding (*product choice*): each month the value
 * grows by the monthly rate equivalent to the yearly one, `(1 + g)^(1/12) − 1` (12 months compound to
 * exactly `g`), pays a twelfth of the yearly fee rate on its value, then receives the month's deposit net of
 * its fees and pays the month's withdrawal plus its fees (flows at the end of the month, as in the future
 * value of an ordinary annuity). The value never goes below zero: withdrawals stop when it is spent.
 * Returns the value at the end of each year 0 … `years`, unrounded.
 */
export function projectValue(params: {
  value: number;
  grossYearlyReturn: number;
  yearlyRate: number;
  monthlyDeposit: number;
  depositRate: number;
  monthlyWithdrawal: number;
  withdrawalRate: number;
  years: number;
}): number[] {
  const monthlyReturn = (1 + params.grossYearlyReturn) ** (1 / 12) - 1;
  const keptEachMonth = 1 - Math.min(1, params.yearlyRate / 12);
  const netDeposit = params.monthlyDeposit * (1 - params.depositRate);
  const grossWithdrawal = params.monthlyWithdrawal * (1 + params.withdrawalRate);
  const points = [params.value];
  let value = params.value;
  for (let year = 1; year <= params.years; year++) {
    for (let month = 0; month < 12; month++) value = Math.max(0, value * (1 + monthlyReturn) * keptEachMonth + netDeposit - grossWithdrawal);
    points.push(value);
  }
  return points;
}

/**
 * The fees of a contract: the next 12 months by kind and by fund, and the 20-year projection with and
 * without fees at the same gross return and scheduled flows (rules and reasoning at the top of the module).
 * Euro amounts are rounded to the cent; `estimatedFees` is the sum of the rounded parts.
 *
 * @throws RangeError on a negative amount or rate, parts above the value, or a return at or below −100 %.
 */
export function contractFees(input: FeesInput): FeesResult {
  assertInput(input);
  const rates = ratesOf(input);
  const byKindEuros = yearlyByKind(input, rates);
  const funds: FundCharge[] = input.holdings
    .filter((holding) => !holding.euroFund)
    .map((holding) => {
      const charge = fundChargeRate(holding);
      return {
        isin: holding.isin,
        name: holding.name,
        amount: holding.amount,
        ongoingCharges: charge.rate,
        estimated: charge.estimated,
        active: charge.active,
        yearlyCost: toCents(charge.rate * holding.amount) / 100,
      };
    });
  const listed = new Set(input.fees.map((fee) => fee.kind));
  const asked = new Set(feeKindsFor(input.kind));
  const shown = FEE_KINDS.filter((kind) => asked.has(kind) || listed.has(kind));
  const byKind = shown.map((kind) => ({ kind, amount: toCents(byKindEuros.get(kind) ?? 0) / 100 }));
  const fundCents = funds.reduce((sum, fund) => sum + toCents(fund.yearlyCost), 0);
  const totalCents = byKind.reduce((sum, line) => sum + toCents(line.amount), 0) + fundCents;

  // The projection charges every yearly fee on the value at today's mix (the rebalancing included).
  const fundEuros = funds.reduce((sum, fund) => sum + fund.ongoingCharges * fund.amount, 0);
  const valueFees =
    rates.rate('euroFundsFees') * input.euroFundValue +
    rates.rate('ucsFee') * input.unitLinkedValue +
    (rates.rate('managementFee') + rates.rate('custodyFee')) * input.value +
    rates.rebalancingRate * REBALANCING_TURNOVER * input.unitLinkedValue +
    fundEuros;
  // An empty contract has no mix to weigh: only the fees on its whole value apply to what it will hold.
  const yearlyRate = input.value > 0 ? valueFees / input.value : rates.rate('managementFee') + rates.rate('custodyFee');
  const depositRate = Math.min(1, rates.rate('entryFee') + rates.rate('depositFee') + rates.rate('brokerageFee') * rates.unitLinkedShare);
  const withdrawalRate = rates.rate('withdrawalFee') + rates.rate('brokerageFee') * rates.unitLinkedShare;
  const common = {
    value: input.value,
    grossYearlyReturn: input.grossYearlyReturn,
    monthlyDeposit: input.monthlyDeposit ?? 0,
    monthlyWithdrawal: input.monthlyWithdrawal ?? 0,
    years: FEE_PROJECTION_YEARS,
  };
  const withFees = projectValue({ ...common, yearlyRate, depositRate, withdrawalRate });
  const withoutFees = projectValue({ ...common, yearlyRate: 0, depositRate: 0, withdrawalRate: 0 });
  const projection = withFees.map((value, year) => ({ year, withFees: toCents(value) / 100, withoutFees: toCents(withoutFees[year] as number) / 100 }));
  const last = projection[projection.length - 1] as FeeProjectionPoint;
  let dragCents = 0;
  let dragYear = 0;
  for (const point of projection) {
    const gap = toCents(point.withoutFees) - toCents(point.withFees);
    if (gap > dragCents) {
      dragCents = gap;
      dragYear = point.year;
    }
  }
  return {
    estimatedFees: totalCents / 100,
    byKind,
    ongoingCharges: fundCents / 100,
    funds,
    missingKinds: [...asked].filter((kind) => !listed.has(kind)),
    yearlyRate,
    depositRate,
    withdrawalRate,
    projection,
    feeDrag: dragCents / 100,
    feeDragYear: dragYear,
    feeDragAtHorizon: (toCents(last.withoutFees) - toCents(last.withFees)) / 100,
    estimated: funds.some((fund) => fund.estimated),
  };
}
