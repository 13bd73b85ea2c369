import type { FastifyInstance } from 'fastify';
import { getBankContracts } from '@patrimo/shared';
import { findInstitution } from '../../banks/catalogue';
import { catalogueViewer, institutionProducts } from '../../contracts/product-store';
import { registerCall } from '../../http/register-call';
import { notFound } from '../../http/errors';

/**
 * GET /api/banks/{bankId}/contracts — the products an institution sells, for a contract's settings where the
 * saver says which catalogue product it is (spec §3 `infos.contractId`). An unknown id is 404 `not_found`
 * rather than an empty list, so that a wrong link is not mistaken for an institution without products.
 * Its range comes with advisors' edits, then the products savers declared (POST /banks/{bankId}/contracts).
 */
export function registerGetBankContracts(app: FastifyInstance): void {
  registerCall(app, getBankContracts, async ({ params, auth, deps }) => {
    const institution = findInstitution(params.bankId);
    if (!institution) throw notFound();
    return institutionProducts(deps.db, institution, catalogueViewer(auth));
  });
}
