import { ScreenPlaceholder } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { bankConnectionMessages as m } from '../messages';

/** `/app/accounts/risk`: the risk level of each newly added envelope. */
export function AccountsRiskScreen() {
  const intl = useIntl();
  return (
    <ScreenPlaceholder
      title={intl.formatMessage(m.riskTitle)}
      description={intl.formatMessage(m.riskDescription)}
      upcoming={[m.riskContracts, m.riskScale, m.riskLater].map((d) => intl.formatMessage(d))}
      links={[{ to: '/app/dashboard', label: intl.formatMessage(m.toDashboard) }]}
    />
  );
}
