import { subjectKeys, useMutationToast, useQueryClient } from '@patrimo/shared/query';
import { useState, type RefObject } from 'react';
import { useNavigate } from '@patrimo/shared/router';
import { useCreateSubscription } from '../api/create-subscription';
import { readBillingState } from '../api/get-billing-state';
import type { CardFieldHandle } from '../card-field/card-field';
import type { Checkout } from '../checkout';
import { errorCodeOf } from '../error-code';
import { backoffDelays, pollUntil, PollTimeoutError, waitFor } from '../poll';

/** Where the payment step stands: typing, paying, refused (with the code of spec §8), or paid but still activating. */
export type PayState = { step: 'idle' } | { step: 'paying' } | { step: 'activating' } | { step: 'refused'; code: string } | { step: 'late' };

/**
 * The payment: the card checked, the subscription created (its client secret), the payment confirmed at the
 * provider, then the premium state read again with a bounded backoff until the provider's webhook made the saver
 * premium; then the toast « Abonnement confirmé » and `/app/user/payment`. A refusal keeps the form as it is.
 */
export function usePay(card: RefObject<CardFieldHandle | null>, checkout: Checkout) {
  const [state, setState] = useState<PayState>({ step: 'idle' });
  const create = useCreateSubscription();
  const queryClient = useQueryClient();
  const showToast = useMutationToast();
  const navigate = useNavigate();

  const activate = async () => {
    setState({ step: 'activating' });
    try {
      await pollUntil(readBillingState, (billing) => billing.premium, { delays: backoffDelays(), wait: waitFor });
    } catch (error) {
      setState(error instanceof PollTimeoutError ? { step: 'late' } : { step: 'refused', code: errorCodeOf(error) });
      return;
    }
    showToast('subscriptionConfirmed');
    await navigate('/app/user/payment');
    await queryClient.invalidateQueries({ queryKey: subjectKeys.billing('me') });
  };

  const pay = async () => {
    const field = card.current;
    if (!field || state.step === 'paying' || state.step === 'activating') return;
    setState({ step: 'paying' });
    if (!(await field.validate())) {
      setState({ step: 'idle' });
      return;
    }
    let clientSecret: string | null;
    try {
      clientSecret = (await create.mutateAsync(checkout)).clientSecret;
    } catch (error) {
      setState({ step: 'refused', code: errorCodeOf(error) });
      return;
    }
    // No secret: nothing to pay now (a free first month), the subscription is already on its way.
    if (clientSecret !== null) {
      const outcome = await field.confirmPayment(clientSecret);
      if (outcome.status === 'declined') {
        setState({ step: 'refused', code: outcome.code });
        return;
      }
    }
    await activate();
  };

  return { state, pay: () => void pay() };
}
