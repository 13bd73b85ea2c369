/**
 * The market series shipped in `api/data/market` (see api/data/PROVENANCE.md) and the currency each is
 * quoted in. The currency decides what a euro investor sees: EUR series are used as they are, USD series
 * are converted with EURUSD.csv, and the one GBP series (FTSE 100) cannot be converted — no GBP rate ships
 * with the product — so it is marked non-convertible and never used as a euro proxy.
 */

/** Quotation currency of a shipped series. */
export type SeriesCurrency = 'EUR' | 'USD' | 'GBP';

/** One shipped instrument. */
export interface Instrument {
  /** File name without `.csv`, e.g. `FCHI`. */
  ticker: string;
  /** What the series measures, in French (shown as a fund's benchmark when it serves as its proxy). */
  label: string;
  currency: SeriesCurrency;
}

function instrument(ticker: string, label: string, currency: SeriesCurrency): Instrument {
  return { ticker, label, currency };
}

/**
 * Every shipped series. Indices (FCHI, STOXX50E, STOXX, GDAXI, FTSE, DJI) are price indices without
 * dividends; the US-listed ETFs (SPY, …, XLY) are closes adjusted for distributions as the source publishes
 * them. IEAC and IHYG are the London-listed euro share classes, hence EUR.
 */
export const INSTRUMENTS: readonly Instrument[] = [
  instrument('FCHI', 'CAC 40', 'EUR'),
  instrument('STOXX50E', 'Euro Stoxx 50', 'EUR'),
  instrument('STOXX', 'STOXX Europe 600', 'EUR'),
  instrument('GDAXI', 'DAX', 'EUR'),
  instrument('FTSE', 'FTSE 100', 'GBP'),
  instrument('DJI', 'Dow Jones Industrial Average', 'USD'),
  instrument('SPY', 'S&P 500 (ETF SPY)', 'USD'),
  instrument('QQQ', 'Nasdaq-100 (ETF QQQ)', 'USD'),
  instrument('IWM', 'Russell 2000 (ETF IWM)', 'USD'),
  instrument('URTH', 'MSCI World (ETF URTH)', 'USD'),
  instrument('ACWI', 'MSCI ACWI (ETF ACWI)', 'USD'),
  instrument('VT', 'FTSE All-World (ETF VT)', 'USD'),
  instrument('IEAC', 'Obligations d’entreprises en euros, catégorie investissement (ETF IEAC)', 'EUR'),
  instrument('IHYG', 'Obligations d’entreprises en euros à haut rendement (ETF IHYG)', 'EUR'),
  instrument('BND', 'Obligations américaines, indice agrégé (ETF BND)', 'USD'),
  instrument('BNDX', 'Obligations internationales hors États-Unis, couvertes en dollars (ETF BNDX)', 'USD'),
  instrument('TLT', 'Bons du Trésor américain à plus de 20 ans (ETF TLT)', 'USD'),
  instrument('LQD', 'Obligations d’entreprises américaines, catégorie investissement (ETF LQD)', 'USD'),
  instrument('HYG', 'Obligations d’entreprises américaines à haut rendement (ETF HYG)', 'USD'),
  instrument('TIP', 'Obligations indexées sur l’inflation américaine (ETF TIP)', 'USD'),
  instrument('HYEM', 'Obligations émergentes à haut rendement en dollars (ETF HYEM)', 'USD'),
  instrument('EMLC', 'Obligations d’États émergents en devises locales (ETF EMLC)', 'USD'),
  instrument('GLD', 'Or (ETF GLD)', 'USD'),
  instrument('DBC', 'Matières premières diversifiées (ETF DBC)', 'USD'),
  instrument('XLB', 'Secteur matériaux américain (ETF XLB)', 'USD'),
  instrument('XLC', 'Secteur services de communication américain (ETF XLC)', 'USD'),
  instrument('XLE', 'Secteur énergie américain (ETF XLE)', 'USD'),
  instrument('XLF', 'Secteur financier américain (ETF XLF)', 'USD'),
  instrument('XLI', 'Secteur industrie américain (ETF XLI)', 'USD'),
  instrument('XLK', 'Secteur technologies de l’information américain (ETF XLK)', 'USD'),
  instrument('XLP', 'Secteur consommation de base américain (ETF XLP)', 'USD'),
  instrument('XLRE', 'Secteur immobilier américain (ETF XLRE)', 'USD'),
  instrument('XLU', 'Secteur services aux collectivités américain (ETF XLU)', 'USD'),
  instrument('XLV', 'Secteur santé américain (ETF XLV)', 'USD'),
  instrument('XLY', 'Secteur consommation discrétionnaire américain (ETF XLY)', 'USD'),
];

/** The EUR/USD rate series (USD per EUR), the converter of every USD series. */
export const EURUSD_TICKER = 'EURUSD';

const byTicker = new Map(INSTRUMENTS.map((item) => [item.ticker, item]));

/** The instrument of a ticker, or undefined when no such series ships. */
export function findInstrument(ticker: string): Instrument | undefined {
  return byTicker.get(ticker);
}
