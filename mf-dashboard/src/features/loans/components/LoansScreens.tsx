import { PlaceholderScreen, useFeatures } from '@patrimo/shared/react';
import { useSaverFrame } from '../../../lib/saver-frame';
import { loansMessages as m } from '../messages';

export function LoansOverview() {
  const { base } = useSaverFrame();
  const { cDebtRatio } = useFeatures();
  const upcoming = [m.overviewOutstanding, m.overviewSchedule, m.overviewInsurance, m.overviewProperties];
  return (
    <PlaceholderScreen
      copy={{
        title: m.overviewTitle,
        description: m.overviewDescription,
        // The debt ratio is a brand option (spec §6, cDebtRatio).
        upcoming: cDebtRatio ? [...upcoming, m.overviewDebtRatio] : upcoming,
      }}
      links={[
        { to: '../contracts', label: m.linkContracts },
        { to: `${base}/dashboard`, label: m.linkWealth },
      ]}
    />
  );
}

export function LoansContracts() {
  return (
    <PlaceholderScreen
      copy={{
        title: m.contractsTitle,
        description: m.contractsDescription,
        upcoming: [m.contractsDates, m.contractsAmounts, m.contractsLink],
      }}
      links={[{ to: '../overview', label: m.linkOverview }]}
    />
  );
}
