import type { CallDefinition } from '@patrimo/shared';
import type { AggregationProvider } from '../aggregation/provider';
import type { CardPaymentProvider } from '../billing/provider';
import type { AppConfig } from '../config/env';
import type { Database, DatabaseEngine } from '../db/client';
import type { Clock } from '../lib/clock';
import type { LiveBus } from '../live/bus';
import type { JobRunner } from '../jobs/runner';
import type { LiveRegistry } from '../live/registry';
import type { PendingMail } from '../mail/delivery';
import type { Mailer } from '../mail/mailer';
import type { ErrorReporter } from '../monitoring/error-reporter';
import type { CounterStore } from './rate-limit/counter-store';

/** What route handlers work with; built once by `buildApp` and reachable as `app.deps`. */
export interface AppDeps {
  db: Database;
  engine: DatabaseEngine;
  config: AppConfig;
  clock: Clock;
  /** This instance's open live sockets (the socket route adds and removes them). */
  live: LiveRegistry;
  /** Where live events are published: they reach the user's sockets on every instance. */
  bus: LiveBus;
  /** Outgoing e-mail: SMTP when SMTP_URL is set, the `outbox_emails` table otherwise. */
  mailer: Mailer;
  /** Mails sent after the answer, awaited when the server closes. */
  pendingMail: PendingMail;
  /** The aggregation partner (the sandbox by default, Powens when configured). */
  aggregation: AggregationProvider;
  /** The card payment provider (the sandbox by default, Stripe when configured). */
  billing: CardPaymentProvider;
  /** Where errors are reported: Sentry when SENTRY_DSN is set, nowhere otherwise (what is logged at level error). */
  errors: ErrorReporter;
  /** Counters of every rate limit: Redis shared by all instances when REDIS_URL is set, this process's memory otherwise. */
  rateLimits: CounterStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every contract call registered with `registerCall`, in order (OpenAPI, tests). */
    registeredCalls: CallDefinition[];
    /** The durable job runner this instance runs (syncs, daily refresh), null when it runs none (see `buildApp`). */
    jobRunner: JobRunner | null;
  }
}
