import { Box, Container, Stack, Text, Title } from '@patrimo/shared/ui';
import { useId, type ReactNode } from 'react';

export interface SectionProps {
  /** Anchor of the section (`/features#faq`). */
  id?: string;
  title: string;
  /** A sentence introducing the section. */
  lead?: string;
  children: ReactNode;
  /** Tinted background, to alternate sections down a long page. @default false */
  tinted?: boolean;
}

/** A page section: level-2 title, optional lead, then its content, inside the page width. */
export function Section({ id, title, lead, children, tinted = false }: SectionProps) {
  const titleId = useId();
  return (
    <Box
      component="section"
      py={{ base: 40, sm: 64 }}
      aria-labelledby={titleId}
      {...(id === undefined ? {} : { id })}
      {...(tinted ? { bg: 'var(--mantine-color-default-hover)' } : {})}
      // Leaves some air above a section reached through an anchor link (`/features#faq`).
      style={{ scrollMarginTop: 24 }}
    >
      <Container size="lg">
        <Stack gap="xs" mb="xl" maw={760}>
          <Title order={2} id={titleId}>
            {title}
          </Title>
          {lead !== undefined && (
            <Text c="dimmed" size="lg" lh={1.6}>
              {lead}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
