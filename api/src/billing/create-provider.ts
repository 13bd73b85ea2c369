import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { CardPaymentProvider } from './provider';
import { SandboxCardProvider } from './sandbox/sandbox-provider';

/**
 * The card payment provider the configuration names (`BILLING_PROVIDER`): the sandbox by default. Stripe's
 * adapter (`stripe/`) is wired here when it lands; until then `stripe` is refused at start rather than half-run.
 */
export function createCardPaymentProvider(config: AppConfig, db: Database, clock: Clock, log: { error(object: object, message: string): void }): CardPaymentProvider {
  if (config.billing.provider === 'stripe') throw new Error('BILLING_PROVIDER=stripe: the Stripe adapter is not wired in this build');
  return new SandboxCardProvider({
    db,
    now: () => clock.now(),
    webhookSecret: config.billing.webhookSecret,
    onWebhookError: (error) => log.error({ err: error }, 'sandbox billing webhook could not be delivered'),
  });
}
