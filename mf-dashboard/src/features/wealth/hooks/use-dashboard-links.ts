import { useIntl } from 'react-intl';
import type { ScreenHeaderLink } from '../../../components/ScreenHeader';
import { useSaverFrame } from '../../../lib/saver-frame';
import { wealthMessages as m } from '../messages';

/** The links of the dashboard's screens; « Ajouter un compte » is the saver's own act, not in an advisor's view. */
export function useDashboardLinks(current: 'overview' | 'contracts'): ScreenHeaderLink[] {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { base, embedded } = useSaverFrame();
  return [
    current === 'overview' ? { to: '../contracts', label: t(m.linkContracts) } : { to: '../overview', label: t(m.linkOverview) },
    { to: `${base}/dashboard-loans`, label: t(m.linkLoans) },
    ...(embedded ? [] : [{ to: `${base}/accounts/new`, label: t(m.linkAddAccount) }]),
  ];
}

