import { confirmAccountDeletion } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { useApiMutation } from '@patrimo/shared/query';

/**
 * DELETE /users/:token: erases the account for good. The screen then signs the browser out, which
 * forgets the whole query cache (a session that ends clears it).
 */
export function useConfirmAccountDeletion() {
  return useApiMutation({ mutationFn: (token: string) => callApi(confirmAccountDeletion, { params: { token } }) });
}
