import { deleteArbitrationPlan, getArbitrationPlan } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { subjectKeys } from './keys';
import { useApiMutation } from './use-api-mutation';

/**
 * A contract's saved arbitration plan, read by three remotes (the contract overview in mf-dashboard, the advice step
 * in mf-analysis, the optimisation in mf-arbitration): one key, one cache entry for all of them. Under the contract,
 * so that an edit of the contract reads its `stale` flag again.
 */
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

/** Deletes the contract's saved plan (`DELETE …/portfolios/:id/arbitration_plan`, the saver's own). */
export function useDeleteArbitrationPlan(contractId: string) {
  return useApiMutation({
    mutationFn: (_variables: void, { subject }) => callApi(deleteArbitrationPlan, { subject, params: { id: contractId } }),
    invalidates: (subject) => [arbitrationPlanKey(subject, contractId)],
  });
}
