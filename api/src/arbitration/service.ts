import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import {
  EURO_FUND_LINE_KEY,
  LOW_RISK_SRRI_BELOW,
  basketLineKey,
  type AllocationFees,
  type AllocationFigures,
  type ArbitrationLine,
  type ArbitrationStart,
  type ArbitrationStarts,
  type AssetClass,
  type Basket,
  type EstimatedFigures,
  type ErrorCode,
  type OptimisationResult,
  type OptimisationStrategy,
  type RecommendedRisk,
  type StartAllocation,
  type Srri,
} from '@patrimo/shared';
import { savingsRates } from '../aggregation/sandbox/savings-rates';
import { contractHead, gatherContract, type GatheredContract } from '../analysis/inputs';
import { unsupportedKind } from '../analysis/service';
import { FEE_PROJECTION_GROSS_RETURN } from '../analysis/steps';
import { analysisVersion } from '../contracts/analysis-cache';
import type { Database } from '../db/client';
import { portfolioOptimisations } from '../db/schema';
import { contractFees } from '../engines/fees';
import { embedCovariance, ledoitWolfCovariance } from '../engines/optimisation/covariance';
import { riskyExpectedReturn } from '../engines/optimisation/expected-returns';
import { frontierCurveSteps, portfolioVolatility } from '../engines/optimisation/frontier';
import { optimisationInputsFromUniverse, type UniverseInputs } from '../engines/optimisation/inputs';
import { currentFigures, optimisePreparedCooperatively, outcomeRange, prepareOptimisation, type OptimisationAsset } from '../engines/optimisation/optimise';
import { PROFILE_VOLATILITY_BANDS, rangeAgainstProfile, riskLevelOfVolatility } from '../engines/profiles';
import { ASSET_CLASS_PROXIES, recommendedAllocation } from '../engines/recommended-allocations';
import { allocationWeeklyCloses, volatilityOfSample, type RiskComponent } from '../engines/risk';
import { completedCooperatively, type EngineSteps } from '../engines/steps';
import { ApiError, fieldErrors, notFound } from '../http/errors';
import { toInvestment, type Fund, type Universe } from '../investments/universe';
import { normalise } from '../investments/classification';
import { SRRI_YEARS, WEEKS_PER_YEAR } from '../market/analytics';
import type { DailySeries } from '../market/series';
import { arbitrationMovements, type MovementLine } from './movements';

/**
 * The arbitration of a contract (spec §4 "Arbitration", issue 13): what a contract can hold, the three starting
 * allocations, and the optimisation of a basket with everything the result screen shows. Every engine call runs
 * on its own turn of the event loop (the optimiser's programmes one per turn, `completedCooperatively`), so that
 * one request never holds the loop for more than one programme or one estimation (`arbitrationHolds`, read by
 * `npm run bench:api`).
 */

/** The longest synchronous stretch of arbitration computation seen in this process, ms (the benchmark reads it). */
export const arbitrationHolds = { longest: 0, reset(): void { this.longest = 0; } };

async function onItsOwnTurn<T>(compute: () => T): Promise<T> {
  await nextTurn();
  const start = performance.now();
  try {
    return compute();
  } finally {
    arbitrationHolds.longest = Math.max(arbitrationHolds.longest, performance.now() - start);
  }
}

function inParts<T>(steps: EngineSteps<T>): Promise<T> {
  return completedCooperatively(steps, (ms) => {
    arbitrationHolds.longest = Math.max(arbitrationHolds.longest, ms);
  });
}

const cents = (amount: number): number => Math.round(amount * 100) / 100;

/** Contract kinds whose product always offers a euro fund (life insurance and capitalisation). */
const EURO_FUND_KINDS: readonly string[] = ['lifeinsurance', 'capitalisation'];

export interface ArbitrationRequest {
  db: Database;
  userId: string;
  portfolioId: string;
  root: string;
  universe: Universe;
  now: Date;
}

/** A contract ready for the arbitration. */
export interface ArbitrationContract {
  contract: GatheredContract;
  /** The data version (the analysis's): what the optimisation cache compares. */
  version: string;
  /**
   * What the contract's figures were computed from, hashed: its settings, value, lines, last value's date and the
   * recommended risk. A saved plan keeps it; a different one makes the plan `stale` (an edit, a sync).
   */
  fingerprint: string;
  euroFund: { isin: string | null; name: string; yield: number; amount: number } | null;
}

/** The contract's euro fund: the one it holds, else a generic one for a product that always offers it. */
function contractEuroFund(contract: GatheredContract, root: string, today: string): ArbitrationContract['euroFund'] {
  const held = contract.lines.filter((line) => line.euroFund);
  if (held.length === 0 && !EURO_FUND_KINDS.includes(contract.kind)) return null;
  const year = Number((contract.asOf ?? today).slice(0, 4)) - 1;
  return {
    isin: held[0]?.isin ?? null,
    name: held[0]?.name ?? 'Fonds en euros',
    yield: savingsRates(root).euroFundYield(year),
    amount: cents(held.reduce((sum, line) => sum + line.amount, 0)),
  };
}

/** Loads the subject's contract: 404 when not theirs, 422 `unsupported_kind` when it has no analysis. */
export async function loadArbitrationContract(request: ArbitrationRequest): Promise<ArbitrationContract> {
  const head = await contractHead(request.db, request.userId, request.portfolioId);
  if (head === undefined) throw notFound();
  if (head === 'unsupported') throw unsupportedKind();
  const today = request.now.toISOString().slice(0, 10);
  const contract = await gatherContract(request.db, head, { root: request.root, universe: request.universe, today });
  const version = analysisVersion({ recommendedRisk: head.recommendedRisk, updatedAt: head.row.updatedAt, lastValueDate: head.asOf });
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([version, contract.infos, contract.value, contract.cash, contract.lines.map((line) => [line.isin, line.name, line.amount, line.euroFund])]))
    .digest('hex');
  return { contract, version, fingerprint, euroFund: contractEuroFund(contract, request.root, today) };
}

/**
 * What a contract can hold (*product choice*): every fund of the universe (the product has no insurer's fund
 * list; the universe's index funds are the ones French multi-fund contracts commonly offer), the contract's own
 * funds (even outside the universe: it holds them), and its euro fund. Keyed by basket key.
 */
export function holdableIsins(contract: GatheredContract, universe: Universe): { inUniverse: (isin: string) => boolean; ownFunds: Map<string, GatheredContract['lines'][number]> } {
  const ownFunds = new Map(contract.lines.filter((line) => !line.euroFund && line.isin !== null).map((line) => [line.isin as string, line]));
  return { inUniverse: (isin) => universe.byIsin.has(isin), ownFunds };
}

/** 400 `not_holdable` on each basket line the contract cannot hold. */
function checkBasket(basket: Basket, arbitration: ArbitrationContract, universe: Universe): void {
  const { inUniverse, ownFunds } = holdableIsins(arbitration.contract, universe);
  const errors: Record<string, ErrorCode[]> = {};
  basket.forEach((item, index) => {
    const holdable = item.euroFund ? arbitration.euroFund !== null && (item.isin === null || item.isin === arbitration.euroFund.isin) : item.isin !== null && (inUniverse(item.isin) || ownFunds.has(item.isin));
    if (!holdable) errors[`data.basket.${index}.isin`] = ['not_holdable'];
  });
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
}

/** Funds of the contract or of the universe by ISIN (a fund only the contract holds gets no proxy). */
export function fundsOf(isins: readonly string[], arbitration: ArbitrationContract, universe: Universe): Fund[] {
  const own = holdableIsins(arbitration.contract, universe).ownFunds;
  return isins.map((isin) => {
    const fund = universe.byIsin.get(isin);
    if (fund) return fund;
    // A fund only the contract knows: no proxy, so the input builder excludes it (`noProxy`).
    const line = own.get(isin);
    return { isin, name: line?.name ?? isin, managementCompany: null, currency: 'EUR', classification: { rule: 'contract', assetClass: line?.assetClass ?? 'other', benchmark: null, proxy: null, regions: [], sectors: [], tags: [] }, proxy: null, searchText: normalise(`${line?.name ?? ''} ${isin}`) } as Fund;
  });
}

function inputsOf(isins: readonly string[], arbitration: ArbitrationContract, universe: Universe, withEuroFund: boolean): UniverseInputs {
  const euro = arbitration.euroFund;
  return optimisationInputsFromUniverse(fundsOf(isins, arbitration, universe), withEuroFund && euro ? { euroFund: { isin: euro.isin ?? EURO_FUND_LINE_KEY, name: euro.name } } : {});
}

/**
 * Expected return, range and volatility of weights over assets, with the optimiser's estimators (Ledoit–Wolf
 * covariance of the weekly returns, expected returns net of charges), without its refusals: what the starting
 * allocations and today's allocation show. Weights of keys outside the assets (a fund without prices, cash) are
 * left out and the rest scaled to 1. Null when nothing is measured.
 */
export function estimateAllocation(assets: readonly OptimisationAsset[], euroFundYield: number, weights: ReadonlyMap<string, number>): EstimatedFigures | null {
  const n = assets.length;
  const risky = assets.flatMap((asset, index) => (asset.euroFund ? [] : [index]));
  let covariance: Float64Array = new Float64Array(n * n);
  if (risky.length > 0) {
    const shrunk = ledoitWolfCovariance(risky.map((index) => (assets[index] as OptimisationAsset).weeklyReturns), WEEKS_PER_YEAR);
    if (!shrunk) return null;
    covariance = embedCovariance(shrunk, risky, n);
  }
  const w = new Float64Array(n);
  let sum = 0;
  assets.forEach((asset, index) => {
    const weight = weights.get(asset.isin) ?? 0;
    w[index] = weight;
    sum += weight;
  });
  if (!(sum > 0)) return null;
  let expected = 0;
  for (let i = 0; i < n; i++) {
    w[i] = (w[i] as number) / sum;
    const asset = assets[i] as OptimisationAsset;
    const mu = asset.euroFund ? euroFundYield : riskyExpectedReturn({ weeklyReturns: asset.weeklyReturns, volatility: Math.sqrt(covariance[i * n + i] as number), ongoingCharges: asset.ongoingCharges, euroFundYield });
    expected += (w[i] as number) * mu;
  }
  const volatility = portfolioVolatility(covariance, w);
  const range = outcomeRange(expected, volatility);
  return { expectedReturn: expected, volatility, range: { confidence: range.confidence, low: range.low, high: range.high } };
}

/** The risk step's reading of weights (its own estimator, see `allocationFiguresSchema`). */
function riskRead(weights: ReadonlyMap<string, number>, seriesOf: (key: string) => DailySeries | null, end: string | null, profile: RecommendedRisk): Pick<AllocationFigures, 'volatility' | 'level' | 'srri' | 'profileRange'> {
  const components: RiskComponent[] = [...weights.entries()].filter(([, weight]) => weight > 0).map(([key, weight]) => ({ weight, series: seriesOf(key) }));
  const read = components.some((component) => component.series !== null) ? volatilityOfSample(allocationWeeklyCloses(components, SRRI_YEARS, end ?? undefined)) : null;
  if (!read) return { volatility: null, level: null, srri: null, profileRange: null };
  const range = rangeAgainstProfile(read.volatility, profile);
  return { volatility: read.volatility, level: riskLevelOfVolatility(read.volatility), srri: read.srri, profileRange: range === 'low' ? 'below' : range === 'high' ? 'above' : 'within' };
}

/** Fees of an allocation of the contract's value (the analysis's fees engine, same settings). */
function feesOf(contract: GatheredContract, lines: readonly { isin: string | null; name: string; euroFund: boolean; amount: number; ongoingCharges: number | null; active: boolean | null }[]): AllocationFees {
  const euroFundValue = lines.filter((line) => line.euroFund).reduce((sum, line) => sum + line.amount, 0);
  const unitLinkedValue = lines.filter((line) => !line.euroFund).reduce((sum, line) => sum + line.amount, 0);
  const result = contractFees({
    kind: contract.kind,
    value: Math.max(contract.value, euroFundValue + unitLinkedValue),
    euroFundValue,
    unitLinkedValue,
    fees: contract.infos.fees,
    holdings: lines.map((line) => ({ isin: line.isin, name: line.name, amount: line.amount, euroFund: line.euroFund, ongoingCharges: line.ongoingCharges, active: line.active })),
    monthlyDeposit: contract.infos.monthlyDeposit,
    monthlyWithdrawal: contract.infos.monthlyBuyout,
    grossYearlyReturn: FEE_PROJECTION_GROSS_RETURN,
  });
  return { next12Months: cents(result.estimatedFees), twentyYears: cents(result.feeDrag), yearlyRate: result.yearlyRate, estimated: result.estimated };
}

/** The contract's lines today, by basket key (cash under `CASH`), with shares of the value. */
function currentLines(contract: GatheredContract, universe: Universe): (ArbitrationLine & { key: string; series: DailySeries | null; ongoingCharges: number | null; active: boolean | null })[] {
  const total = contract.lines.reduce((sum, line) => sum + line.amount, 0) + contract.cash;
  const lines = contract.lines.map((line) => ({
    key: line.euroFund ? (line.isin ?? EURO_FUND_LINE_KEY) : (line.isin ?? `LINE:${line.name}`),
    isin: line.isin,
    name: line.name,
    euroFund: line.euroFund,
    assetClass: line.assetClass,
    srri: (line.euroFund ? 1 : line.srri) as Srri | null,
    share: total > 0 ? line.amount / total : 0,
    amount: cents(line.amount),
    series: line.euroFund ? contract.guaranteed : line.series,
    ongoingCharges: line.ongoingCharges,
    active: line.isin !== null && universe.byIsin.has(line.isin) ? false : line.active,
  }));
  if (contract.cash > 0) {
    lines.push({ key: 'CASH', isin: null, name: 'Liquidités', euroFund: false, assetClass: 'cash', srri: 1, share: contract.cash / total, amount: cents(contract.cash), series: null, ongoingCharges: 0, active: false });
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------------------
// Optimisation

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

// ---------------------------------------------------------------------------------------------------------
// Starting allocations

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

