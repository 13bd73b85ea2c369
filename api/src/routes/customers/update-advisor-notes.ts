import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { updateAdvisorNotes } from '@patrimo/shared';
import { advisoryCustomers } from '../../db/schema';
import { registerCall } from '../../http/register-call';
import { cleanParagraphs } from '../../lib/clean-text';

/** PUT /api/customers/{customerId}/advisor_notes — replaces the notes (an empty text clears them). */
export function registerUpdateAdvisorNotes(app: FastifyInstance): void {
  registerCall(app, updateAdvisorNotes, async ({ body, customer, deps }) => {
    const advisorNotes = cleanParagraphs(body.advisorNotes);
    await deps.db.update(advisoryCustomers).set({ advisorNotes, updatedAt: deps.clock.now() }).where(eq(advisoryCustomers.id, customer.id));
    return { advisorNotes };
  });
}
