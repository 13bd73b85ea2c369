import type { ResponseOf } from '../define-call';
import type * as calls from '../auth';
import { tokens } from './entities';

/** A valid example answer of each call of `contract/auth.ts`; missing or drifted examples fail to compile. */
export const authExamples: { [K in keyof typeof calls]: ResponseOf<(typeof calls)[K]> } = {
  createToken: tokens,
  revokeToken: {},
};
