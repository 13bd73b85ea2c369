import { chartDateFormatFor, formatDate, formatPercent, OUTPERFORMANCE_GAUGE_YEARS } from '@patrimo/shared';
import { Badge, SimpleGrid, Stack, Text } from '@patrimo/shared/ui';
import { Progress, Table } from '@patrimo/shared/ui/extra';
import { AreaChart } from '@patrimo/shared/ui/charts';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import '../../../../lib/chart-styles';
import type { AnalysisOf } from '../../api/get-analysis';
import { baseHundredRows, compareReturns, lastValue } from '../../chart-data';
import { useAnalysisFrame } from '../../hooks/use-analysis-frame';
import { frameMessages as f } from '../../messages/frame';
import {
  coverageNoteMessage,
  excessColumnMessage,
  flowsCountMessage,
  flowsReasonMessages,
  gaugeLabelMessage,
  gaugesDescriptionMessage,
  gaugeValueMessage,
  historyAloneMessage,
  historySummaryMessage,
  performancesMessages as m,
  periodMessage,
} from '../../messages/performances';
import { Section } from '../Section';
import { Stat } from '../Stat';

type Performances = AnalysisOf<'performances'>;

const signed = (ratio: number) => formatPercent(ratio, { signed: true });
const baseValue = (value: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(value);

/** « du 3 janvier 2022 au 14 mars 2026 ». */
function usePeriodText(period: { from: string; to: string } | null): string | null {
  const t = useIntl().formatMessage;
  return period === null ? null : t(periodMessage, { from: formatDate(period.from, 'long'), to: formatDate(period.to, 'long') });
}

function History({ analysis }: { analysis: Performances }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { date } = useAnalysisFrame();
  const period = usePeriodText(analysis.method.period);
  const rows = useMemo(() => baseHundredRows(analysis.history, analysis.benchmarkHistory), [analysis.history, analysis.benchmarkHistory]);
  const first = analysis.history[0];
  const contractEnd = lastValue(analysis.history);
  const benchmarkEnd = lastValue(analysis.benchmarkHistory);
  const summary =
    first === undefined || contractEnd === null
      ? t(m.historyEmpty)
      : benchmarkEnd === null
        ? t(historyAloneMessage, { since: formatDate(first[0], 'long'), contract: baseValue(contractEnd) })
        : t(historySummaryMessage, { since: formatDate(first[0], 'long'), contract: baseValue(contractEnd), benchmark: baseValue(benchmarkEnd) });
  const lastRow = rows[rows.length - 1];
  const dateFormat = first && lastRow ? chartDateFormatFor(first[0], lastRow.date) : 'monthYear';
  return (
    <Section
      id="history"
      title={t(m.historyTitle)}
      description={summary}
      how={{
        method: [t(m.historyMethod1), t(m.historyMethod2)],
        inputs: [
          ...(period ? [{ label: t(m.inputPeriod), value: period }] : []),
          { label: t(m.inputValues), value: intl.formatNumber(analysis.method.values) },
          { label: t(m.inputBase), value: intl.formatNumber(analysis.method.base) },
          { label: t(m.inputCoverage), value: formatPercent(analysis.benchmarkCoverage) },
          { label: t(m.inputFlowTiming), value: t(m.inputFlowTimingValue) },
        ],
        notes: analysis.benchmarkCoverage < 1 ? [t(coverageNoteMessage, { share: formatPercent(1 - analysis.benchmarkCoverage) })] : [],
      }}
    >
      {rows.length < 2 ? (
        <Text c="dimmed">{t(m.historyEmpty)}</Text>
      ) : (
        <Stack gap="xs">
          <AreaChart
            summary={summary}
            h={280}
            data={rows}
            dataKey="date"
            series={[
              { name: 'contract', label: t(m.seriesContract), color: 'blue.6' },
              ...(analysis.benchmarkHistory.length > 0 ? [{ name: 'benchmark', label: t(m.seriesBenchmark), color: 'orange.6', strokeDasharray: '6 4' }] : []),
            ]}
            curveType="linear"
            withDots={false}
            withLegend
            fillOpacity={0.08}
            connectNulls
            valueFormatter={baseValue}
            xAxisProps={{ type: 'number', scale: 'time', domain: ['dataMin', 'dataMax'], tickFormatter: (time: number) => date(time, dateFormat) }}
            yAxisProps={{ tickFormatter: baseValue, width: 56, domain: ['auto', 'auto'] }}
            tooltipProps={{ labelFormatter: (time: unknown) => (typeof time === 'number' ? date(time) : '') }}
            data-base-hundred-chart
          />
          {analysis.benchmarkHistory.length === 0 && (
            <Text size="sm" c="dimmed">
              {t(m.noBenchmark)}
            </Text>
          )}
        </Stack>
      )}
    </Section>
  );
}

function Returns({ analysis }: { analysis: Performances }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { euros } = useAnalysisFrame();
  const { timeWeighted, moneyWeighted, flows } = analysis;
  const period = usePeriodText(timeWeighted ? { from: timeWeighted.from, to: timeWeighted.to } : analysis.method.period);
  const periodInputs = period ? [{ label: t(m.inputPeriod), value: period }] : [];
  const flowInputs = [
    { label: t(m.deposits), value: t(flowsCountMessage, { count: flows.deposits.count, sum: euros(flows.deposits.sum) }) },
    { label: t(m.withdrawals), value: t(flowsCountMessage, { count: flows.withdrawals.count, sum: euros(flows.withdrawals.sum) }) },
  ];
  const comparison = compareReturns(timeWeighted, moneyWeighted, flows);
  const reason =
    comparison.reason === 'incomparable' || comparison.twr === null || comparison.xirr === null
      ? t(m.flowsIncomparable)
      : t(flowsReasonMessages[comparison.reason], {
          deposits: flows.deposits.count,
          depositSum: euros(flows.deposits.sum),
          withdrawals: flows.withdrawals.count,
          withdrawalSum: euros(flows.withdrawals.sum),
          twr: signed(comparison.twr),
          xirr: signed(comparison.xirr),
        });
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section
          id="twr"
          title={t(m.twrTitle)}
          description={t(m.twrMeaning)}
          how={{
            method: t(m.twrMethod),
            inputs: [
              ...periodInputs,
              ...(timeWeighted ? [{ label: t(m.inputDays), value: intl.formatNumber(timeWeighted.days) }] : []),
              { label: t(m.inputFlowTiming), value: t(m.inputFlowTimingValue) },
            ],
          }}
        >
          {timeWeighted === null ? (
            <Text fw={600}>{t(f.notComputable)}</Text>
          ) : (
            <SimpleGrid cols={2}>
              <Stat name="twr-cumulative" label={t(m.twrCumulative)} value={signed(timeWeighted.cumulative)} />
              {timeWeighted.annualised === null ? (
                <Text size="sm" c="dimmed">
                  {t(m.twrNotAnnualised)}
                </Text>
              ) : (
                <Stat name="twr-annualised" label={t(m.twrAnnualised)} value={signed(timeWeighted.annualised)} />
              )}
            </SimpleGrid>
          )}
        </Section>
        <Section
          id="xirr"
          title={t(m.xirrTitle)}
          description={t(m.xirrMeaning)}
          how={{
            method: t(m.xirrMethod),
            inputs: [...periodInputs, ...flowInputs, ...(moneyWeighted ? [{ label: t(m.inputDays), value: intl.formatNumber(moneyWeighted.days) }] : [])],
          }}
        >
          {moneyWeighted === null ? (
            <Text fw={600} data-stat="xirr-rate">
              {t(f.notComputable)}
            </Text>
          ) : (
            <SimpleGrid cols={2}>
              <Stat name="xirr-rate" label={t(m.xirrRate)} value={signed(moneyWeighted.rate)} />
              <Stat name="xirr-cumulative" label={t(m.xirrCumulative)} value={signed(moneyWeighted.cumulative)} />
            </SimpleGrid>
          )}
        </Section>
      </SimpleGrid>
      <Section id="flows" title={t(m.flowsTitle)} how={{ method: t(m.flowsMethod), inputs: [...periodInputs, ...flowInputs] }}>
        <Text data-returns-reason={comparison.reason}>{reason}</Text>
      </Section>
    </>
  );
}

function Yearly({ analysis }: { analysis: Performances }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Section
      id="yearly"
      title={t(m.yearlyTitle)}
      description={t(m.yearlyDescription)}
      how={{ method: t(m.yearlyMethod), inputs: [{ label: t(m.inputYears), value: intl.formatNumber(analysis.yearly.length) }] }}
    >
      {analysis.yearly.length === 0 ? (
        <Text c="dimmed">{t(m.yearlyEmpty)}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped data-yearly>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t(m.colYear)}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t(m.colContract)}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t(m.colBenchmark)}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t(m.colDifference)}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {analysis.yearly.map((year) => (
                <Table.Tr key={year.year}>
                  <Table.Th scope="row">{year.year}</Table.Th>
                  <Table.Td ta="right">{signed(year.performance)}</Table.Td>
                  <Table.Td ta="right">{year.benchmark === null ? '—' : signed(year.benchmark)}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {year.benchmark === null ? '—' : signed(year.performance - year.benchmark)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}

function Outperformance({ analysis }: { analysis: Performances }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const hurdle = formatPercent(analysis.method.hurdle);
  const hurdleInput = { label: t(m.inputHurdle), value: hurdle };
  return (
    <>
      <Section
        id="gauges"
        title={t(m.gaugesTitle)}
        description={t(gaugesDescriptionMessage, { hurdle })}
        how={{
          method: t(m.gaugesMethod),
          inputs: [
            hurdleInput,
            ...analysis.outperformance.map((gauge) => ({ label: t(gaugeLabelMessage, { years: gauge.years }), value: formatPercent(gauge.measuredShare) })),
          ],
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {OUTPERFORMANCE_GAUGE_YEARS.map((years) => {
            const gauge = analysis.outperformance.find((item) => item.years === years);
            return (
              <Stack key={years} gap={6} data-gauge={years}>
                <Text fw={600}>{t(gaugeLabelMessage, { years })}</Text>
                {gauge === undefined || gauge.measuredShare === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t(f.notComputable)}
                  </Text>
                ) : (
                  <>
                    <Progress value={gauge.share * 100} color="teal" size="lg" aria-hidden />
                    <Text size="sm">{t(gaugeValueMessage, { share: formatPercent(gauge.share), measured: formatPercent(gauge.measuredShare) })}</Text>
                  </>
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
      </Section>
      <Section id="beatsIndex" title={t(m.beatsTitle)} how={{ method: t(m.beatsMethod), inputs: [hurdleInput] }}>
        {analysis.funds.length === 0 ? (
          <Text c="dimmed">{t(m.fundsEmpty)}</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped data-beats-index>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t(m.colFund)}</Table.Th>
                  <Table.Th scope="col">{t(m.colIndex)}</Table.Th>
                  {OUTPERFORMANCE_GAUGE_YEARS.map((years) => (
                    <Table.Th scope="col" key={years} ta="right">
                      {t(excessColumnMessage, { years })}
                    </Table.Th>
                  ))}
                  <Table.Th scope="col">{t(m.colBeats)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {analysis.funds.map((fund) => (
                  <Table.Tr key={fund.isin}>
                    <Table.Th scope="row" fw={500}>
                      {fund.name}
                    </Table.Th>
                    <Table.Td>{fund.benchmarkName ?? '—'}</Table.Td>
                    {OUTPERFORMANCE_GAUGE_YEARS.map((years) => {
                      const excess = fund.outperformance.find((item) => item.years === years)?.excess ?? null;
                      return (
                        <Table.Td key={years} ta="right">
                          {excess === null ? '—' : signed(excess)}
                        </Table.Td>
                      );
                    })}
                    <Table.Td>
                      {fund.beatsIndexFiveYears === null ? (
                        <Text size="sm" c="dimmed">
                          {t(m.beatsShort)}
                        </Text>
                      ) : (
                        <Badge color={fund.beatsIndexFiveYears ? 'teal' : 'gray'} variant="light">
                          {t(fund.beatsIndexFiveYears ? m.beatsYes : m.beatsNo)}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
    </>
  );
}

/** Performances pages: 1 base 100 against the blend of indices, 2 TWR and XIRR, 3 years, 5 gauges and « bat l’indice ». */
export function PerformancesPage({ substep, analysis }: { substep: number; analysis: Performances }) {
  switch (substep) {
    case 1:
      return <History analysis={analysis} />;
    case 2:
      return <Returns analysis={analysis} />;
    case 3:
      return <Yearly analysis={analysis} />;
    default:
      return <Outperformance analysis={analysis} />;
  }
}
