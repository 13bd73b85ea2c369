import {
  createInvitations,
  previewInvitationImport,
  type CreateInvitationsResult,
  type InvitationCsv,
  type InvitationImportPreview,
  type InvitationInput,
} from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { useApiMutation } from '@patrimo/shared/query';
import { keysChangedByNewCustomers } from '../../../lib/query-keys';

/** Invites one customer (`POST /invitations { invitation }`): their record is created with the invitation. */
export function useInviteCustomer() {
  return useApiMutation<InvitationInput, CreateInvitationsResult>({
    mutationFn: (invitation) => callApi(createInvitations, { body: { invitation } }),
    invalidates: () => keysChangedByNewCustomers(),
  });
}

/** Reads a CSV file without sending anything (`POST /invitations/import_preview`): every row with its fate. */
export function usePreviewImport() {
  return useApiMutation<InvitationCsv, InvitationImportPreview>({
    mutationFn: (csv) => callApi(previewInvitationImport, { body: { csv } }),
  });
}

/** Sends the invitations of a CSV file's ready rows (`POST /invitations { csv }`). */
export function useImportInvitations() {
  return useApiMutation<InvitationCsv, CreateInvitationsResult>({
    mutationFn: (csv) => callApi(createInvitations, { body: { csv } }),
    invalidates: () => keysChangedByNewCustomers(),
  });
}
