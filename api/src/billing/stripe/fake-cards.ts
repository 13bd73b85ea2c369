/**
 * The test PaymentMethods the fake Stripe knows, after Stripe's test mode: a `pm_card_…` id stands for a test card
 * number (the browser would have tokenised it), attaching it makes a new `pm_…` with the card's brand, last 4 and
 * expiry, and its outcome decides what happens when it is attached or charged.
 *
 * | id                                                  | card   | attach   | charge                                  |
 * | --------------------------------------------------- | ------ | -------- | --------------------------------------- |
 * | `pm_card_visa`, `pm_card_mastercard`                 | 4242 / 4444 | ok  | paid                                    |
 * | `pm_card_visa_chargeDeclined`                       | 0002   | declined | `card_declined` / `generic_decline`     |
 * | `pm_card_visa_chargeDeclinedInsufficientFunds`      | 9995   | declined | `card_declined` / `insufficient_funds`  |
 * | `pm_card_visa_chargeDeclinedLostCard`               | 9987   | declined | `card_declined` / `lost_card`           |
 * | `pm_card_visa_chargeDeclinedStolenCard`             | 9979   | declined | `card_declined` / `stolen_card`         |
 * | `pm_card_chargeDeclinedExpiredCard`                 | 0069   | declined | `expired_card`                          |
 * | `pm_card_chargeDeclinedIncorrectCvc`                | 0127   | declined | `incorrect_cvc`                         |
 * | `pm_card_chargeDeclinedProcessingError`             | 0119   | declined | `processing_error`                      |
 * | `pm_card_visa_chargeDeclinedVelocityLimitExceeded`  | 6975   | declined | `card_declined` / `card_velocity_exceeded` |
 * | `pm_card_chargeCustomerFail`                        | 0341   | ok       | `card_declined` / `generic_decline`     |
 * | `pm_card_authenticationRequired`                    | 3184   | ok       | `card_declined` / `authentication_required` (off-session) |
 * | `pm_card_fake_<decline code>` (fake only)           | 0000   | ok       | `card_declined` / that decline code      |
 */

export interface FakeCardError {
  code: string;
  declineCode: string | null;
}

export interface FakeTestCard {
  brand: string;
  last4: string;
  /** Refused when attached to a customer (Stripe checks the card then). */
  attach: FakeCardError | null;
  /** Refused when charged. */
  charge: FakeCardError | null;
}

const declined = (declineCode: string): FakeCardError => ({ code: 'card_declined', declineCode });
const errorCode = (code: string): FakeCardError => ({ code, declineCode: code });

const card = (last4: string, refusal: FakeCardError | null, brand = 'visa'): FakeTestCard => ({ brand, last4, attach: refusal, charge: refusal });

const TEST_CARDS: Record<string, FakeTestCard> = {
  pm_card_visa: card('4242', null),
  pm_card_mastercard: card('4444', null, 'mastercard'),
  pm_card_visa_chargeDeclined: card('0002', declined('generic_decline')),
  pm_card_visa_chargeDeclinedInsufficientFunds: card('9995', declined('insufficient_funds')),
  pm_card_visa_chargeDeclinedLostCard: card('9987', declined('lost_card')),
  pm_card_visa_chargeDeclinedStolenCard: card('9979', declined('stolen_card')),
  pm_card_chargeDeclinedExpiredCard: card('0069', errorCode('expired_card')),
  pm_card_chargeDeclinedIncorrectCvc: card('0127', errorCode('incorrect_cvc')),
  pm_card_chargeDeclinedProcessingError: card('0119', errorCode('processing_error')),
  pm_card_visa_chargeDeclinedVelocityLimitExceeded: card('6975', declined('card_velocity_exceeded')),
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', attach: null, charge: declined('generic_decline') },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', attach: null, charge: declined('authentication_required') },
};

const FAKE_DECLINE = /^pm_card_fake_([a-z_]{1,60})$/;

/** The test card behind a `pm_card_…` id, or null when the id is not one (then it is an unknown PaymentMethod). */
export function testCard(id: string): FakeTestCard | null {
  const known = TEST_CARDS[id];
  if (known) return known;
  const fake = FAKE_DECLINE.exec(id);
  return fake ? { brand: 'visa', last4: '0000', attach: null, charge: declined(fake[1] as string) } : null;
}
