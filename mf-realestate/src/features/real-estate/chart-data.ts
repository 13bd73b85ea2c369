import type { History } from '@patrimo/shared';

/** A row of the value chart: the estimated value, and the price paid on the purchase's date only. */
export interface ValueRow {
  date: number;
  value: number | null;
  purchase: number | null;
}

/**
 * The rows of a property's value chart: its estimated value along the history (oldest first), and the purchase
 * (price in the deed, placed on its date) as a point of its own. A purchase before the history starts or after
 * it ends is still a row, so the chart's time axis reaches it; on a date the history has, it shares the row.
 */
export function valueRows(history: History, purchase: { timestampMs: number; price: number } | null): ValueRow[] {
  const rows: ValueRow[] = [...history]
    .sort((a, b) => a[0] - b[0])
    .map(([date, value]) => ({ date, value, purchase: null }));
  if (purchase === null) return rows;
  const same = rows.find((row) => row.date === purchase.timestampMs);
  if (same) {
    same.purchase = purchase.price;
    return rows;
  }
  const at = rows.findIndex((row) => row.date > purchase.timestampMs);
  const point: ValueRow = { date: purchase.timestampMs, value: null, purchase: purchase.price };
  if (at === -1) rows.push(point);
  else rows.splice(at, 0, point);
  return rows;
}

/** The change of the value over the history, as a ratio (0.12 = +12 %); null with fewer than two values. */
export function valueChange(history: History): number | null {
  const values = [...history].sort((a, b) => a[0] - b[0]).map(([, value]) => value);
  const first = values[0];
  const last = values.at(-1);
  if (values.length < 2 || first === undefined || last === undefined || first <= 0) return null;
  return last / first - 1;
}

/** The effect of one adjustment in percent, signed (1.05 → +5, 0.9 → −10), rounded to one decimal. */
export function adjustmentPercent(multiplier: number): number {
  return Math.round((multiplier - 1) * 1000) / 10;
}

/** How wide the range is around the value, as a ratio of it ((high − low) / value): the visible doubt. */
export function rangeWidth(estimate: { low: number; value: number; high: number }): number {
  return estimate.value > 0 ? (estimate.high - estimate.low) / estimate.value : 0;
}
