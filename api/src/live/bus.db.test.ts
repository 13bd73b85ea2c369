import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { DEMO_SAVER, SECOND_SAVER } from '../db/seed-accounts';
import { createTestApp, createTestDatabase, describeDb, signIn, testEngine, type TestApp, type TestDatabase } from '../../test/helpers/test-app';
import { PostgresLiveBus } from './bus';
import { openLiveClient } from './socket-client.test-helper';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeDb(`live bus (${testEngine})`, () => {
  let database: TestDatabase;
  let one: TestApp;
  let two: TestApp;
  let saver = '';
  let other = '';
  let saverId = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    // Two API instances on one database, as behind a load balancer.
    one = await createTestApp({ database });
    two = await createTestApp({ database, seed: false });
    saver = (await signIn(one, DEMO_SAVER)).access_token;
    other = (await signIn(one, SECOND_SAVER)).access_token;
    saverId = (await database.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SAVER.email)))[0]?.id ?? '';
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await database.destroy();
  });

  it('delivers an event published by an instance to its own sockets, to the user only', async () => {
    const mine = await openLiveClient(one, saver);
    const theirs = await openLiveClient(one, other);
    try {
      await one.app.deps.bus.publish(saverId, { type: 'account_deleted', accountId: saverId });
      expect(await mine.next()).toEqual({ type: 'account_deleted', accountId: saverId });
      await theirs.expectNothingPending();
    } finally {
      await mine.close();
      await theirs.close();
    }
  });

  if (testEngine === 'postgres') {
    it('fans out across instances: a socket opened on instance 1 receives what instance 2 publishes', async () => {
      expect(one.app.deps.bus.kind).toBe('postgres');
      const onOne = await openLiveClient(one, saver);
      const elsewhere = await openLiveClient(two, other);
      try {
        await two.app.deps.bus.publish(saverId, { type: 'sync_progress', accountId: saverId, progress: 0.5, state: 'none', step: 'Récupération de vos comptes' });
        expect(await onOne.next()).toEqual({ type: 'sync_progress', accountId: saverId, progress: 0.5, state: 'none', step: 'Récupération de vos comptes' });
        await onOne.expectNothingPending();
        await elsewhere.expectNothingPending();
      } finally {
        await onOne.close();
        await elsewhere.close();
      }
    });

    it('closes a user\'s sockets on every instance (password reset, account deletion), and only theirs', async () => {
      const onOne = await openLiveClient(one, saver);
      const elsewhere = await openLiveClient(one, other);
      try {
        const closed = new Promise<[number, string]>((resolve) => onOne.socket.once('close', (code, reason) => resolve([code, String(reason)])));
        await two.app.deps.bus.closeUser(saverId, 1000, 'password_changed');
        expect(await closed).toEqual([1000, 'password_changed']);
        await elsewhere.expectNothingPending();
      } finally {
        await onOne.close();
        await elsewhere.close();
      }
    });

    it('listens again after its connection drops', async () => {
      const bus = one.app.deps.bus as PostgresLiveBus;
      await bus.dropConnectionForTest();
      expect(bus.listening).toBe(false);
      const deadline = Date.now() + 10_000;
      while (!bus.listening && Date.now() < deadline) await sleep(50);
      expect(bus.listening).toBe(true);
      const onOne = await openLiveClient(one, saver);
      try {
        await two.app.deps.bus.publish(saverId, { type: 'account_fetched', accountId: saverId });
        expect(await onOne.next()).toEqual({ type: 'account_fetched', accountId: saverId });
      } finally {
        await onOne.close();
      }
    });

    it('ignores garbage on the channel instead of crashing', async () => {
      const onOne = await openLiveClient(one, saver);
      try {
        await database.handle.db.execute(`SELECT pg_notify('patrimo_live', 'not json')`);
        await database.handle.db.execute(`SELECT pg_notify('patrimo_live', '{"userId":"x","message":{"type":"nope"}}')`);
        await two.app.deps.bus.publish(saverId, { type: 'account_fetched', accountId: saverId });
        expect(await onOne.next()).toEqual({ type: 'account_fetched', accountId: saverId });
      } finally {
        await onOne.close();
      }
    });
  } else {
    it('is in-process on PGlite (one instance)', () => {
      expect(one.app.deps.bus.kind).toBe('local');
    });
  }
});
