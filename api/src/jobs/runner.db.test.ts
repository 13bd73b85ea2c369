import { eq, inArray } from 'drizzle-orm';
import { createTestApp, createTestDatabase, describeDb, testEngine, type TestDatabase } from '../../test/helpers/test-app';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import { manualClock } from '../lib/clock';
import { backoffDelay, claimNextJob, failJob, JobRunner, MAX_ATTEMPTS, PermanentJobError, STALE_LOCK_MS, type JobRow } from './runner';

const START = new Date('2026-11-21T10:00:00Z');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeDb('job runner', () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
  });
  afterAll(async () => database.destroy());
  beforeEach(async () => {
    await db.delete(jobs);
  });

  async function queue(n: number, kind = 'test', runAfter = START): Promise<string[]> {
    const rows = await db
      .insert(jobs)
      .values(Array.from({ length: n }, (_, index) => ({ kind, payload: { index }, runAfter, createdAt: new Date(START.getTime() + index) })))
      .returning({ id: jobs.id });
    return rows.map((row) => row.id);
  }

  it('claims due jobs oldest first, marking them running for the worker', async () => {
    const [first, second] = await queue(2);
    await queue(1, 'test', new Date(START.getTime() + 60_000));
    const claimed = (await claimNextJob(db, START, 'w1')) as JobRow;
    expect(claimed).toMatchObject({ id: first, status: 'running', lockedBy: 'w1', attempts: 1 });
    expect(claimed.lockedAt?.toISOString()).toBe(START.toISOString());
    expect((await claimNextJob(db, START, 'w1'))?.id).toBe(second);
    expect(await claimNextJob(db, START, 'w1')).toBeNull(); // the third is not due yet
  });

  it('concurrent claims never hand the same job to two workers', async () => {
    const ids = await queue(10);
    const claims = await Promise.all(Array.from({ length: 20 }, (_, index) => claimNextJob(db, START, `w${index}`)));
    const claimed = claims.filter((job): job is JobRow => job !== null).map((job) => job.id);
    expect(claimed.sort()).toEqual([...ids].sort());
  });

  it(`two runners draining together run every job exactly once (${testEngine})`, async () => {
    const ids = await queue(30);
    const runs: string[] = [];
    const handler = {
      run: async ({ job }: { job: JobRow }) => {
        runs.push(job.id);
        await sleep(2);
      },
    };
    const clock = manualClock(START);
    const a = new JobRunner({ db, clock, workerId: 'a', handlers: { test: handler } });
    const b = new JobRunner({ db, clock, workerId: 'b', handlers: { test: handler } });
    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
    expect(ranA + ranB).toBe(30);
    expect([...runs].sort()).toEqual([...ids].sort());
    const rows = await db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });

  it('backs off exponentially, fails permanent errors at once and only lets the holder close a job', async () => {
    expect([1, 2, 3, 4].map((attempts) => backoffDelay(attempts, 1000))).toEqual([1000, 2000, 4000, 8000]);
    const [id] = await queue(1);
    const claimed = (await claimNextJob(db, START, 'w1')) as JobRow;
    // Another worker's failure report does not touch it.
    expect(await failJob(db, { ...claimed, lockedBy: 'intruder' }, START, new Error('x'))).toBe('queued');
    expect((await db.select().from(jobs).where(eq(jobs.id, id as string)))[0]).toMatchObject({ status: 'running', lockedBy: 'w1' });
    expect(await failJob(db, claimed, START, new PermanentJobError('no such thing'))).toBe('failed');
    expect((await db.select().from(jobs).where(eq(jobs.id, id as string)))[0]).toMatchObject({ status: 'failed', lastError: 'PermanentJobError: no such thing', lockedBy: null });
  });

  it('reclaims a job whose worker died, and abandons one that killed its worker too often', async () => {
    const [id] = await queue(1);
    const clock = manualClock(START);
    await claimNextJob(db, START, 'dead');
    const ran: number[] = [];
    const runner = new JobRunner({ db, clock, workerId: 'alive', handlers: { test: { run: async ({ job }) => void ran.push(job.attempts) } } });
    expect(await runner.runOnce()).toBe(false);
    clock.advance(STALE_LOCK_MS + 1);
    expect(await runner.runOnce()).toBe(true);
    expect(ran).toEqual([2]);

    await db.update(jobs).set({ status: 'running', attempts: MAX_ATTEMPTS, lockedAt: START, lockedBy: 'dead' }).where(eq(jobs.id, id as string));
    let failed = 0;
    const abandoning = new JobRunner({ db, clock, handlers: { test: { run: async () => undefined, onFailed: async () => void (failed += 1) } } });
    expect(await abandoning.runOnce()).toBe(true);
    expect((await db.select().from(jobs).where(eq(jobs.id, id as string)))[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS + 1 });
    expect(failed).toBe(1);
  });

  it('start() polls, runs schedules at start, and stop() waits for the job in progress', async () => {
    const clock = manualClock(START);
    const [id] = await queue(1);
    let scheduled = 0;
    let finished = false;
    let started!: () => void;
    const startedPromise = new Promise<void>((resolve) => (started = resolve));
    // The job runs until the test lets it end, after stop() was asked: stop() must wait for it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const runner = new JobRunner({
      db,
      clock,
      pollMs: 10,
      schedules: [{ name: 'refresh', everyMs: 3600_000, run: async () => void (scheduled += 1) }],
      handlers: {
        test: {
          run: async () => {
            started();
            await released;
            finished = true;
          },
        },
      },
    });
    runner.start();
    await startedPromise;
    const stopping = runner.stop();
    expect(finished).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    expect(scheduled).toBe(1);
    expect((await db.select().from(jobs).where(eq(jobs.id, id as string)))[0]?.status).toBe('done');
    expect(runner.started).toBe(false);
  });

  it('the app runs its runner when asked (test apps default to none) and stops it on close', async () => {
    const idle = await createTestApp({ database, seed: false });
    // A sync of an account that does not exist: the handler has nothing to do and the job ends done.
    const [row] = await db.insert(jobs).values({ kind: 'sync_account', payload: { accountId: '00000000-0000-4000-8000-000000000001' }, runAfter: idle.clock.now() }).returning({ id: jobs.id });
    const idleJob = (row as { id: string }).id;
    // No runner at all in this app, rather than waiting to see that nothing happens: the job stays queued.
    expect(idle.app.jobRunner).toBeNull();
    await idle.close();
    expect((await db.select().from(jobs).where(eq(jobs.id, idleJob)))[0]?.status).toBe('queued');

    const t = await createTestApp({ database, seed: false, jobRunner: true });
    try {
      expect(t.app.jobRunner?.started).toBe(true);
      const deadline = Date.now() + 10_000;
      let status: string | undefined;
      while (Date.now() < deadline) {
        status = (await db.select().from(jobs).where(eq(jobs.id, idleJob)))[0]?.status;
        if (status === 'done') break;
        await sleep(100);
      }
      expect(status).toBe('done');
    } finally {
      await t.close();
    }
  });
});
