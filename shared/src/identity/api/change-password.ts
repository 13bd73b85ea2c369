import { changePassword, type PasswordChangeInput } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { useApiMutation } from '@patrimo/shared/query';

/**
 * POST /users/me/password: a new password, knowing the current one, then « Mot de passe mis à jour »
 * (spec §2). Nothing cached depends on it.
 */
export function useChangePassword() {
  return useApiMutation({
    mutationFn: (credentials: PasswordChangeInput['credentials']) => callApi(changePassword, { body: { credentials } }),
    toast: 'passwordUpdated',
  });
}
