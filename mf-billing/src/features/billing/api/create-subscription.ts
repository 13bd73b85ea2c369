import { createSubscription, type Subscription } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { subjectKeys, useApiMutation } from '@patrimo/shared/query';

/**
 * Subscribes to a plan (`POST /users/me/subscriptions`): an incomplete subscription whose `clientSecret` the card
 * field confirms at the provider. The toast comes later, once the provider's webhook made the saver premium.
 */
export function useCreateSubscription() {
  return useApiMutation<{ planId: string; coupon?: string }, Subscription>({
    mutationFn: ({ planId, coupon }) => callApi(createSubscription, { body: { subscription: { planId, ...(coupon ? { coupon } : {}) } } }),
    invalidates: () => [subjectKeys.billing('me')],
  });
}
