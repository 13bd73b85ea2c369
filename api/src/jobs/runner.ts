import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import type { Clock } from '../lib/clock';

/**
 * The durable job runner (issue 4 "Syncs are durable jobs"). Life of a row of `jobs`:
 *
 *   queued ──claim──▶ running ──complete──▶ done
 *      ▲                 │
 *      └──retry (backoff)┤ (retryable error, attempts < max)
 *                        └──fail──▶ failed (permanent error, or attempts exhausted; `lastError` says why)
 *
 * A claim is `SELECT … FOR UPDATE SKIP LOCKED` in a transaction, so that with several API instances on
 * PostgreSQL two workers never take the same row; PGlite (one connection, every query serialized) accepts
 * the same SQL. A `running` row whose `lockedAt` is older than the stale timeout belonged to a worker that
 * died (process killed mid-sync): it is claimed again, and the handler — idempotent — resumes the work.
 * A long handler keeps its lock fresh through `progress()`, which is also its heartbeat.
 */

export type JobRow = typeof jobs.$inferSelect;

/** A worker whose lock is older than this is taken for dead. */
export const STALE_LOCK_MS = 10 * 60_000;
/** Attempts before a job ends `failed`. */
export const MAX_ATTEMPTS = 5;
/** Delay before the 2nd attempt; doubled at each further one (30 s, 1 min, 2 min, 4 min…). */
export const BASE_BACKOFF_MS = 30_000;

/** A failure that retrying cannot cure (the job ends `failed` at once). */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/** Whether an error is worth another attempt: an explicit `retryable` flag wins (ProviderError), else yes. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof PermanentJobError) return false;
  if (error && typeof error === 'object' && 'retryable' in error && typeof (error as { retryable: unknown }).retryable === 'boolean') {
    return (error as { retryable: boolean }).retryable;
  }
  return true;
}

/** The delay before attempt `attempts + 1`, after `attempts` failed ones. */
export function backoffDelay(attempts: number, baseMs = BASE_BACKOFF_MS): number {
  return baseMs * 2 ** Math.max(0, attempts - 1);
}

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'transaction' | 'execute'>;

/**
 * Takes the next job due at `now` (queued with `runAfter <= now`, or running with a stale lock), marks it
 * running for `workerId` and counts the attempt. Null when there is nothing to do.
 */
export async function claimNextJob(db: Db, now: Date, workerId: string, options: { staleMs?: number; kinds?: string[] } = {}): Promise<JobRow | null> {
  const staleBefore = new Date(now.getTime() - (options.staleMs ?? STALE_LOCK_MS));
  return db.transaction(async (tx) => {
    const due = or(and(eq(jobs.status, 'queued'), lte(jobs.runAfter, now)), and(eq(jobs.status, 'running'), lt(jobs.lockedAt, staleBefore)));
    const kinds = options.kinds;
    const where = kinds && kinds.length > 0 ? and(due, sql`${jobs.kind} IN (${sql.join(kinds.map((kind) => sql`${kind}`), sql`, `)})`) : due;
    const candidates = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(where)
      .orderBy(asc(jobs.runAfter), asc(jobs.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const candidate = candidates[0];
    if (!candidate) return null;
    const claimed = await tx
      .update(jobs)
      .set({ status: 'running', lockedAt: now, lockedBy: workerId, attempts: sql`${jobs.attempts} + 1`, updatedAt: now })
      .where(eq(jobs.id, candidate.id))
      .returning();
    return claimed[0] ?? null;
  });
}

/** The job went well. Only its current holder may close it (a worker that lost its lock changes nothing). */
export async function completeJob(db: Db, job: Pick<JobRow, 'id' | 'lockedBy'>, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', lockedAt: null, lockedBy: null, lastError: null, updatedAt: now })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), job.lockedBy === null ? sql`${jobs.lockedBy} IS NULL` : eq(jobs.lockedBy, job.lockedBy)));
}

/**
 * The attempt failed: back to `queued` after an exponential backoff while attempts remain and the error is
 * retryable, else `failed`. Returns what the job became.
 */
export async function failJob(
  db: Db,
  job: Pick<JobRow, 'id' | 'lockedBy' | 'attempts'>,
  now: Date,
  error: unknown,
  options: { maxAttempts?: number; baseBackoffMs?: number } = {},
): Promise<'queued' | 'failed'> {
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);
  const retry = isRetryable(error) && job.attempts < (options.maxAttempts ?? MAX_ATTEMPTS);
  await db
    .update(jobs)
    .set({
      status: retry ? 'queued' : 'failed',
      runAfter: retry ? new Date(now.getTime() + backoffDelay(job.attempts, options.baseBackoffMs)) : sql`${jobs.runAfter}`,
      lockedAt: null,
      lockedBy: null,
      lastError: message,
      updatedAt: now,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), job.lockedBy === null ? sql`${jobs.lockedBy} IS NULL` : eq(jobs.lockedBy, job.lockedBy)));
  return retry ? 'queued' : 'failed';
}

/** Records a job's progress (0 … 1, with what it does, in French) and refreshes its lock (heartbeat). */
export async function reportJobProgress(db: Db, job: Pick<JobRow, 'id' | 'lockedBy'>, now: Date, ratio: number, step: string): Promise<void> {
  await db
    .update(jobs)
    .set({ progress: { ratio: Math.min(1, Math.max(0, ratio)), step }, lockedAt: now, updatedAt: now })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
}

/** What a handler receives for one attempt. */
export interface JobContext {
  job: JobRow;
  /** The runner's clock. */
  now(): Date;
  /** Reports progress and keeps the lock fresh. */
  progress(ratio: number, step: string): Promise<void>;
}

/** The code of one kind of job. It must be idempotent: an attempt may be cut anywhere and run again. */
export interface JobHandler {
  run(context: JobContext): Promise<void>;
  /** Called once when the job ends `failed` (after the last attempt or a permanent error). */
  onFailed?(context: JobContext, error: unknown): Promise<void>;
}

/** Work the runner does on a schedule (the daily refresh), at start and then every `everyMs`. */
export interface ScheduledTask {
  name: string;
  everyMs: number;
  run(now: Date): Promise<void>;
}

/** The part of a logger the runner uses (Fastify's `app.log` fits). */
export interface RunnerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface JobRunnerOptions {
  db: Db;
  clock: Clock;
  handlers: Record<string, JobHandler>;
  schedules?: ScheduledTask[];
  /** @default host:pid:random */
  workerId?: string;
  /** Polling interval, real milliseconds. @default 1000 */
  pollMs?: number;
  staleMs?: number;
  maxAttempts?: number;
  baseBackoffMs?: number;
  log?: RunnerLog;
}

const silentLog: RunnerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Polls the `jobs` table and runs due jobs one at a time (concurrency 1 per instance). `start()` begins
 * polling and runs the schedules; `stop()` stops polling and waits for the job in progress to finish.
 * `runOnce()` runs at most one job, for tests and for `drain()`.
 */
export class JobRunner {
  readonly workerId: string;
  readonly #options: JobRunnerOptions;
  readonly #log: RunnerLog;
  #timer: NodeJS.Timeout | null = null;
  #running = false;
  #current: Promise<void> | null = null;
  readonly #nextSchedule = new Map<string, number>();

  constructor(options: JobRunnerOptions) {
    this.#options = options;
    this.#log = options.log ?? silentLog;
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  }

  get started(): boolean {
    return this.#running;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#schedule(0);
  }

  /** Stops polling; resolves once the job in progress (if any) has finished. */
  async stop(): Promise<void> {
    this.#running = false;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#current;
  }

  #schedule(delayMs: number): void {
    if (!this.#running) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#current = this.#tick().finally(() => {
        this.#current = null;
        this.#schedule(this.#options.pollMs ?? 1000);
      });
    }, delayMs);
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    try {
      await this.runSchedules();
      // Drain what is due, one job at a time, unless asked to stop.
      while (this.#running && (await this.runOnce())) {
        /* next job */
      }
    } catch (error) {
      // The database may be briefly unreachable: log and try again at the next tick.
      this.#log.error({ err: error }, 'job runner tick failed');
    }
  }

  /** Runs the scheduled tasks that are due (all of them at the first call). */
  async runSchedules(): Promise<void> {
    const now = this.#options.clock.now().getTime();
    for (const task of this.#options.schedules ?? []) {
      const due = this.#nextSchedule.get(task.name) ?? 0;
      if (now < due) continue;
      this.#nextSchedule.set(task.name, now + task.everyMs);
      try {
        await task.run(new Date(now));
      } catch (error) {
        this.#log.error({ err: error, task: task.name }, 'scheduled task failed');
      }
    }
  }

  /** Claims and runs one due job; false when none was due. */
  async runOnce(): Promise<boolean> {
    const { db, clock } = this.#options;
    const kinds = Object.keys(this.#options.handlers);
    const job = await claimNextJob(db, clock.now(), this.workerId, { ...(this.#options.staleMs !== undefined ? { staleMs: this.#options.staleMs } : {}), kinds });
    if (!job) return false;
    const context: JobContext = {
      job,
      now: () => clock.now(),
      progress: (ratio, step) => reportJobProgress(db, job, clock.now(), ratio, step),
    };
    const handler = this.#options.handlers[job.kind] as JobHandler;
    const maxAttempts = this.#options.maxAttempts ?? MAX_ATTEMPTS;
    let error: unknown;
    if (job.attempts > maxAttempts) {
      // Claimed again after its worker died too often (a job that kills the process must not loop forever).
      error = new PermanentJobError(`Abandoned after ${job.attempts - 1} attempts whose worker stopped`);
    } else {
      try {
        await handler.run(context);
        await completeJob(db, job, clock.now());
        this.#log.info({ jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job done');
        return true;
      } catch (caught) {
        error = caught;
      }
    }
    const outcome = await failJob(db, job, clock.now(), error, {
      maxAttempts,
      ...(this.#options.baseBackoffMs !== undefined ? { baseBackoffMs: this.#options.baseBackoffMs } : {}),
    });
    this.#log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, outcome, err: error }, 'job attempt failed');
    if (outcome === 'failed' && handler.onFailed) {
      try {
        await handler.onFailed(context, error);
      } catch (hookError) {
        this.#log.error({ err: hookError, jobId: job.id }, 'job failure hook failed');
      }
    }
    return true;
  }

  /** Runs due jobs until none is left (tests). Returns how many ran. */
  async drain(limit = 1000): Promise<number> {
    let count = 0;
    while (count < limit && (await this.runOnce())) count += 1;
    return count;
  }
}
