import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../http/deps';
import { SandboxCardProvider } from '../billing/sandbox/sandbox-provider';
import { RENEWAL_CHECK_MS } from '../billing/sandbox/renewals';
import { demoAccountHandler } from '../demo/demo-account';
import { INVITATION_MAILS_JOB, invitationMailsHandler } from '../invitations/invitation-mails';
import { syncAccountHandler } from '../sync/sync-account';
import { fundUniverse } from '../investments/universe';
import { scheduleDailyRefresh } from './daily-refresh';
import { JobRunner } from './runner';

/** How often the runner looks for connections to refresh (the refresh itself is daily per connection). */
export const REFRESH_CHECK_MS = 3600_000;

/**
 * The app's job runner: `sync_account`, `demo_account` and `invitation_mails` jobs, the daily refresh checked at start and then hourly,
 * and with the sandbox card provider its renewals (Stripe renews on its own side and says so by webhook).
 */
export function createJobRunner(deps: AppDeps, log?: FastifyBaseLogger): JobRunner {
  const billing = deps.billing;
  return new JobRunner({
    db: deps.db,
    clock: deps.clock,
    handlers: {
      sync_account: syncAccountHandler({ db: deps.db, aggregation: deps.aggregation, bus: deps.bus, funds: () => fundUniverse(deps.config.root) }),
      demo_account: demoAccountHandler({ db: deps.db, bus: deps.bus, root: deps.config.root }),
      [INVITATION_MAILS_JOB]: invitationMailsHandler({ db: deps.db, mailer: deps.mailer }),
    },
    schedules: [
      { name: 'daily_refresh', everyMs: REFRESH_CHECK_MS, run: async (now) => void (await scheduleDailyRefresh(deps.db, now, { engine: deps.engine })) },
      ...(billing instanceof SandboxCardProvider ? [{ name: 'sandbox_renewals', everyMs: RENEWAL_CHECK_MS, run: async (now: Date) => void (await billing.renewDue(now)) }] : []),
    ],
    ...(log ? { log } : {}),
  });
}
