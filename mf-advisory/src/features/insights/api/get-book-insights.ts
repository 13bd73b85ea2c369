import { getBookInsights } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { queryOptions, useQuery } from '@patrimo/shared/query';
import { advisoryKeys } from '../../../lib/query-keys';

/** What stands out across the advisor's book (`GET /advisory_insights`), the customers with most to act on first. */
export function useBookInsights() {
  return useQuery(queryOptions({ queryKey: advisoryKeys.insights(), queryFn: ({ signal }) => callApi(getBookInsights, { signal }) }));
}
