import { stripeSignatureHeader } from '../stripe-events';

/** Where the sandbox hands its signed webhooks: the product's billing webhook handler (raw body and header). */
export type WebhookReceiver = (rawBody: Buffer, signatureHeader: string) => Promise<unknown>;

/**
 * Sends the sandbox's events as Stripe does: the JSON body signed with `Stripe-Signature` (`t=…,v1=…`), after the
 * answer that caused them, in order. A receiver's failure is reported to `onError` and the next events still go.
 * `settled()` waits for every event sent so far (the server's close, and the tests instead of sleeping).
 */
export class WebhookSender {
  #receiver: WebhookReceiver | null = null;
  #queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly secret: string,
    private readonly now: () => Date,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** The app connects its webhook handler once built; events sent before are dropped, as with no endpoint. */
  connect(receiver: WebhookReceiver): void {
    this.#receiver = receiver;
  }

  /** Queues the events, sent one after the other once the current request has answered. */
  send(events: Record<string, unknown>[]): void {
    const receiver = this.#receiver;
    if (receiver === null || events.length === 0) return;
    this.#queue = this.#queue.then(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      for (const event of events) {
        const body = Buffer.from(JSON.stringify(event));
        try {
          await receiver(body, stripeSignatureHeader(this.secret, body, Math.floor(this.now().getTime() / 1000)));
        } catch (error) {
          this.onError(error);
        }
      }
    });
  }

  /** Resolves once every event queued so far was handed over. */
  settled(): Promise<void> {
    return this.#queue;
  }
}
