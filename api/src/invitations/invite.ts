import type { CreateInvitationsResult, InvitationCsv, InvitationImportPreview, InvitationInput } from '@patrimo/shared';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import { bytesOfBase64, readCsv } from './csv-file';
import { insertInvitations, type Inviter, type MailOrigin } from './create-invitations';
import { checkRow, countStatuses, markDuplicates, markKnownAddresses, readFirmAddresses, addressesOf, toPreviewRow, toRejected, type CheckedRow } from './import-rows';
import { toInvitation, type InvitationRow } from './invitation-view';

/**
 * POST /invitations and its preview (issue 16): one invitation typed in the form, or a CSV file of customers.
 * The preview and the import read the file the same way; only the import writes, and only its `ready` rows.
 */

/** The rows of a CSV file, each validated (nothing read from the database yet). */
function checkedRowsOf(csv: InvitationCsv): { encoding: InvitationImportPreview['encoding']; delimiter: InvitationImportPreview['delimiter']; rows: CheckedRow[] } {
  const content = readCsv(bytesOfBase64(csv.contentBase64));
  return { encoding: content.encoding, delimiter: content.delimiter, rows: content.rows.map(checkRow) };
}

/** What an import would do with each row: nothing is stored or sent. */
export async function previewCsvImport(db: Database, firmId: string, csv: InvitationCsv): Promise<InvitationImportPreview> {
  const { encoding, delimiter, rows } = checkedRowsOf(csv);
  markDuplicates(rows);
  markKnownAddresses(rows, await readFirmAddresses(db, firmId, addressesOf(rows)));
  return { encoding, delimiter, rows: rows.map(toPreviewRow), counts: countStatuses(rows) };
}

/** Imports the `ready` rows of a file; the others come back as `rejected`. The mails are queued as jobs. */
export async function importCsv(db: Database, inviter: Inviter, csv: InvitationCsv, now: Date, origin: MailOrigin): Promise<CreateInvitationsResult> {
  const { rows } = checkedRowsOf(csv);
  const created = await insertInvitations(db, inviter, rows, now, { queueMails: origin });
  return { invitations: created.map(toInvitation), rejected: rows.filter((row) => row.status !== 'ready').map(toRejected) };
}

/**
 * One invitation: 409 `already_customer` when the firm's record of the address has access granted, 409
 * `user_already_invited` when the firm has a pending invitation for it. The caller sends the mail.
 */
export async function inviteOne(db: Database, inviter: Inviter, input: InvitationInput, now: Date): Promise<InvitationRow> {
  const row: CheckedRow = {
    line: 1,
    cells: { civilTitle: input.civilTitle ?? null, firstName: input.firstName, lastName: input.lastName, email: input.email },
    input,
    errors: {},
    status: 'ready',
  };
  const [created] = await insertInvitations(db, inviter, [row], now);
  if (row.status === 'already_customer') throw new ApiError(409, 'already_customer');
  if (row.status === 'already_invited') throw new ApiError(409, 'user_already_invited');
  if (!created) throw new Error('the invitation was not created');
  return created;
}
