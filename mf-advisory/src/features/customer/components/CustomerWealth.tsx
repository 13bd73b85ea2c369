import {
  contractKindLabels,
  formatCurrency,
  formatDate,
  formatPercent,
  MASKED_AMOUNT,
  recommendedRiskLabels,
  RISK_UNAVAILABLE_LABEL,
  type ContractKind,
  type Insight,
} from '@patrimo/shared';
import { loadStateOf, type LoadState as QueryLoadState } from '@patrimo/shared/query';
import { Amount, LoadState, usePrivateMode } from '@patrimo/shared/react';
import { Anchor, Badge, Box, Card, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import { DonutChart, splitSummary } from '@patrimo/shared/ui/charts';
import '@mantine/charts/styles.css';
import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { insightKindLabel, insightSentence } from '../../../lib/insight-text';
import { useCustomerInsights } from '../api/get-customer-insights';
import { useCustomerAccounts, useCustomerComposition, useCustomerPortfolios, useCustomerUser } from '../api/customer-wealth';
import { customerMessages as m } from '../messages';

const SLICE_COLORS = ['blue.6', 'teal.6', 'violet.6', 'orange.6', 'cyan.6', 'pink.6', 'gray.6'] as const;
const euros = (value: number) => formatCurrency(value, { concise: true });

/** A card with its title, and its content once the data is there. */
function Section({ title, load, loading, children, data }: { title: MessageDescriptor; load: QueryLoadState<unknown>; loading: MessageDescriptor; children: () => ReactNode; data: string }) {
  const t = useIntl().formatMessage;
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId} {...{ [`data-${data}`]: true }}>
      <Title order={2} size="h4" id={titleId} mb="md">
        {t(title)}
      </Title>
      {load.state !== 'ready' && <LoadState load={load} loadingLabel={loading} />}
      {load.state === 'ready' && children()}
    </Card>
  );
}

/** The wealth and its split by kind of contract (six largest, then the rest), with its one-sentence alternative. */
export function WealthCard({ userId }: { userId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [masked] = usePrivateMode('advisory');
  const composition = useCustomerComposition(userId);
  const load = loadStateOf(composition);
  const format = (value: number) => (masked ? MASKED_AMOUNT : euros(value));
  return (
    <Section title={m.wealthTitle} load={load} loading={m.loadingWealth} data="customer-wealth">
      {() => {
        const data = composition.data;
        if (!data || data.items.length === 0) return <Text c="dimmed">{t(m.wealthEmpty)}</Text>;
        const slices = data.items.map((item, index) => ({
          key: item.key,
          name: contractKindLabels[item.key as ContractKind] ?? item.label ?? (item.key === 'others' ? t(m.wealthOthers) : item.key),
          value: item.amount,
          share: item.share,
          color: SLICE_COLORS[index % SLICE_COLORS.length] ?? 'gray.6',
        }));
        return (
          <Stack gap="md">
            <Group gap="xs" align="baseline">
              <Text size="sm" c="dimmed">
                {t(m.wealthTotal)}
              </Text>
              <Amount value={data.total} format={euros} area="advisory" fw={700} size="xl" data-wealth-total />
            </Group>
            <Group align="center" gap="xl" wrap="wrap">
              <DonutChart
                summary={splitSummary(intl, slices, format, formatPercent)}
                data={slices.map(({ name, value, color }) => ({ name, value, color }))}
                valueFormatter={format}
                tooltipDataSource="segment"
                size={160}
                thickness={24}
              />
              <Stack component="ul" gap={6} style={{ listStyle: 'none', padding: 0, margin: 0, flex: 1, minWidth: 220 }}>
                {slices.map((slice) => (
                  <Group key={slice.key} component="li" justify="space-between" gap="sm" wrap="nowrap">
                    <Group gap="xs" wrap="nowrap">
                      <Box w={12} h={12} bg={slice.color} style={{ borderRadius: 3, flexShrink: 0 }} aria-hidden />
                      <Text size="sm">{slice.name}</Text>
                    </Group>
                    <Group gap="sm" wrap="nowrap">
                      <Amount value={slice.value} format={euros} area="advisory" size="sm" fw={600} />
                      <Text size="sm" c="dimmed" w={60} ta="right">
                        {formatPercent(slice.share)}
                      </Text>
                    </Group>
                  </Group>
                ))}
              </Stack>
            </Group>
          </Stack>
        );
      }}
    </Section>
  );
}

/** The customer's recommended risk against each investment contract's own profile. */
export function RiskCard({ userId }: { userId: string }) {
  const t = useIntl().formatMessage;
  const user = useCustomerUser(userId);
  const portfolios = useCustomerPortfolios(userId);
  const load = loadStateOf(user);
  const portfoliosLoad = loadStateOf(portfolios);
  return (
    <Section title={m.riskTitle} load={load.state === 'ready' ? portfoliosLoad : load} loading={m.loadingWealth} data="customer-risk">
      {() => {
        const recommended = user.data?.recommendedRisk ?? null;
        const risked = (portfolios.data ?? []).filter((portfolio) => portfolio.recommendedRisk !== null && portfolio.status !== 'closed');
        return (
          <Stack gap="sm">
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t(m.riskRecommended)}
              </Text>
              {recommended === null ? (
                <Text size="sm">{t(m.riskNone)}</Text>
              ) : (
                <Badge variant="light" data-recommended-risk={recommended}>
                  {recommendedRiskLabels[recommended]}
                </Badge>
              )}
            </Group>
            <Text size="sm" fw={600}>
              {t(m.riskContracts)}
            </Text>
            {risked.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t(m.riskContractsEmpty)}
              </Text>
            ) : (
              <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {risked.map((portfolio) => {
                  const level = portfolio.recommendedRisk;
                  const verdict = recommended === null || level === null ? null : level > recommended ? m.riskAbove : level < recommended ? m.riskBelow : m.riskMatches;
                  return (
                    <Group key={portfolio.id} component="li" justify="space-between" gap="sm">
                      <Text size="sm">{portfolio.name}</Text>
                      <Group gap="xs">
                        <Text size="sm">{level === null ? RISK_UNAVAILABLE_LABEL : recommendedRiskLabels[level]}</Text>
                        {verdict && (
                          <Badge size="sm" variant="outline" color={verdict === m.riskAbove ? 'red' : verdict === m.riskBelow ? 'yellow' : 'teal'}>
                            {t(verdict)}
                          </Badge>
                        )}
                      </Group>
                    </Group>
                  );
                })}
              </Stack>
            )}
          </Stack>
        );
      }}
    </Section>
  );
}

/** The first insights, each as a sentence, and the way to all of them. */
export function AlertsCard({ customerId }: { customerId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [masked] = usePrivateMode('advisory');
  const insights = useCustomerInsights(customerId, true);
  return (
    <Section title={m.alertsTitle} load={loadStateOf(insights)} loading={m.loadingInsights} data="customer-alerts">
      {() => {
        const list: Insight[] = insights.data?.insights ?? [];
        if (list.length === 0) return <Text size="sm" c="dimmed">{t(m.alertsNone)}</Text>;
        return (
          <Stack gap="sm">
            <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.slice(0, 3).map((insight, index) => (
                <Group key={`${insight.kind}-${insight.portfolioId ?? index}`} component="li" gap="xs" wrap="nowrap" align="flex-start">
                  <Badge size="sm" variant="light" color="orange" style={{ flexShrink: 0 }}>
                    {t(insightKindLabel(insight.kind))}
                  </Badge>
                  <Text size="sm">{insightSentence(intl, insight, { masked })}</Text>
                </Group>
              ))}
            </Stack>
            <Anchor component={Link} to="../insights" size="sm">
              {t(m.alertsAll, { count: list.length })}
            </Anchor>
          </Stack>
        );
      }}
    </Section>
  );
}

/** The customer's bank connections. */
export function AccountsCard({ userId }: { userId: string }) {
  const t = useIntl().formatMessage;
  const accounts = useCustomerAccounts(userId);
  return (
    <Section title={m.accountsTitle} load={loadStateOf(accounts)} loading={m.loadingWealth} data="customer-accounts">
      {() => {
        const list = accounts.data ?? [];
        if (list.length === 0) return <Text size="sm" c="dimmed">{t(m.accountsEmpty)}</Text>;
        return (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((account) => (
              <Group key={account.id} component="li" justify="space-between" gap="sm">
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {account.bankName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(m.accountContracts, { count: account.portfolios.length })}
                    {account.lastSyncAt ? ` · ${t(m.accountSynced, { date: formatDate(account.lastSyncAt, 'short') })}` : ''}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
        );
      }}
    </Section>
  );
}
