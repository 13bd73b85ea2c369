import { getBillingState, type BillingState, type PremiumFeature } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { subjectKeys } from './keys';

/** The signed-in saver's premium state (`GET /users/me/billing`): the one query every remote reads it through. */
export function billingStateQueryOptions() {
  return queryOptions({
    queryKey: [...subjectKeys.billing('me'), 'state'] as const,
    queryFn: ({ signal }) => callApi(getBillingState, { signal }),
  });
}

/**
 * The saver's premium state: premium or not, until when, renewing or not, and what the brand sells as premium.
 * Read only for the saver's own screens: an advisor viewing a customer never asks for it (the firm pays).
 */
export function useBillingState(): UseQueryResult<BillingState> {
  const subject = useSubject();
  return useQuery({ ...billingStateQueryOptions(), enabled: subject === 'me' });
}

/** Whether a premium feature is locked here (see `premiumLocked`). */
export function usePremiumLocked(feature: PremiumFeature): boolean {
  const subject = useSubject();
  return premiumLocked(feature, subject === 'me', useBillingState().data);
}

/**
 * A premium feature is locked for a saver without premium on a brand that sells it; never in an advisor's view
 * of a customer, and not while the state is unknown (the API refuses what is not paid for, whatever the page shows).
 */
export function premiumLocked(feature: PremiumFeature, ownView: boolean, state: BillingState | undefined): boolean {
  return ownView && state !== undefined && !state.premium && state.premiumFeatures.includes(feature);
}
