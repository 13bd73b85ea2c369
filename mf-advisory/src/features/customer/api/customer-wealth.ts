import { getAccounts, getComposition, getPortfolios, getUser, getUserProfile } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/**
 * The customer's saver data the overview shows, read with the saver calls under the customer's user id: the same
 * keys as mf-dashboard's, so the saver view opens on what the overview already read. Only asked while access is
 * granted (`userId` null otherwise).
 */

export function useCustomerUser(userId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: subjectKeys.user(userId ?? ''),
      queryFn: ({ signal }) => callApi(getUser, { params: { userId: userId ?? '' }, signal }),
    }),
    enabled: userId !== null,
  });
}

export function useCustomerProfile(userId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: subjectKeys.profile(userId ?? ''),
      queryFn: ({ signal }) => callApi(getUserProfile, { params: { userId: userId ?? '' }, signal }),
    }),
    enabled: userId !== null,
  });
}

export function useCustomerAccounts(userId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: subjectKeys.accounts(userId ?? ''),
      queryFn: ({ signal }) => callApi(getAccounts, { subject: userId ?? '', signal }),
    }),
    enabled: userId !== null,
  });
}

export function useCustomerPortfolios(userId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: subjectKeys.portfolios(userId ?? ''),
      queryFn: ({ signal }) => callApi(getPortfolios, { subject: userId ?? '', signal }),
    }),
    enabled: userId !== null,
  });
}

/** The six largest kinds of contract and the rest (`GET …/portfolios/composition?type=kind&limit=6`). */
export function useCustomerComposition(userId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: [...subjectKeys.portfolios(userId ?? ''), 'composition', 'kind', 6] as const,
      queryFn: ({ signal }) => callApi(getComposition, { subject: userId ?? '', query: { type: 'kind', limit: 6 }, signal }),
    }),
    enabled: userId !== null,
  });
}
