import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AnalysisType, PortfolioAnalysis } from '@patrimo/shared';
import { analysisVersion, readCachedAnalysis, storeAnalysis } from '../contracts/analysis-cache';
import type { Database } from '../db/client';
import { ApiError, notFound } from '../http/errors';
import type { Universe } from '../investments/universe';
import { contractHead, gatherContract, type GatheredContract } from './inputs';
import { performanceStepParts, riskStepParts } from '../engines/contract-analysis';
import { completedCooperatively, type EngineSteps } from '../engines/steps';
import { advicesAnalysis, allocationAnalysis, engineInput, feesAnalysis, feesResult, headerOf, performancesAnalysis, riskAnalysis } from './steps';

/**
 * GET …/portfolios/{id}/analyses/{type}: the step from the cache when its version still holds, else computed
 * and stored. The computation runs on the event loop's turns: the loop is handed back after gathering and
 * between each engine call, so one request holds it only for one engine's run at a time (measured by
 * `npm run bench:api`).
 */

export interface AnalysisRequest {
  db: Database;
  userId: string;
  portfolioId: string;
  type: AnalysisType;
  root: string;
  universe: Universe;
  now: Date;
}

export interface AnalysisAnswer {
  analysis: PortfolioAnalysis;
  /** True when served from the cache. */
  cached: boolean;
}

/** 422 `unsupported_kind`: the contract's kind has no analysis (see `supported.ts`). */
export const unsupportedKind = (): ApiError => new ApiError(422, 'unsupported_kind');

/** The longest synchronous stretch of analysis computation seen in this process, milliseconds (the benchmark reads it). */
export const analysisHolds = { longest: 0, reset(): void { this.longest = 0; } };

/** Runs a synchronous piece of computation on its own turn of the event loop, timing how long it holds it. */
async function onItsOwnTurn<T>(compute: () => T): Promise<T> {
  await nextTurn();
  const start = performance.now();
  try {
    return compute();
  } finally {
    analysisHolds.longest = Math.max(analysisHolds.longest, performance.now() - start);
  }
}

/** Runs an engine written in parts (`EngineSteps`) one part per turn of the event loop, timing each part. */
function inParts<T>(steps: EngineSteps<T>): Promise<T> {
  return completedCooperatively(steps, (ms) => {
    analysisHolds.longest = Math.max(analysisHolds.longest, ms);
  });
}

/** Computes one step of a gathered contract, each engine call on its own turn of the event loop. */
export async function computeStep(contract: GatheredContract, type: AnalysisType, universe: Universe, now: Date): Promise<PortfolioAnalysis> {
  const header = headerOf(contract, now);
  switch (type) {
    case 'allocation':
      return onItsOwnTurn(() => allocationAnalysis(contract, universe, header));
    case 'performances': {
      const step = await inParts(performanceStepParts(engineInput(contract)));
      return onItsOwnTurn(() => performancesAnalysis(contract, step, header));
    }
    case 'risk': {
      const step = await inParts(riskStepParts(engineInput(contract)));
      return onItsOwnTurn(() => riskAnalysis(contract, step, header));
    }
    case 'fees':
      return onItsOwnTurn(() => feesAnalysis(contract, feesResult(contract), header));
    case 'advices': {
      const risk = await inParts(riskStepParts(engineInput(contract)));
      const allocation = await onItsOwnTurn(() => allocationAnalysis(contract, universe, header));
      const fees = await onItsOwnTurn(() => feesResult(contract));
      return onItsOwnTurn(() => advicesAnalysis(contract, { risk, allocation, fees }, header));
    }
  }
}

export async function contractAnalysis(request: AnalysisRequest): Promise<AnalysisAnswer> {
  const head = await contractHead(request.db, request.userId, request.portfolioId);
  if (head === undefined) throw notFound();
  if (head === 'unsupported') throw unsupportedKind();
  const version = analysisVersion({ recommendedRisk: head.recommendedRisk, updatedAt: head.row.updatedAt, lastValueDate: head.asOf });
  const cached = await readCachedAnalysis(request.db, head.row.id, request.type, version);
  if (cached) return { analysis: cached, cached: true };
  const contract = await gatherContract(request.db, head, { root: request.root, universe: request.universe, today: request.now.toISOString().slice(0, 10) });
  const analysis = await computeStep(contract, request.type, request.universe, request.now);
  await storeAnalysis(request.db, head.row.id, analysis, version, request.now);
  return { analysis, cached: false };
}
