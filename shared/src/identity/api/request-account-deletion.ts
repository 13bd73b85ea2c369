import { requestAccountDeletion } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { useApiMutation } from '@patrimo/shared/query';

/**
 * DELETE /users/me: asks for the account's deletion. Nothing is erased yet: the API e-mails the link
 * that confirms it (spec §4), so no cached data changes.
 */
export function useRequestAccountDeletion() {
  return useApiMutation<void, unknown>({ mutationFn: () => callApi(requestAccountDeletion) });
}
