import { registerUser, type Registration } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { useApiMutation } from '@patrimo/shared/query';
import { invitationAsGlobal } from '../registration';

/**
 * POST /users: creates the saver's account (spec §5: terms accepted, invitation where required). Any
 * refusal about the invitation token reads as the global `not_invited` (see `invitationAsGlobal`).
 */
export function useRegisterUser() {
  return useApiMutation({
    mutationFn: async (user: Registration) => {
      try {
        return await callApi(registerUser, { body: { user } });
      } catch (error) {
        throw invitationAsGlobal(error);
      }
    },
  });
}
