import { getPortfolioProjection, type ProjectionQuery } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { previousOfSameSubject, queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/** The savings goal projected to its horizon, with a « what if » (`GET …/portfolios/:id/projection`). */
export function getPortfolioProjectionQueryOptions(subject: Subject, id: string, whatIf: ProjectionQuery) {
  return queryOptions({
    queryKey: [...subjectKeys.portfolio(subject, id), 'projection', whatIf] as const,
    queryFn: ({ signal }) => callApi(getPortfolioProjection, { subject, params: { id }, query: whatIf, signal }),
  });
}

/** The projection; the previous one stays on screen while a changed « what if » loads. */
export function usePortfolioProjection(id: string, whatIf: ProjectionQuery) {
  const subject = useSubject();
  return useQuery({ ...getPortfolioProjectionQueryOptions(subject, id, whatIf), placeholderData: previousOfSameSubject(subject) });
}
