import { annualPriceCents, periodEnd, planById, plansFor, vatSplit } from './plans';

describe('the plans', () => {
  const [monthly, annual] = plansFor({ billsSavers: true, premiumFeatures: ['arbitration', 'statements'] });

  it('prices the monthly plan 5,99 € tax included, 4,99 € HT and 1,00 € of VAT at 20 %', () => {
    expect(monthly).toEqual({
      id: 'premium-monthly',
      name: 'Premium mensuel',
      interval: 'month',
      amount: 5.99,
      amountExclTax: 4.99,
      vatAmount: 1,
      vatRate: 0.2,
      currency: 'EUR',
      fullAmount: null,
      monthlyEquivalent: 5.99,
      features: ['arbitration', 'statements'],
    });
  });

  it('prices the annual plan 10 % below twelve months, to the cent (spec §9: 64,69 €)', () => {
    expect(annual).toMatchObject({ id: 'premium-annual', name: 'Premium annuel', interval: 'year', amount: 64.69, fullAmount: 71.88 });
    expect(annual?.amountExclTax).toBe(53.91);
    expect(annual?.vatAmount).toBe(10.78);
    expect(annual?.monthlyEquivalent).toBe(5.39);
    expect(annualPriceCents(1000)).toBe(10800);
  });

  it('splits a price so that HT + TVA is exactly the price', () => {
    for (const total of [1, 99, 479, 599, 6469, 12345]) {
      const { exclTaxCents, vatCents } = vatSplit(total);
      expect(exclTaxCents + vatCents).toBe(total);
      expect(exclTaxCents).toBe(Math.round(total / 1.2));
    }
  });

  it('sells nothing on a brand that bills the firm', () => {
    expect(plansFor({ billsSavers: false, premiumFeatures: [] })).toEqual([]);
  });

  it('finds a plan by id and refuses an unknown one', () => {
    expect(planById('premium-annual')?.amount).toBe(64.69);
    expect(planById('gold')).toBeUndefined();
  });

  it('ends a period one calendar month or year later', () => {
    expect(periodEnd(new Date('2026-01-31T10:00:00Z'), 'month').toISOString()).toBe('2026-03-03T10:00:00.000Z');
    expect(periodEnd(new Date('2026-03-15T10:00:00Z'), 'month').toISOString()).toBe('2026-04-15T10:00:00.000Z');
    expect(periodEnd(new Date('2026-03-15T10:00:00Z'), 'year').toISOString()).toBe('2027-03-15T10:00:00.000Z');
  });
});
