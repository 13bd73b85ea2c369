import { withdrawCustomerAccess, type Customer } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { subjectKeys, useApiMutation } from '@patrimo/shared/query';
import { bookKeys, customerKeys } from './keys';

/**
 * The firm gives up its access to the customer's data (`POST /customers/:customerId/withdraw_access`): what was
 * read of their saver data is dropped, the record read again.
 */
export function useWithdrawAccess(customerId: string, userId: string | null) {
  return useApiMutation<void, Customer>({
    mutationFn: () => callApi(withdrawCustomerAccess, { params: { customerId } }),
    removes: () => [customerKeys.insights(customerId), ...(userId === null ? [] : [subjectKeys.all(userId)])],
    invalidates: () => [customerKeys.record(customerId), ...bookKeys],
  });
}
