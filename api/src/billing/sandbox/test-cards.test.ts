import { passesLuhn } from '@patrimo/shared';
import { TEST_CARDS, TEST_TOKENS, behaviourOf, brandOf, cardErrorBody, checkCard, paymentErrorCode } from './test-cards';

const now = new Date('2026-03-10T12:00:00Z');
const valid = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };

describe('the sandbox test cards', () => {
  it('are all Luhn-valid and listed once', () => {
    for (const card of TEST_CARDS) expect(passesLuhn(card.number)).toBe(true);
    expect(new Set(TEST_CARDS.map((card) => card.number)).size).toBe(TEST_CARDS.length);
  });

  it('give Stripe’s documented outcomes to its published numbers', () => {
    expect(behaviourOf('4242424242424242')).toEqual({ type: 'succeeds' });
    expect(behaviourOf('4000000000000002')).toEqual({ type: 'declines', refusal: { code: 'card_declined', declineCode: 'generic_decline' }, attaches: false });
    expect(behaviourOf('4000000000009995')).toMatchObject({ refusal: { declineCode: 'insufficient_funds' } });
    expect(behaviourOf('4000000000009987')).toMatchObject({ refusal: { declineCode: 'lost_card' } });
    expect(behaviourOf('4000000000009979')).toMatchObject({ refusal: { declineCode: 'stolen_card' } });
    expect(behaviourOf('4000000000000069')).toMatchObject({ refusal: { code: 'expired_card' } });
    expect(behaviourOf('4000000000000127')).toMatchObject({ refusal: { code: 'incorrect_cvc' } });
    expect(behaviourOf('4000000000000119')).toMatchObject({ refusal: { code: 'processing_error' } });
    expect(behaviourOf('4000000000006975')).toMatchObject({ refusal: { declineCode: 'card_velocity_exceeded' } });
    expect(behaviourOf('4000000000000341')).toEqual({ type: 'declines', refusal: { code: 'card_declined' }, attaches: true });
    expect(behaviourOf('4000002760003184')).toEqual({ type: 'threeDSecure', when: 'always', afterwards: null });
    expect(behaviourOf('4000002500003155')).toEqual({ type: 'threeDSecure', when: 'unlessSetUp', afterwards: null });
    expect(behaviourOf('4000008260003178')).toEqual({ type: 'threeDSecure', when: 'always', afterwards: { code: 'card_declined', declineCode: 'insufficient_funds' } });
  });

  it('refuses a real card in test mode', () => {
    expect(behaviourOf('4012888888881881')).toEqual({ type: 'declines', refusal: { code: 'card_declined' }, attaches: false });
  });

  it('resolves each published test token to a card of the table', () => {
    for (const number of Object.values(TEST_TOKENS)) expect(TEST_CARDS.some((card) => card.number === number)).toBe(true);
  });

  it('names the brand by the number’s prefix', () => {
    expect(['4242424242424242', '5555555555554444', '2223003122003222', '378282246310005', '6011111111111117', '3056930009020004'].map(brandOf)).toEqual([
      'visa',
      'mastercard',
      'mastercard',
      'amex',
      'discover',
      'unknown',
    ]);
  });

  it.each([
    ['a number with letters', { number: '4242 abcd 4242 4242' }, 'invalid_number'],
    ['a number too short', { number: '42424242' }, 'invalid_number'],
    ['a number failing Luhn', { number: '4242424242424241' }, 'incorrect_number'],
    ['month 13', { exp_month: 13 }, 'invalid_expiry_month'],
    ['month 0', { exp_month: '0' }, 'invalid_expiry_month'],
    ['a past year', { exp_year: 2025 }, 'invalid_expiry_year'],
    ['a past month of this year', { exp_year: 2026, exp_month: 2 }, 'invalid_expiry_year'],
    ['a year too far', { exp_year: 2100 }, 'invalid_expiry_year'],
    ['a CVC of 2 digits', { cvc: '12' }, 'invalid_cvc'],
    ['a CVC with letters', { cvc: '12a' }, 'invalid_cvc'],
  ])('refuses at tokenisation %s', (_label, change, code) => {
    expect(checkCard({ ...valid, ...change }, now)).toEqual({ ok: false, refusal: { code } });
  });

  it('accepts a valid card, a two-digit year and this month, and keeps only brand, last 4 and expiry', () => {
    expect(checkCard({ ...valid, exp_year: '30' }, now)).toEqual({ ok: true, card: { number: '4242424242424242', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } });
    expect(checkCard({ ...valid, exp_year: 2026, exp_month: 3 }, now).ok).toBe(true);
  });

  it('answers a refusal in Stripe’s shape with the precise code’s French message', () => {
    const refusal = { code: 'card_declined' as const, declineCode: 'lost_card' as const };
    expect(paymentErrorCode(refusal)).toBe('lost_card');
    expect(cardErrorBody(refusal)).toEqual({ error: { type: 'card_error', code: 'card_declined', decline_code: 'lost_card', message: 'Votre carte a été refusée.' } });
    expect(cardErrorBody({ code: 'expired_card' }).error).not.toHaveProperty('decline_code');
  });
});
