import type { FastifyInstance } from 'fastify';
import { getBank } from '@patrimo/shared';
import { findInstitution, toBank } from '../../banks/catalogue';
import { catalogueViewer, institutionProducts } from '../../contracts/product-store';
import { registerCall } from '../../http/register-call';
import { notFound } from '../../http/errors';

/**
 * GET /api/banks/{bankId} — one institution with its login form and the products it sells: the login page
 * /app/accounts/new/{bankId} is opened from a link, so it loads the institution on its own. An unknown id
 * is 404 `not_found`.
 */
export function registerGetBank(app: FastifyInstance): void {
  registerCall(app, getBank, async ({ params, auth, deps }) => {
    const institution = findInstitution(params.bankId);
    if (!institution) throw notFound();
    return { ...toBank(institution), contracts: await institutionProducts(deps.db, institution, catalogueViewer(auth)) };
  });
}
