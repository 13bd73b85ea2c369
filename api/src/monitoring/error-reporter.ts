/**
 * Error reporting of the server (spec §7, "an error-reporting service"): Sentry when SENTRY_DSN is set, nothing
 * otherwise. With no DSN the SDK is not even loaded (it brings OpenTelemetry and takes about a second to import),
 * and no byte leaves the machine.
 *
 * What is reported is what the server logs at level `error` or `fatal` (a handler's bug answered 500, a job's
 * failure, a response that breaks its contract…): the log hook below hands each such line to the reporter with
 * the request id of the request logger that wrote it, so a report and the server's log lines meet on that id.
 * Nothing personal is attached: no headers, no body, no user, only the error, the log message and the fields
 * the server chose to log (which never hold personal data: see the log serializers in app.ts).
 */
export interface ErrorReport {
  /** The `err` the line logged, when it logged one. */
  error?: unknown;
  /** The log line's message. */
  message: string;
  level: 'error' | 'fatal';
  /** The id of the request being served (`X-Request-Id`), when the line came from a request's logger. */
  requestId?: string;
  /** The other fields of the line (job id, call id…), as extra data. */
  details: Record<string, unknown>;
}

export interface ErrorReporter {
  readonly kind: 'sentry' | 'off';
  report(report: ErrorReport): void;
  /** Waits until the reports in flight are sent (at most `timeoutMs`); true when none is left. */
  flush(timeoutMs?: number): Promise<boolean>;
}

export const REPORTING_OFF: ErrorReporter = {
  kind: 'off',
  report: () => undefined,
  flush: async () => true,
};

export interface ErrorReporterOptions {
  dsn: string | undefined;
  environment: string;
  release: string;
}

/** Fields of a log line that say how it was written, not what happened. */
const LOG_PLUMBING = new Set(['err', 'error', 'msg', 'reqId', 'level', 'time', 'pid', 'hostname']);

/**
 * The reporter for this configuration. The Sentry client is this server's own (not the SDK's global one), so
 * that two servers in one process (the tests) never report through each other; it carries no default
 * integration: no OpenTelemetry instrumentation, no console or HTTP breadcrumbs (they could hold personal data),
 * only the errors' causes and the host's runtime context.
 */
export async function createErrorReporter(options: ErrorReporterOptions): Promise<ErrorReporter> {
  if (!options.dsn) return REPORTING_OFF;
  const Sentry = await import('@sentry/node');
  const client = new Sentry.NodeClient({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.nodeContextIntegration()],
    // No performance tracing: the server's timings are measured by the benchmarks, not sampled from users; and
    // no module-loader hooks for tracing channels (they would watch every later import for nothing).
    tracesSampleRate: 0,
    enableRuntimeChannelInjection: false,
  });
  client.init();
  const base = new Sentry.Scope();
  base.setClient(client);
  base.setTag('side', 'server');
  return {
    kind: 'sentry',
    report({ error, message, level, requestId, details }) {
      const scope = base.clone();
      scope.setLevel(level);
      if (requestId) scope.setTag('request_id', requestId);
      if (Object.keys(details).length > 0) scope.setContext('log', details);
      if (error instanceof Error) {
        scope.setExtra('log_message', message);
        scope.captureException(error);
      } else {
        scope.captureMessage(message, level);
      }
    },
    flush: async (timeoutMs = 2000) => client.flush(timeoutMs),
  };
}

/** pino's numeric levels: `error` is 50, `fatal` 60. */
const ERROR_LEVEL = 50;

/** The shape of pino's `hooks.logMethod` (pino is Fastify's logger, not a dependency of ours). */
type LogMethodHook = (this: { bindings(): Record<string, unknown> }, args: unknown[], method: (...args: unknown[]) => void, level: number) => void;

/**
 * A pino `logMethod` hook that hands every `error` and `fatal` line to the reporter, then logs it as usual.
 * `this` is the logger that wrote the line: a request's child logger carries the request id in its bindings.
 */
export function reportingLogHook(reporter: ErrorReporter): LogMethodHook {
  return function logMethod(args, method, level) {
    if (level >= ERROR_LEVEL && reporter.kind !== 'off') {
      try {
        reporter.report(reportFromLogArguments(args, level, this.bindings()));
      } catch {
        // Reporting never stands in the way of logging.
      }
    }
    method.apply(this, args);
  };
}

/** The report of one log call: `log.error({ err, …fields }, 'message')`, `log.error(err, 'message')` or `log.error('message')`. */
export function reportFromLogArguments(args: readonly unknown[], level: number, bindings: Record<string, unknown>): ErrorReport {
  const [first, second] = args;
  const requestId = typeof bindings.reqId === 'string' ? bindings.reqId : undefined;
  const common = { level: level >= 60 ? ('fatal' as const) : ('error' as const), ...(requestId ? { requestId } : {}) };
  if (first instanceof Error) return { ...common, error: first, message: typeof second === 'string' ? second : first.message, details: {} };
  if (typeof first === 'object' && first !== null) {
    const fields = first as Record<string, unknown>;
    const error = fields.err ?? fields.error;
    const details = Object.fromEntries(Object.entries(fields).filter(([key]) => !LOG_PLUMBING.has(key)));
    const message = typeof second === 'string' ? second : error instanceof Error ? error.message : 'error';
    return { ...common, ...(error !== undefined ? { error } : {}), message, details };
  }
  return { ...common, message: typeof first === 'string' ? first : 'error', details: {} };
}
