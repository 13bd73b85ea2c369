import { getFirm, updateFirm, type Firm } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { queryOptions, useApiMutation, useQuery } from '@patrimo/shared/query';
import { advisoryKeys } from '../query-keys';

/** The advisor's firm and its advisors with their customers count (`GET /firm`). */
export function useFirm(options: { enabled?: boolean } = {}) {
  return useQuery(queryOptions({ queryKey: advisoryKeys.firm(), queryFn: ({ signal }) => callApi(getFirm, { signal }), enabled: options.enabled ?? true }));
}

/** Renames the firm (`PUT /firm`, admins). */
export function useRenameFirm() {
  return useApiMutation<{ name: string }, Firm>({
    mutationFn: ({ name }) => callApi(updateFirm, { body: { firm: { name } } }),
    invalidates: () => [advisoryKeys.firm(), advisoryKeys.me()],
  });
}
