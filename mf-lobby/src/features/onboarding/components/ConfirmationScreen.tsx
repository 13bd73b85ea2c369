import { ScreenPlaceholder } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { onboardingMessages as m } from '../messages';

/** `/app/confirmation`: the e-mail confirmation code. */
export function ConfirmationScreen() {
  const intl = useIntl();
  return (
    <ScreenPlaceholder
      title={intl.formatMessage(m.confirmationTitle)}
      description={intl.formatMessage(m.confirmationDescription)}
      upcoming={[m.confirmationCode, m.confirmationResend, m.confirmationLock].map((d) => intl.formatMessage(d))}
    />
  );
}
