import { Alert, Button, Loader, Stack, Text } from '@patrimo/shared/ui';
import type { RemoteMounts } from '@patrimo/shared/react';
import { Component, Suspense, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useRoutes, type RouteObject } from '@patrimo/shared/router';
import type { RemoteName } from '../../lib/remote-name';
import { hostMessages } from '../../messages';
import { loadedMountsOf, loadMounts } from './remote-registry';

type LoadState = { state: 'loading' } | { state: 'hasData'; mounts: RemoteMounts } | { state: 'hasError'; error: unknown };

/**
 * A remote still loading after this long is called slow: the route says so and offers a retry while it
 * keeps waiting, up to the chunk timeout (120 s), after which the fallback replaces it.
 */
export const SLOW_REMOTE_AFTER_MS = 8000;

function Loading({ remote, onRetry }: { remote?: string; onRetry?: () => void }) {
  const intl = useIntl();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SLOW_REMOTE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Stack align="center" py="xl" gap="md" role="status" aria-label={intl.formatMessage(hostMessages.loading)}>
      <Loader />
      {slow && onRetry && (
        <Alert color="gray" variant="light" title={intl.formatMessage(hostMessages.remoteSlowTitle)} data-remote-slow={remote} maw={560}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{intl.formatMessage(hostMessages.remoteSlowBody)}</Text>
            <Button variant="light" color="gray" onClick={onRetry}>
              {intl.formatMessage(hostMessages.retry)}
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

/** The French fallback shown inside the route when its remote is down, slow or throws. */
export function RemoteFallback({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert color="orange" variant="light" title={intl.formatMessage(hostMessages.remoteUnavailableTitle)} data-remote-fallback={remote} my="xl">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{intl.formatMessage(hostMessages.remoteUnavailableBody)}</Text>
        <Button variant="light" color="orange" onClick={onRetry}>
          {intl.formatMessage(hostMessages.retry)}
        </Button>
      </Stack>
    </Alert>
  );
}

interface BoundaryProps {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Second isolation layer: a remote that throws while rendering never blanks the page. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportRemoteError(this.props.remote, error, info.componentStack ?? '');
  }

  override render() {
    if (this.state.failed) {
      return (
        <RemoteFallback
          remote={this.props.remote}
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

/**
 * Failures are published as a `patrimo:remote-error` window event, for the error-reporting adapter (Sentry when a
 * DSN is configured, not wired yet) to subscribe to; until then nothing leaves the page.
 */
function reportRemoteError(remote: string, error: unknown, componentStack: string): void {
  window.dispatchEvent(new CustomEvent('patrimo:remote-error', { detail: { remote, error, componentStack } }));
}

function MountRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes([...routes, { path: '*', element: <Navigate to="/404" replace /> }]);
}

/**
 * Renders one mount of a remote inside the host's route: loads the remote's `./routes` lazily, then
 * matches the rest of the URL against the mount's relative routes (unknown sub-paths go to /404).
 */
export function RemoteMount({ remote, mount }: { remote: RemoteName; mount: string }) {
  const [attempt, setAttempt] = useState(0);
  // A remote already loaded (a hydrated page, a second visit) renders at once: no loading state, nothing moves.
  const [load, setLoad] = useState<LoadState>(() => {
    const mounts = loadedMountsOf(remote);
    return mounts ? { state: 'hasData', mounts } : { state: 'loading' };
  });

  useEffect(() => {
    const ready = attempt === 0 ? loadedMountsOf(remote) : undefined;
    if (ready) {
      setLoad((current) => (current.state === 'hasData' ? current : { state: 'hasData', mounts: ready }));
      return undefined;
    }
    let active = true;
    setLoad({ state: 'loading' });
    loadMounts(remote, { retry: attempt > 0 }).then(
      (mounts) => active && setLoad({ state: 'hasData', mounts }),
      (error: unknown) => {
        if (!active) return;
        reportRemoteError(remote, error, '');
        setLoad({ state: 'hasError', error });
      },
    );
    return () => {
      active = false;
    };
  }, [remote, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  if (load.state === 'loading') return <Loading key={attempt} remote={remote} onRetry={retry} />;
  if (load.state === 'hasError') return <RemoteFallback remote={remote} onRetry={retry} />;
  const routes = load.mounts[mount];
  if (!routes) return <RemoteFallback remote={remote} onRetry={retry} />;
  return (
    <RemoteBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={<Loading />}>
        <MountRoutes routes={routes} />
      </Suspense>
    </RemoteBoundary>
  );
}
