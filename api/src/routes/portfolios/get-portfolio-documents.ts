import type { FastifyInstance } from 'fastify';
import { getPortfolioDocuments } from '@patrimo/shared';
import { contractDocuments } from '../../documents/institution-documents';
import { owned } from '../../http/ownership';
import { registerCall } from '../../http/register-call';

/**
 * GET /api/users/{userId}/portfolios/{id}/documents — the institution's documents of the contract (statements,
 * terms) when the aggregation partner gives them; `source` says why a list is empty (`manual`: no institution
 * to ask, `unavailable`: the partner could not answer now). Another saver's contract is 404 `not_found`.
 */
export function registerGetPortfolioDocuments(app: FastifyInstance): void {
  registerCall(app, getPortfolioDocuments, async ({ params, subject, deps }) => {
    const { source, documents } = owned(await contractDocuments(deps, subject.userId, params.id));
    return { source, documents };
  });
}
