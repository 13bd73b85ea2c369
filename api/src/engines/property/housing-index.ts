import type { HistoryPoint } from '@patrimo/shared';

/**
 * The INSEE / Notaires index of old-dwelling prices (seasonally adjusted, base 100 = 2015, quarterly), and
 * the value of a property through time it gives: value(t) = value(today) × index(t) / index(latest quarter).
 */

/** The index series a property follows. */
export type IndexRegion = 'ileDeFrance' | 'province';

export interface HousingIndexQuarter {
  /** e.g. `2025-Q3`. */
  label: string;
  year: number;
  /** 1 to 4. */
  quarter: number;
  /** Timestamp (ms, UTC) the quarter is drawn at: the 15th of its middle month (see `quarterMidTimestamp`). */
  timestampMs: number;
  ileDeFrance: number;
  province: number;
}

/** Quarters oldest first, without gaps. */
export type HousingIndex = readonly HousingIndexQuarter[];

/**
 * Where a quarter sits on a chart (*product choice*): the 15th of its middle month (15 February, May,
 * August, November), within a day of the quarter's true midpoint and the same day every year.
 */
export function quarterMidTimestamp(year: number, quarter: number): number {
  return Date.UTC(year, (quarter - 1) * 3 + 1, 15);
}

/**
 * Parses `quarter,france,ile_de_france,province,apartments_france,houses_france`. Throws on a malformed
 * row or a gap between quarters: the file ships with the product, so a broken one is a build defect.
 */
export function parseHousingIndexCsv(text: string): HousingIndex {
  const lines = text.trim().split(/\r?\n/);
  const header = (lines.shift() ?? '').split(',');
  const column = (name: string): number => {
    const at = header.indexOf(name);
    if (at < 0) throw new Error(`insee-housing-price-index.csv: no ${name} column`);
    return at;
  };
  const quarterAt = column('quarter');
  const ileDeFranceAt = column('ile_de_france');
  const provinceAt = column('province');
  const quarters: HousingIndexQuarter[] = [];
  for (const line of lines) {
    const cells = line.split(',');
    const match = /^(\d{4})-Q([1-4])$/.exec(cells[quarterAt] ?? '');
    const ileDeFrance = Number(cells[ileDeFranceAt]);
    const province = Number(cells[provinceAt]);
    if (!match || !(ileDeFrance > 0) || !(province > 0)) throw new Error(`insee-housing-price-index.csv: bad row ${line}`);
    const year = Number(match[1]);
    const quarter = Number(match[2]);
    const previous = quarters[quarters.length - 1];
    if (previous && year * 4 + quarter !== previous.year * 4 + previous.quarter + 1) throw new Error(`insee-housing-price-index.csv: gap before ${line}`);
    quarters.push({ label: `${year}-Q${quarter}`, year, quarter, timestampMs: quarterMidTimestamp(year, quarter), ileDeFrance, province });
  }
  return quarters;
}

/**
 * The index series of a département (*product choice*): Île-de-France for Paris and the petite and grande
 * couronne (75, 77, 78, 91, 92, 93, 94, 95), province for every other one.
 *
 * Why regional rather than the apartments / houses columns: since 2015 the regions parted far more than the
 * kinds did. By 2026-Q2, Île-de-France stands at 115.0 and province at 129.6 (a 13 % gap), while apartments
 * (125.5) and houses (125.9) in France stand within 0.3 % of each other; the kind columns are national, so
 * they would give a Paris flat the province's rise. The overseas départements have no index of their own:
 * they follow province, the nearest available, which the history's caption must not hide.
 */
export const ILE_DE_FRANCE_DEPARTEMENTS: ReadonlySet<string> = new Set(['75', '77', '78', '91', '92', '93', '94', '95']);

export function indexRegionOf(departement: string): IndexRegion {
  return ILE_DE_FRANCE_DEPARTEMENTS.has(departement) ? 'ileDeFrance' : 'province';
}

/** The history starts on the product's earliest date unless the purchase year says otherwise. */
export const EARLIEST_HISTORY_DATE = '2017-01-01';

export interface ValueHistoryRequest {
  /** Today's estimate, in euros. */
  value: number;
  region: IndexRegion;
  /** Today, ms UTC. */
  todayMs: number;
  /** First day the history covers, ms UTC (the quarter holding it is the first point). */
  fromMs: number;
}

function quarterOrdinal(timestampMs: number): number {
  const date = new Date(timestampMs);
  return date.getUTCFullYear() * 4 + Math.floor(date.getUTCMonth() / 3);
}

/**
 * The value through time: one point per index quarter, at its mid-date, from the quarter holding `fromMs`
 * to the latest quarter drawn on or before today, scaled so that latest quarter equals `value`; then a last
 * point today at `value` when today is after that quarter's mid-date (the index is published months late,
 * so the line is flat after its last quarter rather than extrapolated). Values are rounded to the euro.
 * A start before the index's first quarter (1996-Q1) starts there; with no quarter at all on or before
 * today the history is the single point [today, value].
 */
export function valueHistory(index: HousingIndex, request: ValueHistoryRequest): HistoryPoint[] {
  const { value, region, todayMs, fromMs } = request;
  let anchor = -1;
  for (let at = index.length - 1; at >= 0; at -= 1) {
    if ((index[at] as HousingIndexQuarter).timestampMs <= todayMs) {
      anchor = at;
      break;
    }
  }
  if (anchor < 0) return [[todayMs, value]];
  const anchorLevel = (index[anchor] as HousingIndexQuarter)[region];
  const firstOrdinal = Math.min(quarterOrdinal(fromMs), quarterOrdinal(todayMs));
  const history: HistoryPoint[] = [];
  for (let at = 0; at <= anchor; at += 1) {
    const quarter = index[at] as HousingIndexQuarter;
    if (quarter.year * 4 + quarter.quarter - 1 < firstOrdinal) continue;
    history.push([quarter.timestampMs, Math.round((value * quarter[region]) / anchorLevel)]);
  }
  const last = history[history.length - 1];
  if (last && last[0] < todayMs) history.push([todayMs, value]);
  if (history.length === 0) history.push([todayMs, value]);
  return history;
}
