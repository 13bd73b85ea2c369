/**
 * The whole API contract: every call of spec §7, plus GET /advisors/me, GET /health and GET /addresses.
 * The server registers its routes from `allCalls`; the OpenAPI document is generated from it too.
 * Each domain file exports calls only, so the namespaces below are the call lists.
 */
import type { CallDefinition } from './define-call';
import * as accounts from './accounts';
import * as advisor from './advisor';
import * as auth from './auth';
import * as billing from './billing';
import * as documents from './documents';
import * as investments from './investments';
import * as invitations from './invitations';
import * as notifications from './notifications';
import * as portfolios from './portfolios';
import * as projection from './projection';
import * as realEstate from './real-estate';
import * as system from './system';
import * as users from './users';

export * from './define-call';
// The example answers (`./examples`) are for the tests and the contract's own checks: not exported, so the browser's
// shared copy of the contract does not carry them.
export * from './accounts';
export * from './advisor';
export * from './auth';
export * from './billing';
export * from './documents';
export * from './investments';
export * from './invitations';
export * from './notifications';
export * from './portfolios';
export * from './projection';
export * from './real-estate';
export * from './system';
export * from './users';

/** Every call by id, for lookups (`calls.getMe`). */
export const calls = {
  ...auth,
  ...users,
  ...billing,
  ...invitations,
  ...notifications,
  ...portfolios,
  ...documents,
  ...projection,
  ...accounts,
  ...investments,
  ...realEstate,
  ...advisor,
  ...system,
} as const;
export type CallId = keyof typeof calls;

/** Every call, in a stable order: the server registers one route per entry. */
export const allCalls: CallDefinition[] = Object.values(calls);
