import { cancelInvitation, sendInvitation, type Invitation } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { useApiMutation } from '@patrimo/shared/query';
import { bookKeys, customerKeys } from './keys';

/** Sends the invitation e-mail again (`POST /invitations/:id/send`; 409 `invalid_state` once accepted or canceled). */
export function useResendInvitation(customerId: string) {
  return useApiMutation<string, Invitation>({
    mutationFn: (id) => callApi(sendInvitation, { params: { id } }),
    invalidates: () => [customerKeys.record(customerId)],
  });
}

/** Cancels the invitation (`POST /invitations/:id/cancel`), then the record is read again. */
export function useCancelInvitation(customerId: string) {
  return useApiMutation<string, Invitation>({
    mutationFn: (id) => callApi(cancelInvitation, { params: { id } }),
    invalidates: () => [customerKeys.record(customerId), ...bookKeys],
  });
}
