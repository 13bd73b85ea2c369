import { LoadState, useSubject } from '@patrimo/shared/react';
import { Anchor, Stack, Text } from '@patrimo/shared/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useSaverFrame } from '../../../lib/saver-frame';
import { groupContracts } from '../contracts';
import { useDashboardLinks } from '../hooks/use-dashboard-links';
import { loadStateOf } from '@patrimo/shared/query';
import { usePortfolios } from '../api/get-portfolios';
import { wealthMessages as m } from '../messages';
import { ContractsList } from './ContractsList';
import { EmptyWealth } from './EmptyWealth';

// Its own module (not with the overview): the contracts page draws no chart and does not load the charts kit.
/** `/app/dashboard/contracts`: every contract by category, supported or not, the hidden ones apart. */
export function DashboardContracts() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { base } = useSaverFrame();
  const customer = useSubject() !== 'me';
  const links = useDashboardLinks('contracts');
  const portfolios = usePortfolios();
  const load = loadStateOf(portfolios);
  const grouped = useMemo(() => (portfolios.data === undefined ? null : groupContracts(portfolios.data)), [portfolios.data]);

  let content;
  if (load.state !== 'ready' || grouped === null) content = load.state === 'ready' ? null : <LoadState load={load} loadingLabel={m.loadingContracts} />;
  else if (grouped.groups.length === 0 && grouped.hidden.length === 0) content = <EmptyWealth />;
  else content = <ContractsList grouped={grouped} />;
  return (
    <Stack gap="xl" maw={960}>
      <ScreenHeader
        title={t(customer ? m.contractsTitleCustomer : m.contractsTitle)}
        description={t(m.contractsDescription)}
        links={links}
        linksLabel={t(m.linksLabel)}
      />
      {content}
      {grouped !== null && grouped.loans > 0 && (
        <Text size="sm" c="dimmed">
          {t(m.loansLine)}{' '}
          <Anchor component={Link} to={`${base}/dashboard-loans/contracts`}>
            {t(m.linkLoans)}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
