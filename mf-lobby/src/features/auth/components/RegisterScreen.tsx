import { ScreenPlaceholder, useBrand } from '@patrimo/shared/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { authMessages as m, authRegisterDescription } from '../messages';

/** `/app/register`: account creation (the form comes with the registration issue). */
export function RegisterScreen() {
  const intl = useIntl();
  const brand = useBrand();
  const upcoming: MessageDescriptor[] = [m.registerIdentity, m.registerPassword, m.registerTerms, m.registerConfirmation];
  if (brand.invitationRequired) upcoming.push(m.registerInvitation);
  return (
    <ScreenPlaceholder
      title={intl.formatMessage(m.registerTitle)}
      description={intl.formatMessage(authRegisterDescription, { brand: brand.name, count: brand.institutionsClaim })}
      upcoming={upcoming.map((d) => intl.formatMessage(d))}
      links={[
        { to: '/app/login', label: intl.formatMessage(m.haveAccount) },
        { to: '/cgu', label: intl.formatMessage(m.readTerms) },
      ]}
    />
  );
}
