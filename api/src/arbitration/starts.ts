import {
  EURO_FUND_LINE_KEY,
  LOW_RISK_SRRI_BELOW,
  type ArbitrationStart,
  type ArbitrationStarts,
  type AssetClass,
  type RecommendedRisk,
  type Srri,
} from '@patrimo/shared';
import { ASSET_CLASS_PROXIES, recommendedAllocation } from '../engines/recommended-allocations';
import { toInvestment, type Fund, type Universe } from '../investments/universe';
import { SRRI_YEARS } from '../market/analytics';
import { cents, currentLines, estimateAllocation } from './allocation-figures';
import { inputsOf, loadArbitrationContract, type ArbitrationRequest } from './arbitration-contract';
import { onItsOwnTurn } from './turns';

/** The starting allocations of an arbitration: the recommended, the current and the blank one. */

/** Whether a fund's proxy covers the optimiser's 5-year window (a shorter one would be excluded). */
function fullHistory(fund: Fund, end: string): boolean {
  const first = fund.proxy?.series.dates[0];
  return first !== undefined && first <= `${Number(end.slice(0, 4)) - SRRI_YEARS}${end.slice(4)}`;
}

/**
 * The fund standing for an asset class in the recommended start (*product choice*): among the funds the contract
 * can hold with 5 years of prices, the best score for the profile (GET /investments' score); on a tie, a fund the
 * contract already holds (no sale and purchase for nothing), then the fund tracking the class's reference index
 * (`ASSET_CLASS_PROXIES`, what the profile's model was measured with), then the name.
 */
export function bestFundOfClass(assetClass: AssetClass, profile: RecommendedRisk, universe: Universe, held: ReadonlySet<string>, end: string, accept: (fund: Fund) => boolean = () => true): Fund | null {
  let best: { fund: Fund; rank: [number, number, number] } | null = null;
  for (const fund of universe.funds) {
    if (fund.classification.assetClass !== assetClass || !fund.proxy || !fullHistory(fund, end) || !accept(fund)) continue;
    const rank: [number, number, number] = [toInvestment(fund, profile).score ?? -1, held.has(fund.isin) ? 1 : 0, fund.classification.proxy === ASSET_CLASS_PROXIES[assetClass] ? 1 : 0];
    if (!best || rank[0] > best.rank[0] || (rank[0] === best.rank[0] && (rank[1] > best.rank[1] || (rank[1] === best.rank[1] && rank[2] > best.rank[2])))) best = { fund, rank };
  }
  return best?.fund ?? null;
}

/** GET …/arbitration/starts: the recommended, current and blank starting allocations. */
export async function arbitrationStarts(request: ArbitrationRequest): Promise<ArbitrationStarts> {
  const arbitration = await loadArbitrationContract(request);
  const { contract, euroFund } = arbitration;
  const { universe } = request;
  const profile = contract.recommendedRisk;
  const euroYield = euroFund?.yield ?? 0;
  const value = contract.value;
  const end = contract.asOf ?? request.now.toISOString().slice(0, 10);
  const euroLine = euroFund ? { isin: euroFund.isin, name: euroFund.name, euroFund: true, assetClass: 'euroFund' as const, srri: 1 as Srri } : null;

  // Recommended.
  let recommended: ArbitrationStart;
  if (profile === null) {
    recommended = { start: 'recommended', available: false, unavailableReason: 'profileRequired', lines: [], figures: null, unfilled: [] };
  } else {
    const held = new Set(contract.lines.flatMap((line) => (line.isin === null ? [] : [line.isin])));
    const unfilled: { assetClass: AssetClass; share: number }[] = [];
    const picked: { fund: Fund | null; share: number }[] = [];
    for (const target of recommendedAllocation(profile)) {
      if (target.assetClass === 'euroFund') {
        if (euroFund) picked.push({ fund: null, share: target.share });
        else unfilled.push({ assetClass: target.assetClass, share: target.share });
        continue;
      }
      const fund = await onItsOwnTurn(() => bestFundOfClass(target.assetClass, profile, universe, held, end));
      if (fund) picked.push({ fund, share: target.share });
      else unfilled.push({ assetClass: target.assetClass, share: target.share });
    }
    // Spec §5 wants a fund with an SRRI below 4 in the basket: when the model's funds have none (the aggressive
    // model holds no bond; the best-scored bond fund of a dynamic profile is a high-yield one, SRRI 4), the best
    // bond fund with an SRRI below 4 joins at 0 %, so that the recommended start can be optimised as it is.
    const lowRisk = (fund: Fund) => (fund.proxy?.srri ?? 9) < LOW_RISK_SRRI_BELOW;
    if (!picked.some(({ fund }) => fund !== null && lowRisk(fund))) {
      const bond = await onItsOwnTurn(() => bestFundOfClass('bond', profile, universe, held, end, lowRisk));
      if (bond) picked.push({ fund: bond, share: 0 });
    }
    // An unfilled class's share goes to the euro fund (the safe default), or is spread over the others without one.
    const unfilledShare = unfilled.reduce((sum, line) => sum + line.share, 0);
    const euroPick = picked.find((line) => line.fund === null);
    if (euroPick) euroPick.share += unfilledShare;
    const total = picked.reduce((sum, line) => sum + line.share, 0);
    const lines = picked.map(({ fund, share }) => {
      const weight = total > 0 ? share / total : 0;
      const base = fund === null ? (euroLine as NonNullable<typeof euroLine>) : { isin: fund.isin, name: fund.name, euroFund: false, assetClass: fund.classification.assetClass, srri: fund.proxy?.srri ?? null };
      return { ...base, basketFrom: 'recommended' as const, share: weight, amount: cents(weight * value) };
    });
    const figures = lines.length === 0 ? null : await onItsOwnTurn(() => {
      const inputs = inputsOf(lines.filter((line) => !line.euroFund).map((line) => line.isin as string), arbitration, universe, euroFund !== null);
      return estimateAllocation(inputs.assets, euroYield, new Map(lines.map((line) => [line.euroFund ? (euroFund?.isin ?? EURO_FUND_LINE_KEY) : (line.isin as string), line.share])));
    });
    recommended = lines.length === 0
      ? { start: 'recommended', available: false, unavailableReason: 'noFunds', lines: [], figures: null, unfilled }
      : { start: 'recommended', available: true, unavailableReason: null, lines, figures, unfilled };
  }

  // Current.
  const today = currentLines(contract, universe).filter((line) => line.key !== 'CASH');
  const todayTotal = today.reduce((sum, line) => sum + line.amount, 0);
  let current: ArbitrationStart;
  if (today.length === 0 || !(todayTotal > 0)) {
    current = { start: 'current', available: false, unavailableReason: 'noHoldings', lines: [], figures: null, unfilled: [] };
  } else {
    const lines = today
      .filter((line) => line.isin !== null || line.euroFund)
      .map(({ isin, name, euroFund: isEuro, assetClass, srri, amount }) => ({ isin, name, euroFund: isEuro, assetClass, srri, basketFrom: 'current' as const, share: amount / todayTotal, amount }));
    const shareSum = lines.reduce((sum, line) => sum + line.share, 0);
    for (const line of lines) line.share = shareSum > 0 ? line.share / shareSum : 0;
    const figures = await onItsOwnTurn(() => {
      const inputs = inputsOf(lines.filter((line) => !line.euroFund).map((line) => line.isin as string), arbitration, universe, euroFund !== null);
      return estimateAllocation(inputs.assets, euroYield, new Map(lines.map((line) => [line.euroFund ? (euroFund?.isin ?? EURO_FUND_LINE_KEY) : (line.isin as string), line.share])));
    });
    current = { start: 'current', available: lines.length > 0, unavailableReason: lines.length > 0 ? null : 'noHoldings', lines, figures, unfilled: [] };
  }

  // Blank: the euro fund alone, without a weight (the basket needs it, spec §5), or nothing.
  const blank: ArbitrationStart = {
    start: 'blank',
    available: true,
    unavailableReason: null,
    lines: euroLine ? [{ ...euroLine, basketFrom: 'recommended', share: null, amount: null }] : [],
    figures: null,
    unfilled: [],
  };

  return {
    recommendedRisk: profile,
    contractValue: cents(value),
    asOf: contract.asOf,
    euroFund: euroFund ? { isin: euroFund.isin, name: euroFund.name, yield: euroFund.yield } : null,
    suggested: profile === null ? 'current' : 'recommended',
    starts: [recommended, current, blank],
  };
}
