import { Alert, Button, Center, Loader, Stack, Text } from '@patrimo/shared/ui';
import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { loadAnalysisMounts } from '../lib/analysis-remote';
import { loadMessages as m } from '../lib/messages';

class AnalysisBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function routesComponent(routes: RouteObject[]) {
  return function AnalysisRoutes() {
    return useRoutes(routes);
  };
}

export interface EmbeddedAnalysisProps {
  /** Which mount of `mf_analysis/routes`: the analysis pages, or the `reco` shortcut. */
  mount: 'analysis' | 'reco';
}

/**
 * A contract's analysis inside an advisor's view of a customer (`view/contract/:contractId/analyse/*`): the routes
 * mf-analysis exposes, rendered here under the customer's subject. The analysis reads the subject, so it records no
 * visit and builds its links from the address, which keeps them inside the view.
 */
export function EmbeddedAnalysis({ mount }: EmbeddedAnalysisProps) {
  const t = useIntl().formatMessage;
  const [attempt, setAttempt] = useState(0);
  // A rejected lazy component stays rejected: each retry needs a fresh one.
  const Routes = useMemo(
    () => lazy(async () => ({ default: routesComponent((await loadAnalysisMounts({ retry: attempt > 0 }))[mount] ?? []) })),
    [attempt, mount],
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
    <AnalysisBoundary key={attempt} fallback={fallback}>
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
    </AnalysisBoundary>
  );
}
