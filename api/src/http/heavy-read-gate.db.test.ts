import { Access, defineCall } from '@patrimo/shared';
import { z } from 'zod';
import { createTestApp, describeDb, json, type TestApp } from '../../test/helpers/test-app';
import { Gate, HEAVY_READS_AT_ONCE, heavyReadGate } from './heavy-read-gate';
import { registerCall } from './register-call';

describe('Gate', () => {
  it('lets `size` in at once, then the waiting ones in their order of arrival, each place given back once', async () => {
    const gate = new Gate(2);
    const order: string[] = [];
    const first = await gate.enter();
    const second = await gate.enter();
    const third = gate.enter().then((leave) => (order.push('third'), leave));
    const fourth = gate.enter().then((leave) => (order.push('fourth'), leave));
    await Promise.resolve();
    expect(gate.queued).toBe(2);
    first();
    first();
    const leaveThird = await third;
    expect(order).toEqual(['third']);
    // Leaving twice gave back one place only: the fourth still waits.
    expect(gate.queued).toBe(1);
    second();
    const leaveFourth = await fourth;
    expect(order).toEqual(['third', 'fourth']);
    leaveThird();
    leaveFourth();
    // Two places free again.
    await gate.enter();
    await gate.enter();
    expect(gate.queued).toBe(0);
  });
});

const heavyCall = defineCall({
  id: 'testHeavyRead',
  method: 'GET',
  path: '/test/heavy/:n',
  access: Access.public,
  tag: 'test',
  summary: 'A conditional read whose version is read when the test says so',
  params: z.object({ n: z.coerce.number().int() }),
  response: z.object({ n: z.number() }),
});

describeDb('heavy reads, a few at a time', () => {
  let t: TestApp;
  let inside = 0;
  let maxInside = 0;
  let opened: Promise<void> = Promise.resolve();
  let open: () => void = () => undefined;
  const closeTheDoor = () => {
    opened = new Promise<void>((resolve) => (open = resolve));
  };

  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      beforeReady: (app) => {
        registerCall(app, heavyCall, async ({ params }) => ({ n: params.n }), {
          dataVersion: async ({ params }) => {
            inside += 1;
            maxInside = Math.max(maxInside, inside);
            try {
              await opened;
              if (params.n < 0) throw new Error('version unreadable');
              return `v${params.n}`;
            } finally {
              inside -= 1;
            }
          },
        });
      },
    });
  });
  afterAll(async () => t?.close());

  /** Waits until `predicate` holds, checking after each turn of the event loop. */
  async function until(predicate: () => boolean): Promise<void> {
    while (!predicate()) await new Promise((resolve) => setImmediate(resolve));
  }

  it('works on HEAVY_READS_AT_ONCE at a time, the others waiting, while a light request is answered at once', async () => {
    closeTheDoor();
    maxInside = 0;
    const gate = heavyReadGate(t.app);
    const answers = Array.from({ length: HEAVY_READS_AT_ONCE + 3 }, (_, n) => t.request({ url: `/api/test/heavy/${n}` }));
    await until(() => inside === HEAVY_READS_AT_ONCE && gate.queued === 3);
    const health = await t.request({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(gate.queued).toBe(3);
    open();
    const done = await Promise.all(answers);
    expect(done.map((response) => [response.statusCode, json<{ n: number }>(response).n])).toEqual(done.map((_, n) => [200, n]));
    expect(maxInside).toBe(HEAVY_READS_AT_ONCE);
    expect(gate.queued).toBe(0);
  });

  it('gives a place back when a heavy read fails', async () => {
    closeTheDoor();
    const failing = Array.from({ length: HEAVY_READS_AT_ONCE }, (_, n) => t.request({ url: `/api/test/heavy/${-1 - n}` }));
    await until(() => inside === HEAVY_READS_AT_ONCE);
    open();
    expect((await Promise.all(failing)).map((response) => response.statusCode)).toEqual(failing.map(() => 500));
    // Every place is free again: as many reads enter at once.
    closeTheDoor();
    const next = Array.from({ length: HEAVY_READS_AT_ONCE }, (_, n) => t.request({ url: `/api/test/heavy/${n}` }));
    await until(() => inside === HEAVY_READS_AT_ONCE);
    expect(heavyReadGate(t.app).queued).toBe(0);
    open();
    expect((await Promise.all(next)).map((response) => response.statusCode)).toEqual(next.map(() => 200));
  });
});
