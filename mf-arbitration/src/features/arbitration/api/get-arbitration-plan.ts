import { getArbitrationPlan } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/** The key of a contract's saved plan: under the contract, so an edit reads its `stale` flag again. */
export function arbitrationPlanKey(subject: Subject, contractId: string) {
  return [...subjectKeys.portfolio(subject, contractId), 'arbitration', 'plan'] as const;
}

/** The plan saved on a contract (`GET …/portfolios/:id/arbitration_plan`), `{ plan: null }` when there is none. */
export function getArbitrationPlanQueryOptions(subject: Subject, contractId: string) {
  return queryOptions({
    queryKey: arbitrationPlanKey(subject, contractId),
    queryFn: ({ signal }) => callApi(getArbitrationPlan, { subject, params: { id: contractId }, signal }),
  });
}

export function useArbitrationPlan(contractId: string) {
  return useQuery(getArbitrationPlanQueryOptions(useSubject(), contractId));
}
