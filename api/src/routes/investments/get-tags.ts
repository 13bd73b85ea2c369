import type { FastifyInstance } from 'fastify';
import { getTags } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { fundUniverse } from '../../investments/universe';

/**
 * GET /api/tags — the themes funds are filed under, French labels, each used by at least one fund of the
 * universe (its id is what GET /investments?tag= takes). Any signed-in user.
 */
export function registerGetTags(app: FastifyInstance): void {
  registerCall(app, getTags, async ({ deps }) => fundUniverse(deps.config.root).tags.map((tag) => ({ ...tag })));
}
