import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EURUSD_TICKER, findInstrument } from './instruments';
import { adjustForSplits, type ShareSplit, convertUsdToEur, parseDailySeriesCsv, type DailySeries } from './series';

/**
 * Where the data shipped with the product lives: `<repository root>/api/data`. The built server
 * (api/dist/main.js) finds it the same way through PATRIMO_ROOT / `config.root`, so nothing is copied into
 * dist/ and nothing is read from ../shared.
 */
export function dataDirectory(root: string): string {
  return path.join(root, 'api', 'data');
}

/**
 * Share splits the shipped files do not account for. The source's adjusted closes were collected before
 * these splits and the later closes after them, so each file shows a one-day fall of about 50 % on
 * 2025-11-17 (e.g. XLK 288.15 → 141.61) while every other series moved normally that day: a 2-for-1 split,
 * inferred from the data (see api/data/PROVENANCE.md). Without this, the 1-year performance of these
 * sectors would read about −50 % and their volatility would be inflated.
 */
export const SHARE_SPLITS: Readonly<Record<string, readonly ShareSplit[]>> = {
  XLB: [{ effective: '2025-11-17', ratio: 2 }],
  XLE: [{ effective: '2025-11-17', ratio: 2 }],
  XLK: [{ effective: '2025-11-17', ratio: 2 }],
  XLU: [{ effective: '2025-11-17', ratio: 2 }],
  XLY: [{ effective: '2025-11-17', ratio: 2 }],
};

/** Raised for a euro series that cannot honestly be computed (an unknown ticker, a GBP series). */
export class UnavailableSeriesError extends Error {
  constructor(ticker: string, reason: string) {
    super(`${ticker}: ${reason}`);
    this.name = 'UnavailableSeriesError';
  }
}

/**
 * Reads the shipped market series lazily and keeps each one once read: the files are a few megabytes in
 * all and never change while the server runs, so every series is parsed at most once per process.
 */
export class MarketData {
  private readonly raw = new Map<string, DailySeries>();
  private readonly inEuros = new Map<string, DailySeries>();

  /** @param dataDir the `api/data` folder (see `dataDirectory`). */
  constructor(private readonly dataDir: string) {}

  /** The series as published, in its own currency. */
  series(ticker: string): DailySeries {
    const cached = this.raw.get(ticker);
    if (cached) return cached;
    if (ticker !== EURUSD_TICKER && !findInstrument(ticker)) throw new UnavailableSeriesError(ticker, 'no such series ships with the product');
    const file = path.join(this.dataDir, 'market', `${ticker}.csv`);
    const series = adjustForSplits(parseDailySeriesCsv(readFileSync(file, 'utf8'), `${ticker}.csv`), SHARE_SPLITS[ticker] ?? []);
    this.raw.set(ticker, series);
    return series;
  }

  /**
   * The series in euros, as a euro investor holding the instrument unhedged would see it: EUR series as
   * they are, USD series converted day by day with EURUSD. A GBP series throws: there is no GBP rate, and
   * presenting pounds as euros would be wrong.
   */
  seriesInEuros(ticker: string): DailySeries {
    const cached = this.inEuros.get(ticker);
    if (cached) return cached;
    const instrument = findInstrument(ticker);
    if (!instrument) throw new UnavailableSeriesError(ticker, 'no such series ships with the product');
    let series: DailySeries;
    if (instrument.currency === 'EUR') series = this.series(ticker);
    else if (instrument.currency === 'USD') series = convertUsdToEur(this.series(ticker), this.series(EURUSD_TICKER));
    else throw new UnavailableSeriesError(ticker, `quoted in ${instrument.currency}, which no shipped rate converts into euros`);
    this.inEuros.set(ticker, series);
    return series;
  }
}
