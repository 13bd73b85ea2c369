import { ARBITRATION_MIN_MOVEMENT, type Movement, type Movements } from '@patrimo/shared';

/**
 * The movements from a contract's current lines to a proposal, as an insurer takes an arbitration order
 * (*product choice*, documented at `ARBITRATION_MIN_MOVEMENT`):
 *  1. each line's difference (target − held) in euros; a line the proposal leaves out is sold whole;
 *  2. whole euros (rounded to the nearest);
 *  3. a difference under the minimum is left unmoved (counted in `leftUnmoved`), except the whole sale of a
 *     line the proposal leaves out (an insurer takes « tout le support » whatever its size);
 *  4. the totals balanced to the euro, `sells + payment = buys + withdrawal`: the gap left by rounding and by
 *     the lines left unmoved is taken by the largest buy (or, without a buy, the largest partial sell); a line
 *     that would then fall under the minimum is dropped and the gap passed on.
 * Pure.
 */

export interface MovementLine {
  /** Basket key: the ISIN, or EURO_FUND. */
  key: string;
  isin: string | null;
  name: string;
  euroFund: boolean;
  /** Euros held today (current lines) or aimed at (proposal lines). */
  amount: number;
}

interface Draft extends Omit<Movement, 'amount'> {
  amount: number;
  /** Whole sale of a line the proposal leaves out: never adjusted. */
  whole: boolean;
}

export function arbitrationMovements(input: {
  current: readonly MovementLine[];
  target: readonly MovementLine[];
  /** Value of the contract (what the current lines add up to, cash included). */
  contractValue: number;
  /** What the proposal distributes. */
  amount: number;
  minimum?: number;
}): Movements {
  const minimum = input.minimum ?? ARBITRATION_MIN_MOVEMENT;
  const held = new Map<string, MovementLine>();
  for (const line of input.current) {
    const known = held.get(line.key);
    held.set(line.key, known ? { ...known, amount: known.amount + line.amount } : { ...line });
  }
  const aimed = new Map(input.target.map((line) => [line.key, line]));
  const drafts: Draft[] = [];
  let leftUnmoved = 0;
  for (const key of new Set([...held.keys(), ...aimed.keys()])) {
    const now = held.get(key);
    const goal = aimed.get(key);
    const line = (goal ?? now) as MovementLine;
    const difference = (goal?.amount ?? 0) - (now?.amount ?? 0);
    const rounded = Math.round(Math.abs(difference));
    if (rounded === 0) continue;
    const whole = goal === undefined || goal.amount === 0;
    if (rounded < minimum && !whole) {
      leftUnmoved += rounded;
      continue;
    }
    drafts.push({ kind: difference < 0 ? 'sell' : 'buy', isin: line.isin, name: line.name, euroFund: line.euroFund, amount: rounded, whole: whole && difference < 0 });
  }
  const payment = Math.max(0, Math.round(input.amount - input.contractValue));
  const withdrawal = Math.max(0, Math.round(input.contractValue - input.amount));
  // Balance: sells + payment = buys + withdrawal, each adjusted line kept at or above the minimum.
  for (let guard = 0; guard < drafts.length + 2; guard++) {
    const sells = drafts.filter((d) => d.kind === 'sell').reduce((sum, d) => sum + d.amount, 0);
    const buys = drafts.filter((d) => d.kind === 'buy').reduce((sum, d) => sum + d.amount, 0);
    const gap = sells + payment - buys - withdrawal;
    if (gap === 0) break;
    // Positive gap: more money freed than bought: buy more, else sell less. Negative: buy less, else sell more.
    const buy = drafts.filter((d) => d.kind === 'buy').sort((a, b) => b.amount - a.amount)[0];
    const sell = drafts.filter((d) => d.kind === 'sell' && !d.whole).sort((a, b) => b.amount - a.amount)[0];
    const target = buy ?? sell;
    if (!target) {
      // Nothing to adjust: the whole sales alone; the money goes to the largest proposal line as a buy.
      const largest = [...input.target].sort((a, b) => b.amount - a.amount)[0];
      if (!largest || gap < 0) break;
      drafts.push({ kind: 'buy', isin: largest.isin, name: largest.name, euroFund: largest.euroFund, amount: gap, whole: false });
      continue;
    }
    const change = target === buy ? gap : -gap;
    const next = target.amount + change;
    if (next >= minimum || (next > 0 && target === buy && drafts.filter((d) => d.kind === 'buy').length === 1)) {
      target.amount = next;
    } else {
      leftUnmoved += Math.max(0, target.amount);
      drafts.splice(drafts.indexOf(target), 1);
    }
  }
  const order = (a: Draft, b: Draft) => (a.kind === b.kind ? b.amount - a.amount : a.kind === 'sell' ? -1 : 1);
  const lines = drafts.filter((d) => d.amount > 0).sort(order).map(({ whole: _whole, ...line }) => line);
  const total = (kind: Movement['kind']) => lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amount, 0);
  return { lines, totals: { sells: total('sell'), buys: total('buy'), payment, withdrawal }, minimum, leftUnmoved };
}
