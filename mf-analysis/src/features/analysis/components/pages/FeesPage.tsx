import { feeKindLabels, formatPercent } from '@patrimo/shared';
import { Anchor, Badge, Group, List, SimpleGrid, Stack, Text } from '@patrimo/shared/ui';
import { Table } from '@patrimo/shared/ui/extra';
import { AreaChart } from '@patrimo/shared/ui/charts';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import '../../../../lib/chart-styles';
import type { AnalysisOf } from '../../api/get-analysis';
import { projectionRows, slicesOf } from '../../chart-data';
import { useAnalysisFrame } from '../../hooks/use-analysis-frame';
import {
  activePassiveValueMessage,
  dragSummaryMessage,
  FEE_BASE_LABELS,
  FEE_MEANINGS,
  feesMessages as m,
  projectionSummaryMessage,
  yearAxisMessage,
} from '../../messages/fees';
import { frameMessages as f } from '../../messages/frame';
import { Section } from '../Section';
import { SplitChart } from '../SplitChart';
import { Stat } from '../Stat';

type Fees = AnalysisOf<'fees'>;

/** The inputs of the fee figures (« Comment est-ce calculé ? »). */
function useFeeInputs(analysis: Fees) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { euros } = useAnalysisFrame();
  const { method } = analysis;
  const values = [
    { label: t(m.inputValue), value: euros(method.value) },
    { label: t(m.inputEuroFund), value: euros(method.euroFundValue) },
    { label: t(m.inputUnitLinked), value: euros(method.unitLinkedValue) },
    { label: t(m.inputDeposit), value: euros(method.monthlyDeposit) },
    { label: t(m.inputWithdrawal), value: euros(method.monthlyWithdrawal) },
  ];
  const rates = [
    { label: t(m.inputYearlyRate), value: formatPercent(method.yearlyRate) },
    { label: t(m.inputDepositRate), value: formatPercent(method.depositRate) },
    { label: t(m.inputWithdrawalRate), value: formatPercent(method.withdrawalRate) },
  ];
  const projection = [
    { label: t(m.inputGross), value: formatPercent(method.grossYearlyReturn) },
    { label: t(m.inputHorizon), value: intl.formatNumber(method.horizonYears) },
    ...rates,
    ...values,
  ];
  return { values, rates, projection, turnover: { label: t(m.inputTurnover), value: formatPercent(method.rebalancingTurnover) } };
}

function Kinds({ analysis }: { analysis: Fees }) {
  const t = useIntl().formatMessage;
  const { euros, contractBase, embedded } = useAnalysisFrame();
  const inputs = useFeeInputs(analysis);
  return (
    <>
      <Section id="feeKinds" title={t(m.kindsTitle)} description={t(m.kindsDescription)} how={{ method: t(m.kindsMethod), inputs: [...inputs.values, inputs.turnover] }}>
        {analysis.byKind.length === 0 ? (
          <Text c="dimmed">{t(m.kindsEmpty)}</Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped data-fee-kinds>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t(m.colKind)}</Table.Th>
                  <Table.Th scope="col">{t(m.colMeaning)}</Table.Th>
                  <Table.Th scope="col">{t(m.colBase)}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t(m.colRate)}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t(m.colYear)}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {analysis.byKind.map((fee) => (
                  <Table.Tr key={fee.kind} data-fee-kind={fee.kind}>
                    <Table.Th scope="row" fw={500}>
                      {feeKindLabels[fee.kind]}
                    </Table.Th>
                    <Table.Td>{t(FEE_MEANINGS[fee.kind])}</Table.Td>
                    <Table.Td>{t(FEE_BASE_LABELS[fee.base])}</Table.Td>
                    <Table.Td ta="right">{fee.rate === null ? t(m.notListed) : formatPercent(fee.rate)}</Table.Td>
                    <Table.Td ta="right">{euros(fee.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
      <Section id="missingFees" title={t(m.missingTitle)} {...(analysis.missingKinds.length > 0 ? { description: t(m.missingDescription) } : {})} how={{ method: t(m.missingMethod) }}>
        {analysis.missingKinds.length === 0 ? (
          <Text>{t(m.missingNone)}</Text>
        ) : (
          <Stack gap="sm" align="flex-start">
            <List size="sm" data-missing-fees>
              {analysis.missingKinds.map((kind) => (
                <List.Item key={kind}>{feeKindLabels[kind]}</List.Item>
              ))}
            </List>
            {!embedded && (
              <Anchor component={Link} to={`${contractBase}/settings`}>
                {t(m.missingAction)}
              </Anchor>
            )}
          </Stack>
        )}
      </Section>
    </>
  );
}

function Upcoming({ analysis }: { analysis: Fees }) {
  const t = useIntl().formatMessage;
  const { euros } = useAnalysisFrame();
  const inputs = useFeeInputs(analysis);
  const contractFees = analysis.byKind.reduce((sum, fee) => sum + fee.amount, 0);
  const parts = slicesOf([
    ...analysis.byKind.map((fee) => ({ key: fee.kind as string, amount: fee.amount, share: analysis.estimatedFees > 0 ? fee.amount / analysis.estimatedFees : 0 })),
    { key: 'ongoingCharges', amount: analysis.ongoingCharges, share: analysis.estimatedFees > 0 ? analysis.ongoingCharges / analysis.estimatedFees : 0 },
  ]);
  const how = { method: [t(m.upcomingMethod), t(m.kindsMethod)], inputs: [...inputs.values, inputs.turnover], notes: analysis.estimated ? [t(m.estimatedNote)] : [] };
  return (
    <>
      <Section id="upcomingFees" title={t(m.upcomingTitle)} how={how}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Stat name="estimated-fees" label={t(m.upcomingTotal)} value={euros(analysis.estimatedFees)} {...(analysis.estimated ? { hint: t(f.estimate) } : {})} />
          <Stat name="contract-fees" label={t(m.upcomingContract)} value={euros(contractFees)} />
          <Stat name="ongoing-charges" label={t(m.upcomingFunds)} value={euros(analysis.ongoingCharges)} />
        </SimpleGrid>
      </Section>
      <Section id="upcomingByKind" title={t(m.byKindTitle)} how={how}>
        {parts.length === 0 ? (
          <Text c="dimmed">{t(m.byKindEmpty)}</Text>
        ) : (
          <SplitChart name="fees-by-kind" slices={parts} labelOf={(key) => (key === 'ongoingCharges' ? t(m.upcomingFunds) : feeKindLabels[key as keyof typeof feeKindLabels])} />
        )}
      </Section>
    </>
  );
}

function Funds({ analysis }: { analysis: Fees }) {
  const t = useIntl().formatMessage;
  const { euros } = useAnalysisFrame();
  const notes = analysis.estimated ? [t(m.estimatedNote)] : [];
  const { active, passive } = analysis.activePassive;
  return (
    <>
      <Section id="fundCharges" title={t(m.fundsTitle)} how={{ method: t(m.fundsMethod), notes }}>
        {analysis.funds.length === 0 ? (
          <Text c="dimmed">{t(m.fundsEmpty)}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped data-fund-charges>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t(m.colFund)}</Table.Th>
                  <Table.Th scope="col">{t(m.colManagement)}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t(m.colAmount)}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t(m.colRate)}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t(m.colYear)}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {analysis.funds.map((fund) => (
                  <Table.Tr key={`${fund.isin ?? ''}${fund.name}`}>
                    <Table.Th scope="row" fw={500}>
                      {fund.name}
                    </Table.Th>
                    <Table.Td>{t(fund.active ? m.active : m.passive)}</Table.Td>
                    <Table.Td ta="right">{euros(fund.amount)}</Table.Td>
                    <Table.Td ta="right">
                      <Group gap={6} justify="flex-end" wrap="nowrap">
                        {formatPercent(fund.ongoingCharges)}
                        {fund.estimated && (
                          <Badge size="sm" color="yellow" variant="light" data-estimated>
                            {t(f.estimate)}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{euros(fund.yearlyCost)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
      <Section id="activePassive" title={t(m.activePassiveTitle)} description={t(m.activePassiveDescription)} how={{ method: [t(m.activePassiveMethod), t(m.fundsMethod)], notes }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stat name="active" label={t(m.activeFunds)} value={t(activePassiveValueMessage, { count: active.count, amount: euros(active.amount), fees: euros(active.fees) })} />
          <Stat name="passive" label={t(m.passiveFunds)} value={t(activePassiveValueMessage, { count: passive.count, amount: euros(passive.amount), fees: euros(passive.fees) })} />
        </SimpleGrid>
      </Section>
    </>
  );
}

function Projection({ analysis }: { analysis: Fees }) {
  const t = useIntl().formatMessage;
  const { euros, axis } = useAnalysisFrame();
  const inputs = useFeeInputs(analysis);
  const rows = projectionRows(analysis.projection);
  const first = rows[0];
  const last = rows[rows.length - 1];
  const summary =
    first && last
      ? t(projectionSummaryMessage, { years: last.year, start: euros(first.withFees), withFees: euros(last.withFees), withoutFees: euros(last.withoutFees) })
      : t(f.notComputable);
  const how = { method: t(m.projectionMethod), inputs: inputs.projection, notes: analysis.estimated ? [t(m.estimatedNote)] : [] };
  return (
    <>
      <Section id="projection" title={t(m.projectionTitle)} description={summary} how={how}>
        {rows.length < 2 ? (
          <Text c="dimmed">{t(f.notComputable)}</Text>
        ) : (
          <AreaChart
            summary={summary}
            h={280}
            data={rows}
            dataKey="year"
            series={[
              { name: 'withoutFees', label: t(m.seriesWithoutFees), color: 'teal.6' },
              { name: 'withFees', label: t(m.seriesWithFees), color: 'orange.6' },
            ]}
            curveType="linear"
            withDots={false}
            withLegend
            fillOpacity={0.1}
            valueFormatter={euros}
            xAxisProps={{ type: 'number', domain: ['dataMin', 'dataMax'], allowDecimals: false }}
            yAxisProps={{ tickFormatter: axis, width: 80 }}
            tooltipProps={{ labelFormatter: (year: unknown) => (typeof year === 'number' ? t(yearAxisMessage, { year }) : '') }}
            data-projection-chart
          />
        )}
      </Section>
      <Section
        id="feeDrag"
        title={t(m.dragTitle)}
        {...(analysis.feeDrag.amount > 0 ? { description: t(dragSummaryMessage, { amount: euros(analysis.feeDrag.amount), year: analysis.feeDrag.year }) } : {})}
        how={{ method: t(m.dragMethod), inputs: inputs.projection }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stat name="fee-drag" label={t(m.dragAmount)} value={euros(analysis.feeDrag.amount)} />
          <Stat name="fee-drag-horizon" label={t(m.dragAtHorizon)} value={euros(analysis.feeDrag.atHorizon)} />
        </SimpleGrid>
      </Section>
    </>
  );
}

function Summary({ analysis }: { analysis: Fees }) {
  const t = useIntl().formatMessage;
  const { euros } = useAnalysisFrame();
  const inputs = useFeeInputs(analysis);
  const notes = [...(analysis.estimated ? [t(m.summaryEstimated)] : []), ...(analysis.missingKinds.length > 0 ? [t(m.summaryMissing)] : [])];
  return (
    <Section id="feeSummary" title={t(m.summaryTitle)} how={{ method: t(m.summaryMethod), inputs: inputs.projection, notes }}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Stat name="summary-yearly" label={t(m.summaryYearly)} value={euros(analysis.estimatedFees)} />
          <Stat name="summary-rate" label={t(m.summaryRate)} value={formatPercent(analysis.method.yearlyRate)} />
          <Stat name="summary-drag" label={t(m.summaryDrag)} value={euros(analysis.feeDrag.amount)} />
        </SimpleGrid>
        {notes.map((note) => (
          <Text key={note} size="sm" c="dimmed">
            {note}
          </Text>
        ))}
      </Stack>
    </Section>
  );
}

/** Fees pages: 1 every kind with its meaning and base, 2 the next 12 months, 3 active and passive funds, 4 the projection, 5 summary. */
export function FeesPage({ substep, analysis }: { substep: number; analysis: Fees }) {
  switch (substep) {
    case 1:
      return <Kinds analysis={analysis} />;
    case 2:
      return <Upcoming analysis={analysis} />;
    case 3:
      return <Funds analysis={analysis} />;
    case 4:
      return <Projection analysis={analysis} />;
    default:
      return <Summary analysis={analysis} />;
  }
}
