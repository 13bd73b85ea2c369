import { contractCategoryLabels, formatCurrency, isSupportedContract, type Portfolio } from '@patrimo/shared';
import { Amount, useFeatures, useSubject } from '@patrimo/shared/react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import { Accordion } from '@patrimo/shared/ui/extra';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { useSaverFrame } from '../../../lib/saver-frame';
import { useUpdatePortfolioStatus } from '../api/update-portfolio-status';
import { contractBadge, contractKindLabel, contractPath, type ContractBadge, type GroupedContracts } from '../contracts';
import { contractsCountMessage, hiddenGroupMessage, hideContractLabelMessage, showContractLabelMessage, wealthMessages as m } from '../messages';

/** The badge's words: « Analysé » once the analysis was read through, else what comes next. */
const BADGE_LABELS = {
  analysed: m.supported,
  analysisInProgress: m.badgeInProgress,
  analysisToDo: m.badgeToDo,
  completeSettings: m.badgeCompleteSettings,
  followed: m.badgeFollowed,
  unsupported: m.unsupported,
} as const satisfies Record<ContractBadge, unknown>;

const BADGE_COLORS: Record<ContractBadge, string> = {
  analysed: 'teal',
  analysisInProgress: 'blue',
  analysisToDo: 'blue',
  completeSettings: 'yellow',
  followed: 'gray',
  unsupported: 'orange',
};

const formatEuro = (value: number) => formatCurrency(value, { concise: false });

/**
 * « Masquer » / « Afficher »: a hidden contract leaves the wealth and its repartition. After the change the
 * contracts and every figure built on them are loaded again (the accounts revision) and so is the user
 * (spec §4 "Contract status update reloads repartition and the user"). The saver's own act: not in an
 * advisor's view of a customer.
 */
function StatusToggle({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const update = useUpdatePortfolioStatus();
  const hidden = portfolio.status === 'hidden';
  const toggle = () => update.mutate({ id: portfolio.id, status: hidden ? 'active' : 'hidden' });
  return (
    <Stack gap={2} align="flex-end">
      <Button
        size="xs"
        variant="subtle"
        loading={update.isPending}
        onClick={toggle}
        aria-label={t(hidden ? showContractLabelMessage : hideContractLabelMessage, { name: portfolio.name })}
      >
        {t(hidden ? m.showContract : m.hideContract)}
      </Button>
      {update.isError && (
        <Text size="xs" c="red" role="alert">
          {t(m.statusFailed)}
        </Text>
      )}
    </Stack>
  );
}

function ContractRow({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { base, area } = useSaverFrame();
  const customer = useSubject() !== 'me';
  const supported = isSupportedContract(portfolio);
  const badge = contractBadge(portfolio);
  const path = contractPath(portfolio, useFeatures());
  return (
    <Card withBorder radius="md" padding="md" component="li" data-contract={portfolio.id} data-supported={supported}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          {path === null ? (
            <Text fw={600}>{portfolio.name}</Text>
          ) : (
            <Anchor component={Link} to={`${base}${path}`} fw={600}>
              {portfolio.name}
            </Anchor>
          )}
          <Text size="sm" c="dimmed">
            {portfolio.bankName ?? t(m.manualBank)} · {contractKindLabel(portfolio)}
          </Text>
        </Stack>
        <Group gap="sm" wrap="nowrap">
          {portfolio.status === 'closed' && (
            <Badge color="gray" variant="light">
              {t(m.closed)}
            </Badge>
          )}
          {supported ? (
            <Badge color={BADGE_COLORS[badge]} variant="light" data-contract-badge={badge}>
              {t(BADGE_LABELS[badge])}
            </Badge>
          ) : (
            <Badge color="orange" variant="light" title={t(m.unsupportedHelp)} data-contract-badge="unsupported">
              {t(m.unsupported)}
            </Badge>
          )}
          <Amount value={portfolio.amount} format={formatEuro} area={area} fw={700} style={{ whiteSpace: 'nowrap' }} />
          {!customer && portfolio.status !== 'closed' && <StatusToggle portfolio={portfolio} />}
        </Group>
      </Group>
    </Card>
  );
}

function ContractRows({ contracts }: { contracts: readonly Portfolio[] }) {
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {contracts.map((portfolio) => (
        <ContractRow key={portfolio.id} portfolio={portfolio} />
      ))}
    </Stack>
  );
}

/** The contracts by category with their totals, then the hidden ones in a collapsed group. */
export function ContractsList({ grouped }: { grouped: GroupedContracts }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { area } = useSaverFrame();
  return (
    <Stack gap="xl">
      {grouped.groups.map((group) => (
        <Stack key={group.category} gap="sm" component="section" data-contract-group={group.category}>
          <Group justify="space-between" align="baseline">
            <Group gap="sm" align="baseline">
              <Title order={2} size="h4">
                {contractCategoryLabels[group.category]}
              </Title>
              <Text size="sm" c="dimmed">
                {t(contractsCountMessage, { count: group.contracts.length })}
              </Text>
            </Group>
            <Amount value={group.total} format={(value) => formatCurrency(value, { concise: true })} area={area} fw={700} />
          </Group>
          <ContractRows contracts={group.contracts} />
        </Stack>
      ))}
      {grouped.hidden.length > 0 && (
        <Accordion variant="separated" data-contract-group="hidden">
          <Accordion.Item value="hidden">
            <Accordion.Control>{t(hiddenGroupMessage, { count: grouped.hidden.length })}</Accordion.Control>
            <Accordion.Panel>
              <ContractRows contracts={grouped.hidden} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}
    </Stack>
  );
}
