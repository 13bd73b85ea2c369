import { Box, Group, Text, ThemeIcon } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import type { StepProgress } from '../../../lib/analysis-progress';
import { positionPath, type AnalysisStep } from '../../../lib/analysis-steps';
import { frameMessages as m, stepProgressMessage } from '../messages/frame';
import { STEP_COPY } from '../messages/steps';

export interface AnalysisStepperProps {
  steps: readonly StepProgress[];
  current: AnalysisStep;
  /** `…/contract/7/analyse`. */
  analysisBase: string;
}

const STATUS_MESSAGES = { done: m.stepDone, started: m.stepStarted, todo: m.stepTodo } as const;

/**
 * The five steps as an ordered list of links, each saying whether the saver went through it. Unlike a wizard's
 * stepper, a step reads « terminée » only once all its pages were shown, whatever the current step; the current
 * step is marked `aria-current="step"`; the link's name is its visible text (« Allocation terminée, 5 sur 5 »). Each link
 * leads to the step's first page not read yet.
 */
export function AnalysisStepper({ steps, current, analysisBase }: AnalysisStepperProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Box component="nav" aria-label={t(m.stepperLabel)}>
      <Box component="ol" m={0} p={0} style={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-sm)' }}>
        {steps.map((item, index) => {
          const label = t(STEP_COPY[item.step].label);
          const isCurrent = item.step === current;
          const status = t(STATUS_MESSAGES[item.status]);
          return (
            <Box component="li" key={item.step} data-step={item.step} data-step-status={item.status} style={{ flex: '1 1 9rem' }}>
              <Box
                component={Link}
                to={`${analysisBase}/${positionPath(item.target)}`}
                aria-current={isCurrent ? 'step' : undefined}
                p="xs"
                style={{
                  display: 'block',
                  textDecoration: 'none',
                  color: 'inherit',
                  borderRadius: 'var(--mantine-radius-md)',
                  border: `2px solid ${isCurrent ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
                }}
              >
                <Group gap="xs" wrap="nowrap">
                  <ThemeIcon
                    size={28}
                    radius="xl"
                    color={item.status === 'done' ? 'teal' : isCurrent ? 'blue' : 'gray'}
                    variant={item.status === 'done' || isCurrent ? 'filled' : 'light'}
                    aria-hidden
                  >
                    {item.status === 'done' ? '✓' : String(index + 1)}
                  </ThemeIcon>
                  <Box>
                    <Text size="sm" fw={600}>
                      {label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(stepProgressMessage, { status, visited: item.visited, total: item.total })}
                    </Text>
                  </Box>
                </Group>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
