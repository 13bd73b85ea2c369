import { count, eq, sql } from 'drizzle-orm';
import { createTestDatabase, describeDb, repoRoot, type TestDatabase } from '../../test/helpers/test-app';
import { ProviderError, type AggregationProvider, type ProviderAccount } from '../aggregation/provider';
import { SandboxProvider, sandboxConnectionId } from '../aggregation/sandbox/sandbox-provider';
import { savingsRates } from '../aggregation/sandbox/savings-rates';
import type { Database } from '../db/client';
import { aggregatorUsers, bankAccounts, jobs, loans, notifications, portfolioInvestments, portfolios, portfolioValues, transactions, users } from '../db/schema';
import { fundUniverse } from '../investments/universe';
import { scheduleDailyRefresh } from '../jobs/daily-refresh';
import { enqueueSync } from '../jobs/queue';
import { BASE_BACKOFF_MS, claimNextJob, JobRunner, MAX_ATTEMPTS, STALE_LOCK_MS, type JobContext, type JobRow } from '../jobs/runner';
import { manualClock, type ManualClock } from '../lib/clock';
import type { LiveMessage } from '@patrimo/shared';
import type { LiveBus } from '../live/bus';
import { syncAccount, syncAccountHandler, type SyncAccountDeps } from './sync-account';

const BANK = 'banque-populaire-aquitaine-centre-atlantique';
const LOGIN = 'denis';
const START = new Date('2026-11-21T10:00:00Z');
const universe = fundUniverse(repoRoot);
const rates = savingsRates(repoRoot);

interface Counts {
  values: number;
  investments: number;
  transactions: number;
  loans: number;
}

interface Fixture {
  userId: string;
  accountId: string;
  partner: ProviderAccount[];
  /** The partner accounts the saver kept (every one but the last). */
  kept: ProviderAccount[];
}

/** The account a live message is about. */
function accountOf(event: LiveMessage): string | null {
  if (event.type === 'notification') return event.notification.payload.accountId;
  return 'accountId' in event ? event.accountId : null;
}

describeDb('sync_account jobs', () => {
  let database: TestDatabase;
  let db: Database;
  let clock: ManualClock;
  let sandbox: SandboxProvider;
  let events: { userId: string; event: LiveMessage }[];
  let sequence = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
  });
  afterAll(async () => database.destroy());
  beforeEach(() => {
    clock = manualClock(START);
    sandbox = new SandboxProvider({ root: repoRoot, now: () => clock.now(), universe, rates });
    events = [];
  });

  function deps(overrides: Partial<SyncAccountDeps> = {}): SyncAccountDeps {
    // A bus that records what would reach the saver's sockets.
    const bus: LiveBus = { kind: 'local', publish: async (userId, event) => void events.push({ userId, event }), closeUser: async () => undefined, start: async () => undefined, close: async () => undefined };
    return { db, aggregation: sandbox, bus, ...overrides };
  }

  function runner(syncDeps: SyncAccountDeps = deps(), workerId = 'worker-a'): JobRunner {
    return new JobRunner({ db, clock, workerId, handlers: { sync_account: syncAccountHandler(syncDeps) } });
  }

  /** A saver, their sandbox identity, a connection with `login` and the portfolios they kept. */
  async function fixture(login = LOGIN, options: { lastSyncAt?: Date | null; demo?: boolean } = {}): Promise<Fixture> {
    sequence += 1;
    const [user] = await db.insert(users).values({ email: `sync-${sequence}@patrimo.test`, passwordHash: 'x' }).returning({ id: users.id });
    const userId = (user as { id: string }).id;
    const providerUserId = `sbx-user-sync-${sequence}`;
    await db.insert(aggregatorUsers).values({ userId, provider: 'sandbox', providerUserId, token: 'secret' });
    const connectionId = sandboxConnectionId(providerUserId, BANK, login);
    const [account] = await db
      .insert(bankAccounts)
      .values({ userId, provider: 'sandbox', connectionId, bankId: BANK, bankName: 'Banque Populaire', demo: options.demo ?? false, lastSyncAt: options.lastSyncAt ?? null })
      .returning({ id: bankAccounts.id });
    const accountId = (account as { id: string }).id;
    const partner = login === LOGIN ? await sandbox.accounts({ id: providerUserId, token: 'secret' }, connectionId) : [];
    const kept = partner.slice(0, -1);
    if (kept.length > 0) {
      await db.insert(portfolios).values(
        kept.map((item) => ({
          userId,
          accountId,
          externalId: item.id,
          name: item.name,
          kind: item.kind,
          kindDetail: item.kindDetail,
          type: item.loan ? ('liability' as const) : ('asset' as const),
          amount: 0,
        })),
      );
    }
    return { userId, accountId, partner, kept };
  }

  async function counts(accountId: string): Promise<Counts> {
    const mine = sql`${portfolios.accountId} = ${accountId}`;
    const [values] = await db.select({ n: count() }).from(portfolioValues).innerJoin(portfolios, eq(portfolios.id, portfolioValues.portfolioId)).where(mine);
    const [lines] = await db.select({ n: count() }).from(portfolioInvestments).innerJoin(portfolios, eq(portfolios.id, portfolioInvestments.portfolioId)).where(mine);
    const [moves] = await db.select({ n: count() }).from(transactions).innerJoin(portfolios, eq(portfolios.id, transactions.portfolioId)).where(mine);
    const [debts] = await db.select({ n: count() }).from(loans).innerJoin(portfolios, eq(portfolios.id, loans.portfolioId)).where(mine);
    return { values: values?.n ?? 0, investments: lines?.n ?? 0, transactions: moves?.n ?? 0, loans: debts?.n ?? 0 };
  }

  function expected(kept: ProviderAccount[]): Counts {
    return {
      values: kept.reduce((sum, item) => sum + item.history.length, 0),
      investments: kept.reduce((sum, item) => sum + item.investments.length, 0),
      transactions: kept.reduce((sum, item) => sum + item.transactions.length, 0),
      loans: kept.filter((item) => item.loan).length,
    };
  }

  async function job(id: string): Promise<JobRow> {
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    return row as JobRow;
  }

  async function bankAccount(id: string) {
    const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
    return row as typeof bankAccounts.$inferSelect;
  }

  it('stores values, investments, transactions and loans of the kept contracts, with progress and live events', async () => {
    const { userId, accountId, partner, kept } = await fixture();
    expect(kept.length).toBeGreaterThanOrEqual(5);
    const want = expected(kept);
    expect(want.loans).toBeGreaterThan(0);
    expect(want.investments).toBeGreaterThan(0);
    const jobId = await enqueueSync(db, clock.now(), userId, accountId);

    expect(await runner().runOnce()).toBe(true);

    expect(await counts(accountId)).toEqual(want);
    const done = await job(jobId);
    expect(done).toMatchObject({ status: 'done', attempts: 1, lockedBy: null, lastError: null, progress: { ratio: 1 } });
    const stored = await bankAccount(accountId);
    expect(stored).toMatchObject({ state: 'none', syncing: false, fields: [] });
    expect(stored.lastSyncAt?.toISOString()).toBe(START.toISOString());
    // The partner account the saver did not keep got no portfolio.
    const ignored = partner[partner.length - 1] as ProviderAccount;
    expect(await db.select().from(portfolios).where(eq(portfolios.externalId, ignored.id))).toHaveLength(0);
    for (const item of kept) {
      const [portfolio] = await db.select().from(portfolios).where(eq(portfolios.externalId, item.id));
      expect(portfolio).toMatchObject({ amount: item.balance, openingDate: item.openingDate, simulatedFrom: item.simulatedFrom });
      const last = item.history[item.history.length - 1];
      if (last) {
        const [value] = await db.select().from(portfolioValues).where(sql`${portfolioValues.portfolioId} = ${portfolio?.id} AND ${portfolioValues.date} = ${last[0]}`);
        expect(value?.value ?? Number.NaN).toBeCloseTo(last[1], 2);
      }
    }
    const progress = events.flatMap(({ event }) => (event.type === 'sync_progress' ? [event] : []));
    expect(progress.length).toBe(kept.length + 3);
    const ratios = progress.map((event) => event.progress);
    expect([...ratios].sort((a, b) => a - b)).toEqual(ratios);
    expect(progress[progress.length - 1]).toEqual({ type: 'sync_progress', accountId, progress: 1, state: 'none', step: 'Synchronisation terminée' });
    expect(events.every((entry) => entry.userId === userId && accountOf(entry.event) === accountId)).toBe(true);
    // The saver is told, in the notification centre and live, and their accounts are fetched again.
    const [notice, fetched] = events.slice(-2).map((entry) => entry.event);
    expect(notice).toMatchObject({ type: 'notification', unreadNb: 1, notification: { event: 'account_fetched', kind: 'system', read: false, payload: { accountId, text: 'Banque Populaire' } } });
    expect(fetched).toEqual({ type: 'account_fetched', accountId });
    expect(await db.select().from(notifications).where(eq(notifications.userId, userId))).toEqual([expect.objectContaining({ event: 'account_fetched', accountId, text: 'Banque Populaire', readAt: null })]);
  });

  it('is idempotent: a second sync stores nothing more', async () => {
    const { userId, accountId, kept } = await fixture();
    await enqueueSync(db, clock.now(), userId, accountId);
    await runner().drain();
    const first = await counts(accountId);
    clock.advance(3600_000);
    await enqueueSync(db, clock.now(), userId, accountId);
    expect(await runner().drain()).toBe(1);
    expect(await counts(accountId)).toEqual(first);
    expect(first).toEqual(expected(kept));
  });

  it('an attempt cut after the values step is retried and completes with nothing doubled', async () => {
    const { userId, accountId, kept } = await fixture();
    const jobId = await enqueueSync(db, clock.now(), userId, accountId);
    let cuts = 0;
    const cutting = deps({
      afterStep: (step) => {
        // The second contract's values are in, then the process "fails".
        if (step === 'values' && cuts === 0 && events.filter(({ event }) => event.type === 'sync_progress').length === 3) {
          cuts += 1;
          throw new Error('cut mid-way');
        }
      },
    });
    expect(await runner(cutting).runOnce()).toBe(true);
    const cut = await job(jobId);
    expect(cut).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Error: cut mid-way' });
    expect(cut.runAfter.getTime()).toBe(START.getTime() + BASE_BACKOFF_MS);
    const partial = await counts(accountId);
    expect(partial.values).toBeGreaterThan(0);
    expect(partial.values).toBeLessThan(expected(kept).values);
    expect((await bankAccount(accountId)).syncing).toBe(true);

    expect(await runner(cutting).runOnce()).toBe(false); // not due before its backoff
    clock.advance(BASE_BACKOFF_MS);
    expect(await runner(cutting).runOnce()).toBe(true);
    expect(await job(jobId)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await counts(accountId)).toEqual(expected(kept));
    expect((await bankAccount(accountId)).syncing).toBe(false);
  });

  it('a worker killed mid-sync leaves a stale lock; the next start resumes the job with nothing lost or doubled', async () => {
    const { userId, accountId, kept } = await fixture();
    const jobId = await enqueueSync(db, clock.now(), userId, accountId);
    // A worker claims the job and dies during the transactions step of its third contract: no failJob, no unlock.
    const claimed = (await claimNextJob(db, clock.now(), 'dead-worker')) as JobRow;
    expect(claimed.id).toBe(jobId);
    let contracts = 0;
    const dying: SyncAccountDeps = deps({
      afterStep: (step) => {
        if (step === 'transactions' && ++contracts === 3) throw new Error('SIGKILL');
      },
    });
    const context: JobContext = { job: claimed, now: () => clock.now(), progress: async () => undefined };
    await expect(syncAccount(dying, context)).rejects.toThrow('SIGKILL');
    expect(await job(jobId)).toMatchObject({ status: 'running', lockedBy: 'dead-worker' });

    // Restarted before the lock went stale: another worker leaves it alone.
    clock.advance(STALE_LOCK_MS - 1000);
    expect(await runner().runOnce()).toBe(false);
    clock.advance(2000);
    expect(await runner(deps(), 'worker-b').runOnce()).toBe(true);
    expect(await job(jobId)).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
    expect(await counts(accountId)).toEqual(expected(kept));
    expect((await bankAccount(accountId)).state).toBe('none');
  });

  it('a retryable partner error retries with exponential backoff, then ends failed after the last attempt', async () => {
    const { userId, accountId } = await fixture();
    const flaky: AggregationProvider = Object.assign(Object.create(sandbox) as SandboxProvider, {
      accounts: async () => {
        throw new ProviderError('partner timeout', { retryable: true });
      },
    });
    const jobId = await enqueueSync(db, clock.now(), userId, accountId);
    const work = runner(deps({ aggregation: flaky }));
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await work.runOnce()).toBe(true);
      const row = await job(jobId);
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe('queued');
        const delay = row.runAfter.getTime() - clock.now().getTime();
        delays.push(delay);
        clock.advance(delay - 1);
        expect(await work.runOnce()).toBe(false);
        clock.advance(1);
      } else {
        expect(row).toMatchObject({ status: 'failed', lastError: 'ProviderError: partner timeout' });
      }
    }
    expect(delays).toEqual([1, 2, 4, 8].map((factor) => factor * BASE_BACKOFF_MS));
    // The account no longer shows a sync in progress; its state is the last one the partner gave.
    expect(await bankAccount(accountId)).toMatchObject({ syncing: false, state: 'none' });
    expect(await work.runOnce()).toBe(false);
  });

  it('a non-retryable partner error fails the job at once and stores the state bug', async () => {
    const { userId, accountId } = await fixture();
    const refusing: AggregationProvider = Object.assign(Object.create(sandbox) as SandboxProvider, {
      synchronize: async () => {
        throw new ProviderError('token revoked', { retryable: false });
      },
    });
    const jobId = await enqueueSync(db, clock.now(), userId, accountId);
    expect(await runner(deps({ aggregation: refusing })).runOnce()).toBe(true);
    expect(await job(jobId)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'ProviderError: token revoked' });
    expect(await bankAccount(accountId)).toMatchObject({ state: 'bug', syncing: false, lastSyncAt: null });
    expect(events[events.length - 1]?.event).toEqual({ type: 'account_fetched', accountId });
    expect(events[events.length - 2]?.event).toMatchObject({ type: 'notification', notification: { event: 'account_sync_failed', payload: { accountId } } });
  });

  it('an error state of the partner (actionNeeded) is stored and the job ends done, without retry', async () => {
    const { userId, accountId } = await fixture('action');
    const jobId = await enqueueSync(db, clock.now(), userId, accountId);
    expect(await runner().runOnce()).toBe(true);
    expect(await job(jobId)).toMatchObject({ status: 'done', attempts: 1 });
    const stored = await bankAccount(accountId);
    expect(stored).toMatchObject({ state: 'actionNeeded', syncing: false, lastSyncAt: null });
    expect(stored.message).toMatch(/site de votre banque/);
    expect(events[events.length - 1]?.event).toEqual({ type: 'account_fetched', accountId });
    expect(events.find((entry) => entry.event.type === 'sync_progress' && entry.event.progress === 1)?.event).toMatchObject({ state: 'actionNeeded' });
    expect(events[events.length - 2]?.event).toMatchObject({ type: 'notification', notification: { event: 'account_sync_failed', payload: { accountId, text: 'Banque Populaire' } } });
  });

  it('after a partner webhook, reads the accounts without asking the partner to synchronise again', async () => {
    const { userId, accountId, kept } = await fixture();
    const noResync: AggregationProvider = Object.assign(Object.create(sandbox) as SandboxProvider, {
      synchronize: async () => {
        throw new Error('the partner was asked to synchronise again');
      },
    });
    const jobId = await enqueueSync(db, clock.now(), userId, accountId, { partnerState: 'none' });
    expect(await runner(deps({ aggregation: noResync })).runOnce()).toBe(true);
    expect(await job(jobId)).toMatchObject({ status: 'done', attempts: 1 });
    expect(await bankAccount(accountId)).toMatchObject({ state: 'none', syncing: false });
    expect(await db.select().from(portfolios).where(eq(portfolios.accountId, accountId))).toHaveLength(kept.length);
    expect(events[events.length - 1]?.event).toEqual({ type: 'account_fetched', accountId });
  });

  it('does nothing for a deleted account or the demonstration account', async () => {
    const demo = await fixture('demo-login', { demo: true });
    const demoJob = await enqueueSync(db, clock.now(), demo.userId, demo.accountId);
    const goneJob = await enqueueSync(db, clock.now(), demo.userId, '00000000-0000-4000-8000-000000000000');
    expect(await runner().drain()).toBe(2);
    expect(await job(demoJob)).toMatchObject({ status: 'done' });
    expect(await job(goneJob)).toMatchObject({ status: 'done' });
  });

  it('the daily refresh queues only stale, non-demo connections with no recent job, once', async () => {
    await db.delete(jobs);
    const hour = 3600_000;
    const stale = await fixture('stale-login', { lastSyncAt: new Date(START.getTime() - 25 * hour) });
    const never = await fixture('never-login', { lastSyncAt: null });
    const fresh = await fixture('fresh-login', { lastSyncAt: new Date(START.getTime() - 2 * hour) });
    const demo = await fixture('demo-login', { lastSyncAt: new Date(START.getTime() - 72 * hour), demo: true });
    const recentlyFailed = await fixture('failed-login', { lastSyncAt: new Date(START.getTime() - 48 * hour) });
    const failedJob = await enqueueSync(db, new Date(START.getTime() - 3 * hour), recentlyFailed.userId, recentlyFailed.accountId);
    await db.update(jobs).set({ status: 'failed' }).where(eq(jobs.id, failedJob));
    // Accounts of the earlier tests of this file are all fresh or have jobs.
    await db.update(bankAccounts).set({ lastSyncAt: START }).where(sql`${bankAccounts.id} NOT IN (${stale.accountId}, ${never.accountId}, ${fresh.accountId}, ${demo.accountId}, ${recentlyFailed.accountId})`);

    const queued = await scheduleDailyRefresh(db, START, { engine: database.handle.engine });
    expect(queued.sort()).toEqual([stale.accountId, never.accountId].sort());
    expect(await scheduleDailyRefresh(db, START, { engine: database.handle.engine })).toEqual([]);
    const waiting = await db.select().from(jobs).where(eq(jobs.status, 'queued'));
    expect(waiting.map((row) => row.payload.accountId).sort()).toEqual([stale.accountId, never.accountId].sort());
    expect(waiting.find((row) => row.payload.accountId === stale.accountId)?.userId).toBe(stale.userId);

    // A day later the failed connection is due again.
    expect(await scheduleDailyRefresh(db, new Date(START.getTime() + 22 * hour), { engine: database.handle.engine })).toEqual([recentlyFailed.accountId]);
  });
});
