import type { Loan, Portfolio } from '@patrimo/shared';
import { loanFigures, loansSummary, monthlyPayment, monthsBetween } from './loan-figures';

const LOAN: Loan = {
  id: '00000000-0000-4000-8000-000000000001',
  kindDetail: 'mortgage',
  status: 'ongoing',
  signatureDate: '2020-01-15',
  contractualEndDate: '2040-01-15',
  totalAmount: 200_000,
  remainingAmount: -150_000,
  nominalRate: 0.012,
  monthlyInsurance: 30,
  realEstates: [],
};

function loanPortfolio(id: string, loan: Partial<Loan> | null, amount = -150_000): Portfolio {
  return {
    id,
    accountId: null,
    bankId: 'lcl',
    bankName: 'LCL',
    name: 'Prêt immobilier',
    kind: 'loan',
    kindDetail: 'mortgage',
    status: 'active',
    category: null,
    type: 'liability',
    amount,
    currency: 'EUR',
    realEstateId: null,
    history: [],
    infos: { openingDate: null, projectKind: null, amountGoal: null, horizon: null, monthlyBuyout: null, monthlyDeposit: null, fees: [], contractId: null },
    recommendedRisk: null,
    riskSurvey: null,
    loan: loan === null ? null : { ...LOAN, id, ...loan },
    updatedAt: '2026-11-21T10:00:00Z',
  };
}

describe('a loan’s monthly payment', () => {
  it('is the constant instalment of its term plus the insurance', () => {
    expect(monthsBetween('2020-01-15', '2040-01-15')).toBe(240);
    // 200 000 € over 20 years at 1,2 %: 937,74 € a month, plus 30 € of insurance.
    expect(monthlyPayment(LOAN)).toBe(967.74);
  });

  it('repays the capital evenly at a zero rate', () => {
    expect(monthlyPayment({ ...LOAN, nominalRate: 0, monthlyInsurance: null })).toBe(833.33);
  });

  it('is unknown when the institution did not give the terms', () => {
    expect(monthlyPayment({ ...LOAN, nominalRate: null })).toBeNull();
    expect(monthlyPayment({ ...LOAN, contractualEndDate: null })).toBeNull();
  });
});

describe('a loan’s figures', () => {
  it('show the owed capital as positive and the share repaid', () => {
    const figures = loanFigures(loanPortfolio('a', {}));
    expect(figures.remaining).toBe(150_000);
    expect(figures.repaidShare).toBeCloseTo(0.25);
  });

  it('fall back on the contract’s balance without a loan record, with no share repaid', () => {
    const figures = loanFigures(loanPortfolio('b', null, -4200.5));
    expect(figures).toMatchObject({ remaining: 4200.5, borrowed: null, repaidShare: null, monthlyPayment: null, type: null });
  });
});

describe('the loans summary', () => {
  it('adds what is owed and paid monthly on ongoing loans, and counts the loans whose payment is unknown', () => {
    const summary = loansSummary([
      loanPortfolio('late', { contractualEndDate: '2045-01-15' }),
      loanPortfolio('early', { contractualEndDate: '2030-01-15', nominalRate: null, remainingAmount: -10_000 }),
      loanPortfolio('repaid', { status: 'repaid', remainingAmount: 0 }),
    ]);
    expect(summary.loans.map((figures) => figures.portfolio.id)).toEqual(['early', 'late', 'repaid']);
    expect(summary.remaining).toBe(160_000);
    expect(summary.unknownMonthly).toBe(1);
    expect(summary.monthly).toBe(monthlyPayment({ ...LOAN, contractualEndDate: '2045-01-15' }));
  });
});
