import { Anchor, Box, Container, List, Paper, Stack, Text, Title } from '@patrimo/shared/ui';
import type { ReactNode } from 'react';

export interface LegalSection {
  /** Anchor of the section (`/cgu#assistance`). */
  id: string;
  heading: string;
  paragraphs: ReactNode[];
  /** Shown after the paragraphs (a link to a related page…). */
  footer?: ReactNode;
}

export interface LegalDocumentProps {
  /** The page's level-1 heading. */
  title: string;
  /** Version or update date line under the title. */
  updated: string;
  /** Accessible name of the table of contents. */
  tocLabel: string;
  /** Shown between the title and the table of contents. */
  intro?: ReactNode;
  sections: LegalSection[];
}

/** A long legal text: title, table of contents, then anchored sections, at a comfortable reading width. */
export function LegalDocument({ title, updated, tocLabel, intro, sections }: LegalDocumentProps) {
  return (
    <Container size="md" py={{ base: 40, sm: 64 }}>
      <Stack gap="xs" mb="xl">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{updated}</Text>
      </Stack>
      {intro}
      <Paper component="nav" aria-label={tocLabel} withBorder radius="md" p="lg" my="xl">
        <List spacing={6} size="sm" listStyleType="none">
          {sections.map((section) => (
            <List.Item key={section.id}>
              <Anchor href={`#${section.id}`} size="sm">
                {section.heading}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Paper>
      <Stack gap={40}>
        {sections.map((section) => (
          <Box component="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} style={{ scrollMarginTop: 24 }}>
            <Title order={2} size="h3" id={`${section.id}-title`} mb="sm">
              {section.heading}
            </Title>
            <Stack gap="sm">
              {section.paragraphs.map((paragraph, index) => (
                // Paragraphs are static text in a fixed order: their position is a stable key.
                <Text key={index} lh={1.7}>
                  {paragraph}
                </Text>
              ))}
            </Stack>
            {section.footer}
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
