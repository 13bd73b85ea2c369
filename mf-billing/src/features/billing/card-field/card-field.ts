import type { Ref } from 'react';

/** What confirming a payment came to; a refusal carries the provider's code (spec §8). */
export type PaymentOutcome = { status: 'succeeded' } | { status: 'declined'; code: string };

/** What saving a card came to: a token the API may keep, or a refusal. */
export type TokenOutcome = { status: 'token'; token: string } | { status: 'declined'; code: string };

/**
 * One card field, two providers: the sandbox's own form and Stripe's Payment Element. The payment step uses only
 * this, so it never knows which one stands on the page.
 */
export interface CardFieldHandle {
  /** Checks what was typed and shows its errors under the fields; false when something needs fixing. Nothing is sent. */
  validate(): Promise<boolean>;
  /** Confirms a subscription's first payment at the provider with its client secret (3-D Secure included). */
  confirmPayment(clientSecret: string): Promise<PaymentOutcome>;
  /** Turns the card into the provider's token, to save it as a payment source. */
  createToken(): Promise<TokenOutcome>;
}

export interface CardFieldProps {
  /** The handle the step drives the field with. */
  ref: Ref<CardFieldHandle>;
  /** `payment`: a subscription's first payment; `setup`: a card saved for later. */
  mode: 'payment' | 'setup';
  /** What the first payment costs, in euros (Stripe shows it in its wallets). @default 0 */
  amount?: number;
  /** While the step is busy. @default false */
  disabled?: boolean;
}
