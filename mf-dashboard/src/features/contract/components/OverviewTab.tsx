import {
  chartDateFormatFor,
  formatCurrency,
  formatDate,
  formatPercent,
  recommendedRiskLabels,
  riskProfileLevelLabels,
  adviceKindLabels,
  type Portfolio,
} from '@patrimo/shared';
import { Amount, LoadState, PremiumLock } from '@patrimo/shared/react';
import { loadStateOf, usePremiumLocked } from '@patrimo/shared/query';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@patrimo/shared/ui';
import { Progress } from '@patrimo/shared/ui/extra';
import { SegmentedControl } from '@patrimo/shared/ui/controls';
import { AreaChart, historySummary } from '@patrimo/shared/ui/charts';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import '../../../lib/chart-styles';
import { useSaverFrame } from '../../../lib/saver-frame';
import { usePortfolioAnalysis } from '../api/get-portfolio-analysis';
import { useTransactionMovements } from '../api/get-transaction-movements';
import { gainsOver, isAnalysable, rebasedAt100, type Gains } from '../contract-view';
import { useChartFormat } from '../hooks/use-chart-format';
import { contractMessages as m, gainMessage, progressMessage, riskAgainstMessage } from '../messages';
import { ArbitrationPlanCard } from './ArbitrationPlanCard';
import { ContractFrame, Section, kindLabelOf, useContractBase } from './ContractFrame';

const YEAR_MS = 365.25 * 86_400_000;
type Period = '1y' | '5y' | 'all';
type Scale = 'euros' | 'base100';
const formatEuro = (value: number) => formatCurrency(value, { concise: false });

function GainFigure({ label, gains }: { label: string; gains: Gains | null }) {
  const intl = useIntl();
  const { area } = useSaverFrame();
  return (
    <Stack gap={2} data-gain={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {gains === null ? (
        <Text>{intl.formatMessage(m.gainUnknown)}</Text>
      ) : (
        <Group gap="xs" align="baseline">
          <Amount value={gains.gain} format={(value) => formatCurrency(value, { signed: true })} area={area} fw={700} />
          {gains.ratio !== null && (
            <Text size="sm" c="dimmed">
              {intl.formatMessage(gainMessage, { ratio: formatPercent(gains.ratio, { signed: true }), flows: formatEuro(gains.netFlows) })}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}

function HistoryCard({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const format = useChartFormat();
  const [period, setPeriod] = useState<Period>('all');
  const [scale, setScale] = useState<Scale>('euros');
  const movements = useTransactionMovements(portfolio.id);
  const last = portfolio.history[portfolio.history.length - 1]?.[0] ?? Date.now();
  const from = period === 'all' ? -Infinity : last - (period === '1y' ? 1 : 5) * YEAR_MS;
  const points = useMemo(() => portfolio.history.filter(([time]) => time >= from), [portfolio.history, from]);
  const shown = useMemo(() => (scale === 'euros' ? points.map(([time, value]) => [time, value] as [number, number]) : rebasedAt100(points)), [points, scale]);
  const rows = shown.map(([date, value]) => ({ date, value }));
  const sinceOpening = gainsOver(portfolio.history, movements.data, -Infinity);
  const overPeriod = gainsOver(portfolio.history, movements.data, from);
  const valueFormat = scale === 'euros' ? format.value : (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  const first = rows[0]?.date ?? last;
  const dateFormat = chartDateFormatFor(first, last);
  return (
    <Card withBorder radius="md" padding="lg">
      <Section title={t(m.historyTitle)} data-contract-history>
        <Group gap="md" wrap="wrap">
          <SegmentedControl
            aria-label={t(m.periodLabel)}
            value={period}
            onChange={(value) => setPeriod(value as Period)}
            data={[
              { value: '1y', label: t(m.period1y) },
              { value: '5y', label: t(m.period5y) },
              { value: 'all', label: t(m.periodAll) },
            ]}
          />
          <SegmentedControl
            aria-label={t(m.scaleLabel)}
            value={scale}
            onChange={(value) => setScale(value as Scale)}
            data={[
              { value: 'euros', label: t(m.scaleEuros) },
              { value: 'base100', label: t(m.scaleBase100) },
            ]}
            data-scale-switch
          />
        </Group>
        {rows.length < 2 ? (
          <Text c="dimmed">{t(m.historyEmpty)}</Text>
        ) : (
          <AreaChart
            summary={historySummary(intl, rows, valueFormat)}
            h={260}
            data={rows}
            dataKey="date"
            series={[{ name: 'value', label: t(scale === 'euros' ? m.seriesValue : m.seriesBase100), color: 'blue.6' }]}
            curveType="linear"
            withDots={false}
            valueFormatter={valueFormat}
            xAxisProps={{ type: 'number', scale: 'time', domain: ['dataMin', 'dataMax'], tickFormatter: (time: number) => format.date(time, dateFormat) }}
            yAxisProps={{ tickFormatter: scale === 'euros' ? format.axis : valueFormat, width: 80, domain: ['auto', 'auto'] }}
            tooltipProps={{ labelFormatter: (time: unknown) => (typeof time === 'number' ? format.date(time) : '') }}
            data-contract-chart={scale}
          />
        )}
        {scale === 'base100' && (
          <Text size="sm" c="dimmed">
            {t(m.base100Note)}
          </Text>
        )}
        {portfolio.type !== 'liability' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <GainFigure label={t(m.gainSinceOpening)} gains={sinceOpening} />
            <GainFigure label={t(m.gainOverPeriod)} gains={overPeriod} />
          </SimpleGrid>
        )}
      </Section>
    </Card>
  );
}

function RiskAndAdvice({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const base = useContractBase(portfolio);
  const risk = usePortfolioAnalysis(portfolio.id, 'risk');
  const advices = usePortfolioAnalysis(portfolio.id, 'advices');
  const riskLoad = loadStateOf(risk);
  const advicesLoad = loadStateOf(advices);
  // Locked for a saver without premium where the brand sells it; never in an advisor's view of a customer.
  const arbitrationLocked = usePremiumLocked('arbitration');
  const progress = portfolio.analysisProgress;
  const visited = progress?.visited.length ?? 0;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder radius="md" padding="lg">
        <Section title={t(m.riskTitle)} data-contract-risk>
          {riskLoad.state !== 'ready' ? (
            <LoadState load={riskLoad} />
          ) : riskLoad.data.level === null ? (
            <Text>{t(m.riskUnknown)}</Text>
          ) : (
            <Stack gap={4}>
              <Text fw={700}>{riskProfileLevelLabels[riskLoad.data.level]}</Text>
              <Text size="sm">
                {riskLoad.data.recommendedRisk === null
                  ? t(m.riskNoProfile)
                  : t(riskAgainstMessage, {
                      profile: recommendedRiskLabels[riskLoad.data.recommendedRisk],
                      range: riskLoad.data.profileRange ?? 'normal',
                    })}
              </Text>
            </Stack>
          )}
        </Section>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Section title={t(m.analysisTitle)} data-contract-analysis>
          <Text size="sm">{t(progressMessage, { visited, total: 22, completed: progress?.completed ? 'yes' : 'no' })}</Text>
          <Progress value={(visited / 22) * 100} aria-label={t(m.analysisTitle)} />
          {advicesLoad.state !== 'ready' ? (
            <LoadState load={advicesLoad} />
          ) : advicesLoad.data.status === 'unavailable' ? (
            <Text size="sm" data-recommendation="unavailable">
              {t(m.recommendationUnavailable)}
            </Text>
          ) : (
            <Stack gap={4} data-recommendation="available">
              <Text size="sm" fw={600}>
                {t(m.recommendationTitle)}
              </Text>
              {advicesLoad.data.advices.length === 0 ? (
                <Text size="sm">{t(m.recommendationNone)}</Text>
              ) : (
                <Text size="sm">{advicesLoad.data.advices.slice(0, 3).map((advice) => adviceKindLabels[advice.kind]).join(' · ')}</Text>
              )}
            </Stack>
          )}
          {/* Both the saver and an advisor viewing the customer (SaverApp mounts the analysis and the arbitration). */}
          <Group gap="sm">
            <Button component={Link} to={`${base}/analyse`} size="sm" data-link-analysis>
              {t(progress?.completed ? m.linkAnalysisAgain : visited > 0 ? m.linkAnalysisContinue : m.linkAnalysis)}
            </Button>
            <PremiumLock locked={arbitrationLocked} label={t(m.linkArbitration)} feature="arbitration">
              <Button component={Link} to={`${base}/arbitration`} size="sm" variant="light" data-link-arbitration>
                {t(m.linkArbitration)}
              </Button>
            </PremiumLock>
          </Group>
        </Section>
      </Card>
    </SimpleGrid>
  );
}

function OverviewContent({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { area } = useSaverFrame();
  const lastDate = portfolio.history[portfolio.history.length - 1]?.[0];
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" wrap="wrap" align="flex-end">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t(portfolio.type === 'liability' ? m.owedLabel : m.valueLabel)}
            </Text>
            <Amount value={Math.abs(portfolio.amount)} format={formatEuro} area={area} fz={32} fw={700} data-contract-value />
            {lastDate !== undefined && (
              <Text size="sm" c="dimmed">
                {t(m.valueAsOf, { date: formatDate(lastDate, 'long') })}
              </Text>
            )}
          </Stack>
          <Stack gap={2} align="flex-end">
            <Text size="sm">{kindLabelOf(portfolio)}</Text>
            <Text size="sm" c="dimmed">
              {portfolio.bankName ?? t(m.manualBank)}
            </Text>
          </Stack>
        </Group>
      </Card>
      <HistoryCard portfolio={portfolio} />
      {isAnalysable(portfolio) && <RiskAndAdvice portfolio={portfolio} />}
      {isAnalysable(portfolio) && <ArbitrationPlanCard portfolio={portfolio} />}
      {portfolio.type === 'liability' && (
        <Anchor component={Link} to="../../../dashboard-loans/contracts">
          {t(m.linkLoans)}
        </Anchor>
      )}
    </Stack>
  );
}

export function ContractOverview() {
  return <ContractFrame tab="overview">{(portfolio) => <OverviewContent portfolio={portfolio} />}</ContractFrame>;
}
