import { ARBITRATION_MAX_BASKET, type ArbitrationPlan, type ArbitrationStart } from '@patrimo/shared';
import { EXAMPLE_RESPONSES } from '@patrimo/shared/examples';
import {
  addToBasket,
  basketChecks,
  basketFromPlan,
  basketFromStart,
  basketInput,
  basketQueryKey,
  EMPTY_BASKET,
  euroFundLine,
  isBasketState,
  lineKey,
  removeFromBasket,
  type BasketLine,
  type BasketState,
} from './basket';

const fund = (isin: string, srri: number | null = 5, share: number | null = null): BasketLine => ({
  isin,
  euroFund: false,
  name: `Fonds ${isin}`,
  basketFrom: 'market',
  share,
  srri,
  assetClass: 'stockOther',
});
const euro = euroFundLine({ isin: null, name: 'Fonds en euros' });

const start: ArbitrationStart = {
  start: 'recommended',
  available: true,
  unavailableReason: null,
  figures: null,
  unfilled: [],
  lines: [
    { isin: null, name: 'Fonds en euros', euroFund: true, assetClass: 'euroFund', srri: 1, share: 0.33333, amount: 1000, basketFrom: 'recommended' },
    { isin: 'FR0010315770', name: 'Monde', euroFund: false, assetClass: 'stockOther', srri: 5, share: 0.33333, amount: 1000, basketFrom: 'recommended' },
    { isin: 'LU0274208692', name: 'Europe', euroFund: false, assetClass: 'stockEurope', srri: 6, share: 0.33333, amount: 1000, basketFrom: 'current' },
  ],
};

const sum = (basket: BasketState) => basket.lines.reduce((total, line) => total + (line.share ?? 0), 0);

describe('the arbitration basket', () => {
  it('refuses a fund already in it, by ISIN, and a second euro fund without ISIN', () => {
    const first = addToBasket(EMPTY_BASKET, fund('FR0010315770'));
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(addToBasket(first.basket, { ...fund('FR0010315770'), name: 'Autre nom', basketFrom: 'current' })).toEqual({ ok: false, reason: 'duplicate' });
    const withEuro = addToBasket(first.basket, euro);
    expect(withEuro.ok).toBe(true);
    if (!withEuro.ok) return;
    expect(addToBasket(withEuro.basket, { ...euro, name: 'Fonds euros bis' })).toEqual({ ok: false, reason: 'duplicate' });
    expect(withEuro.basket.lines.map(lineKey)).toEqual(['FR0010315770', 'EURO_FUND']);
  });

  it('refuses a fund beyond the largest basket the API takes', () => {
    const full: BasketState = { start: 'blank', lines: Array.from({ length: ARBITRATION_MAX_BASKET }, (_, i) => fund(`FR${String(i).padStart(9, '0')}0`)) };
    expect(addToBasket(full, fund('LU0274208692'))).toEqual({ ok: false, reason: 'full' });
  });

  it('fills from a start with shares that sum to exactly 1, none for the blank start', () => {
    const basket = basketFromStart(start);
    expect(basket.start).toBe('recommended');
    expect(sum(basket)).toBeCloseTo(1, 10);
    expect(basket.lines.map((line) => line.basketFrom)).toEqual(['recommended', 'recommended', 'current']);
    const blank = basketFromStart({ ...start, start: 'blank' });
    expect(blank.lines.every((line) => line.share === null)).toBe(true);
  });

  it('adds a market fund without a starting share, so the starting shares still sum to 1', () => {
    const added = addToBasket(basketFromStart(start), fund('IE00B4L5Y983', 5, 0.5));
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(added.basket.lines.at(-1)?.share).toBeNull();
    expect(sum(added.basket)).toBeCloseTo(1, 10);
  });

  it('scales the other starting shares back to 100 % when a weighted fund is removed', () => {
    const basket = removeFromBasket(basketFromStart(start), 'FR0010315770');
    expect(basket.lines.map(lineKey)).toEqual(['EURO_FUND', 'LU0274208692']);
    for (const share of basket.lines.map((line) => line.share)) expect(share).toBeCloseTo(0.5, 3);
    expect(sum(basket)).toBeCloseTo(1, 10);
    // The last weighted fund gone: a blank start.
    const last = removeFromBasket(removeFromBasket(basket, 'EURO_FUND'), 'LU0274208692');
    expect(last).toEqual({ start: 'blank', lines: [] });
    // An unknown key changes nothing.
    expect(removeFromBasket(basket, 'XX0000000000')).toBe(basket);
  });

  it('says whether the optimisation’s two conditions are met (a euro fund, a fund of SRRI below 4)', () => {
    expect(basketChecks({ start: null, lines: [fund('FR0010315770', 5)] })).toEqual({ euroFund: false, lowRisk: false });
    expect(basketChecks({ start: null, lines: [fund('FR0010315770', 3)] })).toEqual({ euroFund: false, lowRisk: true });
    expect(basketChecks({ start: null, lines: [euro, fund('FR0010315770', 6)] })).toEqual({ euroFund: true, lowRisk: false });
    expect(basketChecks({ start: null, lines: [euro, fund('FR0010315770', 2)] })).toEqual({ euroFund: true, lowRisk: true });
  });

  it('sends what the API needs of each line, and keys the query on the content whatever the order', () => {
    const basket = basketFromStart(start);
    expect(basketInput(basket)[0]).toEqual({ isin: null, euroFund: true, basketFrom: 'recommended', share: basket.lines[0]?.share });
    const reversed = { ...basket, lines: [...basket.lines].reverse() };
    expect(basketQueryKey(reversed)).toBe(basketQueryKey(basket));
    expect(basketQueryKey(removeFromBasket(basket, 'EURO_FUND'))).not.toBe(basketQueryKey(basket));
  });

  it('keeps a stored basket only when it is whole and valid', () => {
    expect(isBasketState(basketFromStart(start))).toBe(true);
    expect(isBasketState(EMPTY_BASKET)).toBe(true);
    expect(isBasketState(null)).toBe(false);
    expect(isBasketState({ start: 'someday', lines: [] })).toBe(false);
    expect(isBasketState({ start: null, lines: [{ ...fund('FR0010315770'), share: 2 }] })).toBe(false);
    expect(isBasketState({ start: null, lines: [{ ...fund('FR0010315770'), basketFrom: 'elsewhere' }] })).toBe(false);
  });

  it('opens a saved plan again with its start, its funds and their names', () => {
    const plan = (EXAMPLE_RESPONSES as unknown as { getArbitrationPlan: { plan: ArbitrationPlan } }).getArbitrationPlan.plan;
    const basket = basketFromPlan(plan);
    expect(basket.start).toBe(plan.choice.start);
    expect(basket.lines.map(lineKey)).toEqual(plan.choice.basket.map((item) => item.isin ?? 'EURO_FUND'));
    for (const line of basket.lines) expect(line.name).not.toBe('');
    expect(isBasketState(basket)).toBe(true);
  });
});
