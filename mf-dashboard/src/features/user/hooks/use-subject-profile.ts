import { getMyProfile, getUserProfile, messageForError, type Profile } from '@patrimo/shared';
import { callApi, isApiHttpError, isApiNetworkError } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { useCallback, useEffect, useState } from 'react';
import { useSaverFrame } from '../../../lib/saver-frame';
import { isReadOnlyProfileView } from '../profile-view';

export type SubjectProfileLoad = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; profile: Profile };

export interface UseSubjectProfileReturnValue {
  load: SubjectProfileLoad;
  /** An advisor's view of a customer: show, never edit. */
  readOnly: boolean;
  /** Loads again after a failure. */
  retry: () => void;
  /** Replaces the profile with the one the API answered after a save. */
  setProfile: (profile: Profile) => void;
}

function loadErrorMessage(error: unknown): string {
  if (isApiNetworkError(error)) return messageForError('network_error');
  if (isApiHttpError(error)) return messageForError(error.codes[0] ?? 'unknown');
  return messageForError('unknown');
}

/**
 * The profile of whoever the pages are about (spec §6): GET /users/me/profile for the saver, the advisor
 * call GET /users/{id}/profile for a customer, reloaded when the subject changes.
 */
export function useSubjectProfile(): UseSubjectProfileReturnValue {
  const subject = useSubject();
  const { embedded } = useSaverFrame();
  const [load, setLoad] = useState<SubjectProfileLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setLoad({ state: 'loading' });
    const request =
      subject === 'me' ? callApi(getMyProfile, { signal }) : callApi(getUserProfile, { params: { userId: subject }, signal });
    request.then(
      (profile) => setLoad({ state: 'ready', profile }),
      (error: unknown) => {
        if (!signal.aborted) setLoad({ state: 'failed', message: loadErrorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [subject, attempt]);

  return {
    load,
    readOnly: isReadOnlyProfileView(subject, embedded),
    retry: useCallback(() => setAttempt((n) => n + 1), []),
    setProfile: useCallback((profile: Profile) => setLoad({ state: 'ready', profile }), []),
  };
}
