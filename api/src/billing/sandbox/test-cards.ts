import { ERROR_MESSAGES, passesLuhn, type PaymentErrorCode } from '@patrimo/shared';

/**
 * The sandbox's test cards, pure: Stripe's published test numbers with their documented outcomes
 * (docs.stripe.com/testing), and one Luhn-valid card `4000 0099 0000 0NNC` for each other card code of spec §8, so
 * that every French message is reachable offline. The table is also in api/README.md ("Sandbox test cards").
 *
 * A refusal has Stripe's shape: `code` (`card_declined` for an issuer's refusal) and, for those, `declineCode`;
 * the API answers the more precise of the two (`paymentErrorCode`).
 */

export interface CardRefusal {
  code: PaymentErrorCode;
  declineCode?: PaymentErrorCode;
}

export type CardBehaviour =
  /** Charged and attached. */
  | { type: 'succeeds' }
  /** Refused by the issuer: when attached to a customer (unless `attaches`) and when charged. */
  | { type: 'declines'; refusal: CardRefusal; attaches: boolean }
  /**
   * 3-D Secure: `always`, or `unlessSetUp` (a card saved on the customer is charged without a challenge). Off
   * session (a card on file charged by the server), a required challenge cannot happen: `authentication_required`.
   * Once approved, the charge gives `afterwards`.
   */
  | { type: 'threeDSecure'; when: 'always' | 'unlessSetUp'; afterwards: CardRefusal | null };

export interface TestCard {
  number: string;
  brand: string;
  behaviour: CardBehaviour;
  /** For the README table. */
  description: string;
}

const declined = (declineCode: PaymentErrorCode, attaches = false): CardBehaviour => ({
  type: 'declines',
  refusal: { code: 'card_declined', declineCode },
  attaches,
});
const refused = (code: PaymentErrorCode): CardBehaviour => ({ type: 'declines', refusal: { code }, attaches: false });

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', behaviour: { type: 'succeeds' }, description: 'Paiement accepté' },
  { number: '5555555555554444', brand: 'mastercard', behaviour: { type: 'succeeds' }, description: 'Paiement accepté (Mastercard)' },
  { number: '378282246310005', brand: 'amex', behaviour: { type: 'succeeds' }, description: 'Paiement accepté (American Express, CVC à 4 chiffres)' },
  { number: '4000002500001001', brand: 'visa', behaviour: { type: 'succeeds' }, description: 'Paiement accepté (Cartes Bancaires co-badgée Visa)' },
  { number: '4000000000000002', brand: 'visa', behaviour: declined('generic_decline'), description: 'Refus générique' },
  { number: '4000000000009995', brand: 'visa', behaviour: declined('insufficient_funds'), description: 'Solde insuffisant' },
  { number: '4000000000009987', brand: 'visa', behaviour: declined('lost_card'), description: 'Carte perdue' },
  { number: '4000000000009979', brand: 'visa', behaviour: declined('stolen_card'), description: 'Carte volée' },
  { number: '4000000000000069', brand: 'visa', behaviour: refused('expired_card'), description: 'Carte expirée' },
  { number: '4000000000000127', brand: 'visa', behaviour: refused('incorrect_cvc'), description: 'Cryptogramme incorrect' },
  { number: '4000000000000119', brand: 'visa', behaviour: refused('processing_error'), description: 'Erreur de traitement' },
  { number: '4000000000006975', brand: 'visa', behaviour: declined('card_velocity_exceeded'), description: 'Plafond dépassé' },
  { number: '4100000000000019', brand: 'visa', behaviour: declined('fraudulent'), description: 'Bloquée comme frauduleuse' },
  {
    number: '4000000000000341',
    brand: 'visa',
    behaviour: { type: 'declines', refusal: { code: 'card_declined' }, attaches: true },
    description: 'S’enregistre, puis chaque paiement est refusé',
  },
  {
    number: '4000002760003184',
    brand: 'visa',
    behaviour: { type: 'threeDSecure', when: 'always', afterwards: null },
    description: '3-D Secure à chaque paiement (hors session : authentication_required)',
  },
  {
    number: '4000002500003155',
    brand: 'visa',
    behaviour: { type: 'threeDSecure', when: 'unlessSetUp', afterwards: null },
    description: '3-D Secure, sauf une fois enregistrée',
  },
  {
    number: '4000008260003178',
    brand: 'visa',
    behaviour: { type: 'threeDSecure', when: 'always', afterwards: { code: 'card_declined', declineCode: 'insufficient_funds' } },
    description: '3-D Secure, puis solde insuffisant',
  },
  // Sandbox only: one card per other code of spec §8.
  { number: '4000009900000012', brand: 'visa', behaviour: refused('bank_account_unusable'), description: 'Compte bancaire inutilisable' },
  { number: '4000009900000020', brand: 'visa', behaviour: refused('bank_account_unverified'), description: 'Compte bancaire non vérifié' },
  { number: '4000009900000038', brand: 'visa', behaviour: refused('country_unsupported'), description: 'Pays non pris en charge' },
  { number: '4000009900000046', brand: 'visa', behaviour: refused('incorrect_zip'), description: 'Code postal incorrect' },
  { number: '4000009900000053', brand: 'visa', behaviour: declined('card_not_supported'), description: 'Type de carte non accepté' },
  { number: '4000009900000061', brand: 'visa', behaviour: declined('approve_with_id'), description: 'Autorisation impossible (approve_with_id)' },
  { number: '4000009900000079', brand: 'visa', behaviour: declined('currency_not_supported'), description: 'Devise non prise en charge' },
  { number: '4000009900000087', brand: 'visa', behaviour: declined('duplicate_transaction'), description: 'Paiement en double' },
  { number: '4000009900000095', brand: 'visa', behaviour: declined('issuer_not_available'), description: 'Banque injoignable' },
  { number: '4000009900000103', brand: 'visa', behaviour: declined('do_not_honor'), description: 'Refus de la banque (do_not_honor)' },
  { number: '4000009900000111', brand: 'visa', behaviour: declined('pickup_card'), description: 'Carte à retenir (pickup_card)' },
  { number: '4000009900000129', brand: 'visa', behaviour: declined('restricted_card'), description: 'Carte restreinte' },
  { number: '4000009900000137', brand: 'visa', behaviour: declined('call_issuer'), description: 'Appeler la banque' },
  { number: '4000009900000145', brand: 'visa', behaviour: declined('try_again_later'), description: 'Réessayer plus tard' },
  { number: '4000009900000152', brand: 'visa', behaviour: declined('transaction_not_allowed'), description: 'Paiement non autorisé par la carte' },
];

/**
 * Stripe's published test tokens (`tok_visa`…), for `POST /users/me/payment_sources` without the card form:
 * each stands for a card of the table, expiring in December of next year.
 */
export const TEST_TOKENS: Readonly<Record<string, string>> = {
  tok_visa: '4242424242424242',
  tok_mastercard: '5555555555554444',
  tok_amex: '378282246310005',
  tok_chargeDeclined: '4000000000000002',
  tok_chargeDeclinedInsufficientFunds: '4000000000009995',
  tok_chargeDeclinedLostCard: '4000000000009987',
  tok_chargeDeclinedStolenCard: '4000000000009979',
  tok_chargeDeclinedExpiredCard: '4000000000000069',
  tok_chargeDeclinedIncorrectCvc: '4000000000000127',
  tok_chargeDeclinedProcessingError: '4000000000000119',
  tok_chargeDeclinedFraudulent: '4100000000000019',
  tok_chargeCustomerFail: '4000000000000341',
  tok_threeDSecure2Required: '4000002760003184',
};

/** A Luhn-valid number outside the table: a real card, refused in test mode as Stripe does. */
const REAL_CARD: CardBehaviour = { type: 'declines', refusal: { code: 'card_declined' }, attaches: false };

/** The brand of a number by its prefix (Stripe's names). */
export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65)/.test(number)) return 'discover';
  return 'unknown';
}

/** What a (valid) number does: its row of the table, or a real card's refusal. */
export function behaviourOf(number: string): CardBehaviour {
  return TEST_CARDS.find((card) => card.number === number)?.behaviour ?? REAL_CARD;
}

/** The code the API answers for a refusal: the issuer's decline code when there is one. */
export function paymentErrorCode(refusal: CardRefusal): PaymentErrorCode {
  return refusal.declineCode ?? refusal.code;
}

/** The body of a card refusal at the sandbox's endpoints, shaped like Stripe's (message in French). */
export function cardErrorBody(refusal: CardRefusal): { error: { type: 'card_error'; code: PaymentErrorCode; decline_code?: PaymentErrorCode; message: string } } {
  return {
    error: {
      type: 'card_error',
      code: refusal.code,
      ...(refusal.declineCode ? { decline_code: refusal.declineCode } : {}),
      message: ERROR_MESSAGES[paymentErrorCode(refusal)],
    },
  };
}

/** Card fields as the browser sends them to the provider. */
export interface CardInput {
  number: unknown;
  exp_month: unknown;
  exp_year: unknown;
  cvc: unknown;
  postal_code?: unknown;
}

export interface CheckedCard {
  number: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * What Stripe refuses before any bank is asked (tokenisation): a number that is not 12 to 19 digits
 * (`invalid_number`) or fails the Luhn check (`incorrect_number`), a month outside 1–12 (`invalid_expiry_month`),
 * a year in the past or more than 50 years ahead, or a past month this year (`invalid_expiry_year`), a CVC that is
 * not 3 or 4 digits (`invalid_cvc`). Spaces and dashes in the number are ignored.
 */
export function checkCard(card: CardInput, now: Date): { ok: true; card: CheckedCard } | { ok: false; refusal: CardRefusal } {
  const number = typeof card.number === 'string' ? card.number.replace(/[\s-]/g, '') : '';
  if (!/^\d{12,19}$/.test(number)) return { ok: false, refusal: { code: 'invalid_number' } };
  if (!passesLuhn(number)) return { ok: false, refusal: { code: 'incorrect_number' } };
  const month = Number(card.exp_month);
  if (!Number.isInteger(month) || month < 1 || month > 12) return { ok: false, refusal: { code: 'invalid_expiry_month' } };
  const rawYear = Number(card.exp_year);
  const year = Number.isInteger(rawYear) && rawYear >= 0 && rawYear < 100 ? 2000 + rawYear : rawYear;
  const thisYear = now.getUTCFullYear();
  const past = year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1);
  if (!Number.isInteger(year) || past || year > thisYear + 50) return { ok: false, refusal: { code: 'invalid_expiry_year' } };
  const cvc = typeof card.cvc === 'string' || typeof card.cvc === 'number' ? String(card.cvc) : '';
  if (!/^\d{3,4}$/.test(cvc)) return { ok: false, refusal: { code: 'invalid_cvc' } };
  return { ok: true, card: { number, brand: brandOf(number), last4: number.slice(-4), expMonth: month, expYear: year } };
}
