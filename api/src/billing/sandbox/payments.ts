import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxCustomers, sandboxInvoices, sandboxPaymentIntents, sandboxPaymentMethods, sandboxSubscriptions } from '../../db/schema';
import { sandboxId, stripeEventJson, stripeInvoiceJson, stripeSubscriptionJson } from './stripe-shapes';
import { behaviourOf, checkCard, type CardBehaviour, type CardInput, type CardRefusal, type CheckedCard } from './test-cards';
import type { WebhookSender } from './webhook-sender';

export type PaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;
type IntentRow = typeof sandboxPaymentIntents.$inferSelect;

/** What confirming a payment gives, as the sandbox's endpoints answer it. */
export type PaymentOutcome =
  | { status: 'succeeded' }
  | { status: 'requires_action'; challengeId: string }
  | { status: 'declined'; refusal: CardRefusal }
  /** No such client secret, token or challenge. */
  | { status: 'not_found' }
  /** The payment is already made. */
  | { status: 'unexpected_state' };

/** How the browser names the card to pay with: its fields, or a token from `POST /sandbox-payments/v1/tokens`. */
export type PaymentMethodInput = { card: CardInput } | { token: string };

const AUTHENTICATION_FAILED: CardRefusal = { code: 'payment_intent_authentication_failure' };
const AUTHENTICATION_REQUIRED: CardRefusal = { code: 'card_declined', declineCode: 'authentication_required' };

/**
 * The browser's side of the sandbox (tokenising a card, confirming an invoice's payment, 3-D Secure) and the
 * charge of a card on file. A payment made marks the invoice paid, saves the card as the customer's default,
 * activates the subscription and sends `invoice.paid` then `customer.subscription.updated`; a refusal leaves the
 * invoice open and sends `invoice.payment_failed`. Only brand, last 4, expiry and the test outcome of a card are
 * kept, never its number or CVC.
 */
export class SandboxPayments {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly webhooks: WebhookSender,
  ) {}

  /** `POST /sandbox-payments/v1/tokens`: a single-use token for the card, or what Stripe refuses at that step. */
  async tokenize(input: CardInput): Promise<{ ok: true; token: string; card: CheckedCard } | { ok: false; refusal: CardRefusal }> {
    const checked = checkCard(input, this.now());
    if (!checked.ok) return checked;
    const token = `tok_sbx_${randomBytes(12).toString('hex')}`;
    await this.db.insert(sandboxPaymentMethods).values(this.#methodRow(checked.card, token));
    return { ok: true, token, card: checked.card };
  }

  /** `POST /sandbox-payments/v1/confirm`: pays the invoice behind the client secret with this card. */
  async confirm(clientSecret: string, method: PaymentMethodInput): Promise<PaymentOutcome> {
    const intent = await this.#intentBy(eq(sandboxPaymentIntents.clientSecret, clientSecret));
    if (intent === null) return { status: 'not_found' };
    if (intent.status === 'succeeded') return { status: 'unexpected_state' };
    let card: PaymentMethodRow | null;
    if ('token' in method) {
      card = await this.#methodByToken(method.token);
      if (card === null) return { status: 'not_found' };
    } else {
      const checked = checkCard(method.card, this.now());
      if (!checked.ok) return { status: 'declined', refusal: checked.refusal };
      card = this.#methodRow(checked.card, null);
      await this.db.insert(sandboxPaymentMethods).values(card);
    }
    return this.#charge(intent, card, 'in_session');
  }

  /** `POST /sandbox-payments/v1/3ds/:challenge_id`: the cardholder's answer to the bank's challenge. */
  async answerChallenge(challengeId: string, result: 'approve' | 'fail'): Promise<PaymentOutcome> {
    const intent = await this.#intentBy(eq(sandboxPaymentIntents.challengeId, challengeId));
    if (intent === null || intent.status !== 'requires_action' || intent.challengePaymentMethodId === null) return { status: 'not_found' };
    const [card] = await this.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, intent.challengePaymentMethodId));
    if (!card) return { status: 'not_found' };
    if (result === 'fail') return this.#decline(intent, AUTHENTICATION_FAILED);
    const behaviour = JSON.parse(card.outcome) as CardBehaviour;
    const afterwards = behaviour.type === 'threeDSecure' ? behaviour.afterwards : null;
    return afterwards === null ? this.#succeed(intent, card) : this.#decline(intent, afterwards);
  }

  /** A card on file charged by the server (no cardholder to answer a challenge). */
  async chargeOffSession(clientSecret: string, card: PaymentMethodRow): Promise<PaymentOutcome> {
    const intent = await this.#intentBy(eq(sandboxPaymentIntents.clientSecret, clientSecret));
    if (intent === null) return { status: 'not_found' };
    return this.#charge(intent, card, 'off_session');
  }

  async #charge(intent: IntentRow, card: PaymentMethodRow, session: 'in_session' | 'off_session'): Promise<PaymentOutcome> {
    const behaviour = JSON.parse(card.outcome) as CardBehaviour;
    if (behaviour.type === 'succeeds') return this.#succeed(intent, card);
    if (behaviour.type === 'declines') return this.#decline(intent, behaviour.refusal);
    const [invoice] = await this.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, intent.invoiceId));
    const setUp = card.customerId !== null && card.customerId === invoice?.customerId;
    if (behaviour.when === 'unlessSetUp' && setUp) return behaviour.afterwards === null ? this.#succeed(intent, card) : this.#decline(intent, behaviour.afterwards);
    if (session === 'off_session') return this.#decline(intent, AUTHENTICATION_REQUIRED);
    const challengeId = `3ds_sbx_${randomBytes(12).toString('hex')}`;
    await this.db
      .update(sandboxPaymentIntents)
      .set({ status: 'requires_action', challengeId, challengePaymentMethodId: card.id, updatedAt: this.now() })
      .where(eq(sandboxPaymentIntents.id, intent.id));
    return { status: 'requires_action', challengeId };
  }

  async #succeed(intent: IntentRow, card: PaymentMethodRow): Promise<PaymentOutcome> {
    const now = this.now();
    const events = await this.db.transaction(async (tx) => {
      await tx
        .update(sandboxPaymentIntents)
        .set({ status: 'succeeded', challengeId: null, challengePaymentMethodId: null, lastErrorCode: null, updatedAt: now })
        .where(eq(sandboxPaymentIntents.id, intent.id));
      const [invoice] = await tx.update(sandboxInvoices).set({ status: 'paid' }).where(eq(sandboxInvoices.id, intent.invoiceId)).returning();
      if (!invoice) return [];
      await tx.update(sandboxPaymentMethods).set({ customerId: invoice.customerId }).where(eq(sandboxPaymentMethods.id, card.id));
      await tx.update(sandboxCustomers).set({ defaultPaymentMethodId: card.id }).where(eq(sandboxCustomers.id, invoice.customerId));
      const out = [stripeEventJson('invoice.paid', stripeInvoiceJson(invoice), now)];
      if (invoice.subscriptionId !== null) {
        const [subscription] = await tx
          .update(sandboxSubscriptions)
          .set({ status: 'active', defaultPaymentMethodId: card.id })
          .where(eq(sandboxSubscriptions.id, invoice.subscriptionId))
          .returning();
        if (subscription) out.push(stripeEventJson('customer.subscription.updated', stripeSubscriptionJson(subscription), now));
      }
      return out;
    });
    this.webhooks.send(events);
    return { status: 'succeeded' };
  }

  async #decline(intent: IntentRow, refusal: CardRefusal): Promise<PaymentOutcome> {
    const now = this.now();
    await this.db
      .update(sandboxPaymentIntents)
      .set({ status: 'requires_payment_method', challengeId: null, challengePaymentMethodId: null, lastErrorCode: refusal.declineCode ?? refusal.code, updatedAt: now })
      .where(eq(sandboxPaymentIntents.id, intent.id));
    const [invoice] = await this.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, intent.invoiceId));
    if (invoice) this.webhooks.send([stripeEventJson('invoice.payment_failed', stripeInvoiceJson(invoice), now)]);
    return { status: 'declined', refusal };
  }

  async #intentBy(condition: ReturnType<typeof eq>): Promise<IntentRow | null> {
    const [intent] = await this.db.select().from(sandboxPaymentIntents).where(condition);
    return intent ?? null;
  }

  async #methodByToken(token: string): Promise<PaymentMethodRow | null> {
    const [method] = await this.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.token, token));
    return method ?? null;
  }

  #methodRow(card: CheckedCard, token: string | null): PaymentMethodRow {
    return {
      id: sandboxId('pm'),
      token,
      customerId: null,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      outcome: JSON.stringify(behaviourOf(card.number)),
      createdAt: this.now(),
    };
  }
}
