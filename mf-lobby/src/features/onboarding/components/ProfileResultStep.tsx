import { ScreenPlaceholder } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { onboardingMessages as m } from '../messages';
import { useStepLinks } from '../use-step-links';

/** `/app/profile/result`: the recommended profile, then on to connecting accounts. */
export function ProfileResultStep() {
  const intl = useIntl();
  const links = useStepLinks();
  return (
    <ScreenPlaceholder
      title={intl.formatMessage(m.resultTitle)}
      description={intl.formatMessage(m.resultDescription)}
      upcoming={[m.resultProfile, m.resultAllocation, m.resultNext].map((d) => intl.formatMessage(d))}
      links={[...links, { to: '/app/accounts/add', label: intl.formatMessage(m.connectAccounts) }]}
    />
  );
}
