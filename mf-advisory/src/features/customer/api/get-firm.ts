import { getFirm } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { queryOptions, useQuery } from '@patrimo/shared/query';
import { firmKey } from './keys';

/** The firm and its advisors (`GET /firm`), to hand a customer to another advisor; asked only when offered. */
export function useFirm(enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: firmKey, queryFn: ({ signal }) => callApi(getFirm, { signal }) }), enabled });
}
