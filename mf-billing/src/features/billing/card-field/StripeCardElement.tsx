import { Alert, Paper, Text } from '@patrimo/shared/ui';
import type { Stripe, StripeElements, StripeError } from '@stripe/stripe-js';
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CardFieldProps, PaymentOutcome } from './card-field';
import { cardMessages as m } from './card-messages';

/** A refusal of Stripe.js named as spec §8 names it: the bank's decline code first, then Stripe's own code. */
function codeOf(error: StripeError): string {
  return error.decline_code ?? error.code ?? 'processing_error';
}

/**
 * Stripe's Payment Element, loaded only here (a dynamic import: the provider's script never weighs on the other
 * pages). Elements are made in the deferred way (`mode` and amount, no client secret yet), so the field shows
 * before the subscription exists; the step then confirms with the subscription's client secret, 3-D Secure in
 * Stripe's own window, and no redirect unless a payment method needs one.
 */
export function StripeCardElement({ ref, mode, amount = 0, publishableKey }: CardFieldProps & { publishableKey: string }) {
  const t = useIntl().formatMessage;
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let unmount = () => {};
    void import(/* webpackChunkName: "stripe-js" */ '@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey, { locale: 'fr' }))
      .then((loaded) => {
        if (cancelled || !loaded || !mountRef.current) {
          if (!loaded) setFailed(true);
          return;
        }
        const cents = Math.round(amount * 100);
        const elements =
          mode === 'payment'
            ? loaded.elements({ mode: 'subscription', amount: cents, currency: 'eur', locale: 'fr' })
            : loaded.elements({ mode: 'setup', currency: 'eur', locale: 'fr', paymentMethodCreation: 'manual' });
        const element = elements.create('payment', { layout: 'tabs' });
        element.mount(mountRef.current);
        unmount = () => element.destroy();
        setStripe({ stripe: loaded, elements });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      unmount();
    };
  }, [publishableKey, mode, amount]);

  useImperativeHandle(ref, () => ({
    validate: async () => {
      if (!stripe) return false;
      const { error } = await stripe.elements.submit();
      return error === undefined;
    },
    confirmPayment: async (clientSecret): Promise<PaymentOutcome> => {
      if (!stripe) return { status: 'declined', code: 'processing_error' };
      // A free first interval has nothing to pay: its secret is a SetupIntent's (`seti_…`), which saves the card.
      const confirm = clientSecret.startsWith('seti_') ? stripe.stripe.confirmSetup.bind(stripe.stripe) : stripe.stripe.confirmPayment.bind(stripe.stripe);
      const { error } = await confirm({
        elements: stripe.elements,
        clientSecret,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      return error ? { status: 'declined', code: codeOf(error) } : { status: 'succeeded' };
    },
    createToken: async () => {
      if (!stripe) return { status: 'declined', code: 'processing_error' };
      const { error, paymentMethod } = await stripe.stripe.createPaymentMethod({ elements: stripe.elements });
      return error ? { status: 'declined', code: codeOf(error) } : { status: 'token', token: paymentMethod.id };
    },
  }));

  return (
    <Paper withBorder radius="md" p="md" data-card-field="stripe">
      {failed ? (
        <Alert color="red" role="alert">
          {t(m.stripeUnavailable)}
        </Alert>
      ) : (
        !stripe && (
          <Text size="sm" role="status">
            {t(m.stripeLoading)}
          </Text>
        )
      )}
      <div ref={mountRef} />
    </Paper>
  );
}
