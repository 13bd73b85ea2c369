import { PlaceholderScreen } from '@patrimo/shared/react';
import { statsMessages as m } from '../messages';

export function StatsScreen() {
  return (
    <PlaceholderScreen
      copy={{ title: m.title, description: m.description, upcoming: [m.customers, m.invitations, m.interactions] }}
      links={[{ to: '/advisory/customers', label: m.linkCustomers }]}
    />
  );
}
