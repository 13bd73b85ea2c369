import { getAdvisorProfile } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { queryOptions, useQuery } from '@patrimo/shared/query';

/** The signed-in advisor (`GET /advisors/me`): their roles say whether they may hand a customer to a colleague. */
export function useAdvisorProfile() {
  return useQuery(queryOptions({ queryKey: ['advisory', 'advisor-profile'] as const, queryFn: ({ signal }) => callApi(getAdvisorProfile, { signal }) }));
}
