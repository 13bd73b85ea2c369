import { startEnvelopeReceiver, type EnvelopeReceiver } from '../../test/helpers/envelope-receiver';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { createErrorReporter, reportFromLogArguments, REPORTING_OFF } from './error-reporter';

type SentryEvent = {
  tags?: Record<string, string>;
  level?: string;
  environment?: string;
  release?: string;
  request?: unknown;
  user?: unknown;
  message?: string;
  contexts?: Record<string, Record<string, unknown>>;
  exception?: { values: Array<{ type: string; value: string; stacktrace?: { frames: Array<{ filename?: string }> } }> };
};

/** A handler whose bug the server must answer 500 and report. */
const BUG = 'panne de test du gestionnaire';

describe('server error reporting', () => {
  let receiver: EnvelopeReceiver;
  let t: TestApp;

  beforeAll(async () => {
    receiver = await startEnvelopeReceiver();
    t = await createTestApp({
      seed: false,
      config: {
        errorReporting: { serverDsn: receiver.dsn(7), browserDsn: undefined, remoteDsns: {}, environment: 'recette', release: 'patrimo@1.2.3' },
      },
      beforeReady: (app) => {
        app.get('/api/test/bug', async () => {
          throw new TypeError(BUG);
        });
        app.get('/api/test/partner-down', async (request) => {
          request.log.error({ callId: 'test.partner', attempts: 3 }, 'partner answered garbage');
          return { ok: true };
        });
      },
    });
  });

  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  beforeEach(() => {
    receiver.envelopes.length = 0;
  });

  it('reports a handler’s bug with the request id the client received, and nothing personal', async () => {
    const response = await t.request({ method: 'GET', url: '/api/test/bug', headers: { authorization: 'Bearer secret-token', cookie: 'a=b' } });
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).toEqual({ error: 'server_error' });
    const requestId = response.headers['x-request-id'];
    expect(typeof requestId).toBe('string');

    expect(await t.app.deps.errors.flush()).toBe(true);
    const events = receiver.events() as SentryEvent[];
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(receiver.envelopes[0]?.path).toBe('/api/7/envelope/');
    expect(event?.tags).toMatchObject({ request_id: requestId, side: 'server' });
    expect(event?.exception?.values[0]).toMatchObject({ type: 'TypeError', value: BUG });
    expect(event?.exception?.values[0]?.stacktrace?.frames.some((frame) => frame.filename?.endsWith('error-reporter.test.ts'))).toBe(true);
    expect(event).toMatchObject({ level: 'error', environment: 'recette', release: 'patrimo@1.2.3' });
    // No headers, cookie, token or user ever leave with a report.
    expect(event?.request).toBeUndefined();
    expect(event?.user).toBeUndefined();
    expect(JSON.stringify(receiver.envelopes)).not.toMatch(/secret-token|a=b/);
  });

  it('keeps the request id a proxy gave', async () => {
    const response = await t.request({ method: 'GET', url: '/api/test/bug', headers: { 'x-request-id': 'proxy-req-42' } });
    expect(response.headers['x-request-id']).toBe('proxy-req-42');
    await t.app.deps.errors.flush();
    expect((receiver.events() as SentryEvent[]).map((event) => event.tags?.request_id)).toEqual(['proxy-req-42']);
  });

  it('reports an error logged without an exception as a message, with its fields', async () => {
    const response = await t.request({ method: 'GET', url: '/api/test/partner-down' });
    expect(response.statusCode).toBe(200);
    await t.app.deps.errors.flush();
    const [event] = receiver.events() as SentryEvent[];
    expect(event).toMatchObject({ message: 'partner answered garbage', tags: { request_id: response.headers['x-request-id'] } });
    expect(event?.contexts?.log).toEqual({ callId: 'test.partner', attempts: 3 });
  });

  it('reports nothing for what is the client’s mistake (4xx)', async () => {
    for (const url of ['/api/nothing-here', '/api/accounts/not-a-uuid']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    await t.request({ method: 'POST', url: '/api/oauth/token', payload: '{not json', headers: { 'content-type': 'application/json' } });
    await t.app.deps.errors.flush();
    expect(receiver.envelopes).toHaveLength(0);
  });
});

describe('server error reporting without a DSN', () => {
  it('is off: the SDK is not started and a bug is only logged', async () => {
    expect(await createErrorReporter({ dsn: undefined, environment: 'test', release: 'x' })).toBe(REPORTING_OFF);
    const t = await createTestApp({
      seed: false,
      beforeReady: (app) => {
        app.get('/api/test/bug', async () => {
          throw new Error(BUG);
        });
      },
    });
    try {
      expect(t.app.deps.errors.kind).toBe('off');
      expect((await t.request({ method: 'GET', url: '/api/test/bug' })).statusCode).toBe(500);
    } finally {
      await t.close();
    }
  });
});

describe('reportFromLogArguments', () => {
  it('reads the three ways a line is logged', () => {
    const error = new Error('boom');
    expect(reportFromLogArguments([{ err: error, jobId: 'j1', msg: 'x' }, 'job failed'], 50, { reqId: 'r1' })).toEqual({
      error,
      message: 'job failed',
      level: 'error',
      requestId: 'r1',
      details: { jobId: 'j1' },
    });
    expect(reportFromLogArguments([error, 'start failed'], 60, {})).toEqual({ error, message: 'start failed', level: 'fatal', details: {} });
    expect(reportFromLogArguments(['plain message'], 50, {})).toEqual({ message: 'plain message', level: 'error', details: {} });
  });
});
