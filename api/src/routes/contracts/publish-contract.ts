import type { FastifyInstance } from 'fastify';
import { publishContract } from '@patrimo/shared';
import { catalogueViewer, publishProduct } from '../../contracts/product-store';
import { registerCall } from '../../http/register-call';

/**
 * POST /api/contracts/{id}/publish — an advisory firm admin publishes a product a saver declared, after review:
 * everybody sees it from then on. Other advisory roles and savers 403 `forbidden` (the call's access: `advisorRole('admin')`);
 * 404 `not_found` for an unknown product; 400 `contract.name: taken` when a published product of the institution
 * already has its name. Publishing twice gives the same product.
 */
export function registerPublishContract(app: FastifyInstance): void {
  registerCall(app, publishContract, async ({ params, auth, deps }) => {
    return deps.db.transaction((tx) => publishProduct(tx, { id: params.id, viewer: catalogueViewer(auth), now: deps.clock.now() }));
  });
}
