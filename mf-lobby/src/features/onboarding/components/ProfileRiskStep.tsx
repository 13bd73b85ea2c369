import { ScreenPlaceholder } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { onboardingMessages as m } from '../messages';
import { useStepLinks } from '../use-step-links';

/** `/app/profile/risk`: the investor risk questionnaire (the profile's default step). */
export function ProfileRiskStep() {
  const intl = useIntl();
  const links = useStepLinks();
  return (
    <ScreenPlaceholder
      title={intl.formatMessage(m.riskTitle)}
      description={intl.formatMessage(m.riskDescription)}
      upcoming={[m.riskQuestions, m.riskProgress, m.riskWhy].map((d) => intl.formatMessage(d))}
      links={links}
    />
  );
}
