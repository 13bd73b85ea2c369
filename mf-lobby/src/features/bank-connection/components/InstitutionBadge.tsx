import type { Bank } from '@patrimo/shared';
import { Center } from '@patrimo/shared/ui';

/** An institution's badge: its initials on its colour (no logos: we hold no rights to the brands'). */
export function InstitutionBadge({ bank, size = 40 }: { bank: Pick<Bank, 'initials' | 'color'>; size?: number }) {
  return (
    <Center
      aria-hidden
      w={size}
      h={size}
      style={{ borderRadius: size / 4, background: bank.color, color: 'white', fontWeight: 700, fontSize: Math.round(size / 3), flexShrink: 0 }}
    >
      {bank.initials}
    </Center>
  );
}
