import { Box, Button, Group, Stack, Text } from '@patrimo/shared/ui';
import { Stepper } from '@patrimo/shared/ui/extra';
import { formatCopy, ScreenPlaceholder } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { Link, Navigate, NavLink, useNavigate, useParams } from 'react-router-dom';
import {
  ANALYSIS_STEPS,
  contractPath,
  neighbours,
  positionPath,
  resolvePosition,
  visibleSubsteps,
  type AnalysisPosition,
} from '../../../lib/analysis-steps';
import { ANALYSIS_COPY } from '../analysis-copy';
import { analysisMessages as m, pageTitleMessage, substepPositionMessage } from '../messages';

/** Every position is a sibling route `:step/:substep` of the mount: `..` leaves the current one. */
const to = (position: AnalysisPosition) => `../${positionPath(position)}`;

/**
 * One page of the guided analysis (`:step/:substep`): the five-step stepper, the points of the current
 * step, what the page will show, and the way forward. Unknown addresses are sent back to the start.
 */
export function AnalysisScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { contractId = '', step, substep } = useParams();
  const resolved = resolvePosition(step, substep);
  if (resolved.kind === 'redirect') return <Navigate to={to(resolved.position)} replace />;

  const { position } = resolved;
  const stepCopy = ANALYSIS_COPY[position.step];
  const substepCopy = stepCopy.substeps[position.substep];
  const substeps = visibleSubsteps(position.step);
  const { previous, next } = neighbours(position);
  const title = intl.formatMessage(pageTitleMessage, {
    step: intl.formatMessage(stepCopy.label),
    substep: substepCopy ? intl.formatMessage(substepCopy.title) : '',
  });

  return (
    <Stack gap="xl" maw={880} data-analysis-step={position.step} data-analysis-substep={position.substep}>
      <Box component="nav" aria-label={intl.formatMessage(m.stepperLabel)}>
        <Stepper
          active={ANALYSIS_STEPS.indexOf(position.step)}
          onStepClick={(index) => {
            const target = ANALYSIS_STEPS[index];
            if (target) navigate(to({ step: target, substep: 1 }));
          }}
          size="sm"
        >
          {ANALYSIS_STEPS.map((key) => (
            <Stepper.Step key={key} label={intl.formatMessage(ANALYSIS_COPY[key].label)} />
          ))}
        </Stepper>
      </Box>

      <Group component="nav" gap="xs" aria-label={intl.formatMessage(m.substepsLabel)}>
        {substeps.map((n) => {
          const copy = stepCopy.substeps[n];
          const current = n === position.substep;
          return (
            <Button
              key={n}
              component={NavLink}
              to={to({ step: position.step, substep: n })}
              variant={current ? 'filled' : 'light'}
              size="compact-sm"
              radius="xl"
            >
              {copy ? intl.formatMessage(copy.title) : intl.formatNumber(n)}
            </Button>
          );
        })}
      </Group>

      <ScreenPlaceholder
        title={title}
        description={intl.formatMessage(stepCopy.intro)}
        upcoming={(substepCopy?.upcoming ?? []).map((item) => formatCopy(intl, item))}
        links={[
          { to: contractPath(contractId, 'overview'), label: intl.formatMessage(m.backToContract) },
          { to: contractPath(contractId, 'settings'), label: intl.formatMessage(m.contractSettings) },
        ]}
      />

      <Group justify="space-between" wrap="nowrap">
        {previous ? (
          <Button component={Link} to={to(previous)} variant="default">
            {intl.formatMessage(m.previous)}
          </Button>
        ) : (
          <span />
        )}
        <Text size="sm" c="dimmed">
          {intl.formatMessage(substepPositionMessage, { current: substeps.indexOf(position.substep) + 1, total: substeps.length })}
        </Text>
        {next ? (
          <Button component={Link} to={to(next)}>
            {intl.formatMessage(m.next)}
          </Button>
        ) : (
          <Button component={Link} to={contractPath(contractId, 'arbitration')}>
            {intl.formatMessage(m.toArbitration)}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
