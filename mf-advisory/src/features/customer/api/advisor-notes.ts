import { updateAdvisorNotes, type AdvisorNotes } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { useApiMutation } from '@patrimo/shared/query';
import { customerKeys } from './keys';

/** Saves the advisor's notes on the customer (`PUT /customers/:customerId/advisor_notes`). */
export function useSaveAdvisorNotes(customerId: string) {
  return useApiMutation<string, AdvisorNotes>({
    mutationFn: (advisorNotes) => callApi(updateAdvisorNotes, { params: { customerId }, body: { advisorNotes } }),
    invalidates: () => [customerKeys.record(customerId)],
  });
}
