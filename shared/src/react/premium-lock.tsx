import { Badge, Button, Group } from '@patrimo/shared/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { sharedMessages as m } from './messages';

export interface PremiumLockProps {
  /** Whether the feature is locked (`usePremiumLocked(feature)` from `@patrimo/shared/query`). */
  locked: boolean;
  /** The action's name, shown on its locked button. */
  label: string;
  /** What the feature is, for the tests and the styles (`data-premium-lock`). */
  feature: string;
  /** The size of the button it stands for. @default 'sm' */
  size?: 'xs' | 'sm' | 'md';
  /** The action itself, shown as is when it is not locked. */
  children: ReactNode;
}

/**
 * A premium feature, visible but locked for a saver without premium: the action's button, disabled, the
 * « Premium » badge and the way to subscribe (« Passer à Premium » → `/app/subscribe`).
 *
 * @example
 * <PremiumLock locked={usePremiumLocked('arbitration')} label={t(m.arbitrate)} feature="arbitration">
 *   <Button component={Link} to="arbitration">{t(m.arbitrate)}</Button>
 * </PremiumLock>
 */
export function PremiumLock({ locked, label, feature, size = 'sm', children }: PremiumLockProps) {
  const t = useIntl().formatMessage;
  if (!locked) return <>{children}</>;
  return (
    <Group gap="xs" wrap="wrap" data-premium-lock={feature}>
      <Button size={size} variant="light" disabled>
        {label}
      </Button>
      <Badge color="yellow" variant="light">
        {t(m.premiumBadge)}
      </Badge>
      <Button component={Link} to="/app/subscribe" size={size} variant="subtle" data-premium-subscribe>
        {t(m.premiumSubscribe)}
      </Button>
    </Group>
  );
}
