import type { FastifyInstance } from 'fastify';
import { publishContract } from '@patrimo/shared';
import { catalogueViewer, publishProduct } from '../../contracts/product-store';
import { forbidden, unauthorized } from '../../http/errors';
import { registerCall } from '../../http/register-call';

/**
 * POST /api/contracts/{id}/publish — an advisory firm admin publishes a product a saver declared, after review:
 * everybody sees it from then on. Other advisory roles 403 `forbidden`, savers 403 too (the call's access);
 * 404 `not_found` for an unknown product; 400 `contract.name: taken` when a published product of the institution
 * already has its name. Publishing twice gives the same product.
 */
export function registerPublishContract(app: FastifyInstance): void {
  registerCall(app, publishContract, async ({ params, auth, deps }) => {
    if (!auth) throw unauthorized();
    // The call's access is any advisory role; reviewing the catalogue is the firm admins' work.
    if (!auth.user.isAdmin) throw forbidden();
    return deps.db.transaction((tx) => publishProduct(tx, { id: params.id, viewer: catalogueViewer(auth), now: deps.clock.now() }));
  });
}
