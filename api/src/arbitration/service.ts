import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  EURO_FUND_LINE_KEY,
  basketLineKey,
  type ArbitrationLine,
  type AssetClass,
  type Basket,
  type OptimisationResult,
  type OptimisationStrategy,
  type RecommendedRisk,
  type StartAllocation,
  type Srri,
} from '@patrimo/shared';
import { contractHead } from '../analysis/inputs';
import { unsupportedKind } from '../analysis/service';
import { analysisVersion } from '../contracts/analysis-cache';
import { portfolioOptimisations } from '../db/schema';
import { frontierCurveSteps } from '../engines/optimisation/frontier';
import { currentFigures, optimisePreparedCooperatively, outcomeRange, prepareOptimisation, type OptimisationAsset } from '../engines/optimisation/optimise';
import { PROFILE_VOLATILITY_BANDS } from '../engines/profiles';
import { ApiError, notFound } from '../http/errors';
import type { DailySeries } from '../market/series';
import { cents, currentLines, estimateAllocation, feesOf, riskRead } from './allocation-figures';
import { checkBasket, inputsOf, loadArbitrationContract, type ArbitrationContract, type ArbitrationRequest } from './arbitration-contract';
import { arbitrationMovements, type MovementLine } from './movements';
import { arbitrationHolds, inParts, onItsOwnTurn } from './turns';

/**
 * The arbitration of a contract (spec §4 "Arbitration", issue 13): what a contract can hold, the three starting
 * allocations, and the optimisation of a basket with everything the result screen shows. Every engine call runs
 * on its own turn of the event loop (the optimiser's programmes one per turn, `completedCooperatively`), so that
 * one request never holds the loop for more than one programme or one estimation (`arbitrationHolds`, read by
 * `npm run bench:api`).
 */

// What a contract can hold, the figures of an allocation, the starting allocations and the turns of the computation
// are in files of their own, exported from here too; the optimisation is below.
export { arbitrationHolds } from './turns';
export { fundsOf, holdableIsins, loadArbitrationContract, type ArbitrationContract, type ArbitrationRequest } from './arbitration-contract';
export { estimateAllocation } from './allocation-figures';
export { arbitrationStarts, bestFundOfClass } from './starts';

export interface OptimisationChoice {
  start: StartAllocation;
  strategy: OptimisationStrategy;
  basket: Basket;
  amount?: number | undefined;
}

/** The cache key of a choice: the hash of its start, strategy, basket (in the order given) and amount. */
export function optimisationKey(choice: OptimisationChoice): string {
  const canonical = JSON.stringify([choice.start, choice.strategy, choice.basket.map((item) => [item.isin, item.euroFund, item.basketFrom, item.share]), choice.amount ?? null]);
  return createHash('sha256').update(canonical).digest('hex');
}

export interface OptimisationAnswer {
  result: OptimisationResult;
  cached: boolean;
  /** The contract's fingerprint the result was computed on (see `ArbitrationContract.fingerprint`); null from the cache. */
  fingerprint: string | null;
  amount: number;
}

/**
 * POST …/optimize: from the cache when this choice was computed on this version of the contract, else computed
 * and stored. Refusals: 422 `profile_required` (no recommended risk), `no_euro_fund`, `no_low_risk_fund`,
 * `optimisation_failed` (spec §8); 400 `not_holdable` for a fund the contract cannot hold.
 */
export async function optimiseContract(request: ArbitrationRequest, choice: OptimisationChoice): Promise<OptimisationAnswer> {
  // The head first (one query): a cached answer needs neither the contract's values nor its lines.
  const head = await contractHead(request.db, request.userId, request.portfolioId);
  if (head === undefined) throw notFound();
  if (head === 'unsupported') throw unsupportedKind();
  const version = analysisVersion({ recommendedRisk: head.recommendedRisk, updatedAt: head.row.updatedAt, lastValueDate: head.asOf });
  const key = optimisationKey(choice);
  const [row] = await request.db
    .select({ body: portfolioOptimisations.body, version: portfolioOptimisations.version })
    .from(portfolioOptimisations)
    .where(and(eq(portfolioOptimisations.portfolioId, head.row.id), eq(portfolioOptimisations.key, key)))
    .limit(1);
  if (row && row.version === version) {
    const result = row.body as unknown as OptimisationResult;
    return { result, cached: true, fingerprint: null, amount: result.amount };
  }
  const arbitration = await loadArbitrationContract(request);
  const { contract } = arbitration;
  checkBasket(choice.basket, arbitration, request.universe);
  const profile = contract.recommendedRisk;
  if (profile === null) throw new ApiError(422, 'profile_required');
  const amount = cents(choice.amount ?? contract.value);
  const result = await computeOptimisation(request, arbitration, choice, profile, amount);
  await request.db
    .insert(portfolioOptimisations)
    .values({ portfolioId: contract.row.id, key, version, body: result as unknown as Record<string, unknown>, computedAt: request.now })
    .onConflictDoUpdate({ target: [portfolioOptimisations.portfolioId, portfolioOptimisations.key], set: { version, body: result as unknown as Record<string, unknown>, computedAt: request.now } });
  return { result, cached: false, fingerprint: arbitration.fingerprint, amount };
}

async function computeOptimisation(request: ArbitrationRequest, arbitration: ArbitrationContract, choice: OptimisationChoice, profile: RecommendedRisk, amount: number): Promise<OptimisationResult> {
  const { contract } = arbitration;
  const { universe } = request;
  const euroYield = arbitration.euroFund?.yield ?? 0;
  const basketIsins = choice.basket.filter((item) => !item.euroFund).map((item) => item.isin as string);
  const withEuro = choice.basket.some((item) => item.euroFund);
  const inputs = await onItsOwnTurn(() => inputsOf(basketIsins, arbitration, universe, withEuro));
  const current = currentLines(contract, universe);
  const currentWeights = new Map<string, number>();
  for (const line of current) currentWeights.set(line.key, (currentWeights.get(line.key) ?? 0) + line.share);

  const prepared = await onItsOwnTurn(() => prepareOptimisation({ assets: inputs.assets, euroFundYield: euroYield, profile }));
  if ('ok' in prepared) throw new ApiError(422, prepared.code);
  const outcome = await optimisePreparedCooperatively(prepared, choice.strategy, (ms) => {
    arbitrationHolds.longest = Math.max(arbitrationHolds.longest, ms);
  });
  if (!outcome.ok) throw new ApiError(422, outcome.code);
  const curve = await inParts(frontierCurveSteps(prepared.problem));

  // Today's allocation measured with the basket's funds plus its own (a fund it holds outside the basket counts).
  const ownIsins = current.filter((line) => !line.euroFund && line.isin !== null && universe.byIsin.has(line.isin)).map((line) => line.isin as string);
  const union = [...new Set([...basketIsins, ...ownIsins])];
  const unionInputs = await onItsOwnTurn(() => inputsOf(union, arbitration, universe, arbitration.euroFund !== null));
  const currentEstimate = await onItsOwnTurn(() => estimateAllocation(unionInputs.assets, euroYield, currentWeights));

  const assetOf = new Map(inputs.assets.map((asset) => [asset.isin, asset]));
  const seriesOf = (key: string): DailySeries | null => (assetOf.get(key)?.euroFund || key === (arbitration.euroFund?.isin ?? EURO_FUND_LINE_KEY) ? contract.guaranteed : (universe.byIsin.get(key)?.proxy?.series ?? null));
  const proposalWeights = new Map(Object.entries(outcome.weights).filter(([, weight]) => weight > 1e-6));
  const weightSum = [...proposalWeights.values()].reduce((sum, weight) => sum + weight, 0);
  for (const [isin, weight] of proposalWeights) proposalWeights.set(isin, weight / weightSum);
  const proposalRead = await onItsOwnTurn(() => riskRead(proposalWeights, seriesOf, inputs.end, profile));
  const currentRead = await onItsOwnTurn(() =>
    riskRead(
      new Map(current.map((line) => [line.key, line.share])),
      (key) => current.find((line) => line.key === key)?.series ?? null,
      inputs.end,
      profile,
    ),
  );

  const proposalLines: ArbitrationLine[] = [...proposalWeights.entries()]
    .map(([isin, share]) => {
      const asset = assetOf.get(isin) as OptimisationAsset;
      const fund = universe.byIsin.get(isin);
      return {
        isin: asset.euroFund ? (arbitration.euroFund?.isin ?? null) : isin,
        name: asset.name,
        euroFund: asset.euroFund,
        assetClass: (asset.euroFund ? 'euroFund' : (fund?.classification.assetClass ?? 'other')) as AssetClass,
        srri: (asset.euroFund ? 1 : asset.srri) as Srri | null,
        share,
        amount: cents(share * amount),
      };
    })
    .sort((a, b) => b.share - a.share);

  const fees = await onItsOwnTurn(() => ({
    proposal: feesOf(contract, proposalLines.map((line) => ({ ...line, ongoingCharges: null, active: line.euroFund ? null : false }))),
    current: feesOf(contract, current.filter((line) => line.key !== 'CASH')),
  }));
  const keyOf = (line: { isin: string | null; euroFund: boolean }) => (line.euroFund ? EURO_FUND_LINE_KEY : basketLineKey(line));
  const movements = arbitrationMovements({
    current: current.map((line): MovementLine => ({ key: line.euroFund ? EURO_FUND_LINE_KEY : line.key, isin: line.isin, name: line.name, euroFund: line.euroFund, amount: line.amount })),
    target: proposalLines.map((line): MovementLine => ({ key: keyOf(line), isin: line.isin, name: line.name, euroFund: line.euroFund, amount: line.amount })),
    contractValue: contract.value,
    amount,
  });

  // Today's point on the basket's frontier when it holds only basket funds; else measured with its own funds.
  const inBasket = [...currentWeights.keys()].every((key) => assetOf.has(key));
  const currentOnBasket = inBasket ? currentFigures(prepared, Object.fromEntries(currentWeights)) : null;
  const currentPoint = currentOnBasket ?? currentEstimate;
  const range = (expected: number, volatility: number) => {
    const r = outcomeRange(expected, volatility);
    return { confidence: r.confidence, low: r.low, high: r.high };
  };
  return {
    strategy: choice.strategy,
    start: choice.start,
    recommendedRisk: profile,
    profileBand: { ...PROFILE_VOLATILITY_BANDS[profile] },
    withinBand: outcome.withinBand,
    contractValue: cents(contract.value),
    amount,
    asOf: contract.asOf,
    proposal: {
      lines: proposalLines,
      figures: { expectedReturn: outcome.expectedReturn, range: range(outcome.expectedReturn, outcome.volatility), ...proposalRead },
      fees: fees.proposal,
    },
    current: {
      lines: current.map(({ key: _key, series: _series, ongoingCharges: _charges, active: _active, ...line }) => line),
      figures: currentEstimate ? { expectedReturn: currentEstimate.expectedReturn, range: currentEstimate.range, ...currentRead } : null,
      fees: fees.current,
    },
    frontier: {
      points: curve,
      proposed: { volatility: outcome.volatility, expectedReturn: outcome.expectedReturn },
      current: currentPoint ? { volatility: currentPoint.volatility, expectedReturn: currentPoint.expectedReturn } : null,
    },
    movements,
    excluded: inputs.excluded.map(({ isin, name, reason }) => ({ isin, name, reason })),
    computedAt: request.now.toISOString(),
  };
}
