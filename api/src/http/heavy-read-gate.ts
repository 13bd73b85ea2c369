import type { FastifyInstance } from 'fastify';

/**
 * How many heavy reads (the conditional reads of `registerCall`: wealth series, compositions, aggregates,
 * analyses) one server works on at once; the others wait their turn, first come first served.
 *
 * Without a bound, 50 readers of the wealth series keep the event loop busy with 50 answers in progress: every
 * turn of the loop resumes each of them (its queries answered, its body to write) before it reads the next
 * socket, so a light request (`/api/health`, a sign-in) waits a whole round behind them (p50 26 ms, p99 39 ms on
 * PostgreSQL, 2 cores). Bounded, a turn resumes at most this many, and the light request is served in the next one.
 * Two per core keeps the database busy while the loop writes an answer.
 */
export const HEAVY_READS_AT_ONCE = 4;

/** A counting semaphore with a FIFO queue of waiters. */
export class Gate {
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(size: number) {
    this.#free = size;
  }

  /** Waits for a place; the returned function gives it back (once). */
  async enter(): Promise<() => void> {
    if (this.#free > 0) this.#free -= 1;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free += 1;
    };
  }

  /** Requests waiting for a place. */
  get queued(): number {
    return this.#waiting.length;
  }
}

const gates = new WeakMap<FastifyInstance, Gate>();

/** The heavy-read gate of one server. */
export function heavyReadGate(app: FastifyInstance): Gate {
  let gate = gates.get(app);
  if (!gate) {
    gate = new Gate(HEAVY_READS_AT_ONCE);
    gates.set(app, gate);
  }
  return gate;
}
