import type { FastifyInstance } from 'fastify';
import { getContract } from '@patrimo/shared';
import { authenticateBearer } from '../../auth/auth-context';
import { catalogueViewer, findCatalogueProduct } from '../../contracts/product-store';
import { registerCall } from '../../http/register-call';
import { notFound } from '../../http/errors';

/**
 * GET /api/contracts/{id} — one catalogue product, by its id or by its public address, because the public
 * contract card /contrats/{url} (spec §2) is read without signing in. A product awaiting review is served to
 * its author and the advisory firm admins only, so the call reads a bearer token when one is sent (and ignores
 * an invalid one: the caller is then anonymous). Anything else is 404 `not_found`.
 */
export function registerGetContract(app: FastifyInstance): void {
  registerCall(app, getContract, async ({ params, request, deps }) => {
    const bearer = request.headers.authorization ? await authenticateBearer(deps.db, deps.clock, request.headers.authorization) : undefined;
    const viewer = bearer?.status === 'ok' ? catalogueViewer(bearer.auth) : null;
    const product = await findCatalogueProduct(deps.db, params.id, viewer);
    if (!product) throw notFound();
    return product;
  });
}
