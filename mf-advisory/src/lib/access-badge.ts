import type { CustomerAccess } from '@patrimo/shared';
import type { MessageDescriptor } from 'react-intl';
import { accessMessages } from './messages';

export interface AccessBadgeLook {
  label: MessageDescriptor;
  /** Mantine colour of the badge. */
  color: 'teal' | 'blue' | 'red' | 'gray';
}

const COLORS: Record<CustomerAccess, AccessBadgeLook['color']> = { granted: 'teal', invited: 'blue', withdrawn: 'red', none: 'gray' };

/**
 * Whether the advisor may read the customer's data, as its badge says it (the customer list and the customer's
 * header): « Accès accordé », « Invitation envoyée », « Accès retiré » or « Sans compte », and its colour.
 */
export function accessBadge(access: CustomerAccess): AccessBadgeLook {
  return { label: accessMessages[access], color: COLORS[access] };
}
