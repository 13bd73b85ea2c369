import { Stack, Text } from '@patrimo/shared/ui';
import type { ReactNode } from 'react';

export interface StatProps {
  label: string;
  /** The figure, already formatted (masked in private mode when it is an amount). */
  value: ReactNode;
  /** A line under the figure. */
  hint?: string;
  /** Marks the figure for tests and styles (`data-stat`). */
  name?: string;
}

/** A labelled figure: the label above, the figure large, an optional line under it. */
export function Stat({ label, value, hint, name }: StatProps) {
  return (
    <Stack gap={2} data-stat={name}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} component="p" m={0} data-stat-value>
        {value}
      </Text>
      {hint !== undefined && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
