import type { FastifyInstance } from 'fastify';
import { getContract } from '@patrimo/shared';
import { findCatalogueProduct } from '../../contracts/product-store';
import { registerCall } from '../../http/register-call';
import { notFound } from '../../http/errors';

/**
 * GET /api/contracts/{id} — one catalogue product, by its id or by its public address, because the public
 * contract card /contrats/{url} (spec §2) is read without signing in. Anything else is 404 `not_found`.
 */
export function registerGetContract(app: FastifyInstance): void {
  registerCall(app, getContract, async ({ params, deps }) => {
    const product = await findCatalogueProduct(deps.db, params.id);
    if (!product) throw notFound();
    return product;
  });
}
