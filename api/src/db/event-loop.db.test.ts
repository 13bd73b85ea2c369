import { sql } from 'drizzle-orm';
import { createTestApp, describeDb, type TestApp } from '../../test/helpers/test-app';

/**
 * A long run of queries (a synchronisation writes thousands of rows one batch after another) must not keep the
 * server from answering meanwhile. On PGlite a query settles without I/O, so a run of awaited queries never lets
 * the event loop read a socket unless each query first waits a turn (`yieldingToTheEventLoop` in client.ts).
 */
describeDb('requests answered while a long run of queries goes on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => t?.close());

  it('answers /api/health before a run of 500 queries started with it ends', async () => {
    const { db } = t.database.handle;
    const finished: string[] = [];
    const run = (async () => {
      for (let i = 0; i < 500; i += 1) await db.execute(sql`select ${i}::int as i`);
      finished.push('queries');
    })();
    const health = t.request({ url: '/api/health' }).then((response) => {
      finished.push('health');
      return response.statusCode;
    });
    const [, status] = await Promise.all([run, health]);
    expect(status).toBe(200);
    expect(finished).toEqual(['health', 'queries']);
  });
});
