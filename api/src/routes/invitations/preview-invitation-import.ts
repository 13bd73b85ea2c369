import type { FastifyInstance } from 'fastify';
import { previewInvitationImport } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { previewCsvImport } from '../../invitations/invite';
import { CSV_BODY_LIMIT, inviterOf } from './invitation-caller';

/**
 * POST /api/invitations/import_preview `{ csv }` — reads a CSV file of customers and says what an import would
 * do with each row (`ready`, `invalid` with codes by field, `duplicate`, `already_customer`,
 * `already_invited`), with the encoding and delimiter found and the count of each status. Nothing is stored
 * or sent. 400 `csv.content_base64: invalid_file` / `file_too_large` for a file that cannot be read.
 */
export function registerPreviewInvitationImport(app: FastifyInstance): void {
  registerCall(app, previewInvitationImport, async ({ body, auth, deps }) => previewCsvImport(deps.db, inviterOf(auth).firmId, body.csv), { bodyLimit: CSV_BODY_LIMIT });
}
