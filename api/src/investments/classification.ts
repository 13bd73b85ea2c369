import type { AssetClass, Region, Sector } from '@patrimo/shared';
import type { TagId } from './tags';

/**
 * How a listed ETF is classified: its asset class, the index it follows, the shipped market series that
 * stands in for its prices (its proxy), its region and sector split, and its tags.
 *
 * The fund list's own `category_group`/`category` columns are too often wrong to rely on (the Amundi CAC 40
 * ETF is filed under « Financials / Large Cap », a Nasdaq-100 ETF under « Information Technology »), so the
 * classification reads the fund's *name*, which states the index it tracks. The rules below are tried in
 * order and the first match wins; a fund no rule matches gets a classification from its category group
 * with no proxy.
 *
 * Proxy policy — a fund gets a proxy only when a shipped series follows the same market, capitalisation-
 * weighted: the same index (CAC 40 → FCHI, S&P 500 → SPY), or a broad index of the same market (MSCI Europe →
 * STOXX Europe 600, MSCI EMU → Euro Stoxx 50); screened variants of those indices (ESG, SRI, climate,
 * controversial weapons excluded) keep the parent's proxy, as their returns stay close. No proxy — so no
 * SRRI and no performances rather than made-up ones — for: leveraged and inverse funds, factor and
 * smart-beta strategies (minimum volatility, value, dividend…: their risk is not the index's), themes,
 * short-maturity bonds (a long-duration bond series would overstate their risk), government bonds of the
 * euro area (no such series ships), single sectors of Europe (the sector series are American), countries and
 * regions with no series (Japan, emerging markets…), the FTSE 100 (quoted in pounds and no GBP rate ships).
 * Funds hedged into euros use the proxy in its own currency (the hedge removes the exchange rate); funds
 * hedged into another currency get no proxy.
 */

/** One line of an exposure (region, sector), as the contract carries it. */
export interface Exposure<K extends string> {
  key: K;
  share: number;
}

/** What the classification says about one fund. */
export interface Classification {
  /** Identifier of the rule that matched (tests, documentation). */
  rule: string;
  assetClass: AssetClass;
  /** Index the fund tracks, as its name states it; null when the name does not tell. */
  benchmark: string | null;
  /** Ticker of the shipped series standing in for the fund's prices; null when no series is honest. */
  proxy: string | null;
  regions: Exposure<Region>[];
  sectors: Exposure<Sector>[];
  tags: TagId[];
}

/** A line of the rule table. */
interface FundRule {
  id: string;
  /** Tested on the normalised name (lower case, no accents, single spaces). */
  pattern: RegExp;
  assetClass: AssetClass;
  benchmark: string | null;
  proxy: string | null;
  /** The single region of the whole fund, when the index is confined to one. */
  region?: Region;
  /** The single sector of the whole fund, for sector funds. */
  sector?: Sector;
  tags: TagId[];
  /** Read the asset class, the region and a market tag from the name (`locateMarket`). */
  locate?: boolean;
}

/**
 * The equity market a strategy fund invests in, read from its name: Europe, the United States, Japan,
 * emerging markets or the world. Used where the rule says what kind of fund it is but not where it invests.
 */
export function locateMarket(name: string): { assetClass: AssetClass; region: Region | null; tag: TagId | null } {
  if (/\b(europe|emu|euro stoxx|eurozone|euro)\b/.test(name)) return { assetClass: 'stockEurope', region: 'europe', tag: 'actions-europe' };
  if (/\b(us|usa|s&p 500|s&p 400|russell|america)\b/.test(name)) return { assetClass: 'stockUs', region: 'northAmerica', tag: 'actions-amerique' };
  if (/\bjapan\b/.test(name)) return { assetClass: 'stockOther', region: 'asia', tag: 'actions-asie' };
  if (/\bemerging\b/.test(name)) return { assetClass: 'stockOther', region: null, tag: 'actions-emergentes' };
  if (/\b(global|world|all world)\b/.test(name)) return { assetClass: 'stockOther', region: null, tag: 'actions-internationales' };
  return { assetClass: 'stockOther', region: null, tag: null };
}

/** Lower case, accents removed, runs of spaces collapsed: what rules and searches compare. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const EQUITY_EUROPE: TagId[] = ['actions-europe'];
const BONDS: TagId[] = ['obligations'];
const GOVERNMENT_BONDS: TagId[] = ['obligations', 'obligations-etats'];
const CORPORATE_BONDS: TagId[] = ['obligations', 'obligations-entreprises'];

/** Sector funds: the GICS sector a name keyword designates and the American sector series for world funds. */
const SECTOR_KEYWORDS: { pattern: RegExp; sector: Sector; label: string; worldProxy: string }[] = [
  { pattern: /\b(energy|oil & gas)\b/, sector: 'energy', label: 'énergie', worldProxy: 'XLE' },
  { pattern: /\b(materials|basic resources|chemicals)\b/, sector: 'materials', label: 'matériaux', worldProxy: 'XLB' },
  { pattern: /\b(industrials|industrial goods|construction & materials)\b/, sector: 'industrials', label: 'industrie', worldProxy: 'XLI' },
  { pattern: /\b(consumer discretionary|automobiles|retail|travel & leisure)\b/, sector: 'consumerDiscretionary', label: 'consommation discrétionnaire', worldProxy: 'XLY' },
  { pattern: /\b(consumer staples|food & beverage|personal & household)\b/, sector: 'consumerStaples', label: 'consommation de base', worldProxy: 'XLP' },
  { pattern: /\b(health ?care)\b/, sector: 'healthCare', label: 'santé', worldProxy: 'XLV' },
  { pattern: /\b(banks|financials|financial services|insurance)\b/, sector: 'financials', label: 'finance', worldProxy: 'XLF' },
  { pattern: /\b(information technology|technology)\b/, sector: 'informationTechnology', label: 'technologies de l’information', worldProxy: 'XLK' },
  { pattern: /\b(telecommunications?( services)?|communication services|media)\b/, sector: 'communicationServices', label: 'services de communication', worldProxy: 'XLC' },
  { pattern: /\b(utilities)\b/, sector: 'utilities', label: 'services aux collectivités', worldProxy: 'XLU' },
];

function sectorRules(): FundRule[] {
  return SECTOR_KEYWORDS.flatMap(({ pattern, sector, label, worldProxy }) => [
    {
      id: `world-sector-${sector}`,
      pattern: new RegExp(`\\bworld\\b.*${pattern.source}`),
      assetClass: 'stockOther' as const,
      benchmark: `MSCI World, secteur ${label}`,
      proxy: worldProxy,
      sector,
      tags: ['secteurs', 'actions-internationales'] as TagId[],
    },
    {
      id: `europe-sector-${sector}`,
      pattern: new RegExp(`\\b(europe|euro stoxx)\\b.*${pattern.source}`),
      assetClass: 'stockEurope' as const,
      benchmark: null,
      proxy: null,
      region: 'europe' as const,
      sector,
      tags: ['secteurs', 'actions-europe'] as TagId[],
    },
  ]);
}

/**
 * The rule table, in the order rules are tried. Bond rules come before equity rules (a « Euro Corporate
 * Financials » bond fund is not a financials equity fund), strategies and themes before the broad indices
 * they are built on.
 */
export const FUND_RULES: readonly FundRule[] = [
  // Leveraged, inverse and curve strategies: their daily-reset returns are not the index's.
  { id: 'leveraged-inverse', pattern: /\(-?\d+x\)|\bx2\b|leveraged|inverse|short ?dax|curve (steepening|flattening)/, assetClass: 'other', benchmark: null, proxy: null, tags: ['levier-inverse'] },
  // Money market.
  { id: 'money-market', pattern: /overnight|cash 3 months|0-6 months/, assetClass: 'cash', benchmark: null, proxy: null, tags: ['monetaire'] },
  // Gold and commodities.
  { id: 'gold-physical', pattern: /physical gold/, assetClass: 'other', benchmark: 'Or', proxy: 'GLD', tags: ['or'] },
  { id: 'gold-miners', pattern: /gold bugs/, assetClass: 'stockOther', benchmark: 'NYSE Arca Gold BUGS', proxy: null, sector: 'materials', tags: ['or', 'secteurs'] },
  { id: 'commodities', pattern: /commodit|energy & metals/, assetClass: 'other', benchmark: 'Matières premières diversifiées', proxy: 'DBC', tags: ['matieres-premieres'] },
  // Bonds.
  { id: 'inflation-expectations', pattern: /inflation expectations|breakeven/, assetClass: 'other', benchmark: null, proxy: null, tags: BONDS },
  { id: 'us-inflation-linked', pattern: /us gov inflation|tips\b/, assetClass: 'bond', benchmark: 'Obligations d’État américaines indexées sur l’inflation', proxy: 'TIP', region: 'northAmerica', tags: GOVERNMENT_BONDS },
  { id: 'us-treasury-long', pattern: /us treasury 10\+ ?y/, assetClass: 'bond', benchmark: 'Bons du Trésor américain à plus de 10 ans', proxy: 'TLT', region: 'northAmerica', tags: GOVERNMENT_BONDS },
  { id: 'us-treasury', pattern: /(us|u\.s\.) treasury/, assetClass: 'bond', benchmark: null, proxy: null, region: 'northAmerica', tags: GOVERNMENT_BONDS },
  { id: 'emerging-local-bonds', pattern: /emerging markets local bond/, assetClass: 'bond', benchmark: 'Obligations d’États émergents en devises locales', proxy: 'EMLC', tags: GOVERNMENT_BONDS },
  { id: 'emerging-bonds', pattern: /emerging (markets )?(sovereign|bond)|emerging bond/, assetClass: 'bond', benchmark: null, proxy: null, tags: GOVERNMENT_BONDS },
  { id: 'short-bonds', pattern: /\b(0-3|1-3|1-5|3-5|3-7) ?(y|year)?\b.*\b(corp|corporate|bond|govt|government)\b|\b(corp|corporate|bond|govt|government|btp|bono|govies|euromts)\b.*\b(0-3|1-3|1-5|3-5|3-7)\b|floating rate/, assetClass: 'bond', benchmark: null, proxy: null, tags: BONDS },
  { id: 'euro-high-yield', pattern: /euro high yield|eur liquid high yield/, assetClass: 'bond', benchmark: 'Obligations d’entreprises en euros à haut rendement', proxy: 'IHYG', tags: [...CORPORATE_BONDS, 'haut-rendement'] },
  { id: 'us-high-yield', pattern: /us high yield/, assetClass: 'bond', benchmark: null, proxy: null, region: 'northAmerica', tags: [...CORPORATE_BONDS, 'haut-rendement'] },
  { id: 'euro-corporate', pattern: /euro corp|euro agg corporate|eur liquid corporates|corporate euro bond/, assetClass: 'bond', benchmark: 'Obligations d’entreprises en euros, catégorie investissement', proxy: 'IEAC', tags: CORPORATE_BONDS },
  { id: 'us-corporate', pattern: /us corp/, assetClass: 'bond', benchmark: 'Obligations d’entreprises américaines, catégorie investissement', proxy: 'LQD', region: 'northAmerica', tags: CORPORATE_BONDS },
  { id: 'other-corporate', pattern: /corporates?\b|covered bond/, assetClass: 'bond', benchmark: null, proxy: null, tags: CORPORATE_BONDS },
  { id: 'euro-government', pattern: /\b(euromts|emu govies|euro government|euro govt|euro aggregate treasury|sovereign euro bond|btp|bono|bund)\b/, assetClass: 'bond', benchmark: null, proxy: null, region: 'europe', tags: GOVERNMENT_BONDS },
  { id: 'global-government', pattern: /govies|govt bond|government bond/, assetClass: 'bond', benchmark: null, proxy: null, tags: GOVERNMENT_BONDS },
  { id: 'other-bonds', pattern: /\bbonds?\b|aggregate|\bagg\b/, assetClass: 'bond', benchmark: null, proxy: null, tags: BONDS },
  // Listed real estate.
  { id: 'us-real-estate', pattern: /(epra|nareit).*united states/, assetClass: 'realEstate', benchmark: 'FTSE EPRA/NAREIT United States', proxy: 'XLRE', region: 'northAmerica', sector: 'realEstate', tags: ['immobilier'] },
  { id: 'europe-real-estate', pattern: /(epra|nareit|real estate|immobilier).*(europe|eurozone)|(europe|eurozone).*(epra|nareit|real estate)/, assetClass: 'realEstate', benchmark: null, proxy: null, region: 'europe', sector: 'realEstate', tags: ['immobilier'] },
  { id: 'global-real-estate', pattern: /epra|nareit|real estate|immobilier/, assetClass: 'realEstate', benchmark: null, proxy: null, sector: 'realEstate', tags: ['immobilier'] },
  { id: 'multi-asset', pattern: /\bmulti-asset\b/, assetClass: 'other', benchmark: null, proxy: null, tags: [] },
  { id: 'russell-2000', pattern: /russell 2000/, assetClass: 'stockUs', benchmark: 'Russell 2000', proxy: 'IWM', region: 'northAmerica', tags: ['actions-amerique'] },
  // Factor and smart-beta strategies: built on a broad index, but with a risk of their own. Their market
  // (asset class, region, tag) is read from the name by `locateMarket`.
  {
    id: 'strategy',
    locate: true,
    pattern: /\b(value|growth|momentum|quality|minimum (volatility|variance)|min vol|low vol(atility)?|dividend|equal weight|buyback|rafi|multi[- ]factor|factors|scientific beta|smart allocation|qvm|aristocrats|market neutral|small caps?|mid caps?|low size|cape|risk-control|global equity income|equity opportunities|titans 50|quality income|value beta)\b/,
    assetClass: 'stockOther',
    benchmark: null,
    proxy: null,
    tags: ['strategies'],
  },
  // Themes.
  { id: 'theme', pattern: /\b(water|eau|robotics|smart cit(y|ies)|smart factory|new energy|digital economy|disruptive technology|future mobility|luxury|gender equality|circular economy|infrastructure|privex)\b/, assetClass: 'stockOther', benchmark: null, proxy: null, tags: ['thematiques'] },
  // Sectors.
  ...sectorRules(),
  // France.
  { id: 'cac-40', pattern: /\bcac 40\b/, assetClass: 'stockFrance', benchmark: 'CAC 40', proxy: 'FCHI', region: 'europe', tags: ['actions-france'] },
  { id: 'msci-france', pattern: /msci france/, assetClass: 'stockFrance', benchmark: 'MSCI France', proxy: 'FCHI', region: 'europe', tags: ['actions-france'] },
  { id: 'france-small-mid', pattern: /cac mid 60|pea pme/, assetClass: 'stockFrance', benchmark: null, proxy: null, region: 'europe', tags: ['actions-france'] },
  // Europe.
  { id: 'dax', pattern: /\bdax\b/, assetClass: 'stockEurope', benchmark: 'DAX', proxy: 'GDAXI', region: 'europe', tags: EQUITY_EUROPE },
  { id: 'euro-stoxx-50', pattern: /euro stoxx 50/, assetClass: 'stockEurope', benchmark: 'Euro Stoxx 50', proxy: 'STOXX50E', region: 'europe', tags: EQUITY_EUROPE },
  { id: 'eurozone-broad', pattern: /msci emu\b(?! ex)|euro stoxx 300|eurozone|euro stoxx\b|emu (sustainable )?equity/, assetClass: 'stockEurope', benchmark: 'Zone euro, grandes capitalisations', proxy: 'STOXX50E', region: 'europe', tags: EQUITY_EUROPE },
  { id: 'uk', pattern: /ftse 100|msci uk|ftse 250/, assetClass: 'stockEurope', benchmark: null, proxy: null, region: 'europe', tags: EQUITY_EUROPE },
  { id: 'europe-partial', pattern: /\beurope ex\b|\bex uk\b/, assetClass: 'stockEurope', benchmark: null, proxy: null, region: 'europe', tags: EQUITY_EUROPE },
  { id: 'europe-country', pattern: /msci (spain|switzerland|nordic|greece)|ftse mib|eastern europe/, assetClass: 'stockEurope', benchmark: null, proxy: null, region: 'europe', tags: EQUITY_EUROPE },
  { id: 'europe-broad', pattern: /msci europe|stoxx europe (600|50)|europe (esg|sri|sustainable)|low carbon 100 europe/, assetClass: 'stockEurope', benchmark: 'Europe, grandes et moyennes capitalisations', proxy: 'STOXX', region: 'europe', tags: EQUITY_EUROPE },
  // United States.
  { id: 'nasdaq-100', pattern: /nasdaq-?100/, assetClass: 'stockUs', benchmark: 'Nasdaq-100', proxy: 'QQQ', region: 'northAmerica', tags: ['actions-amerique'] },
  { id: 'dow-jones', pattern: /dow jones industrial/, assetClass: 'stockUs', benchmark: 'Dow Jones Industrial Average', proxy: 'DJI', region: 'northAmerica', tags: ['actions-amerique'] },
  { id: 's-and-p-500', pattern: /s&p 500/, assetClass: 'stockUs', benchmark: 'S&P 500', proxy: 'SPY', region: 'northAmerica', tags: ['actions-amerique'] },
  { id: 'us-broad', pattern: /msci usa|msci north america|north america ex cw|\busa (sustainable|sri|esg)|\bmsci america\b|pea amerique/, assetClass: 'stockUs', benchmark: 'Actions américaines, grandes et moyennes capitalisations', proxy: 'SPY', region: 'northAmerica', tags: ['actions-amerique'] },
  { id: 'us-other', pattern: /s&p 400|\bus\b/, assetClass: 'stockUs', benchmark: null, proxy: null, region: 'northAmerica', tags: ['actions-amerique'] },
  { id: 'canada', pattern: /\bcanada\b/, assetClass: 'stockOther', benchmark: null, proxy: null, region: 'northAmerica', tags: ['actions-internationales'] },
  // Asia, emerging markets, other countries.
  { id: 'pacific', pattern: /\bpacific ex japan\b|\basie pacifique\b/, assetClass: 'stockOther', benchmark: null, proxy: null, tags: ['actions-internationales'] },
  { id: 'emerging-asia', pattern: /\b(china|chine|india|inde|korea|taiwan|thailand|malaysia|indonesia|hscei|em asia|emerging asia|asia ex japan|em far east)\b/, assetClass: 'stockOther', benchmark: null, proxy: null, region: 'asia', tags: ['actions-asie', 'actions-emergentes'] },
  { id: 'japan', pattern: /\b(japan|japon|topix|nikkei)\b/, assetClass: 'stockOther', benchmark: null, proxy: null, region: 'asia', tags: ['actions-asie'] },
  { id: 'latin-america', pattern: /\b(latin america|brazil)\b/, assetClass: 'stockOther', benchmark: null, proxy: null, region: 'latinAmerica', tags: ['actions-emergentes'] },
  { id: 'africa', pattern: /\b(south africa|afrique du sud|pan africa)\b/, assetClass: 'stockOther', benchmark: null, proxy: null, region: 'africa', tags: ['actions-emergentes'] },
  { id: 'australia', pattern: /\baustralia\b|s&p\/asx/, assetClass: 'stockOther', benchmark: null, proxy: null, region: 'oceania', tags: ['actions-internationales'] },
  { id: 'emerging-other', pattern: /\b(emerging|em|russia|russie|turkey|turquie)\b/, assetClass: 'stockOther', benchmark: null, proxy: null, tags: ['actions-emergentes'] },
  // World.
  { id: 'world-partial', pattern: /\bworld ex\b/, assetClass: 'stockOther', benchmark: null, proxy: null, tags: ['actions-internationales'] },
  { id: 'all-country-world', pattern: /acwi|all country world/, assetClass: 'stockOther', benchmark: 'MSCI ACWI', proxy: 'ACWI', tags: ['actions-internationales'] },
  { id: 'world', pattern: /msci world|pea monde|developed world/, assetClass: 'stockOther', benchmark: 'MSCI World', proxy: 'URTH', tags: ['actions-internationales'] },
];

/** Screened versions of an index, tagged « ESG ». */
const ESG_PATTERN = /\b(esg|sri|isr|climate|sustainable|green|low carbon|paris aligned|pab)\b/;

/** A share class hedged into euros: the exchange rate is neutralised, so the proxy is used in its own currency. */
const EURO_HEDGED_PATTERN = /hedged( to)? eur|eur hedged|couverte en eur|\br?h eur\b|\beur h\b/;

/** A share class hedged into another currency than the euro: no shipped rate can stand in for it. */
const OTHER_HEDGED_PATTERN = /\b(chf|gbp|usd) hedged\b/;

/** What the CSV says of a fund, as far as the classification needs it. */
export interface FundListing {
  name: string;
  categoryGroup: string;
}

function fallback(listing: FundListing): FundRule {
  const group = normalise(listing.categoryGroup);
  const assetClass: AssetClass = group === 'fixed income' ? 'bond' : group === 'real estate' ? 'realEstate' : group === 'cash' ? 'cash' : group === 'commodities' || group === 'derivatives' ? 'other' : 'stockOther';
  return { id: 'unclassified', pattern: /$^/, assetClass, benchmark: null, proxy: null, tags: [] };
}

/**
 * Classifies one fund from its name (and, when no rule matches, its category group). The proxy is the
 * ticker of a shipped series; `hedgedToEuro` tells the caller to use it in its own currency.
 */
export function classifyFund(listing: FundListing): Classification & { hedgedToEuro: boolean } {
  // « ex CW » (controversial weapons excluded) is the index itself for our purpose, not a partial market.
  const name = normalise(listing.name).replace(/\bex cw\b/g, '').replace(/\s+/g, ' ');
  const rule = FUND_RULES.find((candidate) => candidate.pattern.test(name)) ?? fallback(listing);
  const tags = [...rule.tags];
  let assetClass = rule.assetClass;
  let region = rule.region ?? null;
  if (rule.locate) {
    const market = locateMarket(name);
    assetClass = market.assetClass;
    region = market.region;
    if (market.tag) tags.push(market.tag);
  }
  if (ESG_PATTERN.test(name) && !tags.includes('esg')) tags.push('esg');
  const otherHedge = OTHER_HEDGED_PATTERN.test(name);
  return {
    rule: rule.id,
    assetClass,
    benchmark: rule.benchmark,
    proxy: otherHedge ? null : rule.proxy,
    regions: region ? [{ key: region, share: 1 }] : [],
    sectors: rule.sector ? [{ key: rule.sector, share: 1 }] : [],
    tags,
    hedgedToEuro: !otherHedge && EURO_HEDGED_PATTERN.test(name),
  };
}
