import { lineKey } from './basket';
import type { AssetClass, FrontierPoint, Movement, Movements } from '@patrimo/shared';

/**
 * Pure shaping of the arbitration's figures for its charts and lists (kept apart from the screens so the rules are
 * tested on their own): the split of an allocation, the proposal against today, the frontier's drawing, the
 * movements to send to the insurer.
 */

/** Colours of the slices, in order (Mantine colour names, AA on both schemes in the product theme). */
export const SLICE_COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'lime.7', 'pink.6', 'indigo.6', 'yellow.7', 'red.6'];
/** The colour of what the largest slices leave out. */
export const OTHER_COLOR = 'gray.6';

/** The lines of an allocation as the charts need them (a start, a proposal, today's allocation). */
export interface AllocationLineLike {
  isin: string | null;
  euroFund: boolean;
  name: string;
  assetClass: AssetClass | null;
  share: number | null;
  amount: number | null;
}

export type SplitBy = 'fund' | 'assetClass';

export interface Slice {
  key: string;
  /** The fund's name, or the asset class (the screen names it). */
  label: string;
  share: number;
  amount: number;
  color: string;
}

/** The key of the slice that gathers the funds beyond the largest ones. */
export const OTHERS_KEY = 'others';

/**
 * The split of an allocation by fund or by asset class, largest first, weightless lines dropped; beyond `max`
 * slices the rest is one « others » slice (a donut of 30 funds says nothing). Asset classes are labelled by their
 * key (the screen translates them).
 */
export function allocationSlices(lines: readonly AllocationLineLike[], by: SplitBy, max = 8): Slice[] {
  const groups = new Map<string, { label: string; share: number; amount: number }>();
  for (const line of lines) {
    const share = line.share ?? 0;
    if (share <= 0) continue;
    const key = by === 'fund' ? lineKey(line) : (line.assetClass ?? 'other');
    const label = by === 'fund' ? line.name : key;
    const group = groups.get(key) ?? { label, share: 0, amount: 0 };
    group.share += share;
    group.amount += line.amount ?? 0;
    groups.set(key, group);
  }
  const ordered = [...groups.entries()].map(([key, group]) => ({ key, ...group })).sort((a, b) => b.share - a.share);
  const kept = ordered.length > max ? ordered.slice(0, max - 1) : ordered;
  const slices: Slice[] = kept.map((group, index) => ({ ...group, color: SLICE_COLORS[index % SLICE_COLORS.length] ?? OTHER_COLOR }));
  if (ordered.length > max) {
    const rest = ordered.slice(max - 1);
    slices.push({
      key: OTHERS_KEY,
      label: OTHERS_KEY,
      share: rest.reduce((sum, group) => sum + group.share, 0),
      amount: rest.reduce((sum, group) => sum + group.amount, 0),
      color: OTHER_COLOR,
    });
  }
  return slices;
}

/** One fund of the comparison between today's allocation and the proposal. */
export interface ComparisonRow {
  key: string;
  name: string;
  euroFund: boolean;
  current: number;
  proposed: number;
  /** Proposed minus current share. */
  change: number;
}

/**
 * Today's allocation against the proposal, fund by fund: every fund of either side, the proposal's largest first,
 * then the funds it leaves (sold entirely) by their share today.
 */
export function comparisonRows(current: readonly AllocationLineLike[], proposed: readonly AllocationLineLike[]): ComparisonRow[] {
  const rows = new Map<string, ComparisonRow>();
  const row = (line: AllocationLineLike) => {
    const key = lineKey(line);
    const existing = rows.get(key) ?? { key, name: line.name, euroFund: line.euroFund, current: 0, proposed: 0, change: 0 };
    rows.set(key, existing);
    return existing;
  };
  for (const line of current) row(line).current += line.share ?? 0;
  for (const line of proposed) row(line).proposed += line.share ?? 0;
  return [...rows.values()]
    .map((entry) => ({ ...entry, change: entry.proposed - entry.current }))
    .filter((entry) => entry.current > 0 || entry.proposed > 0)
    .sort((a, b) => b.proposed - a.proposed || b.current - a.current);
}

/** The frontier in drawing coordinates. */
export interface FrontierGeometry {
  width: number;
  height: number;
  /** SVG path of the frontier, by increasing volatility. */
  path: string;
  proposed: { x: number; y: number };
  current: { x: number; y: number } | null;
  xTicks: { x: number; value: number }[];
  yTicks: { y: number; value: number }[];
  /** The plotting area inside the margins. */
  plot: { left: number; top: number; right: number; bottom: number };
}

/** About `count` round tick values covering [min, max] (steps of 1, 2 or 5 × 10ⁿ). */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (max - min < 1e-9) return [min];
  const raw = (max - min) / Math.max(1, count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= raw) ?? raw;
  const ticks: number[] = [];
  const first = Math.ceil(min / step - 1e-9);
  const last = Math.floor(max / step + 1e-9);
  // Multiples of the step, trimmed of the binary noise (0,15000000000000002).
  for (let k = first; k <= last; k += 1) ticks.push(Number((k * step).toPrecision(12)));
  return ticks;
}

/**
 * Scales the frontier (volatility along x, expected return up y) and the two points into a `width` × `height`
 * drawing, with room on the left and at the bottom for the axes' labels; both axes start a little below the
 * smallest value so no point sits on an axis.
 */
export function frontierGeometry(
  frontier: { points: readonly FrontierPoint[]; proposed: FrontierPoint; current: FrontierPoint | null },
  width = 560,
  height = 300,
): FrontierGeometry {
  const plot = { left: 56, top: 12, right: width - 16, bottom: height - 40 };
  const all = [...frontier.points, frontier.proposed, ...(frontier.current ? [frontier.current] : [])];
  const xs = all.map((point) => point.volatility);
  const ys = all.map((point) => point.expectedReturn);
  const pad = (min: number, max: number) => {
    const span = Math.max(max - min, 0.005);
    return [min - span * 0.08, max + span * 0.08] as const;
  };
  const [xMin, xMax] = pad(Math.min(...xs), Math.max(...xs));
  const [yMin, yMax] = pad(Math.min(...ys), Math.max(...ys));
  const x = (value: number) => plot.left + ((value - xMin) / (xMax - xMin)) * (plot.right - plot.left);
  const y = (value: number) => plot.bottom - ((value - yMin) / (yMax - yMin)) * (plot.bottom - plot.top);
  const round = (value: number) => Math.round(value * 10) / 10;
  const sorted = [...frontier.points].sort((a, b) => a.volatility - b.volatility);
  const path = sorted.map((point, index) => `${index === 0 ? 'M' : 'L'}${round(x(point.volatility))},${round(y(point.expectedReturn))}`).join(' ');
  return {
    width,
    height,
    path,
    proposed: { x: round(x(frontier.proposed.volatility)), y: round(y(frontier.proposed.expectedReturn)) },
    current: frontier.current ? { x: round(x(frontier.current.volatility)), y: round(y(frontier.current.expectedReturn)) } : null,
    xTicks: niceTicks(xMin, xMax).map((value) => ({ x: round(x(value)), value })),
    yTicks: niceTicks(yMin, yMax).map((value) => ({ y: round(y(value)), value })),
    plot,
  };
}

/** A movement as the list shows it: the verb, the fund, the whole euros. */
export interface MovementRow {
  key: string;
  kind: Movement['kind'];
  name: string;
  euroFund: boolean;
  isin: string | null;
  amount: number;
}

/** The movements in the order an insurer's form takes them: every sale, then every purchase, largest first. */
export function movementRows(movements: Movements): MovementRow[] {
  const order = (kind: Movement['kind']) => (kind === 'sell' ? 0 : 1);
  return [...movements.lines]
    .filter((line) => line.amount > 0)
    .sort((a, b) => order(a.kind) - order(b.kind) || b.amount - a.amount)
    .map((line) => ({ key: `${line.kind}:${lineKey(line)}`, kind: line.kind, name: line.name, euroFund: line.euroFund, isin: line.isin, amount: line.amount }));
}

/** Whether the movements balance: sales and new money equal purchases and withdrawals, to the euro. */
export function movementsBalanced(movements: Movements): boolean {
  const { sells, buys, payment, withdrawal } = movements.totals;
  return sells + payment === buys + withdrawal;
}
