import { Anchor, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import type { ReactNode } from 'react';
import { NavLink } from '@patrimo/shared/router';

export interface ScreenHeaderLink {
  to: string;
  label: string;
}

export interface ScreenHeaderProps {
  title: string;
  description?: string;
  /** Links to the neighbouring screens, under the title. */
  links?: readonly ScreenHeaderLink[];
  /** Name of the links' navigation landmark. */
  linksLabel?: string;
  /** Actions on the right of the title (a button…). */
  actions?: ReactNode;
}

/** The top of a dashboard screen: its level-1 title, a line of description and the links around it. */
export function ScreenHeader({ title, description, links = [], linksLabel, actions }: ScreenHeaderProps) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Title order={1}>{title}</Title>
        {actions}
      </Group>
      {description !== undefined && (
        <Text size="lg" c="dimmed">
          {description}
        </Text>
      )}
      {links.length > 0 && (
        <Group gap="md" component="nav" aria-label={linksLabel}>
          {links.map((link) => (
            <Anchor key={link.to} component={NavLink} to={link.to} end>
              {link.label}
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}
