import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { getAdvisorNotes } from '@patrimo/shared';
import { advisoryCustomers } from '../../db/schema';
import { registerCall } from '../../http/register-call';

/** GET /api/customers/{customerId}/advisor_notes — the advisors' free notes on a customer (the firm's own). */
export function registerGetAdvisorNotes(app: FastifyInstance): void {
  registerCall(app, getAdvisorNotes, async ({ customer, deps }) => {
    const [row] = await deps.db.select({ advisorNotes: advisoryCustomers.advisorNotes }).from(advisoryCustomers).where(eq(advisoryCustomers.id, customer.id));
    return { advisorNotes: row?.advisorNotes ?? '' };
  });
}
