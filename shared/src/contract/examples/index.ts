import type { ResponseOf } from '../define-call';
import type { CallId, calls } from '../index';
import { authExamples } from './auth';
import { usersExamples } from './users';
import { billingExamples } from './billing';
import { invitationsExamples } from './invitations';
import { notificationsExamples } from './notifications';
import { portfoliosExamples } from './portfolios';
import { documentsExamples } from './documents';
import { projectionExamples } from './projection';
import { accountsExamples } from './accounts';
import { investmentsExamples } from './investments';
import { realEstateExamples } from './real-estate';
import { advisorExamples } from './advisor';
import { systemExamples } from './system';

type ExampleResponses = { [K in CallId]: ResponseOf<(typeof calls)[K]> };

/**
 * A valid example answer of every call, kept next to the contract one file per domain
 * (`examples/portfolios.ts` for `portfolios.ts`) and typed against it, so that a call without an example,
 * or an example that drifted from its schema, fails to compile. Tests parse each one with its schema and
 * round-trip it through the wire conversion; mocks and stories can reuse them.
 */
export const EXAMPLE_RESPONSES: ExampleResponses = {
  ...authExamples,
  ...usersExamples,
  ...billingExamples,
  ...invitationsExamples,
  ...notificationsExamples,
  ...portfoliosExamples,
  ...documentsExamples,
  ...projectionExamples,
  ...accountsExamples,
  ...investmentsExamples,
  ...realEstateExamples,
  ...advisorExamples,
  ...systemExamples,
};
