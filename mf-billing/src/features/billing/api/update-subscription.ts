import { cancelSubscription, resumeSubscription } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { subjectKeys, useApiMutation } from '@patrimo/shared/query';

/** Stops the renewal (`POST …/subscriptions/:id/cancel`): premium stays until the paid period ends. */
export function useCancelRenewal() {
  return useApiMutation({
    mutationFn: (id: string) => callApi(cancelSubscription, { params: { id }, body: { atPeriodEnd: true } }),
    invalidates: () => [subjectKeys.billing('me')],
  });
}

/** Renews again before the period ends (`POST …/subscriptions/:id/resume`). */
export function useResumeRenewal() {
  return useApiMutation({
    mutationFn: (id: string) => callApi(resumeSubscription, { params: { id } }),
    invalidates: () => [subjectKeys.billing('me')],
  });
}
