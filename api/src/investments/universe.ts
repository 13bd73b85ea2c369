import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AssetClass, Investment, InvestmentDetail, RiskProfileLevel, Srri, Tag } from '@patrimo/shared';
import { base100History, calendarYearPerformances, fiveYearWeeklyVolatility, rollingPerformances, srriFromVolatility, type RollingPerformances } from '../market/analytics';
import { MarketData, dataDirectory } from '../market/market-data';
import { findInstrument } from '../market/instruments';
import type { DailySeries } from '../market/series';
import { classifyFund, normalise, type Classification } from './classification';
import { parseCsvRecords } from './csv';
import { riskScore } from './scoring';
import { TAGS } from './tags';

/**
 * The fund universe: the ETFs listed on Euronext Paris that carry an ISIN (api/data/funds), each classified
 * (see `classification.ts`) and, where an honest proxy exists, given an SRRI and performances computed from
 * that proxy's shipped series in euros. Built once per process (see `fundUniverse`) and read-only after.
 */

/** The display history starts on the product's earliest date (spec §9: date range minimum 2017-01-01). */
export const HISTORY_FROM = '2017-01-01';

/** Risk figures of one proxy series, shared by every fund that uses it. */
interface ProxyFigures {
  series: DailySeries;
  label: string;
  volatility: number | null;
  srri: Srri | null;
  performances: RollingPerformances;
}

/** One fund of the universe, with what searches compare precomputed. */
export interface Fund {
  isin: string;
  name: string;
  managementCompany: string | null;
  currency: string;
  classification: Classification;
  /** Figures of the proxy; null when the fund has none. */
  proxy: ProxyFigures | null;
  /** Normalised name and ISIN, what `query` is matched against. */
  searchText: string;
}

export interface Universe {
  funds: readonly Fund[];
  byIsin: ReadonlyMap<string, Fund>;
  /** Tags used by at least one fund, in catalogue order. */
  tags: readonly Tag[];
  /** Rows left out: no ISIN, an ISIN failing its check digit, or a second listing of the same ISIN. */
  skippedRows: number;
  /** Time the build took, in milliseconds. */
  buildMs: number;
}

/**
 * Whether an ISIN's check digit is right (ISO 6166: letters become 10–35, then the Luhn algorithm). The
 * contract only checks the shape; the universe also refuses a row whose ISIN is corrupt.
 */
export function hasValidIsinCheckDigit(isin: string): boolean {
  if (!/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/.test(isin)) return false;
  const digits = [...isin].map((char) => (/[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55))).join('');
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function proxyFigures(market: MarketData, ticker: string, hedgedToEuro: boolean, cache: Map<string, ProxyFigures>): ProxyFigures {
  const key = `${ticker}${hedgedToEuro ? ':hedged' : ''}`;
  const cached = cache.get(key);
  if (cached) return cached;
  // A share class hedged into euros earns the index's return in its own currency.
  const series = hedgedToEuro ? market.series(ticker) : market.seriesInEuros(ticker);
  const volatility = fiveYearWeeklyVolatility(series);
  const figures: ProxyFigures = {
    series,
    label: findInstrument(ticker)?.label ?? ticker,
    volatility,
    srri: volatility === null ? null : srriFromVolatility(volatility),
    performances: rollingPerformances(series),
  };
  cache.set(key, figures);
  return figures;
}

/** Builds the universe from the fund list's text and the market series. */
export function buildUniverse(fundsCsv: string, market: MarketData): Universe {
  const started = performance.now();
  const records = parseCsvRecords(fundsCsv);
  const cache = new Map<string, ProxyFigures>();
  const byIsin = new Map<string, Fund>();
  let skippedRows = 0;
  // A fund listed in several currencies appears once per listing: keep the euro listing when there is one.
  const ordered = [...records].sort((a, b) => Number(b.currency === 'EUR') - Number(a.currency === 'EUR'));
  for (const record of ordered) {
    const isin = (record.isin ?? '').trim().toUpperCase();
    if (!hasValidIsinCheckDigit(isin) || byIsin.has(isin)) {
      skippedRows++;
      continue;
    }
    const name = (record.name ?? '').replace(/\s+/g, ' ').trim();
    const classification = classifyFund({ name, categoryGroup: record.category_group ?? '' });
    const { hedgedToEuro, ...kept } = classification;
    byIsin.set(isin, {
      isin,
      name,
      managementCompany: (record.family ?? '').trim() || null,
      currency: /^[A-Z]{3}$/.test(record.currency ?? '') ? (record.currency as string) : 'EUR',
      classification: kept,
      proxy: kept.proxy ? proxyFigures(market, kept.proxy, hedgedToEuro, cache) : null,
      searchText: normalise(`${name} ${isin}`),
    });
  }
  const funds = [...byIsin.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.isin.localeCompare(b.isin));
  const used = new Set(funds.flatMap((fund) => fund.classification.tags));
  return {
    funds,
    byIsin,
    tags: TAGS.filter((tag) => used.has(tag.id)).map((tag) => ({ id: tag.id, label: tag.label })),
    skippedRows,
    buildMs: performance.now() - started,
  };
}

/**
 * A fund as the contract lists it, scored for `risk`. Ongoing charges are null: the fund list carries no
 * fees and none are invented (spec §9's 0,3 % for index funds is an estimate the fee projection may use,
 * not a fact about the fund). `lastPrice` is null too: the proxy's price is not the fund's.
 */
export function toInvestment(fund: Fund, risk: RiskProfileLevel | null): Investment {
  const srri = fund.proxy?.srri ?? null;
  return {
    isin: fund.isin,
    general: {
      name: fund.name,
      managementCompany: fund.managementCompany,
      assetClass: fund.classification.assetClass,
      srri,
      currency: fund.currency,
      ongoingCharges: null,
      active: false,
      benchmark: fund.classification.benchmark,
      lastPrice: null,
      lastPriceDate: null,
    },
    performances: {
      oneYear: fund.proxy?.performances.oneYear ?? null,
      threeYears: fund.proxy?.performances.threeYears ?? null,
      fiveYears: fund.proxy?.performances.fiveYears ?? null,
      // The proxy is the index itself: whether the fund beat it is unknown.
      beatsIndexFiveYears: null,
    },
    score: riskScore(srri, risk),
    tags: [...fund.classification.tags],
  };
}

/**
 * The fund page: the listing plus the proxy's history based at 100 from 2017 and its calendar-year
 * performances. `benchmarkHistory` is empty: the history already is the index's (through its proxy), and
 * repeating it as the benchmark would suggest a comparison that was never made.
 */
export function toInvestmentDetail(fund: Fund, risk: RiskProfileLevel | null): InvestmentDetail {
  const assetClasses: { key: AssetClass; share: number }[] = [{ key: fund.classification.assetClass, share: 1 }];
  return {
    ...toInvestment(fund, risk),
    history: fund.proxy ? base100History(fund.proxy.series, HISTORY_FROM) : [],
    benchmarkHistory: [],
    assetClasses,
    sectors: fund.classification.sectors.map((line) => ({ ...line })),
    regions: fund.classification.regions.map((line) => ({ ...line })),
    yearly: fund.proxy
      ? calendarYearPerformances(fund.proxy.series, Number(HISTORY_FROM.slice(0, 4))).map((line) => ({ ...line, benchmark: null }))
      : [],
  };
}

/** What a search asks for (validated by the contract's query schema). */
export interface FundSearch {
  query?: string | undefined;
  tag?: string | undefined;
  risk: RiskProfileLevel | null;
  limit: number;
  page: number;
}

/**
 * One page of funds matching the search, best score first (funds without a score last), then by name. The
 * query matches when every word of it appears in the fund's name or ISIN, ignoring case and accents.
 */
export function searchFunds(universe: Universe, search: FundSearch): { investments: Investment[]; meta: { page: number; totalPages: number; totalCount: number } } {
  const words = normalise(search.query ?? '').split(' ').filter((word) => word !== '');
  const matching = universe.funds.filter(
    (fund) => (search.tag === undefined || fund.classification.tags.includes(search.tag as never)) && words.every((word) => fund.searchText.includes(word)),
  );
  const scored = matching.map((fund) => toInvestment(fund, search.risk));
  // `funds` is already sorted by name, and Array.prototype.sort is stable: equal scores keep that order.
  scored.sort((a, b) => (b.score ?? -1) - (a.score ?? -1));
  const start = (search.page - 1) * search.limit;
  return {
    investments: scored.slice(start, start + search.limit),
    meta: { page: search.page, totalPages: Math.ceil(scored.length / search.limit), totalCount: scored.length },
  };
}

const universes = new Map<string, Universe>();

/** The risk profile a saver's recommendation stands for, or null when there is none yet (or an advisor). */
export function profileOf(recommendedRisk: number | null | undefined): RiskProfileLevel | null {
  return typeof recommendedRisk === 'number' && Number.isInteger(recommendedRisk) && recommendedRisk >= 0 && recommendedRisk <= 5 ? (recommendedRisk as RiskProfileLevel) : null;
}

/**
 * The universe of a repository root, built at first use and kept: it depends only on files shipped with
 * the product, so it never changes while the server runs, and every later call costs a map lookup.
 */
export function fundUniverse(root: string): Universe {
  const dataDir = dataDirectory(root);
  let universe = universes.get(dataDir);
  if (!universe) {
    const started = performance.now();
    const built = buildUniverse(readFileSync(path.join(dataDir, 'funds', 'etfs-euronext-paris.csv'), 'utf8'), new MarketData(dataDir));
    // Reading the fund list counts too: `buildMs` is what the first caller waited.
    universe = { ...built, buildMs: performance.now() - started };
    universes.set(dataDir, universe);
  }
  return universe;
}
