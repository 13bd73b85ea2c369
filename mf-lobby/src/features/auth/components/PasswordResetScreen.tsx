import { ScreenPlaceholder } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { authMessages as m } from '../messages';

/** `/app/password-reset`: request a reset link, then choose a new password from it. */
export function PasswordResetScreen() {
  const intl = useIntl();
  return (
    <ScreenPlaceholder
      title={intl.formatMessage(m.resetTitle)}
      description={intl.formatMessage(m.resetDescription)}
      upcoming={[m.resetRequest, m.resetForm, m.resetExpired].map((d) => intl.formatMessage(d))}
      links={[{ to: '/app/login', label: intl.formatMessage(m.backToLogin) }]}
    />
  );
}
