import type { FastifyInstance } from 'fastify';
import { getContract } from '@patrimo/shared';
import { catalogueViewer, findCatalogueProduct } from '../../contracts/product-store';
import { registerCall } from '../../http/register-call';
import { notFound } from '../../http/errors';

/**
 * GET /api/contracts/{id} — one catalogue product, by its id or by its public address, because the public
 * contract card /contrats/{url} (spec §2) is read without signing in. A product awaiting review is served to
 * its author and the advisory firm admins only: the call's access is `optionalSignIn`, so a valid bearer token
 * names the caller and an invalid one leaves them anonymous. Anything else is 404 `not_found`.
 */
export function registerGetContract(app: FastifyInstance): void {
  registerCall(app, getContract, async ({ params, auth, deps }) => {
    const product = await findCatalogueProduct(deps.db, params.id, catalogueViewer(auth));
    if (!product) throw notFound();
    return product;
  });
}
