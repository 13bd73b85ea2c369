import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { desc, sql } from 'drizzle-orm';
import { emailSchema } from '@patrimo/shared';
import { outboxEmails } from '../../db/schema';
import { fieldErrors } from '../../http/errors';

/**
 * Whether a socket's remote address is this machine: 127.0.0.0/8, ::1, or an IPv4 loopback mapped into IPv6
 * (`::ffff:127.0.0.1`, what a dual-stack socket reports). The socket's own address, never X-Forwarded-For,
 * which the caller writes.
 */
export function isLoopbackPeer(remoteAddress: string | undefined): boolean {
  if (!remoteAddress) return false;
  const address = remoteAddress.toLowerCase();
  return address === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(address);
}

/**
 * Whether a request came through a proxy: a reverse proxy on this same machine connects from a loopback
 * address on behalf of anyone, so a forwarded request never counts as local.
 */
export function isProxied(headers: IncomingHttpHeaders): boolean {
  return ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'].some((name) => headers[name] !== undefined);
}

/** How many mails the outbox lists, newest first. */
const OUTBOX_PAGE_SIZE = 20;

/**
 * GET /api/dev/outbox?to=<email> — the newest mails written to the outbox for an address (no SMTP server
 * configured), so a developer or an end-to-end test can read a confirmation code or a reset link. A plain
 * Fastify route, not a contract call: it is no part of the product. `app.ts` registers it only when the
 * configuration allows (MAIL_OUTBOX_READABLE), so otherwise the path is unknown (404 `route_not_found`);
 * with `loopbackOnly` (always so in production) a peer from another machine gets that same 404.
 */
export function registerDevOutbox(app: FastifyInstance, { loopbackOnly }: { loopbackOnly: boolean }): void {
  app.get('/api/dev/outbox', async (request, reply) => {
    if (loopbackOnly && !(isLoopbackPeer(request.socket.remoteAddress) && !isProxied(request.headers))) return reply.callNotFound();
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
