import type { FastifyInstance } from 'fastify';
import { desc, sql } from 'drizzle-orm';
import { emailSchema } from '@patrimo/shared';
import { outboxEmails } from '../../db/schema';
import { fieldErrors } from '../../http/errors';

/** How many mails the outbox lists, newest first. */
const OUTBOX_PAGE_SIZE = 20;

/**
 * GET /api/dev/outbox?to=<email> — the newest mails written to the outbox for an address (no SMTP server
 * configured), so a developer or an end-to-end test can read a confirmation code or a reset link. A plain
 * Fastify route, not a contract call: it is no part of the product. `app.ts` registers it outside production
 * only, so in production the path is unknown (404 `route_not_found`).
 */
export function registerDevOutbox(app: FastifyInstance): void {
  app.get('/api/dev/outbox', async (request, reply) => {
    const raw = (request.query as Record<string, unknown>).to;
    const parsed = emailSchema.safeParse(raw);
    if (!parsed.success) throw fieldErrors({ to: [raw === undefined ? 'required' : 'invalid'] });
    const rows = await app.deps.db
      .select()
      .from(outboxEmails)
      .where(sql`lower(${outboxEmails.toAddress}) = ${parsed.data}`)
      .orderBy(desc(outboxEmails.createdAt))
      .limit(OUTBOX_PAGE_SIZE);
    return reply.send({
      emails: rows.map((row) => ({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        html: row.html,
        created_at: row.createdAt.toISOString(),
      })),
    });
  });
}
