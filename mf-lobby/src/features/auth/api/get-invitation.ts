import { getInvitation } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { publicKeys, queryOptions, useQuery } from '@patrimo/shared/query';

/** GET /invitations/:token: the invitation a registration link carries (who invites, pre-filled names). */
export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: publicKeys.of('invitation', token),
    queryFn: ({ signal }) => callApi(getInvitation, { params: { token }, signal }),
  });
}

/** The invitation of `?invitation=`, not asked for when the link has none. */
export function useInvitation(token: string | null) {
  return useQuery({ ...invitationQueryOptions(token ?? ''), enabled: token !== null });
}
