import type { Profile } from '@patrimo/shared';
import { reloadUser } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { loadStateOf, subjectKeys, useMutationToast, useQueryClient, type LoadState } from '@patrimo/shared/query';
import { useCallback } from 'react';
import { useSaverFrame } from '../../../lib/saver-frame';
import { useProfile } from '../api/get-profile';
import { isReadOnlyProfileView } from '../profile-view';

export interface UseSubjectProfileReturnValue {
  load: LoadState<Profile>;
  /** An advisor's view of a customer: show, never edit. */
  readOnly: boolean;
  /**
   * A shared form saved the profile (it answered the new one): the cache takes it, the user is read again
   * (its completeness and recommended risk follow the profile), and « Profil mis à jour » shows.
   */
  saved: (profile: Profile) => void;
}

/** The profile of whoever the pages are about, and what follows a save. */
export function useSubjectProfile(): UseSubjectProfileReturnValue {
  const subject = useSubject();
  const { embedded } = useSaverFrame();
  const queryClient = useQueryClient();
  const showToast = useMutationToast();
  const load = loadStateOf(useProfile());
  const saved = useCallback(
    (profile: Profile) => {
      queryClient.setQueryData(subjectKeys.profile(subject), profile);
      void queryClient.invalidateQueries({ queryKey: subjectKeys.user(subject) });
      showToast('profileUpdated');
      void reloadUser().catch(() => undefined);
    },
    [queryClient, subject, showToast],
  );
  return { load, readOnly: isReadOnlyProfileView(subject, embedded), saved };
}
