import { Box, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type CSSProperties } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  toggle: { id: 'shared.howComputed.toggle', defaultMessage: 'Comment est-ce calculé ?' },
  method: { id: 'shared.howComputed.method', defaultMessage: 'Méthode' },
  inputs: { id: 'shared.howComputed.inputs', defaultMessage: 'Données utilisées' },
  notes: { id: 'shared.howComputed.notes', defaultMessage: 'À savoir' },
});

/** Read by screen readers, not drawn: tells the disclosures of one page apart without lengthening the button. */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** One input of a figure, as the person reads it: « Période » → « du 3 janvier 2022 au 14 mars 2026 ». */
export interface HowComputedInput {
  label: string;
  value: string;
}

export interface HowComputedProps {
  /** The figure explained (« Volatilité »): heard after the button's text, and the heading of the panel. */
  figure: string;
  /** The method in plain French, one paragraph per entry. */
  method: string | readonly string[];
  /** What the computation actually used (period, number of returns, rates…); a block without inputs says none. */
  inputs?: readonly HowComputedInput[];
  /** Limits and estimates the person must know (a short history, a fee rate estimated…). */
  notes?: readonly string[];
  /** Open from the start. @default false */
  defaultOpened?: boolean;
}

/**
 * « Comment est-ce calculé ? » (ENGINES.md: every figure is reproducible from its inputs by a stated method): a
 * disclosure under a figure, a button that says whether it is open (`aria-expanded`) and the panel it controls,
 * with the method in plain French and the inputs the computation used.
 *
 * @example
 * <HowComputed figure="Volatilité" method={['L’écart type des rendements hebdomadaires…']} inputs={[{ label: 'Semaines', value: '260' }]} />
 */
export function HowComputed({ figure, method, inputs = [], notes = [], defaultOpened = false }: HowComputedProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [opened, setOpened] = useState(defaultOpened);
  const panelId = useId();
  const paragraphs = typeof method === 'string' ? [method] : method;
  return (
    <Box data-how-computed={figure}>
      <Button
        variant="subtle"
        size="compact-sm"
        px={4}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => setOpened((value) => !value)}
      >
        {t(messages.toggle)}
        <span style={visuallyHidden}> {figure}</span>
      </Button>
      <Paper id={panelId} hidden={!opened} withBorder radius="sm" p="md" mt="xs" data-how-computed-panel>
        {opened && (
          <Stack gap="sm">
            <Title order={4} size="h6">
              {figure}
            </Title>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t(messages.method)}
              </Text>
              {paragraphs.map((paragraph) => (
                <Text key={paragraph} size="sm">
                  {paragraph}
                </Text>
              ))}
            </Stack>
            {inputs.length > 0 && (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t(messages.inputs)}
                </Text>
                <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, max-content) 1fr', gap: '4px 16px' }}>
                  {inputs.map((input) => (
                    <Box key={input.label} style={{ display: 'contents' }}>
                      <Text component="dt" size="sm" c="dimmed">
                        {input.label}
                      </Text>
                      <Text component="dd" size="sm" m={0} data-how-computed-input={input.label}>
                        {input.value}
                      </Text>
                    </Box>
                  ))}
                </Box>
              </Stack>
            )}
            {notes.length > 0 && (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t(messages.notes)}
                </Text>
                <List size="sm" spacing={2}>
                  {notes.map((note) => (
                    <List.Item key={note}>{note}</List.Item>
                  ))}
                </List>
              </Stack>
            )}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
