import { requestPasswordReset } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { useApiMutation } from '@patrimo/shared/query';

/**
 * POST /users/password/reset_password: e-mails a reset link. The answer is the same whether the address
 * has an account or not, so nobody learns who has one.
 */
export function useRequestPasswordReset() {
  return useApiMutation({ mutationFn: (email: string) => callApi(requestPasswordReset, { body: { user: { email } } }) });
}
