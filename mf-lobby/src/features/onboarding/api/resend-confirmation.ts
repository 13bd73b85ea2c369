import { resendConfirmation } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { MUTATION_TOAST_LABELS, useApiMutation } from '@patrimo/shared/query';

/**
 * GET /users/confirmations/new: e-mails a new confirmation code (spec §4 "with resend"), then the
 * « confirmation mail resent » toast of spec §2, in the screen's words (it names the address).
 */
export function useResendConfirmation(resentMessage: string) {
  return useApiMutation<void, unknown>({
    mutationFn: () => callApi(resendConfirmation),
    toast: () => ({ label: MUTATION_TOAST_LABELS.confirmationMailResent, message: resentMessage, color: 'green' }),
  });
}
