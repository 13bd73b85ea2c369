import { Container } from '@patrimo/shared/ui';
import { ScreenPlaceholder } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { profileDeletionMessages as m } from '../messages';

/** `/delete-profile?token=…`: confirms an account deletion requested from the app. */
export function DeleteProfileScreen() {
  const intl = useIntl();
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <ScreenPlaceholder
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
        upcoming={[m.validity, m.confirm, m.signedOut].map((d) => intl.formatMessage(d))}
        links={[
          { to: '/app/user', label: intl.formatMessage(m.backToAccount) },
          { to: '/commitments', label: intl.formatMessage(m.commitments) },
        ]}
      />
    </Container>
  );
}
