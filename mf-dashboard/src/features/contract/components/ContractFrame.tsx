import { contractKindLabels, isSupportedContract, kindDetailLabels, type Portfolio } from '@patrimo/shared';
import { isApiHttpError } from '@patrimo/shared/client';
import { LoadState, usePageTitle } from '@patrimo/shared/react';
import { loadStateOf } from '@patrimo/shared/query';
import { Alert, Anchor, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Navigate, NavLink, useParams } from '@patrimo/shared/router';
import { useSaverFrame } from '../../../lib/saver-frame';
import { usePortfolio } from '../api/get-portfolio';
import { CONTRACT_TABS, tabAvailability, type ContractTab } from '../contract-view';
import { contractMessages as m, tabTitleMessage } from '../messages';

export const TAB_LABELS: Record<ContractTab, MessageDescriptor> = {
  overview: m.linkOverview,
  project: m.linkProject,
  allocation: m.linkAllocation,
  investments: m.linkInvestments,
  operations: m.linkOperations,
  details: m.linkDetails,
  documents: m.linkDocuments,
  informations: m.linkInformations,
  settings: m.linkSettings,
  'info-needed': m.linkInfoNeeded,
};

/** The contract's kind as the saver reads it: the regulated account or loan type when known. */
export function kindLabelOf(portfolio: Pick<Portfolio, 'kind' | 'kindDetail'>): string {
  return portfolio.kindDetail ? kindDetailLabels[portfolio.kindDetail] : contractKindLabels[portfolio.kind];
}

/** The tabs of the contract, as a navigation landmark. */
function ContractTabs({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  return (
    <Group gap="md" component="nav" aria-label={intl.formatMessage(m.tabsLabel)} wrap="wrap" data-contract-tabs>
      {CONTRACT_TABS.filter((tab) => tabAvailability(portfolio, tab) !== 'loan').map((tab) => (
        <Anchor key={tab} component={NavLink} to={`../${tab}`} end fw={500}>
          {intl.formatMessage(TAB_LABELS[tab])}
        </Anchor>
      ))}
    </Group>
  );
}

/** Why a tab has nothing for this contract, in words. */
function Unavailable({ portfolio, tab }: { portfolio: Portfolio; tab: ContractTab }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const availability = tabAvailability(portfolio, tab);
  const text =
    availability === 'unsupported'
      ? t(m.unsupportedTab, { kind: kindLabelOf(portfolio) })
      : availability === 'noFunds'
        ? t(m.noFundsTab, { kind: kindLabelOf(portfolio) })
        : t(m.loanTab);
  return (
    <Alert color="gray" variant="light" title={t(m.unavailableTitle)} data-tab-unavailable={availability}>
      {text}
    </Alert>
  );
}

/**
 * A tab of a contract: the contract loaded once (shared by every tab through the cache), its name and kind, the
 * tabs, then the tab's content. A contract that is not the subject's, or does not exist, shows the 404 page.
 */
export function ContractFrame({ tab, children }: { tab: ContractTab; children: (portfolio: Portfolio) => ReactNode }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { contractId = '' } = useParams();
  const query = usePortfolio(contractId);
  const load = loadStateOf(query);
  const portfolio = query.data;
  usePageTitle(portfolio ? t(tabTitleMessage, { tab: t(TAB_LABELS[tab]), name: portfolio.name }) : t(TAB_LABELS[tab]));
  if (isApiHttpError(query.error) && (query.error.status === 404 || query.error.status === 400)) return <Navigate to="/404" replace />;
  if (load.state !== 'ready' || portfolio === undefined) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t(TAB_LABELS[tab])}</Title>
        {load.state !== 'ready' && <LoadState load={load} loadingLabel={m.loadingContract} />}
      </Stack>
    );
  }
  const supported = isSupportedContract(portfolio);
  const available = tabAvailability(portfolio, tab) === 'available';
  return (
    <Stack gap="lg" data-contract-tab={tab} data-contract-id={portfolio.id}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {[portfolio.bankName ?? t(m.manualBank), kindLabelOf(portfolio)].join(' · ')}
        </Text>
        <Title order={1}>{t(tabTitleMessage, { tab: t(TAB_LABELS[tab]), name: portfolio.name })}</Title>
        {portfolio.status !== 'active' && (
          <Text size="sm" c="dimmed" data-contract-status={portfolio.status}>
            {t(portfolio.status === 'hidden' ? m.hiddenNotice : m.closedNotice)}
          </Text>
        )}
      </Stack>
      <ContractTabs portfolio={portfolio} />
      {!supported && tab === 'overview' && (
        <Alert color="orange" variant="light" title={t(m.unsupportedTitle)} data-unsupported-notice>
          {t(m.unsupportedBody, { kind: kindLabelOf(portfolio) })}
        </Alert>
      )}
      {available ? children(portfolio) : <Unavailable portfolio={portfolio} tab={tab} />}
    </Stack>
  );
}

/** A section of a tab, with its level-2 title. */
export function Section({ title, children, ...rest }: { title: string; children: ReactNode } & Record<`data-${string}`, unknown>) {
  return (
    <Stack gap="sm" component="section" {...rest}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Where the saver app hangs the other screens (analysis, settings of the profile). */
export function useContractBase(portfolio: Pick<Portfolio, 'id'>): string {
  const { base } = useSaverFrame();
  return `${base}/contract/${portfolio.id}`;
}
