import { Alert, Button, Center, Loader, Stack, Text } from '@patrimo/shared/ui';
import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useRoutes, type RouteObject } from '@patrimo/shared/router';
import { loadRemoteMounts, type EmbeddedRemoteName } from '../lib/embedded-remotes';
import { loadMessages as m } from '../lib/messages';

class RemoteBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function routesComponent(routes: RouteObject[]) {
  return function RemoteRoutes() {
    return useRoutes(routes);
  };
}

export interface EmbeddedRemoteProps {
  /** The remote: mf-analysis (the analysis, its `reco` shortcut) or mf-arbitration (the arbitration). */
  remote: EmbeddedRemoteName;
  /** Which mount of the remote's `routes`. */
  mount: string;
}

/**
 * A contract's analysis or arbitration inside an advisor's view of a customer (`view/contract/:contractId/analyse/*`,
 * `…/arbitration/*`): the routes the remote exposes, rendered here under the customer's subject. Both read the
 * subject (the analysis records no visit, the arbitration saves no plan) and build their links from the address,
 * which keeps them inside the view.
 */
export function EmbeddedRemote({ remote, mount }: EmbeddedRemoteProps) {
  const t = useIntl().formatMessage;
  const [attempt, setAttempt] = useState(0);
  // A rejected lazy component stays rejected: each retry needs a fresh one.
  const Routes = useMemo(
    () => lazy(async () => ({ default: routesComponent((await loadRemoteMounts(remote, { retry: attempt > 0 }))[mount] ?? []) })),
    [attempt, remote, mount],
  );
  const fallback = (
    <Alert color="red" variant="light" title={t(m.failedTitle)} role="alert" my="xl">
      <Stack gap="xs" align="flex-start">
        <Button size="xs" variant="light" onClick={() => setAttempt((n) => n + 1)}>
          {t(m.retry)}
        </Button>
      </Stack>
    </Alert>
  );
  return (
    <RemoteBoundary key={attempt} fallback={fallback}>
      <Suspense
        fallback={
          <Center py="xl" role="status" aria-label={t(m.loading)}>
            <Loader />
            <Text size="sm" c="dimmed" ml="sm">
              {t(m.loading)}
            </Text>
          </Center>
        }
      >
        <Routes />
      </Suspense>
    </RemoteBoundary>
  );
}
