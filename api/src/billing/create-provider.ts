import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { CardPaymentProvider } from './provider';
import { SandboxCardProvider } from './sandbox/sandbox-provider';
import { createStripeProvider } from './stripe/provider';

/**
 * The card payment provider the configuration names (`BILLING_PROVIDER`): the sandbox by default (offline, the
 * published test cards), or Stripe with its three keys (`STRIPE_*`; `STRIPE_API_BASE` points it elsewhere, a test's
 * fake Stripe for instance).
 */
export function createCardPaymentProvider(config: AppConfig, db: Database, clock: Clock, log: { error(object: object, message: string): void }): CardPaymentProvider {
  if (config.billing.provider === 'stripe') {
    const { secretKey, publishableKey, webhookSecret, apiBase } = config.billing;
    return createStripeProvider({ secretKey, publishableKey, webhookSecret, apiBase });
  }
  return new SandboxCardProvider({
    db,
    now: () => clock.now(),
    webhookSecret: config.billing.webhookSecret,
    onWebhookError: (error) => log.error({ err: error }, 'sandbox billing webhook could not be delivered'),
  });
}
