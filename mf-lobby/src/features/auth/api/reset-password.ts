import { resetPassword, type PasswordResetInput } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { MUTATION_TOAST_LABELS, useApiMutation } from '@patrimo/shared/query';

/**
 * PUT /users/password: the new password chosen from the e-mailed link, then the « password updated » toast
 * of spec §2 in the screen's words (a whole sentence: the person is not signed in, nothing else says it).
 */
export function useResetPassword(updatedMessage: string) {
  return useApiMutation({
    mutationFn: (body: PasswordResetInput) => callApi(resetPassword, { body }),
    toast: () => ({ label: MUTATION_TOAST_LABELS.passwordUpdated, message: updatedMessage, color: 'green' }),
  });
}
