import { lazy, Suspense } from 'react';
import type { BillingConfig } from '@patrimo/shared';
import type { CardFieldProps } from './card-field';
import { SandboxCardElement } from './SandboxCardElement';

// Its own chunk, and Stripe.js its own again inside it: only a payment step on the Stripe provider loads them.
const StripeCardElement = lazy(() => import('./StripeCardElement').then((module) => ({ default: module.StripeCardElement })));

/** The card field of the provider `GET /billing/config` names: Stripe's Payment Element, or the sandbox's form. */
export function CardField({ config, ...props }: CardFieldProps & { config: BillingConfig }) {
  if (config.provider === 'stripe' && config.publishableKey) {
    return (
      <Suspense fallback={null}>
        <StripeCardElement {...props} publishableKey={config.publishableKey} />
      </Suspense>
    );
  }
  return <SandboxCardElement {...props} />;
}
