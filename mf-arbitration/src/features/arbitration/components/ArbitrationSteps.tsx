import { Box } from '@patrimo/shared/ui';
import { Stepper } from '@patrimo/shared/ui/controls';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from '@patrimo/shared/router';
import { useArbitrationFrame } from '../hooks/use-arbitration-frame';
import { arbitrationMessages as m } from '../messages';

export type ArbitrationStep = 'start' | 'market' | 'optimize';

export const STEPS: readonly { path: ArbitrationStep; label: MessageDescriptor; summary: MessageDescriptor }[] = [
  { path: 'start', label: m.stepStart, summary: m.stepStartSummary },
  { path: 'market', label: m.stepMarket, summary: m.stepMarketSummary },
  { path: 'optimize', label: m.stepOptimize, summary: m.stepOptimizeSummary },
];

export interface ArbitrationStepsProps {
  /** The step shown on the page. */
  active: ArbitrationStep;
}

/** The three steps of an arbitration (spec §4); the basket is kept, so any step can be opened from here. */
export function ArbitrationSteps({ active }: ArbitrationStepsProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { arbitrationBase } = useArbitrationFrame();
  const activeIndex = STEPS.findIndex((step) => step.path === active);
  return (
    <Box component="nav" aria-label={intl.formatMessage(m.stepsLabel)}>
      <Stepper
        active={activeIndex}
        size="sm"
        onStepClick={(index) => {
          const target = STEPS[index];
          if (target && index !== activeIndex) navigate(`${arbitrationBase}/${target.path}`);
        }}
      >
        {STEPS.map((step, index) => (
          <Stepper.Step
            key={step.path}
            label={intl.formatMessage(step.label)}
            description={intl.formatMessage(step.summary)}
            aria-current={index === activeIndex ? 'step' : undefined}
            data-arbitration-stepper={step.path}
          />
        ))}
      </Stepper>
    </Box>
  );
}
