import {
  browserApiErrorsIntegration,
  captureException,
  dedupeIntegration,
  eventFiltersIntegration,
  functionToStringIntegration,
  globalHandlersIntegration,
  init,
  linkedErrorsIntegration,
  makeFetchTransport,
  makeMultiplexedTransport,
  metrics,
  moduleMetadataIntegration,
  withScope,
  type ErrorEvent,
} from '@sentry/browser';
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { ErrorReportingSettings } from '../../lib/runtime-config';
import { pageOf } from '@patrimo/shared/analytics';
import { appOfFrames, shouldReport } from './report-policy';

export interface PageReporter {
  /** Reports an error caught by the page (a boundary, the router), tagged with the remote when it is known. */
  capture(error: unknown, context: { remote?: string; componentStack?: string }): void;
}

/** The tag of the app an event came from: set by a boundary that knows it, else read from the stack's files. */
function tagWithApp(event: ErrorEvent): void {
  if (typeof event.tags?.remote === 'string') return;
  const values = event.exception?.values ?? [];
  // The thrown error is the last value (its causes come before it).
  const frames = values[values.length - 1]?.stacktrace?.frames;
  event.tags = { ...event.tags, remote: appOfFrames(frames) ?? 'host' };
}

/**
 * The Web Vitals of this visit (LCP, INP, CLS, measured by the browser through `web-vitals`), sent as distributions
 * of the same Sentry client, so the goals of the benchmarks (bench:web) are watched on real sessions too. Each is
 * filed under the page it was measured on (records stripped from the path) and its rating; nothing else.
 */
function watchWebVitals(): void {
  // The landing page of the visit: LCP belongs to the document's first load, CLS and INP to its whole life.
  const page = pageOf(window.location.pathname);
  const send = (metric: Metric) => {
    metrics.distribution(`web_vitals.${metric.name.toLowerCase()}`, metric.value, {
      unit: metric.name === 'CLS' ? 'none' : 'millisecond',
      attributes: { page, rating: metric.rating },
    });
  };
  onLCP(send);
  onINP(send);
  onCLS(send);
}

/**
 * The page's one Sentry client (loaded only when a DSN is configured, as its own chunk). Every remote's errors go
 * through it: each JavaScript file was stamped at build time with its app (tooling/webpack/module-metadata-plugin),
 * so an event is tagged with the remote whose code threw, and sent to that remote's own project when it has one
 * (a multiplexed transport), to the product's browser project otherwise. Nothing personal is attached: no default
 * integration that records the URL, the console, clicks or requests; only the error, its stack and its app.
 */
export function startSentry(settings: ErrorReportingSettings): PageReporter {
  const transport = makeMultiplexedTransport(makeFetchTransport, ({ getEvent }) => {
    const remote = getEvent()?.tags?.remote;
    const dsn = typeof remote === 'string' ? settings.remoteDsns[remote] : undefined;
    return dsn ? [{ dsn, release: settings.release }] : [];
  });
  init({
    dsn: settings.dsn,
    release: settings.release,
    environment: settings.environment,
    defaultIntegrations: false,
    integrations: [
      eventFiltersIntegration(),
      functionToStringIntegration(),
      browserApiErrorsIntegration(),
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      moduleMetadataIntegration(),
    ],
    transport,
    sendClientReports: false,
    beforeSend(event, hint) {
      if (!shouldReport(hint.originalException)) return null;
      tagWithApp(event);
      return event;
    },
  });
  watchWebVitals();
  return {
    capture(error, { remote, componentStack }) {
      if (!shouldReport(error)) return;
      withScope((scope) => {
        if (remote) scope.setTag('remote', remote);
        if (componentStack) scope.setContext('react', { componentStack });
        captureException(error);
      });
    },
  };
}
