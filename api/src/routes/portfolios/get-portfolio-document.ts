import type { FastifyInstance } from 'fastify';
import { getPortfolioDocument } from '@patrimo/shared';
import { contractDocuments } from '../../documents/institution-documents';
import { ApiError } from '../../http/errors';
import { owned } from '../../http/ownership';
import { registerDownload } from '../../http/register-download';
import { ProviderError } from '../../aggregation/provider';

/**
 * GET /api/users/{userId}/portfolios/{id}/documents/{documentId} — one of the contract's institution documents,
 * as a file (`Content-Disposition: attachment`). A document id the contract does not list, or another saver's
 * contract, is 404 `not_found`; a partner that cannot answer now is 503 `sync_unavailable`.
 */
export function registerGetPortfolioDocument(app: FastifyInstance): void {
  registerDownload(app, getPortfolioDocument, async ({ params, subject, deps }) => {
    const documents = owned(await contractDocuments(deps, subject.userId, params.id));
    try {
      return owned(await documents.download(params.documentId));
    } catch (error) {
      if (error instanceof ProviderError) throw new ApiError(503, 'sync_unavailable');
      throw error;
    }
  });
}
