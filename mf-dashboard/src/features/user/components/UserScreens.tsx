import { PlaceholderScreen, type ScreenCopy, type ScreenLink } from '@patrimo/shared/react';
import { RISK_SURVEY_ANSWER_COUNTS } from '@patrimo/shared';
import { useSaverFrame } from '../../../lib/saver-frame';
import { userMessages as m, userRiskProfileMessage } from '../messages';

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

function UserTabScreen({ tab, copy, actions = [] }: { tab: UserTab; copy: ScreenCopy; actions?: ScreenLink[] }) {
  const { embedded } = useSaverFrame();
  const tabs = TABS.filter((item) => item.path !== tab).map((item) => ({ to: `../${item.path}`, label: item.label }));
  const payment = embedded ? [] : [{ to: PAYMENT_PATH, label: m.linkPayment }];
  return <PlaceholderScreen copy={copy} links={[...tabs, ...payment, ...actions]} />;
}

export function UserInfos() {
  return (
    <UserTabScreen
      tab="infos"
      copy={{
        title: m.infosTitle,
        description: m.infosDescription,
        upcoming: [m.infosIdentity, m.infosSituation, m.infosIncome, m.infosEstate, m.infosChecks],
      }}
    />
  );
}

export function UserAccounts() {
  const { base, embedded } = useSaverFrame();
  return (
    <UserTabScreen
      tab="accounts"
      copy={{
        title: m.accountsTitle,
        description: m.accountsDescription,
        upcoming: [m.accountsList, m.accountsErrors, m.accountsActions, m.accountsDemo],
      }}
      actions={embedded ? [] : [{ to: `${base}/accounts/new`, label: m.linkAddAccount }]}
    />
  );
}

export function UserGoods() {
  const { base, embedded } = useSaverFrame();
  return (
    <UserTabScreen
      tab="goods"
      copy={{
        title: m.goodsTitle,
        description: m.goodsDescription,
        upcoming: [m.goodsList, m.goodsEstimate, m.goodsLoans, m.goodsActions],
      }}
      actions={embedded ? [] : [{ to: `${base}/accounts/new/real-estate`, label: m.linkAddProperty }]}
    />
  );
}

export function UserNotifications() {
  return (
    <UserTabScreen
      tab="notifications"
      copy={{
        title: m.notificationsTitle,
        description: m.notificationsDescription,
        upcoming: [m.notificationsGroups, m.notificationsUnread, m.notificationsEmails],
      }}
    />
  );
}

export function UserProfile() {
  return (
    <UserTabScreen
      tab="profile"
      copy={{
        title: m.profileTitle,
        description: m.profileDescription,
        upcoming: [
          (intl) => intl.formatMessage(userRiskProfileMessage, { questions: RISK_SURVEY_ANSWER_COUNTS.length }),
          m.profilePassword,
          m.profileDeletion,
        ],
      }}
    />
  );
}
