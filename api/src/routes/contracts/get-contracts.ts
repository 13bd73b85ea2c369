import type { FastifyInstance } from 'fastify';
import { getContracts } from '@patrimo/shared';
import { catalogueViewer, filterCatalogue } from '../../contracts/product-store';
import { registerCall } from '../../http/register-call';

/** Products per page of GET /contracts. */
export const CONTRACTS_PAGE_SIZE = 20;

/**
 * GET /api/contracts — the product catalogue, filtered by institution (`bank_id`), kind and words of the
 * product's or the institution's name (`q`, case and accents ignored), by pages of 20 from page 1. A page
 * past the end is empty, with the real totals, so that the client can tell it went too far. Any signed-in
 * user; the catalogue is the institutions catalogue's products (with advisors' edits) and the published
 * products savers declared, plus the caller's own declarations awaiting review (all of them for an admin).
 */
export function registerGetContracts(app: FastifyInstance): void {
  registerCall(app, getContracts, async ({ query, auth, deps }) => {
    const matches = await filterCatalogue(deps.db, { bankId: query.bankId, kind: query.kind, q: query.q }, catalogueViewer(auth));
    const start = (query.page - 1) * CONTRACTS_PAGE_SIZE;
    return {
      contracts: matches.slice(start, start + CONTRACTS_PAGE_SIZE),
      meta: { page: query.page, totalPages: Math.ceil(matches.length / CONTRACTS_PAGE_SIZE), totalCount: matches.length },
    };
  });
}
