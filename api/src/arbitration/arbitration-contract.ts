import { createHash } from 'node:crypto';
import { EURO_FUND_LINE_KEY, type Basket, type ErrorCode } from '@patrimo/shared';
import { savingsRates } from '../aggregation/sandbox/savings-rates';
import { contractHead, gatherContract, type GatheredContract } from '../analysis/inputs';
import { unsupportedKind } from '../analysis/service';
import { analysisVersion } from '../contracts/analysis-cache';
import type { Database } from '../db/client';
import { optimisationInputsFromUniverse, type UniverseInputs } from '../engines/optimisation/inputs';
import { fieldErrors, notFound } from '../http/errors';
import type { Fund, Universe } from '../investments/universe';
import { normalise } from '../investments/classification';
import { cents } from './allocation-figures';

/**
 * The contract of an arbitration: loaded for its subject, with its euro fund and fingerprint, what it can hold,
 * and the optimiser's inputs of the funds it may hold.
 */

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
export function checkBasket(basket: Basket, arbitration: ArbitrationContract, universe: Universe): void {
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

/** The optimiser's inputs of funds of the contract or of the universe by ISIN, with the contract's euro fund when asked. */
export function inputsOf(isins: readonly string[], arbitration: ArbitrationContract, universe: Universe, withEuroFund: boolean): UniverseInputs {
  const euro = arbitration.euroFund;
  return optimisationInputsFromUniverse(fundsOf(isins, arbitration, universe), withEuroFund && euro ? { euroFund: { isin: euro.isin ?? EURO_FUND_LINE_KEY, name: euro.name } } : {});
}
