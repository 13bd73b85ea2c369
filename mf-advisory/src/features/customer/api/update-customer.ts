import { updateCustomer, type Customer, type CustomerInput } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { useApiMutation } from '@patrimo/shared/query';
import { bookKeys, customerKeys } from './keys';

/** Saves the customer's identity, or hands them to another advisor (`PUT /customers/:customerId`). */
export function useUpdateCustomer(customerId: string) {
  return useApiMutation<Partial<CustomerInput>, Customer>({
    mutationFn: (customer) => callApi(updateCustomer, { params: { customerId }, body: { customer } }),
    invalidates: () => [customerKeys.record(customerId), ...bookKeys],
  });
}
