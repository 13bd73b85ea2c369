import { updateProfile, type ProfileInput } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { subjectKeys, useApiMutation } from '@patrimo/shared/query';

/**
 * PUT /users/:userId/profile: saves the answers of the profile form or of the saver's risk questionnaire,
 * then says « Profil mis à jour » (spec §2). The profile and the user (whose completeness depends on these
 * answers) are read again before the mutation counts as done, so the next screen shows the new state.
 */
export function useUpdateProfile() {
  return useApiMutation({
    mutationFn: (profile: ProfileInput, { subject }) => callApi(updateProfile, { body: { profile }, subject }),
    invalidates: (subject) => [subjectKeys.profile(subject), subjectKeys.user(subject)],
    toast: 'profileUpdated',
  });
}
