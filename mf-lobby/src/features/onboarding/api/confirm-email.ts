import { confirmEmail } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { subjectKeys, useApiMutation } from '@patrimo/shared/query';

/**
 * POST /users/confirmations: the 8-character code e-mailed at registration. Answers the confirmed user;
 * the cached user is read again (`confirmed` is what the host's guard reads).
 */
export function useConfirmEmail() {
  return useApiMutation({
    mutationFn: (token: string) => callApi(confirmEmail, { body: { token } }),
    invalidates: () => [subjectKeys.user('me')],
  });
}
