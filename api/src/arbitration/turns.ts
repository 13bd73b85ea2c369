import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { completedCooperatively, type EngineSteps } from '../engines/steps';

/**
 * The turns of the arbitration's computation: every engine call runs on its own turn of the event loop, so that
 * one request never holds the loop for more than one programme or one estimation, and the longest stretch is
 * kept for the benchmark.
 */

/** The longest synchronous stretch of arbitration computation seen in this process, ms (the benchmark reads it). */
export const arbitrationHolds = { longest: 0, reset(): void { this.longest = 0; } };

/** Runs a computation on its own turn of the event loop, its duration counted in `arbitrationHolds`. */
export async function onItsOwnTurn<T>(compute: () => T): Promise<T> {
  await nextTurn();
  const start = performance.now();
  try {
    return compute();
  } finally {
    arbitrationHolds.longest = Math.max(arbitrationHolds.longest, performance.now() - start);
  }
}

/** Runs engine steps one part per turn (`completedCooperatively`), each part's duration counted in `arbitrationHolds`. */
export function inParts<T>(steps: EngineSteps<T>): Promise<T> {
  return completedCooperatively(steps, (ms) => {
    arbitrationHolds.longest = Math.max(arbitrationHolds.longest, ms);
  });
}
