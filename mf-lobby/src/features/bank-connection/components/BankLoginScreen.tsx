import { Stack } from '@patrimo/shared/ui';
import { ScreenPlaceholder } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { bankConnectionMessages as m } from '../messages';
import { SyncButton } from './SyncButton';

export interface BankLoginScreenProps {
  /** The institution list this form was reached from, to go back and choose another. */
  base: '/app/accounts/add' | '/app/accounts/new';
}

/** `…/:bankId`: the institution's login form, then the synchronisation. */
export function BankLoginScreen({ base }: BankLoginScreenProps) {
  const intl = useIntl();
  return (
    <Stack gap="xl">
      <ScreenPlaceholder
        title={intl.formatMessage(m.loginTitle)}
        description={intl.formatMessage(m.loginDescription)}
        upcoming={[m.loginFields, m.loginAdditional, m.loginErrors].map((d) => intl.formatMessage(d))}
        links={[{ to: base, label: intl.formatMessage(m.otherInstitution) }]}
      />
      <SyncButton />
    </Stack>
  );
}
