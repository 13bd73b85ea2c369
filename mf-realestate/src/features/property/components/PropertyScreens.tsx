import { PlaceholderScreen } from '@patrimo/shared/react';
import { propertyMessages as m } from '../messages';

export function PropertyOverview() {
  return (
    <PlaceholderScreen
      copy={{
        title: m.overviewTitle,
        description: m.overviewDescription,
        upcoming: [m.overviewValue, m.overviewHistory, m.overviewNeighbourhood, m.overviewLoan, m.overviewRent],
      }}
      links={[{ to: '../settings', label: m.linkSettings }]}
    />
  );
}

export function PropertySettings() {
  return (
    <PlaceholderScreen
      copy={{
        title: m.settingsTitle,
        description: m.settingsDescription,
        upcoming: [m.settingsEdit, m.settingsLoan, m.settingsDelete],
      }}
      links={[{ to: '../overview', label: m.linkOverview }]}
    />
  );
}
