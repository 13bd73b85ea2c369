import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { websocketTickets } from '../db/schema';
import type { Clock } from '../lib/clock';
import { hashSecret, newSecret } from '../lib/tokens';

/**
 * Tickets for the live channel. Browsers cannot set an Authorization header on a WebSocket, and an access
 * token in a URL ends up in logs; so the client trades its bearer token for a short-lived, single-use
 * ticket (GET /api/websocket/token) and opens `/ws?ticket=…` with it.
 */
export async function issueTicket(db: Database, clock: Clock, ttlSeconds: number, userId: string): Promise<{ ticket: string; expiresIn: number }> {
  const now = clock.now();
  const ticket = newSecret();
  // Spent and expired tickets of this user are worthless: drop them as new ones are issued.
  await db.delete(websocketTickets).where(and(eq(websocketTickets.userId, userId), lt(websocketTickets.expiresAt, now)));
  await db.insert(websocketTickets).values({
    tokenHash: hashSecret(ticket),
    userId,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    createdAt: now,
  });
  return { ticket, expiresIn: ttlSeconds };
}

/** Spends a ticket: the user id when it is valid, unused and unexpired; undefined otherwise. Atomic. */
export async function consumeTicket(db: Database, clock: Clock, ticket: string): Promise<string | undefined> {
  const now = clock.now();
  const rows = await db
    .update(websocketTickets)
    .set({ usedAt: now })
    .where(and(eq(websocketTickets.tokenHash, hashSecret(ticket)), isNull(websocketTickets.usedAt), gt(websocketTickets.expiresAt, now)))
    .returning({ userId: websocketTickets.userId });
  return rows[0]?.userId;
}
