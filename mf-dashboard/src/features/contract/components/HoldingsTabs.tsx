import { assetClassLabels, formatCurrency, formatPercent, regionLabels, sectorLabels, type AllocationAnalysis, type Portfolio } from '@patrimo/shared';
import { Amount, LoadState } from '@patrimo/shared/react';
import { loadStateOf } from '@patrimo/shared/query';
import { Anchor, Card, SimpleGrid, Stack, Text } from '@patrimo/shared/ui';
import { Table } from '@patrimo/shared/ui/extra';
import { DonutChart, splitSummary } from '@patrimo/shared/ui/charts';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import '../../../lib/chart-styles';
import { useSaverFrame } from '../../../lib/saver-frame';
import { usePortfolioAnalysis } from '../api/get-portfolio-analysis';
import { useChartFormat } from '../hooks/use-chart-format';
import { contractMessages as m, euroFundMessage, estimatedFeeMessage } from '../messages';
import { ContractFrame, Section } from './ContractFrame';

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'yellow.6', 'pink.6', 'gray.6', 'lime.6', 'indigo.6'];
const formatEuro = (value: number) => formatCurrency(value, { concise: true });

/** A split as a list of « name — share (amount) », readable without the chart. */
function ShareTable({ caption, rows }: { caption: string; rows: { label: string; share: number; amount: number }[] }) {
  const { area } = useSaverFrame();
  const intl = useIntl();
  return (
    <Table striped withTableBorder>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{intl.formatMessage(m.colName)}</Table.Th>
          <Table.Th scope="col">{intl.formatMessage(m.colShare)}</Table.Th>
          <Table.Th scope="col">{intl.formatMessage(m.colAmount)}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Td>{row.label}</Table.Td>
            <Table.Td>{formatPercent(row.share)}</Table.Td>
            <Table.Td>
              <Amount value={row.amount} format={formatEuro} area={area} size="sm" />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function AllocationContent({ portfolio, analysis }: { portfolio: Portfolio; analysis: AllocationAnalysis }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const format = useChartFormat();
  const { area } = useSaverFrame();
  const classes = analysis.assetClasses.filter((line) => line.key !== 'euroFund');
  const classRows = classes.map((line) => ({ label: assetClassLabels[line.key], share: line.share, amount: line.amount }));
  const sectorRows = [
    ...analysis.sectors.map((line) => ({ label: sectorLabels[line.key], share: line.share, amount: line.amount })),
    ...(analysis.sectorsOthers.amount > 0 ? [{ label: t(m.others), share: analysis.sectorsOthers.share, amount: analysis.sectorsOthers.amount }] : []),
  ];
  const regionRows = analysis.regions.map((line) => ({ label: regionLabels[line.key], share: line.share, amount: line.amount }));
  return (
    <Stack gap="lg" data-allocation={portfolio.id}>
      <Card withBorder radius="md" padding="lg">
        <Section title={t(m.euroFundTitle)} data-euro-fund>
          {analysis.euroFund === null ? (
            <Text>{t(m.noEuroFund)}</Text>
          ) : (
            <Text>
              {t(euroFundMessage, { share: formatPercent(analysis.euroFund.share) })}{' '}
              <Amount value={analysis.euroFund.amount} format={formatEuro} area={area} fw={700} />
            </Text>
          )}
        </Section>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" padding="lg">
          <Section title={t(m.assetClassesTitle)} data-asset-classes>
            {classRows.length > 0 && (
              <DonutChart
                summary={splitSummary(intl, classRows.map((row) => ({ name: row.label, value: row.amount })), format.value, (ratio) => formatPercent(ratio))}
                data={classRows.map((row, index) => ({ name: row.label, value: row.amount, color: COLORS[index % COLORS.length] ?? 'gray.6' }))}
                valueFormatter={format.value}
                withTooltip
                tooltipDataSource="segment"
                mx="auto"
              />
            )}
            <ShareTable caption={t(m.assetClassesCaption)} rows={classRows} />
          </Section>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="lg">
            <Section title={t(m.regionsTitle)} data-regions>
              <ShareTable caption={t(m.regionsCaption)} rows={regionRows} />
            </Section>
            <Section title={t(m.sectorsTitle)} data-sectors>
              {sectorRows.length === 0 ? <Text>{t(m.noSectors)}</Text> : <ShareTable caption={t(m.sectorsCaption)} rows={sectorRows} />}
            </Section>
          </Stack>
        </Card>
      </SimpleGrid>
      {analysis.gaps !== null && analysis.gaps.length > 0 && (
        <Card withBorder radius="md" padding="lg">
          <Section title={t(m.targetTitle)} data-allocation-target>
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t(m.colAssetClass)}</Table.Th>
                  <Table.Th scope="col">{t(m.colCurrent)}</Table.Th>
                  <Table.Th scope="col">{t(m.colTarget)}</Table.Th>
                  <Table.Th scope="col">{t(m.colGap)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {analysis.gaps.map((gap) => (
                  <Table.Tr key={gap.assetClass}>
                    <Table.Td>{assetClassLabels[gap.assetClass]}</Table.Td>
                    <Table.Td>{formatPercent(gap.current)}</Table.Td>
                    <Table.Td>{formatPercent(gap.target)}</Table.Td>
                    <Table.Td>{formatPercent(gap.gap, { signed: true })}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Section>
        </Card>
      )}
      {analysis.profileRequired && <Text size="sm">{t(m.targetNeedsProfile)}</Text>}
      <Text size="sm" c="dimmed">
        {t(m.allocationMethod, { coverage: formatPercent(analysis.method.lookThroughCoverage), lines: analysis.method.lines })}
      </Text>
    </Stack>
  );
}

function AllocationLoader({ portfolio }: { portfolio: Portfolio }) {
  const allocation = usePortfolioAnalysis(portfolio.id, 'allocation');
  const load = loadStateOf(allocation);
  if (load.state !== 'ready') return <LoadState load={load} loadingLabel={m.loadingAnalysis} />;
  return <AllocationContent portfolio={portfolio} analysis={load.data} />;
}

export function ContractAllocation() {
  return <ContractFrame tab="allocation">{(portfolio) => <AllocationLoader portfolio={portfolio} />}</ContractFrame>;
}

function InvestmentsContent({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { area } = useSaverFrame();
  const allocation = usePortfolioAnalysis(portfolio.id, 'allocation');
  // Performance and fees complete the lines when their steps answer; the list shows without them.
  const performances = usePortfolioAnalysis(portfolio.id, 'performances');
  const fees = usePortfolioAnalysis(portfolio.id, 'fees');
  const load = loadStateOf(allocation);
  if (load.state !== 'ready') return <LoadState load={load} loadingLabel={m.loadingAnalysis} />;
  const holdings = load.data.holdings;
  if (holdings.length === 0) return <Text>{t(m.noHoldings)}</Text>;
  const performanceOf = (isin: string | null) => performances.data?.funds.find((fund) => fund.isin === isin)?.performance ?? null;
  const feeOf = (isin: string | null) => fees.data?.funds.find((fund) => fund.isin === isin) ?? null;
  const unknown = t(m.unknownFigure);
  return (
    <Card withBorder radius="md" padding="lg">
      <Section title={t(m.holdingsTitle)} data-holdings>
        <Table.ScrollContainer minWidth={760}>
          <Table striped withTableBorder>
            <Table.Caption>{t(m.holdingsCaption)}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t(m.colName)}</Table.Th>
                <Table.Th scope="col">{t(m.colIsin)}</Table.Th>
                <Table.Th scope="col">{t(m.colShare)}</Table.Th>
                <Table.Th scope="col">{t(m.colAmount)}</Table.Th>
                <Table.Th scope="col">{t(m.colPerformance)}</Table.Th>
                <Table.Th scope="col">{t(m.colSrri)}</Table.Th>
                <Table.Th scope="col">{t(m.colFees)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {holdings.map((holding, index) => {
                const performance = performanceOf(holding.isin);
                const fee = feeOf(holding.isin);
                return (
                  <Table.Tr key={`${holding.isin ?? 'none'}-${index}`} data-holding={holding.isin ?? holding.name}>
                    <Table.Td>
                      {holding.isin !== null && !holding.euroFund ? (
                        <Anchor component={Link} to={`../fund/${holding.isin}`}>
                          {holding.name}
                        </Anchor>
                      ) : (
                        holding.name
                      )}
                    </Table.Td>
                    <Table.Td>{holding.isin ?? '—'}</Table.Td>
                    <Table.Td>{formatPercent(holding.share)}</Table.Td>
                    <Table.Td>
                      <Amount value={holding.amount} format={formatEuro} area={area} size="sm" />
                    </Table.Td>
                    <Table.Td>{performance === null ? unknown : formatPercent(performance, { signed: true })}</Table.Td>
                    <Table.Td>{holding.srri ?? unknown}</Table.Td>
                    <Table.Td>{fee === null ? (holding.euroFund ? t(m.euroFundFees) : unknown) : fee.estimated ? t(estimatedFeeMessage, { rate: formatPercent(fee.ongoingCharges) }) : formatPercent(fee.ongoingCharges)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm" c="dimmed">
          {t(m.holdingsHelp)}
        </Text>
      </Section>
    </Card>
  );
}

export function ContractInvestments() {
  return <ContractFrame tab="investments">{(portfolio) => <InvestmentsContent portfolio={portfolio} />}</ContractFrame>;
}
