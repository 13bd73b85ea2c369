// The durable job queue (bank syncs, daily refresh, e-mails).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './identity';

/**
 * Durable background work (synchronisations first): a row per job, claimed with `FOR UPDATE SKIP LOCKED` so
 * that with several API instances a job runs once; retried with a growing delay; a job whose worker died
 * (`lockedAt` too old) is claimed again. Jobs are idempotent: running one twice changes nothing more.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** The user the job is about; their jobs go with their account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** Progress shown while a synchronisation runs (0 … 1) and what it is doing, in French. */
    progress: jsonb('progress').$type<{ ratio: number; step: string } | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('jobs_claim_idx').on(t.status, t.runAfter), index('jobs_user_idx').on(t.userId)],
);
