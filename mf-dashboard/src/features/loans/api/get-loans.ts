import { getLoans } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/** A subject's loans (`GET /users/:userId/loans`). */
export function getLoansQueryOptions(subject: Subject) {
  return queryOptions({
    queryKey: subjectKeys.loans(subject),
    queryFn: ({ signal }) => callApi(getLoans, { subject, signal }),
  });
}

/** The loans of whoever the dashboard shows; read again when a connection is fetched or deleted. */
export function useLoans() {
  return useQuery(getLoansQueryOptions(useSubject()));
}
