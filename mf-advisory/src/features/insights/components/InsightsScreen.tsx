import { PlaceholderScreen } from '@patrimo/shared/react';
import { insightsMessages as m } from '../messages';

export function InsightsScreen() {
  return (
    <PlaceholderScreen
      copy={{ title: m.title, description: m.description, upcoming: [m.composition, m.riskGap, m.liquidity] }}
      links={[{ to: '/advisory/customers', label: m.linkCustomers }]}
    />
  );
}
