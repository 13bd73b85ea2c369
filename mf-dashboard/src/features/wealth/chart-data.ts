import { DATE_RANGE_MIN, dateRangeMax, parisDay, type ChartDateFormat, type CompositionItem, type ContractCategory, type History } from '@patrimo/shared';

/** The quick periods of the wealth history: one year, five years, everything since 2017. */
export type RangePreset = '1y' | '5y' | 'all';
export const RANGE_PRESETS: readonly RangePreset[] = ['1y', '5y', 'all'];

/** A period of the history, as ISO dates, both ends included. */
export interface DateRange {
  from: string;
  to: string;
}

/** Midnight UTC of an ISO date: the x of every point the API sends. */
export function isoDayMs(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`);
}

/** The ISO date of a midnight UTC (`isoDayMs`'s inverse). */
function isoDayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function yearsBefore(isoDate: string, years: number): string {
  const date = new Date(isoDayMs(isoDate));
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return isoDayOf(date.getTime());
}

/** Spec §5: a period never starts before 2017-01-01 nor ends after tomorrow; reversed ends are swapped. */
export function clampRange(range: DateRange, now: Date = new Date()): DateRange {
  const max = dateRangeMax(now);
  const clamp = (day: string) => (day < DATE_RANGE_MIN ? DATE_RANGE_MIN : day > max ? max : day);
  const from = clamp(range.from);
  const to = clamp(range.to);
  return from <= to ? { from, to } : { from: to, to: from };
}

/** The period of a preset, ending tomorrow (the picker's last day) and counted back from today in Paris. */
export function presetRange(preset: RangePreset, now: Date = new Date()): DateRange {
  const to = dateRangeMax(now);
  if (preset === 'all') return { from: DATE_RANGE_MIN, to };
  return clampRange({ from: yearsBefore(parisDay(now), preset === '1y' ? 1 : 5), to }, now);
}

/**
 * The points to ask the server for (`points` of the wealth series): `maxPoints` when the period runs to the
 * present, since the server then thins exactly what the chart draws; undefined (every daily point) when it ends
 * earlier, since the series is cut at `to` here, after the answer, and a series thinned to its whole length
 * would leave too few points in a short period of the past.
 */
export function seriesPointsFor(range: DateRange, maxPoints: number, now: Date = new Date()): number | undefined {
  return range.to >= parisDay(now) ? maxPoints : undefined;
}

/** The preset a period matches exactly, if any (to highlight its button). */
export function presetOf(range: DateRange, now: Date = new Date()): RangePreset | null {
  return RANGE_PRESETS.find((preset) => {
    const candidate = presetRange(preset, now);
    return candidate.from === range.from && candidate.to === range.to;
  }) ?? null;
}

/** The points of a series inside a period (both ends included). */
export function withinRange(series: History, range: DateRange): History {
  const from = isoDayMs(range.from);
  const to = isoDayMs(range.to);
  return series.filter(([time]) => time >= from && time <= to);
}

/**
 * At most `maxPoints` points, evenly spread in time, each bucket keeping its last value (the balance at the
 * end of the period, as a statement shows it); the first and last points are always kept. Nine years of
 * daily values (3 300 points) would make every hover of the chart slow for no visible gain.
 */
export function downsample(series: History, maxPoints: number): History {
  if (series.length <= maxPoints || maxPoints < 3) return series;
  const first = series[0];
  const last = series[series.length - 1];
  if (first === undefined || last === undefined) return series;
  const span = last[0] - first[0];
  const buckets = maxPoints - 2;
  const kept: History = [first];
  let currentBucket = -1;
  for (let index = 1; index < series.length - 1; index++) {
    const point = series[index];
    if (point === undefined) continue;
    const bucket = Math.min(buckets - 1, Math.floor(((point[0] - first[0]) / span) * buckets));
    if (bucket === currentBucket) kept[kept.length - 1] = point;
    else {
      kept.push(point);
      currentBucket = bucket;
    }
  }
  kept.push(last);
  return kept;
}

/** One point of the wealth history chart: the real value before the simulation starts, the simulated one after. */
export interface HistoryRow {
  date: number;
  real: number | null;
  simulated: number | null;
}

/**
 * The history as two series: real values, then simulated ones from `simulatedFrom` on (values after the last
 * market date). The last real point is repeated in the simulated series so the two lines join.
 */
export function historyRows(series: History, simulatedFrom: string | null): HistoryRow[] {
  const start = simulatedFrom === null ? Number.POSITIVE_INFINITY : isoDayMs(simulatedFrom);
  const rows: HistoryRow[] = series.map(([date, value]) =>
    date < start ? { date, real: value, simulated: null } : { date, real: null, simulated: value },
  );
  const firstSimulated = rows.findIndex((row) => row.simulated !== null);
  const joint = firstSimulated > 0 ? rows[firstSimulated - 1] : undefined;
  if (joint) joint.simulated = joint.real;
  return rows;
}

/** The wealth categories of the split view, in the order they stack. */
export const CATEGORIES: readonly ContractCategory[] = ['invested_wealth', 'savings', 'real_estate'];

export type CategoryRow = { date: number } & Record<ContractCategory, number>;

/**
 * The series of each category merged on one time axis for a stacked chart: a category without a point at a
 * date keeps its previous value (0 before its first point), so the stack never dips where a series is sparse.
 */
export function categoryRows(seriesByCategory: Readonly<Record<ContractCategory, History>>): CategoryRow[] {
  const dates = [...new Set(CATEGORIES.flatMap((category) => seriesByCategory[category].map(([date]) => date)))].sort((a, b) => a - b);
  const cursors: Record<ContractCategory, number> = { invested_wealth: 0, savings: 0, real_estate: 0 };
  const last: Record<ContractCategory, number> = { invested_wealth: 0, savings: 0, real_estate: 0 };
  return dates.map((date) => {
    for (const category of CATEGORIES) {
      const series = seriesByCategory[category];
      let point = series[cursors[category]];
      while (point !== undefined && point[0] <= date) {
        last[category] = point[1];
        cursors[category] += 1;
        point = series[cursors[category]];
      }
    }
    return { date, ...last };
  });
}

/** One slice of an allocation chart and its legend line. */
export interface AllocationSlice {
  key: string;
  amount: number;
  share: number;
  color: string;
}

/** Theme colours of the slices, in order; the merged « others » slice is grey. */
export const SLICE_COLORS = ['blue.6', 'teal.6', 'violet.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.7', 'indigo.4'] as const;
export const OTHERS_KEY = '__others__';
export const OTHERS_COLOR = 'gray.5';

/**
 * The largest `maxSlices - 1` items of a composition with their colour, the rest merged into one « others »
 * slice; items worth nothing are left out (a donut cannot draw them).
 */
export function allocationSlices(items: readonly CompositionItem[], maxSlices: number = SLICE_COLORS.length): AllocationSlice[] {
  const positive = [...items].filter((item) => item.amount > 0).sort((a, b) => b.amount - a.amount);
  const keep = positive.length <= maxSlices ? positive : positive.slice(0, maxSlices - 1);
  const rest = positive.slice(keep.length);
  const slices: AllocationSlice[] = keep.map((item, index) => ({
    key: item.key,
    amount: item.amount,
    share: item.share,
    color: SLICE_COLORS[index % SLICE_COLORS.length] ?? OTHERS_COLOR,
  }));
  if (rest.length > 0) {
    slices.push({
      key: OTHERS_KEY,
      amount: rest.reduce((sum, item) => sum + item.amount, 0),
      share: rest.reduce((sum, item) => sum + item.share, 0),
      color: OTHERS_COLOR,
    });
  }
  return slices;
}

/**
 * The part of a period that a history chart draws: from its first row to its last, within the period (a contract
 * opened in 2022 draws nothing in 2017). Its time axis spans exactly that (`dataMin` to `dataMax`), so its labels
 * are chosen over it. No rows: the period itself.
 */
export function drawnRange(range: DateRange, rows: readonly { date: number }[]): DateRange {
  const first = rows[0]?.date;
  const last = rows[rows.length - 1]?.date;
  if (first === undefined || last === undefined) return range;
  return { from: isoDayOf(Math.max(first, isoDayMs(range.from))), to: isoDayOf(Math.min(last, isoDayMs(range.to))) };
}

/** Most labels under a chart's time axis, however wide. */
const MAX_TICKS = 8;

/** The widest label of each format in characters (« 30 sept. 2025 », « sept. 2025 », « 2025 »). */
const LABEL_CHARACTERS: Record<ChartDateFormat, number> = { dayMonthYear: 13, monthYear: 10, year: 4 };
/** Pixels per character of an axis label (12 px, digits 6.7 px wide in the sans-serif fonts), rounded up. */
const LABEL_CHARACTER_PX = 7;
/** Pixels left between two labels. */
const LABEL_GAP_PX = 16;
/** What the value axis and the chart's margins take from its width (the value axis is 80 px wide). */
const VALUE_AXIS_PX = 100;

/**
 * How many time labels a history chart `width` pixels wide shows without two of them touching, computed from the
 * widest label of the format, not measured: recharts measures every label in the page to thin them out, which was
 * a tenth of the overview's first drawing (issue 17). At least 2 (both ends), at most 8. An unknown width (0) gets 8.
 */
export function timeTickLimit(width: number, format: ChartDateFormat): number {
  if (!(width > 0)) return MAX_TICKS;
  const perLabel = LABEL_CHARACTERS[format] * LABEL_CHARACTER_PX + LABEL_GAP_PX;
  return Math.min(MAX_TICKS, Math.max(2, Math.floor((width - VALUE_AXIS_PX) / perLabel)));
}

/**
 * The time axis labels of a period, on calendar boundaries so that no two read alike: 1 January of each year
 * (every other year past eight), the first of months, or days, thinned out to at most `limit` labels (eight by
 * default; `timeTickLimit` gives what a chart's width holds).
 */
export function timeTicks(range: DateRange, format: ChartDateFormat, limit: number = MAX_TICKS): number[] {
  const from = isoDayMs(range.from);
  const to = isoDayMs(range.to);
  const ticks: number[] = [];
  if (format === 'dayMonthYear') {
    const days = Math.round((to - from) / 86_400_000);
    const step = Math.max(1, Math.ceil(days / (limit - 1)));
    for (let day = 0; day <= days; day += step) ticks.push(from + day * 86_400_000);
    return ticks;
  }
  const start = new Date(from);
  const stepMonths = format === 'year' ? 12 : 1;
  const cursor = new Date(Date.UTC(start.getUTCFullYear(), format === 'year' ? 0 : start.getUTCMonth(), 1));
  if (cursor.getTime() < from) cursor.setUTCMonth(cursor.getUTCMonth() + stepMonths);
  const all: number[] = [];
  while (cursor.getTime() <= to) {
    all.push(cursor.getTime());
    cursor.setUTCMonth(cursor.getUTCMonth() + stepMonths);
  }
  const thin = Math.max(1, Math.ceil(all.length / limit));
  return all.filter((_, index) => index % thin === 0);
}
