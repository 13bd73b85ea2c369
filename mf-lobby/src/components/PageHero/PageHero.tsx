import { Box, Container, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import type { ReactNode } from 'react';

export interface PageHeroProps {
  /** Small line above the title (brand or section name). */
  eyebrow?: string;
  /** The page's only level-1 heading. */
  title: string;
  /** One or two sentences under the title. */
  lead: string;
  /** Calls to action, shown in a row under the lead. */
  actions?: ReactNode;
  /** Anything shown under the actions (key figures…). */
  children?: ReactNode;
}

/** The top band of a public page: tinted background, level-1 title, lead and calls to action. */
export function PageHero({ eyebrow, title, lead, actions, children }: PageHeroProps) {
  return (
    <Box
      component="section"
      py={{ base: 48, sm: 80 }}
      style={{
        background: 'linear-gradient(180deg, var(--mantine-primary-color-light) 0%, transparent 100%)',
      }}
    >
      <Container size="lg">
        <Stack gap="lg" maw={800}>
          {eyebrow !== undefined && (
            <Text c="var(--mantine-primary-color-filled)" fw={700} tt="uppercase" size="sm" lts={1}>
              {eyebrow}
            </Text>
          )}
          <Title order={1} fz={{ base: 32, sm: 46 }} lh={1.15}>
            {title}
          </Title>
          <Text size="lg" c="dimmed" lh={1.6}>
            {lead}
          </Text>
          {actions !== undefined && <Group gap="md">{actions}</Group>}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
