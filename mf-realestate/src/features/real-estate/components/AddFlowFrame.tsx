import { usePageTitle } from '@patrimo/shared/react';
import { Box, Stack, Text, Title } from '@patrimo/shared/ui';
import { Stepper } from '@patrimo/shared/ui/controls';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { FlowStep } from '../flows';
import { propertyAddMessages as m } from '../add-messages';

export interface AddFlowFrameProps {
  flow: readonly FlowStep[];
  /** Path of the step shown. */
  current: string;
  title: MessageDescriptor;
  lead: MessageDescriptor;
  children: ReactNode;
}

/** One step of a property-add flow: its own page title, where the saver stands in the flow, then the step. */
export function AddFlowFrame({ flow, current, title, lead, children }: AddFlowFrameProps) {
  const t = useIntl().formatMessage;
  usePageTitle(t(title));
  const index = flow.findIndex((step) => step.path === current);
  return (
    <Stack gap="xl" maw={880} data-add-step={current}>
      <Box component="nav" aria-label={t(m.stepsLabel)}>
        <Stepper active={index} size="sm" allowNextStepsSelect={false}>
          {flow.map((step) => (
            <Stepper.Step key={step.path} label={t(step.label)} {...(step.optional ? { description: t(m.optional) } : {})} />
          ))}
        </Stepper>
      </Box>
      <Stack gap="xs">
        <Title order={1}>{t(title)}</Title>
        <Text c="dimmed">{t(lead)}</Text>
      </Stack>
      {children}
    </Stack>
  );
}
