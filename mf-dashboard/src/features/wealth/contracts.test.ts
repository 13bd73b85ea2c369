import { LIFE_INSURANCE_FEE_KINDS, type Portfolio } from '@patrimo/shared';
import { contractBadge, contractKindLabel, contractPath, groupContracts, wealthTotals } from './contracts';

let sequence = 0;
function portfolio(overrides: Partial<Portfolio>): Portfolio {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    accountId: null,
    bankId: 'bnp',
    bankName: 'BNP Paribas',
    name: `Contrat ${sequence}`,
    kind: 'lifeinsurance',
    kindDetail: null,
    status: 'active',
    category: 'invested_wealth',
    type: 'asset',
    amount: 1000,
    currency: 'EUR',
    realEstateId: null,
    history: [],
    infos: { openingDate: null, projectKind: null, amountGoal: null, horizon: null, monthlyBuyout: null, monthlyDeposit: null, fees: [], contractId: null },
    recommendedRisk: null,
    riskSurvey: null,
    loan: null,
    updatedAt: '2026-11-21T10:00:00Z',
    ...overrides,
  };
}

describe('the wealth totals', () => {
  it('add assets, subtract what is owed on loans reported as negative balances', () => {
    const totals = wealthTotals([
      portfolio({ amount: 12_000.1 }),
      portfolio({ kind: 'savings', kindDetail: 'livret_a', category: 'savings', amount: 0.2 }),
      portfolio({ kind: 'loan', kindDetail: 'mortgage', category: null, type: 'liability', amount: -150_000 }),
    ]);
    expect(totals).toEqual({ assets: 12_000.3, debts: 150_000, net: -137_999.7, count: 3 });
  });

  it('leave out hidden and closed contracts', () => {
    const totals = wealthTotals([portfolio({ amount: 100 }), portfolio({ status: 'hidden', amount: 50 }), portfolio({ status: 'closed', amount: 25 })]);
    expect(totals).toEqual({ assets: 100, debts: 0, net: 100, count: 1 });
  });
});

describe('the contracts page', () => {
  it('groups contracts by category in the dashboard’s order, largest first, loans and hidden ones apart', () => {
    const livret = portfolio({ kind: 'savings', kindDetail: 'livret_a', category: 'savings', amount: 5000 });
    const small = portfolio({ amount: 200 });
    const large = portfolio({ kind: 'pea', amount: 9000 });
    const hidden = portfolio({ status: 'hidden' });
    const loan = portfolio({ kind: 'loan', kindDetail: 'consumer_credit', category: null, type: 'liability', amount: -3000 });
    const grouped = groupContracts([livret, small, hidden, loan, large]);
    expect(grouped.groups.map((group) => group.category)).toEqual(['invested_wealth', 'savings']);
    expect(grouped.groups[0]!.contracts.map((c) => c.id)).toEqual([large.id, small.id]);
    expect(grouped.groups[0]!.total).toBe(9200);
    expect(grouped.hidden.map((c) => c.id)).toEqual([hidden.id]);
    expect(grouped.loans).toBe(1);
  });

  it('names a contract by its regulated account when known, otherwise by its kind', () => {
    expect(contractKindLabel({ kind: 'savings', kindDetail: 'livret_a' })).toBe('Livret A');
    expect(contractKindLabel({ kind: 'pea', kindDetail: null })).toBe('PEA');
    expect(contractKindLabel({ kind: 'other', kindDetail: null, category: 'real_estate' })).toBe('Immobilier');
  });
});

describe('contractBadge', () => {
  const infos = { openingDate: '2019-01-02', projectKind: 'pension', amountGoal: 0, horizon: 0, monthlyBuyout: 0, monthlyDeposit: 0, contractId: null } as const;
  const complete = {
    kind: 'lifeinsurance',
    kindDetail: null,
    type: 'asset',
    infos: { ...infos, fees: LIFE_INSURANCE_FEE_KINDS.map((kind) => ({ kind, rate: 0 })) },
    recommendedRisk: 3,
  } as const;
  const progress = (visited: number, completed: boolean) => ({ visited: Array.from({ length: visited }, () => ({})), completed });

  it('says « Analysé » only once the analysis was read through, else what is next', () => {
    expect(contractBadge({ ...complete, analysisProgress: progress(22, true) })).toBe('analysed');
    expect(contractBadge({ ...complete, analysisProgress: progress(3, false) })).toBe('analysisInProgress');
    expect(contractBadge({ ...complete, analysisProgress: progress(0, false) })).toBe('analysisToDo');
    expect(contractBadge(complete)).toBe('analysisToDo');
    expect(contractBadge({ ...complete, recommendedRisk: null })).toBe('completeSettings');
    expect(contractBadge({ ...complete, infos: { ...complete.infos, fees: [] }, analysisProgress: progress(5, false) })).toBe('completeSettings');
    // A completed analysis stays « Analysé » even if a setting was emptied later.
    expect(contractBadge({ ...complete, recommendedRisk: null, analysisProgress: progress(22, true) })).toBe('analysed');
  });

  it('keeps unsupported kinds apart and only follows bank accounts and loans', () => {
    expect(contractBadge({ ...complete, kind: 'perp' })).toBe('unsupported');
    expect(contractBadge({ ...complete, kind: 'savings', kindDetail: 'livret' })).toBe('unsupported');
    expect(contractBadge({ ...complete, kind: 'checking' })).toBe('followed');
    expect(contractBadge({ ...complete, kind: 'loan', type: 'liability' })).toBe('followed');
    expect(contractBadge({ ...complete, kind: 'savings', kindDetail: 'livret_a', infos: { ...complete.infos, fees: [] } })).toBe('completeSettings');
  });
});

describe('contractPath', () => {
  it('opens a property on its own page and any other contract on the contract pages', () => {
    const on = { realEstate: true };
    expect(contractPath({ id: 'a1', category: 'real_estate' }, on)).toBe('/contract-realestate/a1/overview');
    expect(contractPath({ id: 'b2', category: 'savings' }, on)).toBe('/contract/b2');
    expect(contractPath({ id: 'c3', category: null }, on)).toBe('/contract/c3');
  });

  it('gives a property no page where the brand has real estate off, and keeps the other contracts’', () => {
    const off = { realEstate: false };
    expect(contractPath({ id: 'a1', category: 'real_estate' }, off)).toBeNull();
    expect(contractPath({ id: 'b2', category: 'savings' }, off)).toBe('/contract/b2');
  });
});
