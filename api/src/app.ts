import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import type { AggregationProvider } from './aggregation/provider';
import { createAggregationProvider } from './aggregation/create-provider';
import { createCardPaymentProvider } from './billing/create-provider';
import type { CardPaymentProvider } from './billing/provider';
import { registerSandboxPayments } from './billing/sandbox/browser-routes';
import { SandboxCardProvider } from './billing/sandbox/sandbox-provider';
import { receiveBillingWebhook } from './routes/webhooks/billing';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import { registerDocs } from './docs/register-docs';
import { createErrorReporter, reportingLogHook, type ErrorReporter } from './monitoring/error-reporter';
import type { AppDeps } from './http/deps';
import { installJsonCompression } from './http/compression';
import { edgeServerOptions, installErrorHandling } from './http/error-handler';
import { rateLimited } from './http/errors';
import { MemoryCounterStore } from './http/rate-limit/counter-store';
import { pluginStoreOf } from './http/rate-limit/plugin-store';
import { RedisCounterStore } from './http/rate-limit/redis-counter-store';
import { installJsonParser } from './http/json-parser';
import { createJobRunner } from './jobs/start';
import { systemClock, type Clock } from './lib/clock';
import { createLiveBus } from './live/bus';
import { LiveRegistry } from './live/registry';
import { registerLiveSocket } from './live/socket-route';
import { PendingMail } from './mail/delivery';
import type { Mailer } from './mail/mailer';
import { createOutboxMailer } from './mail/outbox-mailer';
import { createSmtpMailer } from './mail/smtp-mailer';
import { registerRoutes } from './routes';
import { registerDevOutbox } from './routes/dev/get-outbox';
import { RemotesSource } from './web/remotes';
import { registerSecurityHeaders } from './web/security-headers';
import { contractCardPages } from './web/contract-cards';
import { registerStaticFiles } from './web/static-files';

export interface BuildAppOptions {
  /** An open, migrated database; its owner closes it after `app.close()`. */
  db: Pick<DatabaseHandle, 'db' | 'engine'>;
  config: AppConfig;
  /** @default the system clock */
  clock?: Clock;
  /**
   * Fastify logger options; `false` silences the server (tests), and with it the error reporting, which reports
   * what is logged at level error. @default pino at `config.logLevel`
   */
  logger?: FastifyServerOptions['logger'];
  /** Replaces the error reporter the configuration selects (SENTRY_DSN). */
  errorReporter?: ErrorReporter;
  /** Replaces the mailer chosen from the configuration (a test's failing mailer, for instance). */
  mailer?: Mailer;
  /** Replaces the aggregation partner chosen from the configuration (a test's sandbox with a fixed clock). */
  aggregation?: AggregationProvider;
  /** Replaces the card payment provider chosen from the configuration (a test's Stripe adapter on a fake server). */
  billing?: CardPaymentProvider;
  /** Runs durable jobs (syncs, daily refresh) from `ready()` until `close()`; tests usually pass false. @default true */
  startJobRunner?: boolean;
}

/** `/ws?ticket=abc` → `/ws?ticket=[redacted]`. */
export function redactTicket(url: string): string {
  return url.replace(/([?&]ticket=)[^&#]*/g, '$1[redacted]');
}

/** A request id from the caller (a proxy's X-Request-Id) is kept when it is a plain token; else a new UUID. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Builds the whole server without listening (nor `ready()`, so tests may add routes): the API under /api, the live channel on /ws, the
 * documentation under /api/docs, and the static product (host shell and remotes) on every other path.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const { serverDsn, environment, release } = config.errorReporting;
  const errors = options.errorReporter ?? (await createErrorReporter({ dsn: serverDsn, environment, release }));
  // Every line logged at level error or fatal is also an error report (with its request id): the one place
  // where the server says something went wrong is the one place reports come from.
  const hooks = { logMethod: reportingLogHook(errors) };
  const defaultLogger = {
    level: config.logLevel,
    hooks,
    // Credentials never reach the logs: headers are not logged at all, and the live channel's ticket is
    // masked in URLs (it travels in the query string because browsers cannot set headers on a WebSocket).
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactTicket(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
  const logger = options.logger === undefined ? defaultLogger : typeof options.logger === 'object' ? { ...options.logger, hooks } : options.logger;
  const app = Fastify({
    // Body and parameter limits, and the framework's own refusals in our error shape.
    ...edgeServerOptions(),
    logger,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });

  const clock = options.clock ?? systemClock;
  const live = new LiveRegistry();
  const deps: AppDeps = {
    db: options.db.db,
    engine: options.db.engine,
    config,
    clock,
    live,
    bus: createLiveBus({ db: options.db.db, engine: options.db.engine, registry: live, log: app.log }),
    mailer:
      options.mailer ??
      (config.smtpUrl ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom }) : createOutboxMailer(options.db.db)),
    pendingMail: new PendingMail(),
    aggregation: options.aggregation ?? createAggregationProvider(config, clock),
    billing: options.billing ?? createCardPaymentProvider(config, options.db.db, clock, app.log),
    errors,
    rateLimits: config.redis
      ? new RedisCounterStore({ url: config.redis.url, keyPrefix: `${config.redis.keyPrefix}rl:`, log: app.log })
      : new MemoryCounterStore(),
  };
  app.decorate('deps', deps);
  // Which way mail goes, never the SMTP URL itself (it carries credentials).
  app.log.info({ mail: deps.mailer.kind }, 'mail transport');
  app.log.info({ rateLimits: deps.rateLimits.kind }, 'rate-limit counters');
  app.decorate('registeredCalls', []);
  app.decorateRequest('auth', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Listening before the server answers anything: an event emitted once we are up reaches our sockets.
  app.addHook('onReady', async () => deps.bus.start());
  app.addHook('onClose', async () => {
    await deps.bus.close();
    deps.live.closeAll();
  });
  // Reports still on their way leave before the process may.
  app.addHook('onClose', async () => {
    await errors.flush();
  });
  // Mails still on their way are finished before the database (closed by the owner after us) goes away.
  app.addHook('onClose', async () => {
    await deps.pendingMail.drain();
    await deps.mailer.close?.();
  });

  installErrorHandling(app);
  installJsonParser(app);

  const remotes = new RemotesSource(config.remotesFile);
  const production = config.nodeEnv === 'production';
  const { browserDsn, remoteDsns } = config.errorReporting;
  await registerSecurityHeaders(app, {
    remotes,
    https: config.behindHttps,
    publicUrl: config.publicUrl,
    reportingDsns: [...(browserDsn ? [browserDsn] : []), ...Object.values(remoteDsns)],
  });
  installJsonCompression(app);
  // Not global: only the routes that ask for it (the identity calls) are limited, counting in the same store as
  // the sign-in limits (api/src/routes/auth/create-token.ts), so that they hold across instances with Redis.
  await app.register(rateLimit, { global: false, store: pluginStoreOf(deps.rateLimits), errorResponseBuilder: () => rateLimited() });
  app.addHook('onReady', async () => deps.rateLimits.ready?.());
  app.addHook('onClose', async () => deps.rateLimits.close());
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  registerRoutes(app);
  // The sandbox card provider plays a remote provider inside this process: its browser endpoints, and its webhooks
  // handed to the same handler as Stripe's (after the answer; waited for on close, before the database goes).
  if (deps.billing instanceof SandboxCardProvider) {
    const sandbox = deps.billing;
    registerSandboxPayments(app, sandbox.payments);
    sandbox.webhooks.connect((rawBody, signature) => receiveBillingWebhook(app, rawBody, signature));
    app.addHook('onClose', async () => sandbox.webhooks.settled());
  }
  // Development help only: in production, unless asked for, the route does not exist (404 like any unknown path),
  // and when asked for it answers only peers on this machine.
  if (config.mailOutboxReadable) registerDevOutbox(app, { loopbackOnly: config.mailOutboxLoopbackOnly || production });
  registerLiveSocket(app);
  registerDocs(app);
  registerStaticFiles(app, {
    webRoot: config.webRoot,
    remotesRoot: config.remotesRoot,
    remotes,
    production,
    defaultBrand: config.defaultBrand,
    contractCards: contractCardPages({ db: deps.db, webRoot: config.webRoot, rendererFile: config.prerenderRenderer, log: app.log }),
    ...(browserDsn ? { browserErrorReporting: { dsn: browserDsn, remoteDsns, environment, release } } : {}),
  });

  // Jobs start once the server is ready (after migrations, see main.ts) and end, the current one finished, on close.
  const runner = (options.startJobRunner ?? true) ? createJobRunner(deps, app.log) : null;
  app.decorate('jobRunner', runner);
  if (runner !== null) {
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  }

  return app;
}
