import { CONTRACT_KINDS } from '@patrimo/shared';
import { placementOfKind } from './categories';

describe('placementOfKind', () => {
  it('puts loans outside the categories, as liabilities', () => {
    expect(placementOfKind('loan')).toEqual({ category: null, type: 'liability' });
  });

  it('counts bank accounts and regulated savings as savings', () => {
    for (const kind of ['checking', 'card', 'deposit', 'savings'] as const) {
      expect(placementOfKind(kind)).toEqual({ category: 'savings', type: 'asset' });
    }
  });

  it('counts the risked kinds and the other envelopes as invested wealth', () => {
    for (const kind of ['lifeinsurance', 'capitalisation', 'pea', 'market', 'pee', 'perco', 'article83', 'rsp', 'perp', 'other'] as const) {
      expect(placementOfKind(kind)).toEqual({ category: 'invested_wealth', type: 'asset' });
    }
  });

  it('places every kind of the contract', () => {
    for (const kind of CONTRACT_KINDS) expect(['invested_wealth', 'savings', null]).toContain(placementOfKind(kind).category);
  });
});
