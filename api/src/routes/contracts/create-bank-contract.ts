import type { FastifyInstance } from 'fastify';
import { createBankContract } from '@patrimo/shared';
import { catalogueViewer, declareProduct } from '../../contracts/product-store';
import { registerCall } from '../../http/register-call';

/**
 * POST /api/banks/{bankId}/contracts `{ contract }` — a signed-in user declares a product missing from an
 * institution's range (name, kind, optional description, fees, minimum deposit; the texts cleaned of control and
 * bidirectional characters). Its author sees it at once in GET /banks/{id}, /banks/{id}/contracts, /contracts and
 * /contracts/{id} (by id or its new public address), marked `published: false`; everybody else once an advisory
 * firm admin has published it (POST /contracts/{id}/publish). An admin's declaration is published at once.
 * 201 with the product; 404 `not_found` for an unknown institution; 400 `contract.name: taken` when the
 * institution already sells a product of that name (case, accents and punctuation ignored).
 */
export function registerCreateBankContract(app: FastifyInstance): void {
  registerCall(app, createBankContract, async ({ params, body, auth, deps }) => {
    return deps.db.transaction((tx) =>
      declareProduct(tx, { bankId: params.bankId, contract: body.contract, viewer: catalogueViewer(auth), now: deps.clock.now() }),
    );
  });
}
