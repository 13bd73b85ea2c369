import { getDataAccess, withdrawDataAccess, type DataAccess } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { keepPreviousData, queryOptions, subjectKeys, useApiMutation, useQuery } from '@patrimo/shared/query';

const dataAccessKey = [...subjectKeys.all('me'), 'data-access'] as const;

/** « Qui a consulté mes données »: the firm with access and one page of its reads (`GET /users/me/data_access`). */
export function useDataAccess(page: number) {
  return useQuery({
    ...queryOptions({ queryKey: [...dataAccessKey, page] as const, queryFn: ({ signal }) => callApi(getDataAccess, { query: { page }, signal }) }),
    placeholderData: keepPreviousData,
  });
}

/** Withdraws the advisor's access at once (`POST /users/me/data_access/withdraw`); the section reads again. */
export function useWithdrawDataAccess() {
  return useApiMutation<void, DataAccess>({
    mutationFn: () => callApi(withdrawDataAccess),
    invalidates: () => [dataAccessKey],
  });
}
