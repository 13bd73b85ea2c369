import { markInvitationAsRead } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { useMutation } from '@patrimo/shared/query';

/** POST /invitations/:token/mark_as_read: the advisor then sees the invitation « lue » (spec §4). */
export function useMarkInvitationAsRead() {
  return useMutation({ mutationFn: (token: string) => callApi(markInvitationAsRead, { params: { token } }) });
}
