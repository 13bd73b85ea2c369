import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text } from '@patrimo/shared/ui';
import { SubjectProvider } from '@patrimo/shared/react';
import { Component, lazy, Suspense, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { loadMessages } from '../../../lib/messages';
import { loadSaverApp } from '../../../lib/saver-app-remote';
import { useCustomerContext } from '../hooks/use-customer-context';
import { customerMessages as m } from '../messages';

function ViewUnavailable({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert color="orange" variant="light" title={intl.formatMessage(m.viewUnavailableTitle)} data-saver-view-fallback my="xl">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{intl.formatMessage(m.viewUnavailableBody)}</Text>
        <Button variant="light" color="orange" onClick={onRetry}>
          {intl.formatMessage(loadMessages.retry)}
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
 * `customers/:customerId/view/*`: the customer's own saver app, loaded from mf-dashboard at run time and shown
 * under the customer's identity (their user id), so every call it makes targets that customer (spec §6). A
 * banner says whose space it is and leads back; the saver app hides or disables what writes when it is embedded.
 * The frame leaves this view as soon as the access is withdrawn.
 */
export function CustomerSaverView() {
  const intl = useIntl();
  const { customer, name, readable } = useCustomerContext();
  const [attempt, setAttempt] = useState(0);
  // A rejected lazy component stays rejected: each retry needs a fresh one.
  const SaverApp = useMemo(() => lazy(async () => ({ default: await loadSaverApp({ retry: attempt > 0 }) })), [attempt]);
  if (!readable || customer.userId === null) return null;
  return (
    <Stack gap="lg">
      <Alert variant="light" color="blue" title={intl.formatMessage(m.viewBanner, { name })} data-saver-view-notice>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{intl.formatMessage(m.viewBannerBody)}</Text>
          {/* `view/*` is one route below `:customerId`. */}
          {/* The banner's own text colour: the brand's link colour lacks contrast on the light blue (axe). */}
          <Anchor component={Link} to="../overview" size="sm" c="inherit" fw={600} underline="always" data-saver-view-back>
            {intl.formatMessage(m.viewBack)}
          </Anchor>
        </Group>
      </Alert>
      <SaverViewBoundary key={attempt} fallback={<ViewUnavailable onRetry={() => setAttempt((n) => n + 1)} />}>
        <Suspense fallback={<ViewLoading />}>
          <SubjectProvider subject={customer.userId}>
            <SaverApp />
          </SubjectProvider>
        </Suspense>
      </SaverViewBoundary>
    </Stack>
  );
}
