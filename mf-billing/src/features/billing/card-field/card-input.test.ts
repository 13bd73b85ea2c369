import { cardBrandOf, checkCard, formatCardNumber, formatCvc, formatExpiry } from './card-input';

describe('the card number as it is typed', () => {
  it('groups the digits by four and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000 999')).toBe('4000 0000 0000 999');
    expect(formatCardNumber('42424242424242424242424')).toBe('4242 4242 4242 4242 424');
  });

  it('groups American Express 4-6-5 and stops at 15 digits', () => {
    expect(formatCardNumber('378282246310005999')).toBe('3782 822463 10005');
  });

  it('knows the brand from the first digits', () => {
    expect(cardBrandOf('4242')).toBe('visa');
    expect(cardBrandOf('5555 5555')).toBe('mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('mastercard');
    expect(cardBrandOf('3714')).toBe('amex');
    expect(cardBrandOf('6011')).toBe('unknown');
  });
});

describe('the expiry as it is typed', () => {
  it('writes MM / AA and adds the separator after the month', () => {
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12/345')).toBe('12 / 34');
  });

  it('reads a first digit above 1 as a month', () => {
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('1')).toBe('1');
  });

  it('removes the separator whole when it is erased', () => {
    expect(formatExpiry('12 /', '12 / ')).toBe('1');
  });
});

describe('the security code as it is typed', () => {
  it('keeps 3 digits, 4 for American Express', () => {
    expect(formatCvc('12a34', '4242')).toBe('123');
    expect(formatCvc('12345', '3782')).toBe('1234');
  });
});

describe('checking the card before the provider', () => {
  it('gives the provider the digits, the month and the four-digit year', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' })).toEqual({
      ok: true,
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
  });

  it('names the first problem of each field with the provider’s codes', () => {
    expect(checkCard({ number: '4242 4242 4242 4241', expiry: '13 / 30', cvc: '1' })).toEqual({
      ok: false,
      errors: { number: 'incorrect_number', expiry: 'invalid_expiry_month', cvc: 'invalid_cvc' },
    });
    expect(checkCard({ number: '', expiry: '', cvc: '' })).toEqual({ ok: false, errors: { number: 'blank', expiry: 'blank', cvc: 'blank' } });
    expect(checkCard({ number: '4242', expiry: '01 / 30', cvc: '123' })).toEqual({ ok: false, errors: { number: 'invalid_number' } });
  });
});
