import { getLoans } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/** The subject's loans (`GET /users/:userId/loans`), each with the properties it financed. */
export function useLoans() {
  const subject = useSubject();
  return useQuery(
    queryOptions({ queryKey: subjectKeys.loans(subject), queryFn: ({ signal }) => callApi(getLoans, { subject, signal }) }),
  );
}
