import { deleteArbitrationPlan } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { useApiMutation } from '@patrimo/shared/query';
import { arbitrationPlanKey } from './get-arbitration-plan';

/** Deletes the contract's saved arbitration plan (`DELETE …/portfolios/:id/arbitration_plan`, the saver's own). */
export function useDeleteArbitrationPlan(id: string) {
  return useApiMutation({
    mutationFn: (_variables: void, { subject }) => callApi(deleteArbitrationPlan, { subject, params: { id } }),
    invalidates: (subject) => [arbitrationPlanKey(subject, id)],
  });
}
