import type { CustomerAccess } from '@patrimo/shared';
import { Badge } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { accessBadge } from '../lib/access-badge';

export interface AccessBadgeProps {
  access: CustomerAccess;
  /** `lg` in the customer's header. @default 'md' */
  size?: 'md' | 'lg';
  /**
   * Which data attribute names the access: `data-access` in the customer list, `data-access-badge` in the
   * customer's header (the e2e specs read it). @default 'data-access'
   */
  attribute?: 'data-access' | 'data-access-badge';
}

/** Whether the advisor may read the customer's data: « Accès accordé », « Invitation envoyée », « Accès retiré », « Sans compte ». */
export function AccessBadge({ access, size = 'md', attribute = 'data-access' }: AccessBadgeProps) {
  const t = useIntl().formatMessage;
  const { label, color } = accessBadge(access);
  return (
    <Badge color={color} variant="light" size={size} {...{ [attribute]: access }}>
      {t(label)}
    </Badge>
  );
}
