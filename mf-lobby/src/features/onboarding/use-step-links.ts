import { useIntl } from 'react-intl';
import { onboardingMessages as m } from './messages';

/** The three steps of the onboarding profile, so each step links to the others. */
export function useStepLinks(): { to: string; label: string }[] {
  const intl = useIntl();
  return [
    { to: '/app/profile/risk', label: intl.formatMessage(m.stepRisk) },
    { to: '/app/profile/infos', label: intl.formatMessage(m.stepInfos) },
    { to: '/app/profile/result', label: intl.formatMessage(m.stepResult) },
  ];
}
