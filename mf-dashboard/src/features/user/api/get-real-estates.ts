import { getRealEstates } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/** The subject's properties (`GET /users/:userId/real_estates`): the saver's own, or a customer's for an advisor. */
export function useRealEstates() {
  const subject = useSubject();
  return useQuery(
    queryOptions({ queryKey: subjectKeys.realEstates(subject), queryFn: ({ signal }) => callApi(getRealEstates, { subject, signal }) }),
  );
}
