import { ScreenPlaceholder } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { bankConnectionMessages as m } from '../messages';

/** `/app/load`: the synchronisation in progress (reached only from the add form). */
export function AccountsLoadScreen() {
  const intl = useIntl();
  return (
    <ScreenPlaceholder
      title={intl.formatMessage(m.loadTitle)}
      description={intl.formatMessage(m.loadDescription)}
      upcoming={[m.loadProgress, m.loadResult, m.loadFailure].map((d) => intl.formatMessage(d))}
      links={[{ to: '/app/accounts/risk', label: intl.formatMessage(m.toRisk) }]}
    />
  );
}
