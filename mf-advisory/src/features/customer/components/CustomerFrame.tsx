import { civilTitleLabels } from '@patrimo/shared';
import { loadStateOf } from '@patrimo/shared/query';
import { LoadState, usePageTitle } from '@patrimo/shared/react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, Outlet, useLocation, useParams } from '@patrimo/shared/router';
import { AccessBadge } from '../../../components/AccessBadge';
import { canReadSaverData, customerName } from '../access';
import { useCustomer } from '../api/get-customer';
import type { CustomerContext } from '../hooks/use-customer-context';
import { useWithdrawal } from '../hooks/use-withdrawal';
import { customerMessages as m } from '../messages';

type Tab = 'overview' | 'insights' | 'interactions' | 'view';

const TABS = [
  { path: 'overview', label: m.tabOverview },
  { path: 'insights', label: m.tabInsights },
  { path: 'interactions', label: m.tabInteractions },
  { path: 'view', label: m.tabView },
] as const satisfies readonly { path: Tab; label: unknown }[];

/** The tab of `/advisory/customers/:customerId/<tab>/…`. */
function currentTab(pathname: string, customerId: string): Tab {
  const after = pathname.split(`/${customerId}/`)[1] ?? '';
  const segment = after.split('/')[0];
  return TABS.find((tab) => tab.path === segment)?.path ?? 'overview';
}

/**
 * `customers/:customerId`: the customer's header (civil title and name, client id, access badge, following
 * advisor), the tabs, and the tab below. While the customer's access is not granted, or once it is withdrawn
 * (live), the saver view is neither offered nor kept on screen.
 */
export function CustomerFrame() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { customerId = '' } = useParams();
  const { pathname } = useLocation();
  const query = useCustomer(customerId);
  const load = loadStateOf(query);
  const withdrawnLive = useWithdrawal(customerId, query.data?.userId ?? null);
  const tab = currentTab(pathname, customerId);
  const name = query.data ? customerName(query.data) : null;
  const tabEntry = TABS.find((entry) => entry.path === tab) ?? TABS[0];
  usePageTitle(name === null ? null : t(m.pageTitle, { tab: t(tabEntry.label), name }));

  const context = useMemo<CustomerContext | null>(
    () => (query.data ? { customer: query.data, name: customerName(query.data), readable: canReadSaverData(query.data, withdrawnLive), withdrawnLive } : null),
    [query.data, withdrawnLive],
  );

  const back = (
    <Anchor component={Link} to="/advisory/customers" size="sm" data-back-to-list>
      {t(m.backToList)}
    </Anchor>
  );
  if (load.state === 'loading' || context === null) {
    return (
      <Stack gap="md">
        {back}
        <LoadState load={load.state === 'ready' ? { state: 'loading' } : load} loadingLabel={m.loadingCustomer} />
      </Stack>
    );
  }

  const { customer, readable } = context;
  const tabs = TABS.filter((entry) => entry.path !== 'view' || readable);
  const civil = customer.civilTitle ? `${civilTitleLabels[customer.civilTitle]} ` : '';
  return (
    <Stack gap="lg" data-customer={customer.id}>
      {back}
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          {/* In the view the customer's own page below holds the one h1: the name stays, as plain text. */}
          {tab === 'view' ? (
            <Text fz="h2" fw={700} lh={1.3} data-customer-name>
              {civil}
              {context.name}
            </Text>
          ) : (
            <Title order={1} size="h2" data-customer-name>
              {civil}
              {context.name}
            </Title>
          )}
          <Group gap="sm">
            {customer.clientId && (
              <Text size="sm" c="dimmed">
                {t(m.clientId, { clientId: customer.clientId })}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {customer.advisorName ? t(m.followedBy, { advisor: customer.advisorName }) : t(m.followedByNobody)}
            </Text>
          </Group>
        </Stack>
        <AccessBadge access={withdrawnLive ? 'withdrawn' : customer.access} size="lg" attribute="data-access-badge" />
      </Group>
      <div role="alert">
        {withdrawnLive && (
          <Alert color="orange" variant="light" title={t(m.withdrawnLive, { name: context.name })} data-access-withdrawn-alert>
            {t(m.withdrawnLiveBody)}
          </Alert>
        )}
      </div>
      <Group component="nav" aria-label={t(m.tabsLabel)} gap="xs" data-customer-tabs>
        {tabs.map((entry) => (
          <Button
            key={entry.path}
            component={Link}
            to={entry.path}
            variant={entry.path === tab ? 'light' : 'subtle'}
            aria-current={entry.path === tab ? 'page' : undefined}
            size="sm"
          >
            {t(entry.label)}
          </Button>
        ))}
      </Group>
      {tab === 'view' && !readable ? <Navigate to="overview" replace /> : <Outlet context={context} />}
    </Stack>
  );
}
