import type { FastifyInstance } from 'fastify';
import { updateContract } from '@patrimo/shared';
import { catalogueViewer, editProduct } from '../../contracts/product-store';
import { registerCall } from '../../http/register-call';

/**
 * PUT /api/contracts/{id} `{ contract }` — an advisor (any advisory role; savers 403 `forbidden`) edits a
 * catalogue product: any of name, kind, description, fees, minimum deposit, euro-fund rate. A product of the
 * code is stored as an edited copy that the catalogue routes show instead; its id and public address do not
 * change. A product awaiting review is edited by admins only (404 for the other advisors, who do not see it).
 * 404 `not_found` for an unknown id; 400 `contract.name: taken` when another product of the institution has
 * that name. Sending the same edit twice gives the same product.
 */
export function registerUpdateContract(app: FastifyInstance): void {
  registerCall(app, updateContract, async ({ params, body, auth, deps }) => {
    return deps.db.transaction((tx) => editProduct(tx, { id: params.id, update: body.contract, viewer: catalogueViewer(auth), now: deps.clock.now() }));
  });
}
