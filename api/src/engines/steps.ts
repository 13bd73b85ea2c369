import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * A computation written as parts that pause (`yield`) between them: run to its end at once (`completed`) or
 * one part per turn of the event loop (`completedCooperatively`), so that a request never holds the loop for
 * more than one part while other requests wait. The optimiser's searches and the analysis steps use it.
 */
export type EngineSteps<T> = Generator<void, T, void>;

/** Runs the parts to their end, synchronously. */
export function completed<T>(steps: EngineSteps<T>): T {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/**
 * Runs the parts to their end, one per turn of the event loop (the first on the next turn, too).
 * `onPart` receives how long each part held the loop, in milliseconds.
 */
export async function completedCooperatively<T>(steps: EngineSteps<T>, onPart?: (ms: number) => void): Promise<T> {
  for (;;) {
    await nextTurn();
    const started = performance.now();
    const step = steps.next();
    onPart?.(performance.now() - started);
    if (step.done) return step.value;
  }
}
