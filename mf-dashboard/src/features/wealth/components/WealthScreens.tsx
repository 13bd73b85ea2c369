import { PlaceholderScreen, type ScreenLink } from '@patrimo/shared/react';
import { Stack } from '@patrimo/shared/ui';
import { DATE_RANGE_MIN, formatDate, TOP_EXPENSES, TOP_SECTORS } from '@patrimo/shared';
import { useSaverFrame } from '../../../lib/saver-frame';
import { wealthExposureMessage, wealthHistoryMessage, wealthMessages as m, wealthSpendingMessage } from '../messages';
import { SavingsCapsCard } from './SavingsCapsCard';

export function DashboardOverview() {
  const { base, area, embedded } = useSaverFrame();
  const links: ScreenLink[] = [
    { to: '../contracts', label: m.linkContracts },
    { to: `${base}/dashboard-loans`, label: m.linkLoans },
    // Connecting an institution is the saver's own act: not offered in an advisor's view.
    ...(embedded ? [] : [{ to: `${base}/accounts/new`, label: m.linkAddAccount }]),
  ];
  return (
    <Stack gap="xl">
      <PlaceholderScreen
        copy={{
          title: m.overviewTitle,
          description: m.overviewDescription,
          upcoming: [
            (intl) => intl.formatMessage(wealthHistoryMessage, { from: formatDate(DATE_RANGE_MIN, 'monthYear') }),
            m.overviewComposition,
            (intl) => intl.formatMessage(wealthExposureMessage, { top: TOP_SECTORS }),
            (intl) => intl.formatMessage(wealthSpendingMessage, { top: TOP_EXPENSES }),
            m.overviewAdvice,
          ],
        }}
        links={links}
      />
      <SavingsCapsCard area={area} />
    </Stack>
  );
}

export function DashboardContracts() {
  return (
    <PlaceholderScreen
      copy={{
        title: m.contractsTitle,
        description: m.contractsDescription,
        upcoming: [m.contractsGroups, m.contractsRow, m.contractsSupport, m.contractsHidden],
      }}
      links={[{ to: '../overview', label: m.linkOverview }]}
    />
  );
}
