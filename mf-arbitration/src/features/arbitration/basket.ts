import {
  ARBITRATION_MAX_BASKET,
  assetClassSchema,
  basketFromSchema,
  basketLineKey,
  LOW_RISK_SRRI_BELOW,
  startAllocationSchema,
  type ArbitrationPlan,
  type ArbitrationStart,
  EURO_FUND_LINE_KEY,
  type AssetClass,
  type BasketFrom,
  type BasketItemInput,
  type StartAllocation,
} from '@patrimo/shared';

/**
 * The arbitration basket (spec §3 "Investment": a basket allows no duplicate funds by ISIN; §4 start → market →
 * optimize): the funds the saver will spread the contract over, with what the screens show of each. Pure
 * functions: the screens keep the basket in a jotai atom (see `basket-state.ts`) and change it only through these.
 */

/** One fund of the basket, with what the market and optimize pages show about it. */
export interface BasketLine {
  /** Null for the contract's euro fund when it has no ISIN. */
  isin: string | null;
  euroFund: boolean;
  name: string;
  basketFrom: BasketFrom;
  /** Weight in the starting allocation (recommended, current), null for a fund added in the market. */
  share: number | null;
  srri: number | null;
  assetClass: AssetClass | null;
}

/** The basket of one contract and the start it was filled from (null until the saver picks one). */
export interface BasketState {
  start: StartAllocation | null;
  lines: BasketLine[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isNullableNumber = (value: unknown, min: number, max: number) =>
  value === null || (typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max);

function isBasketLine(value: unknown): value is BasketLine {
  return (
    isRecord(value) &&
    (value['isin'] === null || typeof value['isin'] === 'string') &&
    typeof value['euroFund'] === 'boolean' &&
    typeof value['name'] === 'string' &&
    basketFromSchema.safeParse(value['basketFrom']).success &&
    isNullableNumber(value['share'], 0, 1) &&
    isNullableNumber(value['srri'], 1, 7) &&
    (value['assetClass'] === null || assetClassSchema.safeParse(value['assetClass']).success)
  );
}

/** A basket read back from storage (written by an older version, or by hand): kept only when whole and valid. */
export function isBasketState(value: unknown): value is BasketState {
  return (
    isRecord(value) &&
    (value['start'] === null || startAllocationSchema.safeParse(value['start']).success) &&
    Array.isArray(value['lines']) &&
    value['lines'].length <= ARBITRATION_MAX_BASKET &&
    value['lines'].every(isBasketLine)
  );
}

export const EMPTY_BASKET: BasketState = { start: null, lines: [] };

/** The key of a line: its ISIN, or the euro fund's key when it has none (the contract's own rule). */
export const lineKey = (line: Pick<BasketLine, 'isin' | 'euroFund'>): string => basketLineKey(line);

export type AddOutcome = { ok: true; basket: BasketState } | { ok: false; reason: 'duplicate' | 'full' };

/** Adds a fund, refusing one already in the basket (same ISIN, or a second euro fund without one) or a 51st. */
export function addToBasket(basket: BasketState, line: BasketLine): AddOutcome {
  const key = lineKey(line);
  if (basket.lines.some((existing) => lineKey(existing) === key)) return { ok: false, reason: 'duplicate' };
  if (basket.lines.length >= ARBITRATION_MAX_BASKET) return { ok: false, reason: 'full' };
  return { ok: true, basket: { ...basket, lines: [...basket.lines, { ...line, share: null }] } };
}

/** Rounds starting shares to 4 decimals, the last one taking the rounding so that they sum to exactly 1. */
function normalised(shares: readonly number[]): number[] {
  const total = shares.reduce((sum, share) => sum + share, 0);
  if (total <= 0) return shares.map(() => 0);
  const rounded = shares.map((share) => Math.round((share / total) * 10_000) / 10_000);
  const drift = 1 - rounded.reduce((sum, share) => sum + share, 0);
  let largest = 0;
  rounded.forEach((share, index) => {
    if (share > (rounded[largest] ?? 0)) largest = index;
  });
  rounded[largest] = Math.round(((rounded[largest] ?? 0) + drift) * 10_000) / 10_000;
  return rounded;
}

/**
 * Removes a fund. When it carried a starting share, the other starting shares are scaled back to 100 % (the
 * API refuses starting shares that do not sum to 1); when none is left with a share, the start is a blank one.
 */
export function removeFromBasket(basket: BasketState, key: string): BasketState {
  const removed = basket.lines.find((line) => lineKey(line) === key);
  if (!removed) return basket;
  const rest = basket.lines.filter((line) => lineKey(line) !== key);
  if (removed.share === null) return { ...basket, lines: rest };
  const weighted = rest.filter((line) => line.share !== null && line.share > 0);
  if (weighted.length === 0) return { start: 'blank', lines: rest.map((line) => ({ ...line, share: null })) };
  const shares = normalised(weighted.map((line) => line.share ?? 0));
  const byKey = new Map(weighted.map((line, index) => [lineKey(line), shares[index] ?? 0]));
  return { ...basket, lines: rest.map((line) => ({ ...line, share: line.share === null ? null : (byKey.get(lineKey(line)) ?? 0) })) };
}

/** The basket a starting allocation fills: its lines, with their starting shares (none for the blank start). */
export function basketFromStart(start: ArbitrationStart): BasketState {
  const lines: BasketLine[] = start.lines.map((line) => ({
    isin: line.isin,
    euroFund: line.euroFund,
    name: line.name,
    basketFrom: line.basketFrom,
    share: start.start === 'blank' ? null : line.share,
    srri: line.srri,
    assetClass: line.assetClass,
  }));
  const weighted = lines.filter((line) => line.share !== null);
  if (weighted.length > 0) {
    const shares = normalised(weighted.map((line) => line.share ?? 0));
    weighted.forEach((line, index) => {
      line.share = shares[index] ?? 0;
    });
  }
  return { start: start.start, lines };
}

/** The contract's euro fund as a basket line (always offered by the market page). */
export function euroFundLine(euroFund: { isin: string | null; name: string }, basketFrom: BasketFrom = 'market'): BasketLine {
  return { isin: euroFund.isin, euroFund: true, name: euroFund.name, basketFrom, share: null, srri: 1, assetClass: 'euroFund' };
}

/** What the optimisation will check first (spec §5), so the basket says it before the saver asks. */
export function basketChecks(basket: BasketState): { euroFund: boolean; lowRisk: boolean } {
  return {
    euroFund: basket.lines.some((line) => line.euroFund),
    // The euro fund does not count: spec §5 lists the two conditions apart (as the API's optimiser does).
    lowRisk: basket.lines.some((line) => !line.euroFund && line.srri !== null && line.srri < LOW_RISK_SRRI_BELOW),
  };
}

/** The body's basket: what the API needs of each line. */
export function basketInput(basket: BasketState): BasketItemInput[] {
  return basket.lines.map((line) => ({ isin: line.isin, euroFund: line.euroFund, basketFrom: line.basketFrom, share: line.share }));
}

/** The start sent with the basket: the one picked, or blank when the saver went straight to the market. */
export function startOf(basket: BasketState): StartAllocation {
  return basket.start ?? 'blank';
}

/** A stable key of the basket's content, for the optimisation's query key (order matters not). */
export function basketQueryKey(basket: BasketState): string {
  return [...basket.lines]
    .map((line) => `${lineKey(line)}:${line.basketFrom}:${line.share ?? '-'}`)
    .sort()
    .join('|');
}

/**
 * The basket a saved plan was computed from (to open the plan again in the arbitration): its choice, each fund
 * named from the plan's proposal or today's allocation (its ISIN when neither holds it any more).
 */
export function basketFromPlan(plan: ArbitrationPlan): BasketState {
  const known = new Map([...plan.result.current.lines, ...plan.result.proposal.lines].map((line) => [lineKey(line), line]));
  return {
    start: plan.choice.start,
    lines: plan.choice.basket.map((item) => {
      const line = known.get(lineKey(item));
      return {
        isin: item.isin,
        euroFund: item.euroFund,
        name: line?.name ?? item.isin ?? EURO_FUND_LINE_KEY,
        basketFrom: item.basketFrom,
        share: item.share,
        srri: line?.srri ?? (item.euroFund ? 1 : null),
        assetClass: line?.assetClass ?? (item.euroFund ? 'euroFund' : null),
      };
    }),
  };
}
