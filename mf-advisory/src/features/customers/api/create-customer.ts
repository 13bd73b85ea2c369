import { createCustomer, type Customer, type CustomerInput } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { useApiMutation } from '@patrimo/shared/query';
import { keysChangedByNewCustomers } from '../../../lib/query-keys';

/** Adds a customer by hand (`POST /customers`); 409 `already_customer` when the address is one already. */
export function useCreateCustomer() {
  return useApiMutation<CustomerInput, Customer>({
    mutationFn: (customer) => callApi(createCustomer, { body: { customer } }),
    invalidates: () => keysChangedByNewCustomers(),
  });
}
