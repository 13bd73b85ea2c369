import { formatCopy, useFeatures, useSubject, type ScreenLink } from '@patrimo/shared/react';
import { Anchor, Center, Group, Loader, Stack, Text, Title } from '@patrimo/shared/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Navigate, NavLink } from '@patrimo/shared/router';
import { useSaverFrame } from '../../../lib/saver-frame';
import { userMessages as m } from '../messages';
import { isReadOnlyProfileView } from '../profile-view';
import { AccountsPanel } from './AccountsPanel';
import { DataAccessPanel } from './DataAccessPanel';
import { GoodsPanel } from './GoodsPanel';
import { NotificationsPanel } from './NotificationsPanel';

// The profile forms (`@patrimo/shared/identity`) load with the two tabs that show them, not with the others.
const UserInfosPanel = lazy(() => import('./UserInfosPanel').then((module) => ({ default: module.UserInfosPanel })));
const UserProfilePanel = lazy(() => import('./UserProfilePanel').then((module) => ({ default: module.UserProfilePanel })));

type UserTab = 'infos' | 'accounts' | 'goods' | 'notifications' | 'profile';

const TABS: readonly { path: UserTab; label: ScreenLink['label'] }[] = [
  { path: 'infos', label: m.linkInfos },
  { path: 'accounts', label: m.linkAccounts },
  { path: 'goods', label: m.linkGoods },
  { path: 'notifications', label: m.linkNotifications },
  { path: 'profile', label: m.linkProfile },
];

/** `/app/user/payment` belongs to mf-billing; an advisor's view of a customer has no billing. */
const PAYMENT_PATH = '/app/user/payment';

/** The other tabs of the account pages, and billing outside an advisor's view. */
function useTabLinks(tab: UserTab): ScreenLink[] {
  const { embedded } = useSaverFrame();
  const { realEstate } = useFeatures();
  // Spec §6: with real estate off for the brand, the goods tab is not offered.
  const tabs = TABS.filter((item) => item.path !== tab && (realEstate || item.path !== 'goods')).map((item) => ({ to: `../${item.path}`, label: item.label }));
  const payment = embedded ? [] : [{ to: PAYMENT_PATH, label: m.linkPayment }];
  return [...tabs, ...payment];
}

interface UserTabFrameProps {
  tab: UserTab;
  title: MessageDescriptor;
  description: MessageDescriptor;
  children: ReactNode;
}

/** A built account tab: its title, the links to the other tabs, then its content, loaded on demand. */
function UserTabFrame({ tab, title, description, children }: UserTabFrameProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const links = useTabLinks(tab);
  return (
    <Stack gap="lg" maw={880}>
      <Stack gap="xs">
        <Title order={1}>{t(title)}</Title>
        <Text size="lg" c="dimmed">
          {t(description)}
        </Text>
      </Stack>
      <Group gap="md" component="nav" aria-label={t(m.tabsLabel)}>
        {links.map((link) => (
          <Anchor key={link.to} component={NavLink} to={link.to} end>
            {formatCopy(intl, link.label)}
          </Anchor>
        ))}
      </Group>
      <Suspense
        fallback={
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        }
      >
        {children}
      </Suspense>
    </Stack>
  );
}

/** Whether the account pages show a customer to their advisor (titles speak about « votre client »). */
function useCustomerView(): boolean {
  const { embedded } = useSaverFrame();
  return isReadOnlyProfileView(useSubject(), embedded);
}

/** `/app/user/infos`: the saver's profile answers (spec §3), editable by the saver only. */
export function UserInfos() {
  const customer = useCustomerView();
  return (
    <UserTabFrame
      tab="infos"
      title={customer ? m.infosTitleCustomer : m.infosTitle}
      description={customer ? m.infosDescriptionCustomer : m.infosDescription}
    >
      <UserInfosPanel />
      {/* The saver's own page only: an advisor viewing a customer does not see who read the customer's data. */}
      {!customer && <DataAccessPanel />}
    </UserTabFrame>
  );
}

/** `/app/user/accounts`: the bank connections, their state and what to do about it. */
export function UserAccounts() {
  const customer = useCustomerView();
  return (
    <UserTabFrame tab="accounts" title={customer ? m.accountsTitleCustomer : m.accountsTitle} description={m.accountsDescription}>
      <AccountsPanel />
    </UserTabFrame>
  );
}

/** `/app/user/goods`: the saver's properties (spec §2), or the 404 page when the brand has real estate off. */
export function UserGoods() {
  const { realEstate } = useFeatures();
  if (!realEstate) return <Navigate to="/404" replace />;
  return (
    <UserTabFrame tab="goods" title={m.goodsTitle} description={m.goodsDescription}>
      <GoodsPanel />
    </UserTabFrame>
  );
}

/** `/app/user/notifications`: what happened on the saver's accounts, by age, read or not. */
export function UserNotifications() {
  return (
    <UserTabFrame tab="notifications" title={m.notificationsTitle} description={m.notificationsDescription}>
      <NotificationsPanel />
    </UserTabFrame>
  );
}

/** `/app/user/profile`: the risk profile, the password and the account deletion; the risk profile only for an advisor. */
export function UserProfile() {
  const customer = useCustomerView();
  return (
    <UserTabFrame
      tab="profile"
      title={customer ? m.profileTitleCustomer : m.profileTitle}
      description={customer ? m.profileDescriptionCustomer : m.profileDescription}
    >
      <UserProfilePanel />
    </UserTabFrame>
  );
}
