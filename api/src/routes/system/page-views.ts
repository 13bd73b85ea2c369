import type { FastifyInstance } from 'fastify';
import { and, asc, between, sql } from 'drizzle-orm';
import { z } from 'zod';
import { brandIdSchema, pageOf, parisDay, type ErrorCode } from '@patrimo/shared';
import { pageViewsDaily } from '../../db/schema';
import { badRequest, fieldErrors } from '../../http/errors';
import { clientAddress, enforceLimits } from '../../http/rate-limit/limits';
import { isLoopbackPeer, isProxied } from '../dev/get-outbox';

/** A page as the shell sends it: a path of at most 120 characters, made of path characters only. */
const PAGE = /^\/[A-Za-z0-9\-._~:/]{0,119}$/;

const pageViewSchema = z.object({ brand: brandIdSchema, page: z.string().regex(PAGE) }).strict();

/** Page views one address may count per minute: a person browsing never comes close, a script is held back. */
export const PAGE_VIEWS_PER_MINUTE = 120;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The audience measure (spec §7 "an analytics service"; the cookie banner's « mesure d’audience anonyme »), kept
 * by the product itself rather than sent to a third party:
 * - `POST /api/analytics/page-views` `{ brand, page }` adds one to the day's counter of that page (204). No
 *   cookie, no token read, no address or device stored: nothing in a row can be traced back to a person, so
 *   the measure needs no consent. The page is stripped of record ids again here (`pageOf`), whatever the
 *   caller sent. Limited per address, like every call open to anyone.
 * - `GET /api/analytics/page-views?from=YYYY-MM-DD&to=YYYY-MM-DD` reads the counters, for the operator on the
 *   server's own machine only (a loopback peer, not through a proxy), like the development outbox: to anyone
 *   else the path does not exist.
 */
export function registerPageViews(app: FastifyInstance): void {
  app.post('/api/analytics/page-views', async (request, reply) => {
    const { deps } = app;
    await enforceLimits(deps.rateLimits, reply, [{ key: `page-views:${clientAddress(request)}`, max: PAGE_VIEWS_PER_MINUTE, windowMs: 60_000 }]);
    const parsed = pageViewSchema.safeParse(request.body);
    if (!parsed.success) {
      const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
      const problems: Record<string, ErrorCode[]> = {};
      for (const field of ['brand', 'page'] as const) {
        if (parsed.error.issues.some((issue) => issue.path[0] === field)) problems[field] = [body[field] === undefined ? 'required' : 'invalid'];
      }
      // Anything else (a member that is not ours, a body that is not an object) is a malformed call.
      throw Object.keys(problems).length > 0 ? fieldErrors(problems) : badRequest('invalid');
    }
    const day = parisDay(deps.clock.now());
    await deps.db
      .insert(pageViewsDaily)
      .values({ day, brand: parsed.data.brand, page: pageOf(parsed.data.page), views: 1 })
      .onConflictDoUpdate({ target: [pageViewsDaily.day, pageViewsDaily.brand, pageViewsDaily.page], set: { views: sql`${pageViewsDaily.views} + 1` } });
    return reply.code(204).send();
  });

  app.get('/api/analytics/page-views', async (request, reply) => {
    if (!(isLoopbackPeer(request.socket.remoteAddress) && !isProxied(request.headers))) return reply.callNotFound();
    const query = request.query as Record<string, unknown>;
    const today = parisDay(app.deps.clock.now());
    const from = query.from ?? today;
    const to = query.to ?? today;
    const problems: Record<string, ErrorCode[]> = {};
    if (typeof from !== 'string' || !DAY.test(from)) problems.from = ['invalid'];
    if (typeof to !== 'string' || !DAY.test(to)) problems.to = ['invalid'];
    if (Object.keys(problems).length > 0) throw fieldErrors(problems);
    const rows = await app.deps.db
      .select()
      .from(pageViewsDaily)
      .where(and(between(pageViewsDaily.day, from as string, to as string)))
      .orderBy(asc(pageViewsDaily.day), asc(pageViewsDaily.brand), asc(pageViewsDaily.page));
    return reply.send({ page_views: rows.map((row) => ({ day: row.day, brand: row.brand, page: row.page, views: row.views })) });
  });
}
