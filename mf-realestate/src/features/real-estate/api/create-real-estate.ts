import { createRealEstate, type RealEstateInput } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { subjectKeys, useApiMutation } from '@patrimo/shared/query';

/**
 * Adds the property (`POST /users/me/real_estates`): the API estimates it when it is located and carries it
 * in the wealth as a real-estate portfolio, so the saver's properties and portfolios are read again.
 */
export function useCreateRealEstate() {
  return useApiMutation({
    mutationFn: (realEstate: RealEstateInput, { subject }) => callApi(createRealEstate, { subject, body: { realEstate } }),
    invalidates: (subject) => [subjectKeys.realEstates(subject), subjectKeys.portfolios(subject), subjectKeys.loans(subject)],
  });
}
