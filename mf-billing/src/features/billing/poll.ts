/** How the payment step waits for the provider's webhook to make the saver premium. */
export interface BackoffOptions {
  /** First wait. @default 400 */
  initialMs?: number;
  /** Each wait is the previous one times this. @default 1.6 */
  factor?: number;
  /** No single wait is longer. @default 3000 */
  maxMs?: number;
  /** The waits add up to this at most: then the step stops asking. @default 30000 */
  totalMs?: number;
}

/** The waits between two reads: growing, capped, and bounded in total (so the poll always ends). */
export function backoffDelays({ initialMs = 400, factor = 1.6, maxMs = 3000, totalMs = 30_000 }: BackoffOptions = {}): number[] {
  const delays: number[] = [];
  let next = initialMs;
  let sum = 0;
  while (sum + Math.min(next, maxMs) <= totalMs) {
    const delay = Math.round(Math.min(next, maxMs));
    delays.push(delay);
    sum += delay;
    next *= factor;
  }
  return delays;
}

/** The poll gave up: what it waited for never came within its delays. */
export class PollTimeoutError extends Error {
  constructor(readonly attempts: number) {
    super(`still not done after ${attempts} reads`);
    this.name = 'PollTimeoutError';
  }
}

export interface PollOptions {
  delays: readonly number[];
  /** Waits `ms` (a timer in the page; tests pass one that resolves at once and records the waits). */
  wait: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

/**
 * Reads until `done` says yes: once at once, then after each delay. Resolves with the read that was done;
 * rejects with `PollTimeoutError` when the delays run out, or with the read's own error.
 */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, { delays, wait, signal }: PollOptions): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    signal?.throwIfAborted();
    const value = await read();
    if (done(value)) return value;
    const delay = delays[attempt];
    if (delay === undefined) throw new PollTimeoutError(attempt + 1);
    await wait(delay);
  }
}

/** A timer wait for `pollUntil` in the page. */
export function waitFor(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
