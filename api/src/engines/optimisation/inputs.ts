import { PASSIVE_FUND_FEES } from '@patrimo/shared';
import { SRRI_YEARS, simpleReturns, weeklyCloses } from '../../market/analytics';
import { lastDate, type DailySeries } from '../../market/series';
import type { Fund } from '../../investments/universe';
import type { OptimisationAsset } from './optimise';

/**
 * Turns funds of the universe into the optimiser's assets: aligned weekly returns of their proxies (in
 * euros, as the universe holds them) over the common 5-year window. Pure: the universe is loaded elsewhere.
 */

/** Why a fund of the basket could not be optimised. */
export type ExclusionReason = 'noProxy' | 'shortHistory';

export interface ExcludedFund {
  isin: string;
  name: string;
  reason: ExclusionReason;
}

export interface UniverseInputs {
  /** The euro fund when one was given, then the funds that can be optimised, in the order given. */
  assets: OptimisationAsset[];
  /** The funds left out: no proxy series (no honest risk figure), or a proxy younger than the window. */
  excluded: ExcludedFund[];
  /** Last date of the window, the earliest last date of the proxies; null when no fund has a proxy. */
  end: string | null;
}

export interface UniverseInputOptions {
  /** Years of weekly returns; the SRRI's 5 by default (ENGINES.md: 5 years of weekly returns). */
  years?: number;
  /** Known yearly ongoing charges by ISIN; others get `PASSIVE_FUND_FEES`. */
  ongoingCharges?: Readonly<Record<string, number>>;
  /** Caps by ISIN (see `DEFAULT_FUND_CAP`). */
  caps?: Readonly<Record<string, number>>;
  /**
   * The contract's euro fund, put first among the assets (see `euroFundAsset`). Its `ongoingCharges` are
   * accepted and ignored: the euro fund's yield given to the optimiser is already net of them.
   */
  euroFund?: { isin: string | null; name: string; ongoingCharges?: number; cap?: number };
}

/** The key of a euro fund whose ISIN is unknown (a contract's euro fund often has none). */
export const EURO_FUND_KEY = 'EURO_FUND';

/**
 * Fees of a fund whose charges are unknown (*product choice*): the universe holds exchange-traded index
 * funds and carries no fees (universe.ts), so spec §9's typical passive fund fees, 0,3 % a year, stand in.
 */
export const UNKNOWN_FUND_CHARGES = PASSIVE_FUND_FEES;

/**
 * The assets of `funds` for the optimiser. The window ends on the earliest last date among the proxies, so
 * that every fund is sampled on the same dates (weeklyCloses anchors on `end`), and reaches `years` back; a
 * fund whose proxy starts later is excluded, as is a fund with no proxy. Funds sharing a proxy share its
 * returns (computed once).
 */
export function optimisationInputsFromUniverse(funds: readonly Fund[], options: UniverseInputOptions = {}): UniverseInputs {
  const years = options.years ?? SRRI_YEARS;
  const excluded: ExcludedFund[] = [];
  const withProxy: { fund: Fund; series: DailySeries }[] = [];
  for (const fund of funds) {
    if (fund.proxy) withProxy.push({ fund, series: fund.proxy.series });
    else excluded.push({ isin: fund.isin, name: fund.name, reason: 'noProxy' });
  }
  const assets: OptimisationAsset[] = options.euroFund ? [euroFundAsset(options.euroFund.isin ?? EURO_FUND_KEY, options.euroFund.name, options.euroFund.cap)] : [];
  if (withProxy.length === 0) return { assets, excluded, end: null };
  const end = withProxy.map(({ series }) => lastDate(series)).reduce((earliest, date) => (date < earliest ? date : earliest));
  const returnsBySeries = new Map<DailySeries, number[] | null>();
  for (const { fund, series } of withProxy) {
    let returns = returnsBySeries.get(series);
    if (returns === undefined) {
      const closes = weeklyCloses(series, years, end);
      returns = closes === null ? null : simpleReturns(closes);
      returnsBySeries.set(series, returns);
    }
    if (returns === null) {
      excluded.push({ isin: fund.isin, name: fund.name, reason: 'shortHistory' });
      continue;
    }
    assets.push({
      isin: fund.isin,
      name: fund.name,
      euroFund: false,
      srri: fund.proxy?.srri ?? null,
      ongoingCharges: options.ongoingCharges?.[fund.isin] ?? UNKNOWN_FUND_CHARGES,
      weeklyReturns: returns,
      cap: options.caps?.[fund.isin],
    });
  }
  return { assets, excluded, end };
}

/**
 * A euro fund as an asset: no market returns, its yield is the request's `euroFundYield`, already net of
 * the fund's charges (so none are kept here).
 */
export function euroFundAsset(isin: string, name: string, cap?: number): OptimisationAsset {
  return { isin, name, euroFund: true, srri: 1, ongoingCharges: 0, weeklyReturns: [], cap };
}
