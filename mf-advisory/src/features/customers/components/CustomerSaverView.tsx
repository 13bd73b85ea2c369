import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text } from '@patrimo/shared/ui';
import { SubjectProvider } from '@patrimo/shared/react';
import { Component, lazy, Suspense, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { loadSaverApp } from '../../../lib/saver-app-remote';
import { customersMessages as m } from '../messages';

function ViewUnavailable({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert color="orange" variant="light" title={intl.formatMessage(m.viewUnavailableTitle)} data-saver-view-fallback my="xl">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{intl.formatMessage(m.viewUnavailableBody)}</Text>
        <Button variant="light" color="orange" onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Stack>
    </Alert>
  );
}

function ViewLoading() {
  const intl = useIntl();
  return (
    <Center py="xl" role="status" aria-label={intl.formatMessage(m.loadingView)}>
      <Loader />
    </Center>
  );
}

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failing saver app (not loaded, or throwing while rendering) inside this page. */
class SaverViewBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Same signal as the host's remote boundaries, so the error-reporting provider sees this failure too.
    window.dispatchEvent(
      new CustomEvent('patrimo:remote-error', { detail: { remote: 'mf_dashboard', error, componentStack: info.componentStack ?? '' } }),
    );
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * `customers/:customerId/view/*`: the customer's own saver app, loaded from mf-dashboard at run time
 * and shown under the customer's identity, so every call it makes targets that customer (spec §6).
 */
export function CustomerSaverView() {
  const intl = useIntl();
  const { customerId } = useParams();
  const [attempt, setAttempt] = useState(0);
  // A rejected lazy component stays rejected: each retry needs a fresh one.
  const SaverApp = useMemo(() => lazy(async () => ({ default: await loadSaverApp({ retry: attempt > 0 }) })), [attempt]);
  if (!customerId) return null;
  return (
    <Stack gap="lg">
      <Alert variant="light" color="blue" title={intl.formatMessage(m.viewTitle)} maw={880} data-saver-view-notice>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{intl.formatMessage(m.viewNotice)}</Text>
          {/* `view/*` is one route below `:customerId`. */}
          <Anchor component={Link} to="../overview" size="sm">
            {intl.formatMessage(m.linkOverview)}
          </Anchor>
        </Group>
      </Alert>
      <SaverViewBoundary key={attempt} fallback={<ViewUnavailable onRetry={() => setAttempt((n) => n + 1)} />}>
        <Suspense fallback={<ViewLoading />}>
          <SubjectProvider subject={customerId}>
            <SaverApp />
          </SubjectProvider>
        </Suspense>
      </SaverViewBoundary>
    </Stack>
  );
}
