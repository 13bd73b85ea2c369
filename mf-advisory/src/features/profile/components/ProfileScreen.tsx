import { PlaceholderScreen } from '@patrimo/shared/react';
import { profileMessages as m } from '../messages';

export function ProfileScreen() {
  return <PlaceholderScreen copy={{ title: m.title, description: m.description, upcoming: [m.identity, m.role, m.access] }} />;
}
