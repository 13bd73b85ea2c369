import { Badge, Burger, Button, Group } from '@patrimo/shared/ui';
import { AppShell, NavLink as MantineNavLink } from '@patrimo/shared/ui/extra';
import { useDisclosure } from '@patrimo/shared/ui';
import { appStore, sidebarModeAtom, unreadNotificationsAtom } from '@patrimo/shared/client';
import { useColorScheme, usePrivateMode, useSession, useUnreadNotifications, type PrivateArea } from '@patrimo/shared/react';
import { useAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLink, useNavigate } from '@patrimo/shared/router';
import { useUnreadCountQuery } from '../features/notifications/api/get-unread-count';
import { hostMessages } from '../messages';
import { signedInMessages, unreadNotificationsMessage } from './signed-in-messages';
import { BrandMark } from './BrandMark';
import { MAIN_ID, SkipLink } from './SkipLink/SkipLink';

export interface ShellItem {
  to: string;
  label: string;
  /** A count shown next to the entry (unread notifications), with its accessible wording. */
  badge?: { count: number; label: string } | undefined;
}

/** Signed-in frame shared by the saver app and the advisory area: navigation, private mode, theme, logout. */
export function ShellLayout({ area, home, items, children }: { area: PrivateArea; home: string; items: ShellItem[]; children: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { logout } = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [privateMode, togglePrivateMode] = usePrivateMode(area);
  const colorScheme = useColorScheme();
  const [sidebarMode, setSidebarMode] = useAtom(sidebarModeAtom);
  const collapsed = sidebarMode === 'collapsed';
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: collapsed } }} padding="lg">
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={intl.formatMessage(hostMessages.openMenu)} />
            <BrandMark to={home} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="subtle"
              size="compact-sm"
              visibleFrom="sm"
              aria-expanded={!collapsed}
              onClick={() => setSidebarMode(collapsed ? 'expanded' : 'collapsed')}
            >
              {intl.formatMessage(collapsed ? signedInMessages.sidebarExpand : signedInMessages.sidebarCollapse)}
            </Button>
            <Button variant="subtle" size="compact-sm" onClick={togglePrivateMode} aria-pressed={privateMode} data-private-toggle>
              {intl.formatMessage(privateMode ? signedInMessages.privateModeOff : signedInMessages.privateModeOn)}
            </Button>
            <Button variant="subtle" size="compact-sm" onClick={colorScheme.toggle} data-theme-toggle={colorScheme.scheme}>
              {intl.formatMessage(colorScheme.scheme === 'dark' ? signedInMessages.themeToLight : signedInMessages.themeToDark)}
            </Button>
            <Button
              variant="light"
              size="compact-sm"
              onClick={() => void logout().then(() => navigate(area === 'advisory' ? '/advisory/login' : '/app/login', { replace: true }))}
            >
              {intl.formatMessage(hostMessages.logout)}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={intl.formatMessage(hostMessages.navMain)}>
        {/* The browser's own scrolling when the menu is taller than the window: Mantine's ScrollArea brings floating-ui. */}
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          {items.map((item) => (
            <MantineNavLink
              key={item.to}
              component={NavLink}
              to={item.to}
              label={item.label}
              onClick={close}
              rightSection={
                item.badge && item.badge.count > 0 ? (
                  <Badge size="sm" circle={item.badge.count < 10} aria-label={item.badge.label} data-unread-count={item.badge.count}>
                    {item.badge.count}
                  </Badge>
                ) : undefined
              }
            />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}

/**
 * The saver's unread notifications for the menu badge: the live channel keeps the count current; until it
 * or the notifications page has said anything, the first page is read once for its `unreadNb`.
 */
function useUnreadCount(): number | null {
  const unread = useUnreadNotifications();
  const { data } = useUnreadCountQuery(unread === null);
  useEffect(() => {
    // A live message may have answered meanwhile; it is newer.
    if (data !== undefined && appStore.get(unreadNotificationsAtom) === null) appStore.set(unreadNotificationsAtom, data);
  }, [data]);
  return unread;
}

export function AppLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const unread = useUnreadCount() ?? 0;
  const items: ShellItem[] = [
    { to: '/app/dashboard', label: intl.formatMessage(signedInMessages.menuDashboard) },
    { to: '/app/dashboard-loans', label: intl.formatMessage(signedInMessages.menuLoans) },
    { to: '/app/accounts/new', label: intl.formatMessage(signedInMessages.menuAddAccount) },
    {
      to: '/app/user/notifications',
      label: intl.formatMessage(signedInMessages.menuNotifications),
      badge: { count: unread, label: intl.formatMessage(unreadNotificationsMessage, { count: unread }) },
    },
    { to: '/app/user', label: intl.formatMessage(signedInMessages.menuAccount) },
    { to: '/app/user/payment', label: intl.formatMessage(signedInMessages.menuPayment) },
  ];
  return (
    <ShellLayout area="app" home="/app/dashboard" items={items}>
      {children}
    </ShellLayout>
  );
}

export function AdvisoryLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const items = [
    { to: '/advisory/customers', label: intl.formatMessage(signedInMessages.menuCustomers) },
    { to: '/advisory/stats', label: intl.formatMessage(signedInMessages.menuStats) },
    { to: '/advisory/insights', label: intl.formatMessage(signedInMessages.menuInsights) },
    { to: '/advisory/profile', label: intl.formatMessage(signedInMessages.menuProfile) },
  ];
  return (
    <ShellLayout area="advisory" home="/advisory/customers" items={items}>
      {children}
    </ShellLayout>
  );
}
