import '@mantine/charts/styles.css';
import { contractKindLabels, formatCurrency, formatNotation, formatPercent, MASKED_AMOUNT, type AdvisoryStats } from '@patrimo/shared';
import { loadStateOf } from '@patrimo/shared/query';
import { Amount, LoadState, usePageTitle, usePrivateMode } from '@patrimo/shared/react';
import { Card, SimpleGrid, Stack, Text, Title } from '@patrimo/shared/ui';
import { BarChart } from '@patrimo/shared/ui/bar-chart';
import { AreaChart, DonutChart, splitSummary } from '@patrimo/shared/ui/charts';
import { Table } from '@patrimo/shared/ui/extra';
import { useId, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAdvisoryStats } from '../api/get-advisory-stats';
import { customersWithAccessMessage, statsMessages as m } from '../messages';
import { assetsSummary, countsSummary, interactionRows, invitationRows, riskRows, riskSummary } from '../stats-data';

const CHART_HEIGHT = 260;
const KIND_COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'pink.6', 'lime.7', 'indigo.6', 'gray.6'];

function useFormatters() {
  const [masked] = usePrivateMode('advisory');
  return useMemo(
    () => ({
      masked,
      euros: (value: number) => (masked ? MASKED_AMOUNT : formatCurrency(value, { concise: true })),
      axis: (value: number) => (masked ? MASKED_AMOUNT : formatNotation(value, { currency: true })),
    }),
    [masked],
  );
}

function KeyFigure({ label, children, detail }: { label: string; children: ReactNode; detail?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} component="p">
        {children}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Card>
  );
}

/** A chart in its card: a title, the visible one-sentence summary, and the drawing (whose figure carries the same sentence). */
function ChartCard({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Text size="sm" data-chart-text>
          {summary}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

function Charts({ stats }: { stats: AdvisoryStats }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const format = useFormatters();
  const invitations = invitationRows(stats.invitations);
  const interactions = interactionRows(stats.interactionsByKind);
  const kinds = stats.wealthByKind.filter((entry) => entry.amount > 0).map((entry) => ({ name: contractKindLabels[entry.kind], value: entry.amount }));
  const assets = assetsSummary(intl, stats.wealthSeries, format.euros);
  const invitationsText = countsSummary(intl, t(m.invitationsChart), invitations);
  const interactionsText = countsSummary(intl, t(m.interactionsChart), interactions);
  const riskText = riskSummary(intl, stats);
  const kindText = kinds.length === 0 ? t(m.noData) : splitSummary(intl, kinds, format.euros, (ratio) => formatPercent(ratio));
  const countSeries = [{ name: 'count', label: t(m.count), color: 'blue.6' }];

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <ChartCard title={t(m.assetsChart)} summary={assets}>
        {stats.wealthSeries.length > 0 && (
          <AreaChart
            summary={assets}
            h={CHART_HEIGHT}
            data={stats.wealthSeries.map((point) => ({ date: point.date, amount: point.amount }))}
            dataKey="date"
            series={[{ name: 'amount', label: t(m.assets), color: 'blue.6' }]}
            curveType="linear"
            withGradient={false}
            valueFormatter={format.euros}
            xAxisProps={{ tickFormatter: (date: string) => intl.formatDate(date, { month: 'short', year: '2-digit' }) }}
            yAxisProps={{ tickFormatter: format.axis, width: 80 }}
            data-stats-chart="assets"
          />
        )}
      </ChartCard>
      <ChartCard title={t(m.kindChart)} summary={kindText}>
        {kinds.length > 0 && (
          <DonutChart
            summary={kindText}
            h={CHART_HEIGHT}
            data={kinds.map((kind, index) => ({ ...kind, color: KIND_COLORS[index % KIND_COLORS.length] ?? 'gray.6' }))}
            valueFormatter={format.euros}
            withLabelsLine={false}
            tooltipDataSource="segment"
            data-stats-chart="kinds"
          />
        )}
      </ChartCard>
      <ChartCard title={t(m.invitationsChart)} summary={invitationsText}>
        <BarChart
          summary={invitationsText}
          h={CHART_HEIGHT}
          data={invitations}
          dataKey="label"
          series={countSeries}
          yAxisProps={{ allowDecimals: false }}
          data-stats-chart="invitations"
        />
      </ChartCard>
      <ChartCard title={t(m.interactionsChart)} summary={interactionsText}>
        <BarChart
          summary={interactionsText}
          h={CHART_HEIGHT}
          data={interactions}
          dataKey="label"
          series={countSeries}
          yAxisProps={{ allowDecimals: false }}
          data-stats-chart="interactions"
        />
      </ChartCard>
      <ChartCard title={t(m.riskChart)} summary={riskText}>
        <BarChart
          summary={riskText}
          h={CHART_HEIGHT}
          data={riskRows(stats.riskDistribution)}
          dataKey="level"
          series={[
            { name: 'current', label: t(m.current), color: 'blue.6' },
            { name: 'recommended', label: t(m.recommended), color: 'orange.6' },
          ]}
          withLegend
          yAxisProps={{ allowDecimals: false }}
          data-stats-chart="risk"
        />
      </ChartCard>
    </SimpleGrid>
  );
}

function ByAdvisor({ stats }: { stats: AdvisoryStats }) {
  const t = useIntl().formatMessage;
  const euros = (value: number) => formatCurrency(value, { concise: true });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="stats-by-advisor">
      <Stack gap="sm">
        <Title order={2} size="h4" id="stats-by-advisor">
          {t(m.byAdvisor)}
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder data-stats-by-advisor>
            <Table.Thead>
              <Table.Tr>
                {[m.advisor, m.customers, m.assets, m.interactions30].map((label) => (
                  <Table.Th key={label.id} scope="col">
                    {t(label)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stats.byAdvisor.map((line) => (
                <Table.Tr key={line.advisorId ?? 'none'}>
                  <Table.Th scope="row">{line.advisorId === null ? t(m.unassigned) : line.advisorName}</Table.Th>
                  <Table.Td>{line.customers}</Table.Td>
                  <Table.Td>
                    <Amount value={line.totalWealth} format={euros} area="advisory" size="sm" />
                  </Table.Td>
                  <Table.Td>{line.interactionsLast30Days}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}

/** /advisory/stats: key figures of the advisor's scope (the firm for managers and admins), charts with their sentences. */
export function StatsScreen() {
  const t = useIntl().formatMessage;
  usePageTitle(t(m.title));
  const load = loadStateOf(useAdvisoryStats());
  const euros = (value: number) => formatCurrency(value, { concise: true });
  return (
    <Stack gap="lg" data-stats>
      <Title order={1}>{t(m.title)}</Title>
      {load.state !== 'ready' ? (
        <LoadState load={load} loadingLabel={m.loading} />
      ) : (
        <>
          <Text>{t(load.data.scope === 'firm' ? m.scopeFirm : m.scopeOwn)}</Text>
          <section aria-label={t(m.keyFigures)}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} data-stats-figures>
              <KeyFigure label={t(m.customers)} detail={t(customersWithAccessMessage, { count: load.data.customersWithAccess })}>
                {load.data.customersCount}
              </KeyFigure>
              <KeyFigure label={t(m.assets)}>
                <Amount value={load.data.totalWealth} format={euros} area="advisory" inherit />
              </KeyFigure>
              <KeyFigure label={t(m.averageWealth)}>
                <Amount value={load.data.averageWealth} format={euros} area="advisory" inherit />
              </KeyFigure>
              <KeyFigure label={t(m.interactions30)}>{load.data.interactionsLast30Days}</KeyFigure>
            </SimpleGrid>
          </section>
          <Charts stats={load.data} />
          {load.data.scope === 'firm' && <ByAdvisor stats={load.data} />}
        </>
      )}
    </Stack>
  );
}
