import { getMyProfile, getUserProfile } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/**
 * The profile of a subject (spec §6): `GET /users/me/profile` for the saver, the advisor's
 * `GET /users/:id/profile` for a customer.
 */
export function getProfileQueryOptions(subject: Subject) {
  return queryOptions({
    queryKey: subjectKeys.profile(subject),
    queryFn: ({ signal }) =>
      subject === 'me' ? callApi(getMyProfile, { signal }) : callApi(getUserProfile, { params: { userId: subject }, signal }),
  });
}

/** The profile of whoever the pages are about. */
export function useProfile() {
  return useQuery(getProfileQueryOptions(useSubject()));
}
