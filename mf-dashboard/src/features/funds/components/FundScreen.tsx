import {
  ACTIVE_FUND_FEES,
  assetClassLabels,
  formatCurrency,
  formatPercent,
  PASSIVE_FUND_FEES,
  regionLabels,
  sectorLabels,
  type FundSheet,
} from '@patrimo/shared';
import { ApiHttpError } from '@patrimo/shared/client';
import { loadStateOf } from '@patrimo/shared/query';
import { Amount, LoadState, usePageTitle } from '@patrimo/shared/react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@patrimo/shared/ui';
import { Table } from '@patrimo/shared/ui/extra';
import { AreaChart } from '@patrimo/shared/ui/charts';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from '@patrimo/shared/router';
import { ScreenHeader } from '../../../components/ScreenHeader';
import '../../../lib/chart-styles';
import { useSaverFrame } from '../../../lib/saver-frame';
import { usePortfolioFund } from '../api/get-portfolio-fund';
import { thinRows, windowRows, type FundWindowYears } from '../fund-chart';
import {
  fundBenchmarkMessage,
  fundFeesEstimateMessage,
  fundHeldMessage,
  fundIdentityMessage,
  fundMessages as m,
  fundSummaryMessage,
  fundTitleMessage,
  fundWindowMessage,
} from '../messages';

const WINDOWS: readonly FundWindowYears[] = [1, 3, 5];
const signed = (ratio: number) => formatPercent(ratio, { signed: true });

function PerformanceCard({ sheet }: { sheet: FundSheet }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const available = WINDOWS.filter((years) => sheet.windows.some((window) => window.years === years));
  const [years, setYears] = useState<FundWindowYears>(available[available.length - 1] ?? 5);
  const rows = useMemo(() => thinRows(windowRows(sheet.fundHistory, sheet.indexHistory, years)), [sheet, years]);
  const last = rows[rows.length - 1];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="fund-performance">
      <Stack gap="md">
        <Title order={2} size="h3" id="fund-performance">
          {t(m.performanceTitle)}
        </Title>
        {sheet.windows.length === 0 ? (
          <Text>{t(m.noHistory)}</Text>
        ) : (
          <>
            <Group gap="xs" role="group" aria-label={t(m.windowLabel)}>
              {available.map((option) => (
                <Button key={option} size="xs" variant={option === years ? 'filled' : 'default'} aria-pressed={option === years} onClick={() => setYears(option)}>
                  {t(fundWindowMessage, { years: option })}
                </Button>
              ))}
            </Group>
            <AreaChart
              summary={last ? t(fundSummaryMessage, { years, fund: intl.formatNumber(last.fund, { maximumFractionDigits: 1 }), index: intl.formatNumber(last.index, { maximumFractionDigits: 1 }) }) : t(m.noHistory)}
              h={280}
              data={rows}
              dataKey="date"
              series={[
                { name: 'fund', label: t(m.seriesFund), color: 'blue.6' },
                { name: 'index', label: t(m.seriesIndex), color: 'gray.6', strokeDasharray: '6 4' },
              ]}
              curveType="linear"
              withDots={false}
              withGradient={false}
              fillOpacity={0}
              withLegend
              valueFormatter={(value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 })}
              xAxisProps={{ type: 'number', scale: 'time', domain: ['dataMin', 'dataMax'], tickFormatter: (time: number) => intl.formatDate(time, { month: 'short', year: 'numeric', timeZone: 'UTC' }) }}
              tooltipProps={{ labelFormatter: (time: unknown) => (typeof time === 'number' ? intl.formatDate(time, { dateStyle: 'medium', timeZone: 'UTC' }) : '') }}
              data-fund-chart
            />
            <Table striped withTableBorder data-fund-windows>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t(m.columnWindow)}</Table.Th>
                  <Table.Th scope="col">{t(m.columnFund)}</Table.Th>
                  <Table.Th scope="col">{t(m.columnIndex)}</Table.Th>
                  <Table.Th scope="col">{t(m.columnOutperformance)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sheet.windows.map((window) => (
                  <Table.Tr key={window.years}>
                    <Table.Th scope="row">{t(fundWindowMessage, { years: window.years })}</Table.Th>
                    <Table.Td>{signed(window.fundReturn)}</Table.Td>
                    <Table.Td>{signed(window.indexReturn)}</Table.Td>
                    <Table.Td>{signed(window.outperformance)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {sheet.beatsIndexFiveYears !== null && <Text>{t(sheet.beatsIndexFiveYears ? m.beatsYes : m.beatsNo)}</Text>}
          </>
        )}
        <Text size="sm" c="dimmed">
          {t(m.method)}
        </Text>
      </Stack>
    </Card>
  );
}

function Split({ title, lines }: { title: string; lines: { label: string; share: number }[] }) {
  const intl = useIntl();
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.unknownSplit)}
        </Text>
      ) : (
        <Stack component="ul" gap={2} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {lines.map((line) => (
            <Group component="li" key={line.label} justify="space-between">
              <Text size="sm">{line.label}</Text>
              <Text size="sm" fw={600}>
                {formatPercent(line.share)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function FundSheetView({ sheet }: { sheet: FundSheet }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { area } = useSaverFrame();
  return (
    <>
      {sheet.holding === null ? (
        <Alert color="blue" variant="light" data-fund-not-held>
          {t(m.notHeld)}
        </Alert>
      ) : (
        <Card withBorder radius="md" padding="md" data-fund-held>
          <Group justify="space-between">
            <Text fw={600}>{t(m.heldTitle)}</Text>
            <Group gap="sm">
              <Amount area={area} value={sheet.holding.amount} format={(value) => formatCurrency(value)} fw={700} />
              <Text c="dimmed">{t(fundHeldMessage, { weight: formatPercent(sheet.holding.weight) })}</Text>
            </Group>
          </Group>
        </Card>
      )}
      <PerformanceCard sheet={sheet} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="fund-risk">
          <Stack gap="xs">
            <Title order={2} size="h3" id="fund-risk">
              {t(m.riskTitle)}
            </Title>
            {sheet.risk === null ? (
              <Text>{t(m.noRisk)}</Text>
            ) : (
              <>
                <Group justify="space-between">
                  <Text>{t(m.srri)}</Text>
                  <Badge size="lg" data-fund-srri>
                    {sheet.risk.srri}
                  </Badge>
                </Group>
                <Group justify="space-between">
                  <Text>{t(m.volatility)}</Text>
                  <Text fw={600}>{formatPercent(sheet.risk.volatility)}</Text>
                </Group>
                {!sheet.risk.complete && (
                  <Text size="sm" c="dimmed">
                    {t(m.shortHistory)}
                  </Text>
                )}
              </>
            )}
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="fund-fees">
          <Stack gap="xs">
            <Title order={2} size="h3" id="fund-fees">
              {t(m.feesTitle)}
            </Title>
            <Group justify="space-between">
              <Text>{t(m.feesRate)}</Text>
              <Group gap="xs">
                <Text fw={600}>{formatPercent(sheet.fees.rate)}</Text>
                {sheet.fees.estimated && (
                  <Badge variant="light" color="gray" data-fees-estimate>
                    {t(m.estimate)}
                  </Badge>
                )}
              </Group>
            </Group>
            {sheet.fees.estimated && (
              <Text size="sm" c="dimmed">
                {t(fundFeesEstimateMessage, { passive: formatPercent(PASSIVE_FUND_FEES), active: formatPercent(ACTIVE_FUND_FEES) })}
              </Text>
            )}
          </Stack>
        </Card>
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="fund-allocation">
        <Stack gap="md">
          <Title order={2} size="h3" id="fund-allocation">
            {t(m.allocationTitle)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <Split title={t(m.assetClasses)} lines={sheet.assetClasses.map((line) => ({ label: assetClassLabels[line.key], share: line.share }))} />
            <Split title={t(m.regions)} lines={sheet.regions.map((line) => ({ label: regionLabels[line.key], share: line.share }))} />
            <Split title={t(m.sectors)} lines={sheet.sectors.map((line) => ({ label: sectorLabels[line.key], share: line.share }))} />
          </SimpleGrid>
        </Stack>
      </Card>
    </>
  );
}

/** `contract/:contractId/fund/:isin`: a fund against its index, its risk, fees and allocation. */
export function FundScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { contractId = '', isin = '' } = useParams();
  const fund = usePortfolioFund(contractId, isin.toUpperCase());
  const load = loadStateOf(fund);
  const sheet = load.state === 'ready' ? load.data : null;
  const missing = fund.error instanceof ApiHttpError && (fund.error.status === 404 || fund.error.status === 400);
  const title = sheet ? t(fundTitleMessage, { name: sheet.name }) : missing ? t(m.notFoundTitle) : t(fundTitleMessage, { name: isin.toUpperCase() });
  usePageTitle(title);
  return (
    <Stack gap="xl" maw={1040}>
      <ScreenHeader
        title={title}
        description={sheet ? [t(fundIdentityMessage, { isin: sheet.isin, company: sheet.managementCompany ?? '—' }), sheet.benchmark ? t(fundBenchmarkMessage, { benchmark: sheet.benchmark }) : null].filter(Boolean).join(' · ') : t(m.description)}
        links={[
          { to: '../investments', label: t(m.linkInvestments) },
          { to: '../overview', label: t(m.linkOverview) },
        ]}
        linksLabel={t(m.linksLabel)}
      />
      {sheet ? (
        <FundSheetView sheet={sheet} />
      ) : missing ? (
        <Alert color="red" variant="light" title={t(m.notFoundTitle)} data-fund-not-found>
          {t(m.notFound)}
        </Alert>
      ) : load.state !== 'ready' ? (
        <LoadState load={load} loadingLabel={m.loading} />
      ) : null}
    </Stack>
  );
}
