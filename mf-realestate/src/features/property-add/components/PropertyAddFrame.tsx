import { PlaceholderScreen, type ScreenCopy } from '@patrimo/shared/react';
import { Box, Button, Group, Stack } from '@patrimo/shared/ui';
import { Stepper } from '@patrimo/shared/ui/extra';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { FlowStep } from '../flows';
import { propertyAddMessages as m } from '../messages';

export interface PropertyAddFrameProps {
  flow: readonly FlowStep[];
  /** Path of the step shown. */
  current: string;
  copy: ScreenCopy;
}

/** One step of a property-add flow: where the saver stands, what the step will ask, and the way on. */
export function PropertyAddFrame({ flow, current, copy }: PropertyAddFrameProps) {
  const intl = useIntl();
  const index = flow.findIndex((step) => step.path === current);
  const previous = index > 0 ? flow[index - 1] : undefined;
  const next = flow[index + 1];
  return (
    <Stack gap="xl" maw={880}>
      <Box component="nav" aria-label={intl.formatMessage(m.stepsLabel)}>
        <Stepper active={index} size="sm" allowNextStepsSelect={false}>
          {flow.map((step) => (
            <Stepper.Step
              key={step.path}
              label={intl.formatMessage(step.label)}
              {...(step.optional ? { description: intl.formatMessage(m.optional) } : {})}
            />
          ))}
        </Stepper>
      </Box>
      <PlaceholderScreen copy={copy} />
      <Group justify="space-between">
        {previous ? (
          // Steps are sibling routes of the flow's mount.
          <Button component={Link} to={`../${previous.path}`} variant="default">
            {intl.formatMessage(m.linkPrevious)}
          </Button>
        ) : (
          <span />
        )}
        {next && (
          <Button component={Link} to={`../${next.path}`} variant={next.optional ? 'light' : 'filled'}>
            {intl.formatMessage(m.linkNext)}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
