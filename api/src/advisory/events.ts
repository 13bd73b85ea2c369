import { and, eq } from 'drizzle-orm';
import type { Interaction, InteractionInput } from '@patrimo/shared';
import type { AuthUser } from '../auth/auth-context';
import type { Database } from '../db/client';
import { advisoryCustomers, customerEvents } from '../db/schema';
import { customerScope } from '../http/customer-scope';
import { fieldErrors, forbidden, notFound } from '../http/errors';
import { cleanLine, cleanParagraphs } from '../lib/clean-text';
import { firmWide, personName, toInteraction, type Patch } from './customer-record';

/**
 * Interactions an advisor logs with a customer (spec §3 "Interaction"; the API calls them events): notes and
 * calls, on any customer of the caller's scope, with or without access (they are the firm's own records).
 * Only their author, a manager or an admin edits or deletes one.
 */

type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** How far ahead of the server's clock `occurredAt` may be: a browser's clock runs a little fast. */
export const OCCURRED_AT_TOLERANCE_MS = 5 * 60_000;

function optional(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const cleaned = cleanLine(value);
  return cleaned === '' ? null : cleaned;
}

/** The columns of an event from a (partial) input; a date in the future is `event.occurred_at: after_today`. */
function columnsOf(input: Patch<InteractionInput>, now: Date): Partial<typeof customerEvents.$inferInsert> {
  const columns: Partial<typeof customerEvents.$inferInsert> = {};
  if (input.kind !== undefined) columns.kind = input.kind;
  if (input.content !== undefined) {
    const content = cleanParagraphs(input.content);
    if (content === '') throw fieldErrors({ 'event.content': ['blank'] });
    columns.content = content;
  }
  for (const key of ['phone', 'companyName', 'contactName', 'promoCode'] as const) {
    const value = optional(input[key]);
    if (value !== undefined) columns[key] = value;
  }
  if (input.occurredAt !== undefined) {
    const occurredAt = new Date(input.occurredAt);
    if (occurredAt.getTime() > now.getTime() + OCCURRED_AT_TOLERANCE_MS) throw fieldErrors({ 'event.occurred_at': ['after_today'] });
    columns.occurredAt = occurredAt;
  }
  return columns;
}

/** POST /customers/{id}/events: the caller's name is kept with the event as it is now. */
export async function createEvent(db: Writer, caller: AuthUser, customer: { id: string; firmId: string }, input: InteractionInput, now: Date): Promise<Interaction> {
  const columns = columnsOf(input, now);
  const [row] = await db
    .insert(customerEvents)
    .values({
      kind: input.kind,
      content: columns.content as string,
      occurredAt: columns.occurredAt as Date,
      phone: columns.phone ?? null,
      companyName: columns.companyName ?? null,
      contactName: columns.contactName ?? null,
      promoCode: columns.promoCode ?? null,
      customerId: customer.id,
      firmId: customer.firmId,
      advisorUserId: caller.id,
      advisorName: personName(caller.firstName, caller.lastName) || caller.email,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('the event could not be stored');
  return toInteraction(row);
}

/**
 * An event of a customer in the caller's scope, for PUT and DELETE /events/{id}: 404 `not_found` when there is
 * none (unknown, another firm's, a customer the advisor does not follow), 403 `forbidden` when the caller is
 * neither its author nor a manager or an admin.
 */
async function editableEvent(db: Writer, caller: AuthUser, eventId: string): Promise<typeof customerEvents.$inferSelect> {
  const scope = customerScope(caller);
  if (!scope) throw notFound();
  const [found] = await db
    .select({ event: customerEvents })
    .from(customerEvents)
    .innerJoin(advisoryCustomers, eq(advisoryCustomers.id, customerEvents.customerId))
    .where(and(eq(customerEvents.id, eventId.toLowerCase()), scope))
    .limit(1);
  if (!found) throw notFound();
  if (found.event.advisorUserId !== caller.id && !firmWide(caller)) throw forbidden();
  return found.event;
}

export async function updateEvent(db: Writer, caller: AuthUser, eventId: string, input: Patch<InteractionInput>, now: Date): Promise<Interaction> {
  const event = await editableEvent(db, caller, eventId);
  const [row] = await db
    .update(customerEvents)
    .set({ ...columnsOf(input, now), updatedAt: now })
    .where(eq(customerEvents.id, event.id))
    .returning();
  if (!row) throw notFound();
  return toInteraction(row);
}

export async function deleteEvent(db: Writer, caller: AuthUser, eventId: string): Promise<void> {
  const event = await editableEvent(db, caller, eventId);
  await db.delete(customerEvents).where(eq(customerEvents.id, event.id));
}
