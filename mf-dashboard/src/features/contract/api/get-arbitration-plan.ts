import { getArbitrationPlan } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/** The key of a contract's saved arbitration plan (the same as mf-arbitration's: one cache entry per page). */
export function arbitrationPlanKey(subject: Subject, id: string) {
  return [...subjectKeys.portfolio(subject, id), 'arbitration', 'plan'] as const;
}

/** The arbitration plan saved on the contract (`GET …/portfolios/:id/arbitration_plan`), `{ plan: null }` without one. */
export function getArbitrationPlanQueryOptions(subject: Subject, id: string) {
  return queryOptions({
    queryKey: arbitrationPlanKey(subject, id),
    queryFn: ({ signal }) => callApi(getArbitrationPlan, { subject, params: { id }, signal }),
  });
}

export function useArbitrationPlan(id: string) {
  return useQuery(getArbitrationPlanQueryOptions(useSubject(), id));
}
