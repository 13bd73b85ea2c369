import { ScreenPlaceholder } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { onboardingMessages as m } from '../messages';
import { useStepLinks } from '../use-step-links';

/** `/app/profile/infos`: personal and financial situation. */
export function ProfileInfosStep() {
  const intl = useIntl();
  const links = useStepLinks();
  return (
    <ScreenPlaceholder
      title={intl.formatMessage(m.infosTitle)}
      description={intl.formatMessage(m.infosDescription)}
      upcoming={[m.infosPersonal, m.infosProfessional, m.infosFinancial].map((d) => intl.formatMessage(d))}
      links={links}
    />
  );
}
