import type { ResponseOf } from '../define-call';
import type * as calls from '../system';

/** A valid example answer of each call of `contract/system.ts`; missing or drifted examples fail to compile. */
export const systemExamples: { [K in keyof typeof calls]: ResponseOf<(typeof calls)[K]> } = {
  getHealth: { status: 'ok', database: 'pglite' },
};
