import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AnalysisType, PortfolioAnalysis } from '@patrimo/shared';
import { analysisVersion, readCachedAnalysis, storeAnalysis } from '../contracts/analysis-cache';
import type { Database } from '../db/client';
import { ApiError, notFound } from '../http/errors';
import type { Universe } from '../investments/universe';
import { gatherContract, type GatheredContract } from './inputs';
import { advicesAnalysis, allocationAnalysis, engineInput, feesAnalysis, feesResult, headerOf, performanceStep, performancesAnalysis, riskAnalysis, riskStep } from './steps';

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

/** Computes one step of a gathered contract, handing the loop back between engine calls. */
export async function computeStep(contract: GatheredContract, type: AnalysisType, universe: Universe, now: Date): Promise<PortfolioAnalysis> {
  const header = headerOf(contract, now);
  await nextTurn();
  switch (type) {
    case 'allocation':
      return allocationAnalysis(contract, universe, header);
    case 'performances':
      return performancesAnalysis(contract, performanceStep(engineInput(contract)), header);
    case 'risk':
      return riskAnalysis(contract, riskStep(engineInput(contract)), header);
    case 'fees':
      return feesAnalysis(contract, feesResult(contract), header);
    case 'advices': {
      const risk = riskStep(engineInput(contract));
      await nextTurn();
      const allocation = allocationAnalysis(contract, universe, header);
      await nextTurn();
      const fees = feesResult(contract);
      return advicesAnalysis(contract, { risk, allocation, fees }, header);
    }
  }
}

export async function contractAnalysis(request: AnalysisRequest): Promise<AnalysisAnswer> {
  const contract = await gatherContract(request.db, {
    userId: request.userId,
    portfolioId: request.portfolioId,
    root: request.root,
    universe: request.universe,
    today: request.now.toISOString().slice(0, 10),
  });
  if (contract === undefined) throw notFound();
  if (contract === 'unsupported') throw unsupportedKind();
  const version = analysisVersion({ recommendedRisk: contract.recommendedRisk, updatedAt: contract.row.updatedAt, lastValueDate: contract.asOf });
  const cached = await readCachedAnalysis(request.db, contract.row.id, request.type, version);
  if (cached) return { analysis: cached, cached: true };
  const analysis = await computeStep(contract, request.type, request.universe, request.now);
  await storeAnalysis(request.db, contract.row.id, analysis, version, request.now);
  return { analysis, cached: false };
}
