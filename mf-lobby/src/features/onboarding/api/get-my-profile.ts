import { getMyProfile } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { subjectKeys, queryOptions, useQuery } from '@patrimo/shared/query';

/**
 * GET /users/me/profile: the saver's answers, questionnaire and recommended profile. A step that saves
 * the profile puts the answer in this cache entry, so the next step shows it without a request.
 */
export function myProfileQueryOptions() {
  return queryOptions({
    queryKey: subjectKeys.profile('me'),
    queryFn: ({ signal }) => callApi(getMyProfile, { signal }),
  });
}

/** The saver's stored profile. */
export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}
