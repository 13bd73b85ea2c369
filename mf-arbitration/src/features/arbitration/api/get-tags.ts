import { getTags } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { publicKeys, queryOptions, useQuery } from '@patrimo/shared/query';

/** The themes funds are filed under (`GET /tags`): the same for everyone. */
export function getTagsQueryOptions() {
  return queryOptions({
    queryKey: publicKeys.of('tags'),
    queryFn: ({ signal }) => callApi(getTags, { signal }),
    staleTime: Infinity,
  });
}

export function useTags() {
  return useQuery(getTagsQueryOptions());
}
