import { saveArbitrationPlan, type OptimisationStrategy } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { arbitrationPlanKey, useApiMutation } from '@patrimo/shared/query';
import { useIntl } from 'react-intl';
import { basketInput, startOf, type BasketState } from '../basket';
import { arbitrationMessages as m } from '../messages';

/**
 * Saves the proposal as the contract's plan (`PUT …/portfolios/:id/arbitration_plan`, the saver's own): the API
 * computes it again from the same choice and keeps it, replacing the previous one. The plan is read again, so the
 * overview and the advice step show the new one.
 */
export function useSaveArbitrationPlan(contractId: string) {
  const t = useIntl().formatMessage;
  return useApiMutation({
    mutationFn: ({ strategy, basket }: { strategy: OptimisationStrategy; basket: BasketState }, { subject }) =>
      callApi(saveArbitrationPlan, {
        subject,
        params: { id: contractId },
        body: { data: { start: startOf(basket), strategy, basket: basketInput(basket) } },
      }),
    invalidates: (subject) => [arbitrationPlanKey(subject, contractId)],
    toast: () => ({ label: 'arbitration-plan-saved', message: t(m.planSavedToast), color: 'green' }),
  });
}
