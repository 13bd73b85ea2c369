import { updateConnection } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { useApiMutation } from '@patrimo/shared/query';

/** The connection to go on with, and the follow-up fields' values (none to simply try again). */
export interface UpdateConnectionInput {
  connectionId: string;
  values: Record<string, string>;
}

/**
 * POST /2.0/users/me/connections/:id: the follow-up of `additionalInformationNeeded`, or a new attempt
 * once the saver did what the bank asked on its website (`actionNeeded`).
 */
export function useUpdateConnection() {
  return useApiMutation({
    mutationFn: ({ connectionId, values }: UpdateConnectionInput) => callApi(updateConnection, { params: { id: connectionId }, body: values }),
  });
}
