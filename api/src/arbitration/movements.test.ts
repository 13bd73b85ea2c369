import fc from 'fast-check';
import { arbitrationMovements, type MovementLine } from './movements';

const line = (key: string, amount: number, euroFund = false): MovementLine => ({ key, isin: euroFund ? null : key, name: `Fonds ${key}`, euroFund, amount });

describe('arbitration movements', () => {
  it('sells what the proposal lowers and buys what it raises, in whole euros, sells first', () => {
    const movements = arbitrationMovements({
      current: [line('EURO_FUND', 10_000.4, true), line('FR0000000001', 30_000.3)],
      target: [line('EURO_FUND', 20_000.35, true), line('FR0000000001', 15_000.2), line('FR0000000002', 5_000.15)],
      contractValue: 40_000.7,
      amount: 40_000.7,
    });
    expect(movements.lines.map((m) => [m.kind, m.isin, m.amount])).toEqual([
      ['sell', 'FR0000000001', 15_000],
      ['buy', null, 10_000],
      ['buy', 'FR0000000002', 5_000],
    ]);
    expect(movements.totals).toEqual({ sells: 15_000, buys: 15_000, payment: 0, withdrawal: 0 });
  });

  it('leaves a difference under the minimum unmoved and keeps the totals equal', () => {
    const movements = arbitrationMovements({
      current: [line('EURO_FUND', 5_000, true), line('A', 5_000), line('B', 5_000)],
      target: [line('EURO_FUND', 5_060, true), line('A', 3_000), line('B', 6_940)],
      contractValue: 15_000,
      amount: 15_000,
    });
    expect(movements.lines.map((m) => [m.kind, m.isin, m.amount])).toEqual([
      ['sell', 'A', 2_000],
      ['buy', 'B', 2_000],
    ]);
    expect(movements.leftUnmoved).toBe(60);
    expect(movements.totals.sells).toBe(movements.totals.buys);
  });

  it('sells a small line the proposal leaves out whole', () => {
    const movements = arbitrationMovements({
      current: [line('EURO_FUND', 1_000, true), line('A', 40)],
      target: [line('EURO_FUND', 1_040, true)],
      contractValue: 1_040,
      amount: 1_040,
    });
    expect(movements.lines.map((m) => [m.kind, m.isin, m.amount])).toEqual([
      ['sell', 'A', 40],
      ['buy', null, 40],
    ]);
  });

  it('counts a payment when the amount exceeds the value', () => {
    const movements = arbitrationMovements({
      current: [line('EURO_FUND', 10_000, true)],
      target: [line('EURO_FUND', 6_000, true), line('A', 6_000)],
      contractValue: 10_000,
      amount: 12_000,
    });
    expect(movements.totals).toEqual({ sells: 4_000, buys: 6_000, payment: 2_000, withdrawal: 0 });
  });

  it('always balances to the euro, whole euros, no partial line under the minimum (random contracts)', () => {
    const keys = ['EURO_FUND', 'A', 'B', 'C', 'D', 'E', 'F'];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: keys.length, maxLength: keys.length }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: keys.length, maxLength: keys.length }),
        fc.integer({ min: -20, max: 20 }),
        (heldCents, weights, change) => {
          const value = heldCents.reduce((sum, cents) => sum + cents, 0) / 100;
          const weightSum = weights.reduce((sum, w) => sum + w, 0);
          fc.pre(value > 0 && weightSum > 0);
          const amount = Math.max(1, Math.round(value * (1 + change / 100) * 100) / 100);
          const current = keys.flatMap((key, i) => ((heldCents[i] as number) > 0 ? [line(key, (heldCents[i] as number) / 100, key === 'EURO_FUND')] : []));
          const target = keys.flatMap((key, i) => ((weights[i] as number) > 0 ? [line(key, (amount * (weights[i] as number)) / weightSum, key === 'EURO_FUND')] : []));
          const movements = arbitrationMovements({ current, target, contractValue: value, amount });
          const { sells, buys, payment, withdrawal } = movements.totals;
          expect(sells + payment).toBe(buys + withdrawal);
          for (const movement of movements.lines) {
            expect(Number.isInteger(movement.amount)).toBe(true);
            const leftOut = !target.some((t) => t.key === (movement.isin ?? 'EURO_FUND'));
            if (!(movement.kind === 'sell' && leftOut)) expect(movement.amount).toBeGreaterThanOrEqual(100);
          }
        },
      ),
      { numRuns: 500, seed: 13 },
    );
  });
});
