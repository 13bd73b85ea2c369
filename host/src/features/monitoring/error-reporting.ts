import type { ErrorReportingSettings } from '../../lib/runtime-config';
import type { PageReporter } from './sentry-reporter';

/** Errors of the page before the reporter is loaded, kept to be sent once it is (a few at most). */
const early: unknown[] = [];
const EARLY_LIMIT = 10;

const keepEarly = (event: ErrorEvent | PromiseRejectionEvent): void => {
  if (early.length < EARLY_LIMIT) early.push('reason' in event ? event.reason : (event.error ?? event.message));
};

/** Listens from the first moment of the page, while `/config.json` says whether errors are reported. */
export function keepEarlyErrors(): void {
  window.addEventListener('error', keepEarly);
  window.addEventListener('unhandledrejection', keepEarly);
}

function stopKeepingEarlyErrors(): void {
  window.removeEventListener('error', keepEarly);
  window.removeEventListener('unhandledrejection', keepEarly);
}

/** The remote folder name of a federation name (`mf_billing` → `mf-billing`), the tag reports carry. */
const appTag = (federationName: unknown): string | undefined =>
  typeof federationName === 'string' ? federationName.replace(/_/g, '-') : undefined;

/**
 * Starts error reporting when the server configured it, else drops what was kept and loads nothing: without a
 * DSN, no reporter code is fetched and no byte leaves the page. The errors React catches (a remote's boundary,
 * the router's error page) never reach the window's handlers; the shell publishes them as events
 * (`patrimo:remote-error`, `patrimo:shell-error`), reported here with the remote that failed.
 */
export async function startErrorReporting(settings: ErrorReportingSettings | undefined): Promise<void> {
  if (!settings) {
    stopKeepingEarlyErrors();
    early.length = 0;
    return;
  }
  const { startSentry } = await import(/* webpackChunkName: "error-reporting" */ './sentry-reporter');
  const reporter: PageReporter = startSentry(settings);
  stopKeepingEarlyErrors();
  for (const error of early.splice(0)) reporter.capture(error, {});
  window.addEventListener('patrimo:remote-error', (event) => {
    const detail = (event as CustomEvent<{ remote?: unknown; error?: unknown; componentStack?: unknown }>).detail;
    const remote = appTag(detail?.remote);
    reporter.capture(detail?.error, {
      ...(remote ? { remote } : {}),
      ...(typeof detail?.componentStack === 'string' && detail.componentStack ? { componentStack: detail.componentStack } : {}),
    });
  });
  window.addEventListener('patrimo:shell-error', (event) => {
    reporter.capture((event as CustomEvent<{ error?: unknown }>).detail?.error, { remote: 'host' });
  });
}
