import { getAdvisoryStats } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { queryOptions, useQuery } from '@patrimo/shared/query';
import { advisoryKeys } from '../../../lib/query-keys';

/** The statistics of the advisor's scope (`GET /advisory_stats`): own customers, or the firm's for managers and admins. */
export function useAdvisoryStats() {
  return useQuery(queryOptions({ queryKey: advisoryKeys.stats(), queryFn: ({ signal }) => callApi(getAdvisoryStats, { signal }) }));
}
