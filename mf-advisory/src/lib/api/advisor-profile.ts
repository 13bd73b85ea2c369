import { getAdvisorProfile, type AdvisorProfile } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { queryOptions, useQuery } from '@patrimo/shared/query';
import { advisoryKeys } from '../query-keys';

/** The signed-in advisor, their roles and firm (`GET /advisors/me`). */
export function useAdvisorProfile() {
  return useQuery(queryOptions({ queryKey: advisoryKeys.me(), queryFn: ({ signal }) => callApi(getAdvisorProfile, { signal }) }));
}

/** Managers and admins see the whole firm (every advisor's customers, statistics by advisor). */
export function seesFirm(profile: Pick<AdvisorProfile, 'roles'> | undefined): boolean {
  return profile !== undefined && profile.roles.some((role) => role === 'manager' || role === 'admin');
}
