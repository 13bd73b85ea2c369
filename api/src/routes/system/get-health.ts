import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { getHealth } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';

/**
 * GET /api/health — liveness with a real database round trip, for load balancers and the start scripts.
 * A database that does not answer makes it fail (500 `server_error`, the cause in the log).
 */
export function registerGetHealth(app: FastifyInstance): void {
  registerCall(app, getHealth, async ({ deps }) => {
    await deps.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: deps.engine };
  });
}
