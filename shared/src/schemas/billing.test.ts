import { cardFormSchema, couponVerificationInputSchema, passesLuhn, planSchema } from './billing';

describe('the card form', () => {
  const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

  it('accepts a well-formed card and strips spaces from its number', () => {
    expect(cardFormSchema.parse(card).number).toBe('4242424242424242');
  });

  it("uses the card payment provider's codes for each field", () => {
    const codes = (value: object) => cardFormSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(codes({ ...card, number: '4242 4242 4242 4241' })).toEqual(['incorrect_number']);
    expect(codes({ ...card, number: '42' })).toEqual(['invalid_number']);
    expect(codes({ ...card, expiry: '13/30' })).toEqual(['invalid_expiry_month']);
    expect(codes({ ...card, cvc: '12' })).toEqual(['invalid_cvc']);
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4000000000000003')).toBe(false);
  });
});

describe('plans and promo codes', () => {
  it('price plans in euros, monthly or yearly', () => {
    const plan = {
      id: 'm',
      name: 'Premium',
      interval: 'month',
      amount: 5.99,
      amountExclTax: 4.99,
      vatAmount: 1,
      vatRate: 0.2,
      currency: 'EUR',
      fullAmount: null,
      monthlyEquivalent: 5.99,
      features: ['arbitration'],
    };
    expect(planSchema.safeParse(plan).success).toBe(true);
    expect(planSchema.safeParse({ ...plan, interval: 'week' }).success).toBe(false);
    expect(planSchema.safeParse({ ...plan, features: ['teleportation'] }).success).toBe(false);
  });

  it('upper-case the promo code before checking it', () => {
    expect(couponVerificationInputSchema.parse({ coupon: ' bienvenue ', planId: 'm' })).toEqual({
      coupon: 'BIENVENUE',
      planId: 'm',
    });
  });
});
