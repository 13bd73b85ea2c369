import {
  formatCurrency,
  formatDate,
  formatPercent,
  investmentProjectKindLabels,
  type GoalProjection,
  type GoalStatus,
  type Portfolio,
  type ProjectionQuery,
} from '@patrimo/shared';
import { Amount, LoadState } from '@patrimo/shared/react';
import { loadStateOf } from '@patrimo/shared/query';
import { Alert, Anchor, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text } from '@patrimo/shared/ui';
import { Accordion } from '@patrimo/shared/ui/extra';
import { NumberInput } from '@patrimo/shared/ui/controls';
import { AreaChart } from '@patrimo/shared/ui/charts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import '../../../lib/chart-styles';
import { useSaverFrame } from '../../../lib/saver-frame';
import { usePortfolioProjection } from '../api/get-portfolio-projection';
import { useChartFormat } from '../hooks/use-chart-format';
import { contractMessages as m, horizonYearsMessage, methodMessage, projectionSummaryMessage, statusReasonMessage } from '../messages';
import { ContractFrame, Section } from './ContractFrame';

const STATUS_COLORS: Record<GoalStatus, string> = { on_track: 'teal', at_risk: 'yellow', off_track: 'red' };
const STATUS_LABELS = { on_track: m.statusOnTrack, at_risk: m.statusAtRisk, off_track: m.statusOffTrack } as const;
const formatEuro = (value: number) => formatCurrency(value, { concise: true });
const isoDateToMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

function GoalFacts({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { area } = useSaverFrame();
  const { infos } = portfolio;
  const empty = t(m.notFilled);
  const amount = (value: number | null) => (value === null ? <Text>{empty}</Text> : <Amount value={value} format={formatEuro} area={area} />);
  const rows: [string, ReactNode][] = [
    [t(m.fieldOpeningDate), <Text key="o">{infos.openingDate === null ? empty : formatDate(infos.openingDate, 'long')}</Text>],
    [t(m.fieldProjectKind), <Text key="p">{infos.projectKind === null ? empty : investmentProjectKindLabels[infos.projectKind]}</Text>],
    [t(m.fieldAmountGoal), amount(infos.amountGoal)],
    [t(m.fieldHorizon), <Text key="h">{infos.horizon === null ? empty : t(horizonYearsMessage, { years: infos.horizon })}</Text>],
    [t(m.fieldMonthlyDeposit), amount(infos.monthlyDeposit)],
    [t(m.fieldMonthlyBuyout), amount(infos.monthlyBuyout)],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="dl" data-goal-facts>
      {rows.map(([label, value]) => (
        <Stack gap={2} key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function ProjectionResult({ projection }: { projection: GoalProjection }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const format = useChartFormat();
  const { area } = useSaverFrame();
  const result = projection.result;
  if (result === null) {
    return (
      <Alert color="gray" variant="light" title={t(m.projectionMissingTitle)} data-projection-missing={projection.missing.join(' ')}>
        <List size="sm">
          {projection.missing.map((blocker) => (
            <List.Item key={blocker}>
              {t(blocker === 'amountGoal' ? m.missingAmountGoal : blocker === 'horizon' ? m.missingHorizon : blocker === 'history' ? m.missingHistory : m.missingKind)}
            </List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  const goal = projection.amountGoal ?? 0;
  const rows = result.points.map((point) => ({ date: isoDateToMs(point.date), median: point.median, pessimistic: point.pessimistic, optimistic: point.optimistic }));
  return (
    <Stack gap="md" data-projection-status={result.status}>
      <Group gap="sm">
        <Badge size="lg" color={STATUS_COLORS[result.status]} variant="light">
          {t(STATUS_LABELS[result.status])}
        </Badge>
        <Text size="sm">{t(statusReasonMessage, { status: result.status })}</Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {(
          [
            [m.figureGoal, goal],
            [m.figureMedian, result.median],
            [m.figurePessimistic, result.pessimistic],
            [m.figureOptimistic, result.optimistic],
          ] as const
        ).map(([label, value]) => (
          <Stack gap={2} key={label.id} data-figure={label.id}>
            <Text size="sm" c="dimmed">
              {t(label, { date: formatDate(result.targetDate, 'long') })}
            </Text>
            <Amount value={value} format={formatEuro} area={area} fw={700} fz="lg" />
          </Stack>
        ))}
      </SimpleGrid>
      <Text size="sm" data-projection-gap>
        {result.gap >= 0 ? t(m.gapAbove, { gap: format.masked ? format.value(result.gap) : formatEuro(result.gap) }) : t(m.gapBelow, { gap: format.masked ? format.value(-result.gap) : formatEuro(-result.gap) })}
        {result.monthlyDepositNeeded !== null && result.gap < 0 && ` ${t(m.depositNeeded, { deposit: format.masked ? format.value(result.monthlyDepositNeeded) : formatCurrency(result.monthlyDepositNeeded) })}`}
      </Text>
      {rows.length > 1 && (
        <AreaChart
          summary={t(projectionSummaryMessage, {
            date: formatDate(result.targetDate, 'long'),
            median: format.value(result.median),
            pessimistic: format.value(result.pessimistic),
            optimistic: format.value(result.optimistic),
            goal: format.value(goal),
          })}
          h={260}
          data={rows}
          dataKey="date"
          series={[
            { name: 'optimistic', label: t(m.seriesOptimistic), color: 'teal.6' },
            { name: 'median', label: t(m.seriesMedian), color: 'blue.6' },
            { name: 'pessimistic', label: t(m.seriesPessimistic), color: 'orange.6' },
          ]}
          curveType="linear"
          withLegend
          withGradient={false}
          fillOpacity={0.05}
          valueFormatter={format.value}
          referenceLines={[{ y: goal, color: 'red.7', label: t(m.seriesGoal) }]}
          xAxisProps={{ type: 'number', scale: 'time', domain: ['dataMin', 'dataMax'], tickFormatter: (time: number) => format.date(time, 'year') }}
          yAxisProps={{ tickFormatter: format.axis, width: 80 }}
          tooltipProps={{ labelFormatter: (time: unknown) => (typeof time === 'number' ? format.date(time) : '') }}
          data-projection-chart
        />
      )}
    </Stack>
  );
}

function HowComputed({ projection }: { projection: GoalProjection }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const a = projection.assumptions;
  return (
    <Accordion variant="separated" data-how-computed>
      <Accordion.Item value="method">
        <Accordion.Control>{t(m.howComputed)}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="xs">
            <Text size="sm">{t(m.methodRule)}</Text>
            <Text size="sm">
              {t(methodMessage, {
                source: a.volatilitySource ?? 'none',
                volatility: a.volatility === null ? '—' : formatPercent(a.volatility),
                weeks: a.weeks ?? 0,
                riskFree: formatPercent(a.riskFree),
                sharpe: intl.formatNumber(a.sharpe),
                expected: a.expectedReturn === null ? '—' : formatPercent(a.expectedReturn),
                quantile: formatPercent(a.pessimisticQuantile),
                median: projection.result === null ? '—' : formatPercent(projection.result.medianRate),
                pessimistic: projection.result === null ? '—' : formatPercent(projection.result.pessimisticRate),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t(m.methodLimits)}
            </Text>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

type WhatIf = { amountGoal: number | ''; horizon: number | ''; monthlyDeposit: number | ''; monthlyBuyout: number | '' };

function toQuery(values: WhatIf): ProjectionQuery {
  const query: ProjectionQuery = {};
  for (const key of ['amountGoal', 'horizon', 'monthlyDeposit', 'monthlyBuyout'] as const) {
    const value = values[key];
    if (value !== '' && value >= 0) query[key] = value;
  }
  return query;
}

function ProjectContent({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const initial: WhatIf = {
    amountGoal: portfolio.infos.amountGoal ?? '',
    horizon: portfolio.infos.horizon ?? '',
    monthlyDeposit: portfolio.infos.monthlyDeposit ?? '',
    monthlyBuyout: portfolio.infos.monthlyBuyout ?? '',
  };
  const [draft, setDraft] = useState<WhatIf>(initial);
  const [applied, setApplied] = useState<ProjectionQuery>({});
  const projection = usePortfolioProjection(portfolio.id, applied);
  const load = loadStateOf(projection);
  const simulate = (event: FormEvent) => {
    event.preventDefault();
    setApplied(toQuery(draft));
  };
  const number = (key: keyof WhatIf, label: string, suffix: string, decimals: number) => (
    <NumberInput
      label={label}
      value={draft[key]}
      onChange={(value) => setDraft((current) => ({ ...current, [key]: typeof value === 'number' ? value : '' }))}
      min={0}
      {...(key === 'horizon' ? { max: 100 } : {})}
      decimalScale={decimals}
      decimalSeparator=","
      thousandSeparator=" "
      suffix={suffix}
      allowNegative={false}
    />
  );
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Section title={t(m.goalTitle)}>
          <GoalFacts portfolio={portfolio} />
          <Anchor component={Link} to="../settings" size="sm">
            {t(m.editGoal)}
          </Anchor>
        </Section>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Section title={t(m.projectionTitle)} data-projection>
          {load.state !== 'ready' ? <LoadState load={load} loadingLabel={m.loadingProjection} /> : <ProjectionResult projection={load.data} />}
          <form onSubmit={simulate} aria-label={t(m.whatIfTitle)} data-what-if>
            <Stack gap="sm">
              <Text fw={600}>{t(m.whatIfTitle)}</Text>
              <Text size="sm" c="dimmed">
                {t(m.whatIfHelp)}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                {number('amountGoal', t(m.fieldAmountGoal), ' €', 2)}
                {number('horizon', t(m.fieldHorizonYears), '', 0)}
                {number('monthlyDeposit', t(m.fieldMonthlyDeposit), ' €', 2)}
                {number('monthlyBuyout', t(m.fieldMonthlyBuyout), ' €', 2)}
              </SimpleGrid>
              <Group>
                <Button type="submit" variant="light" loading={projection.isFetching}>
                  {t(m.simulate)}
                </Button>
              </Group>
            </Stack>
          </form>
          {load.state === 'ready' && <HowComputed projection={load.data} />}
        </Section>
      </Card>
    </Stack>
  );
}

export function ContractProject() {
  return <ContractFrame tab="project">{(portfolio) => <ProjectContent portfolio={portfolio} />}</ContractFrame>;
}
