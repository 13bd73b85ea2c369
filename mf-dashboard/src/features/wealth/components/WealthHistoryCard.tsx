import {
  chartDateFormatFor,
  contractCategoryLabels,
  DATE_RANGE_MIN,
  dateRangeMax,
  formatDate,
  type CashValues,
  type ChartDateFormat,
  type ContractCategory,
} from '@patrimo/shared';
import { loadStateOf } from '@patrimo/shared/query';
import { Box, Button, Card, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import { AreaChart, historySummary, splitAtSummary } from '@patrimo/shared/ui/charts';
import type { DatesRangeValue } from '@patrimo/shared/ui/dates';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadState } from '@patrimo/shared/react';
import '../../../lib/chart-styles';
import { useWealthCashValues, useWealthCashValuesByCategory } from '../api/get-wealth-cash-values';
import {
  CATEGORIES,
  categoryRows,
  clampRange,
  downsample,
  drawnRange,
  seriesPointsFor,
  historyRows,
  isoDayMs,
  presetOf,
  presetRange,
  RANGE_PRESETS,
  timeTickLimit,
  timeTicks,
  withinRange,
  type DateRange,
  type RangePreset,
} from '../chart-data';
import { chartPointsFor } from '../chart-points';
import { useChartFormatters } from '../hooks/use-chart-formatters';
import { rangeHelpMessage, simulatedNoteMessage, wealthMessages as m } from '../messages';
import { HISTORY_CARD_HEIGHT, HISTORY_CHART_HEIGHT } from './card-heights';
import { PeriodField } from './PeriodField';

const CATEGORY_COLORS: Record<ContractCategory, string> = { invested_wealth: 'blue.6', savings: 'teal.6', real_estate: 'orange.6' };

const PRESET_LABELS = { '1y': m.preset1y, '5y': m.preset5y, all: m.presetAll } as const satisfies Record<RangePreset, unknown>;

type View = 'total' | 'categories';

/** A chart's place while its points arrive, at the chart's height: the cards below stay where they are. */
function ChartLoading({ load }: { load: Parameters<typeof LoadState>[0]['load'] }) {
  return (
    <Box mih={HISTORY_CHART_HEIGHT}>
      <LoadState load={load} loadingLabel={m.loadingHistory} />
    </Box>
  );
}

/** A history chart: its period, its width (px, 0 when unknown), and the points it draws at most (`chartPointsFor` it). */
interface HistoryChartProps {
  range: DateRange;
  width: number;
  maxPoints: number;
}

/**
 * The time axis of a history chart: its labels over the drawn part of the period (`drawnRange`), as many as its
 * width holds (`timeTickLimit`), all shown (`interval: 0`: recharts does not measure them to thin them out again).
 * Their format follows the period chosen.
 */
function timeAxisProps(range: DateRange, width: number, rows: readonly { date: number }[], formatDate: (time: number, format: ChartDateFormat) => string) {
  const dateFormat = chartDateFormatFor(range.from, range.to);
  const ticks = timeTicks(drawnRange(range, rows), dateFormat, timeTickLimit(width, dateFormat));
  return { type: 'number', scale: 'time', domain: ['dataMin', 'dataMax'], ticks, interval: 0, tickFormatter: (time: number) => formatDate(time, dateFormat) } as const;
}

function TotalChart({ range, width, maxPoints }: HistoryChartProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const format = useChartFormatters();
  const values = useWealthCashValues(range.from, seriesPointsFor(range, maxPoints));
  const load = loadStateOf(values);
  const chart = useMemo(() => {
    if (values.data === undefined) return null;
    // Values from `simulatedFrom` on are priced after the last market date: a simulation, marked as such.
    const { simulatedFrom } = values.data;
    const points = downsample(withinRange(values.data.series, range), maxPoints);
    const shownSimulation = simulatedFrom !== null && points.some(([time]) => time >= isoDayMs(simulatedFrom)) ? simulatedFrom : null;
    return { rows: historyRows(points, shownSimulation), simulatedFrom: shownSimulation, points };
  }, [values.data, range, maxPoints]);

  if (load.state !== 'ready' || chart === null) {
    return load.state === 'ready' ? null : <ChartLoading load={load} />;
  }
  if (chart.rows.length === 0) return <Text c="dimmed">{t(m.historyEmpty)}</Text>;
  return (
    <Stack gap="sm">
      <AreaChart
        summary={historySummary(intl, chart.points.map(([date, value]) => ({ date, value })), format.value)}
        h={HISTORY_CHART_HEIGHT}
        data={chart.rows}
        dataKey="date"
        series={[
          { name: 'real', label: t(m.seriesReal), color: 'blue.6' },
          ...(chart.simulatedFrom === null ? [] : [{ name: 'simulated', label: t(m.seriesSimulated), color: 'gray.6', strokeDasharray: '6 4' }]),
        ]}
        curveType="linear"
        withDots={false}
        connectNulls={false}
        withLegend={chart.simulatedFrom !== null}
        valueFormatter={format.value}
        xAxisProps={timeAxisProps(range, width, chart.rows, format.date)}
        yAxisProps={{ tickFormatter: format.axis, width: 80 }}
        tooltipProps={{ labelFormatter: (time: unknown) => (typeof time === 'number' ? format.date(time) : '') }}
        referenceLines={chart.simulatedFrom === null ? [] : [{ x: isoDayMs(chart.simulatedFrom), color: 'gray.6', label: t(m.seriesSimulated) }]}
        data-wealth-chart
      />
      {chart.simulatedFrom !== null && (
        <Text size="sm" c="dimmed" data-simulated-note>
          {t(simulatedNoteMessage, { date: formatDate(chart.simulatedFrom, 'long') })}
        </Text>
      )}
    </Stack>
  );
}

function CategoriesChart({ range, width, maxPoints }: HistoryChartProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const format = useChartFormatters();
  const byCategory = useWealthCashValuesByCategory(range.from, CATEGORIES, seriesPointsFor(range, maxPoints));
  const load = loadStateOf(byCategory);
  const rows = useMemo(() => {
    const { data } = byCategory;
    if (data === undefined) return null;
    const sample = (series: CashValues['series']) => downsample(withinRange(series, range), maxPoints);
    return categoryRows({ invested_wealth: sample(data.invested_wealth), savings: sample(data.savings), real_estate: sample(data.real_estate) });
  }, [byCategory.data, range, maxPoints]);

  if (load.state !== 'ready' || rows === null) {
    return load.state === 'ready' ? null : <ChartLoading load={load} />;
  }
  if (rows.length === 0) return <Text c="dimmed">{t(m.historyEmpty)}</Text>;
  return (
    <AreaChart
      summary={splitAtSummary(
        intl,
        rows[rows.length - 1]?.date ?? range.to,
        CATEGORIES.map((category) => ({ name: contractCategoryLabels[category], value: rows[rows.length - 1]?.[category] ?? 0 })),
        format.value,
      )}
      h={HISTORY_CHART_HEIGHT}
      data={rows}
      dataKey="date"
      type="stacked"
      series={CATEGORIES.map((category) => ({ name: category, label: contractCategoryLabels[category], color: CATEGORY_COLORS[category] }))}
      curveType="linear"
      withDots={false}
      withLegend
      valueFormatter={format.value}
      xAxisProps={timeAxisProps(range, width, rows, format.date)}
      yAxisProps={{ tickFormatter: format.axis, width: 80 }}
      tooltipProps={{ labelFormatter: (time: unknown) => (typeof time === 'number' ? format.date(time) : '') }}
      data-wealth-categories-chart
    />
  );
}

/**
 * « Évolution de votre patrimoine »: the wealth history over a period picked between 2017-01-01 and tomorrow
 * (spec §5), with quick presets, as a total (its simulated end marked) or stacked by category.
 */
export function WealthHistoryCard() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const [range, setRange] = useState<DateRange>(() => presetRange('5y'));
  const [picked, setPicked] = useState<DatesRangeValue<string>>([range.from, range.to]);
  const [view, setView] = useState<View>('total');
  const active = presetOf(range);
  // The chart's width, read once before the first paint: the series asked for has the points it draws, the time
  // axis the labels it holds (issue 17). Not again on resize, which would fetch the series anew for a few pixels.
  const chartBox = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => setWidth(chartBox.current?.clientWidth ?? 0), []);

  function choosePreset(preset: RangePreset) {
    const next = presetRange(preset);
    setRange(next);
    setPicked([next.from, next.to]);
  }

  function formatRange([from, to]: DatesRangeValue<string>): string {
    return from && to ? t(rangeHelpMessage, { from: formatDate(from), to: formatDate(to) }) : from ? formatDate(from) : '';
  }

  function pick(value: DatesRangeValue<string>) {
    setPicked(value);
    const [from, to] = value;
    if (from && to) setRange(clampRange({ from, to }));
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId} data-wealth-history mih={HISTORY_CARD_HEIGHT}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <Title order={2} size="h4" id={titleId}>
            {t(m.historyTitle)}
          </Title>
          <Group gap="xs" role="group" aria-label={t(m.historyViews)}>
            {(['total', 'categories'] as const).map((option) => (
              <Button key={option} size="xs" variant={view === option ? 'filled' : 'default'} aria-pressed={view === option} onClick={() => setView(option)}>
                {t(option === 'total' ? m.viewTotal : m.viewCategories)}
              </Button>
            ))}
          </Group>
        </Group>
        <Group gap="md" align="flex-end" wrap="wrap">
          <PeriodField label={t(m.historyPeriod)} value={picked} onChange={pick} minDate={DATE_RANGE_MIN} maxDate={dateRangeMax()} formatRange={formatRange} />
          <Group gap="xs" role="group" aria-label={t(m.historyPresets)}>
            {RANGE_PRESETS.map((preset) => (
              <Button key={preset} size="xs" variant={active === preset ? 'filled' : 'light'} aria-pressed={active === preset} onClick={() => choosePreset(preset)}>
                {t(PRESET_LABELS[preset])}
              </Button>
            ))}
          </Group>
        </Group>
        <Box ref={chartBox} data-wealth-chart-box>
          {width === null ? (
            <Box mih={HISTORY_CHART_HEIGHT} />
          ) : view === 'total' ? (
            <TotalChart range={range} width={width} maxPoints={chartPointsFor(width)} />
          ) : (
            <CategoriesChart range={range} width={width} maxPoints={chartPointsFor(width)} />
          )}
        </Box>
      </Stack>
    </Card>
  );
}
