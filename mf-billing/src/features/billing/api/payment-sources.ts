import { createPaymentSource, getPaymentSources, type PaymentSource } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { queryOptions, subjectKeys, useApiMutation, useQuery } from '@patrimo/shared/query';

const sourcesKey = [...subjectKeys.billing('me'), 'payment-sources'] as const;

/** The saver's cards on file, masked (`GET /users/me/payment_sources`). */
export function usePaymentSources() {
  return useQuery(queryOptions({ queryKey: sourcesKey, queryFn: ({ signal }) => callApi(getPaymentSources, { signal }) }));
}

/** Saves the card the provider tokenised as the new default (`POST /users/me/payment_sources`); a refused card answers 402. */
export function useAddPaymentSource() {
  return useApiMutation<string, PaymentSource>({
    mutationFn: (token) => callApi(createPaymentSource, { body: { paymentSource: { token } } }),
    invalidates: () => [sourcesKey],
  });
}
