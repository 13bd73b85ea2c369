import {
  formatDate,
  formatPercent,
  recommendedRiskLabels,
  RISK_PROFILE_LEVELS,
  riskProfileLevelLabels,
  riskRatioNameLabels,
  riskRatioRangeLabels,
  SRRI_LEVELS,
  type RiskRatioName,
} from '@patrimo/shared';
import { Badge, Box, Group, SimpleGrid, Stack, Text } from '@patrimo/shared/ui';
import { Table } from '@patrimo/shared/ui/extra';
import { useIntl } from 'react-intl';
import type { SectionId } from '../../../../lib/page-plan';
import type { AnalysisOf } from '../../api/get-analysis';
import { riskContributors } from '../../chart-data';
import { useAnalysisFrame } from '../../hooks/use-analysis-frame';
import { frameMessages as f } from '../../messages/frame';
import {
  boundsMessage,
  contributionMessage,
  drawdownDatesMessage,
  gapRangeMessages,
  gapValueMessage,
  levelValueMessage,
  lossMessage,
  profileSourceMessage,
  recoveryMessage,
  riskMessages as m,
  srriScaleSummaryMessage,
  srriValueMessage,
  weeksHintMessage,
} from '../../messages/risk';
import { periodMessage } from '../../messages/performances';
import { Section } from '../Section';
import { Stat } from '../Stat';

type Risk = AnalysisOf<'risk'>;

const RANGE_COLORS = { low: 'blue', normal: 'teal', high: 'orange' } as const;
const oneDecimal = (value: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(value);
const twoDecimals = (value: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(value);

/** How a ratio reads: a percentage, or a plain number for the Sharpe ratio. */
function ratioText(name: RiskRatioName, value: number): string {
  return name === 'sharpe' ? twoDecimals(value) : formatPercent(value);
}

function useRiskInputs(analysis: Risk) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const period = (p: { from: string; to: string } | null) => (p === null ? null : t(periodMessage, { from: formatDate(p.from, 'long'), to: formatDate(p.to, 'long') }));
  const volatilityPeriod = period(analysis.method.volatilityPeriod);
  const displayedPeriod = period(analysis.method.period);
  return {
    volatility: [
      ...(analysis.volatility ? [{ label: t(m.inputVolatility), value: formatPercent(analysis.volatility.value) }] : []),
      ...(analysis.volatility ? [{ label: t(m.inputWeeks), value: intl.formatNumber(analysis.volatility.weeks) }] : []),
      ...(volatilityPeriod ? [{ label: t(m.inputVolatilityPeriod), value: volatilityPeriod }] : []),
      { label: t(m.inputMeasured), value: formatPercent(analysis.method.measuredShare) },
    ],
    period: displayedPeriod ? [{ label: t(m.inputPeriod), value: displayedPeriod }] : [],
    notes: analysis.volatility?.shortHistory ? [t(m.shortHistory)] : [],
  };
}

function Srri({ analysis }: { analysis: Risk }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const inputs = useRiskInputs(analysis);
  const rounded = analysis.srri === null ? null : Math.round(analysis.srri);
  return (
    <>
      <Section id="contractSrri" title={t(m.srriTitle)} description={t(m.srriDescription)} how={{ method: t(m.srriMethod), inputs: inputs.volatility, notes: inputs.notes }}>
        {analysis.srri === null ? (
          <Text fw={600}>{t(f.notComputable)}</Text>
        ) : (
          <Stack gap="sm">
            <Stat name="contract-srri" label={t(m.srriScale)} value={t(srriValueMessage, { value: oneDecimal(analysis.srri) })} />
            <Group gap={6} role="img" aria-label={t(srriScaleSummaryMessage, { value: oneDecimal(analysis.srri) })}>
              {SRRI_LEVELS.map((level) => (
                <Box
                  key={level}
                  w={40}
                  h={32}
                  bg={level === rounded ? 'blue.8' : 'gray.1'}
                  c={level === rounded ? 'white' : 'gray.9'}
                  style={{ borderRadius: 6, display: 'grid', placeItems: 'center', fontWeight: 700 }}
                >
                  {level}
                </Box>
              ))}
            </Group>
          </Stack>
        )}
      </Section>
      <Section id="fundsSrri" title={t(m.fundsTitle)} how={{ method: t(m.fundsMethod), inputs: inputs.volatility }}>
        {analysis.holdings.length === 0 ? (
          <Text c="dimmed">{t(m.fundsEmpty)}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped data-funds-srri>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t(m.colFund)}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t(m.colShare)}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t(m.colSrri)}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t(m.colVolatility)}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {analysis.holdings.map((holding) => (
                  <Table.Tr key={`${holding.isin ?? ''}${holding.name}`}>
                    <Table.Th scope="row" fw={500}>
                      {holding.name}
                    </Table.Th>
                    <Table.Td ta="right">{formatPercent(holding.share)}</Table.Td>
                    <Table.Td ta="right">{holding.srri ?? '—'}</Table.Td>
                    <Table.Td ta="right">{holding.volatility === null ? '—' : formatPercent(holding.volatility)}</Table.Td>
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

function VolatilityAndDrawdown({ analysis }: { analysis: Risk }) {
  const t = useIntl().formatMessage;
  const inputs = useRiskInputs(analysis);
  const drawdown = analysis.maxDrawdown;
  return (
    <>
      <Section id="volatility" title={t(m.volatilityTitle)} description={t(m.volatilityDescription)} how={{ method: t(m.volatilityMethod), inputs: inputs.volatility, notes: inputs.notes }}>
        {analysis.volatility === null ? (
          <Text fw={600}>{t(f.notComputable)}</Text>
        ) : (
          <Stat
            name="volatility"
            label={t(m.volatilityTitle)}
            value={formatPercent(analysis.volatility.value)}
            hint={t(weeksHintMessage, { weeks: analysis.volatility.weeks })}
          />
        )}
      </Section>
      <Section id="drawdown" title={t(m.drawdownTitle)} description={t(m.drawdownDescription)} how={{ method: t(m.drawdownMethod), inputs: inputs.period }}>
        {drawdown === null ? (
          <Text fw={600}>{t(f.notComputable)}</Text>
        ) : drawdown.value === 0 ? (
          <Text>{t(m.drawdownNone)}</Text>
        ) : (
          <Stack gap="xs">
            <Stat name="max-drawdown" label={t(m.drawdownValue)} value={formatPercent(drawdown.value)} />
            {drawdown.peakDate && drawdown.troughDate && (
              <Text size="sm">{t(drawdownDatesMessage, { peak: formatDate(drawdown.peakDate, 'long'), trough: formatDate(drawdown.troughDate, 'long') })}</Text>
            )}
            <Text size="sm" data-recovery>
              {drawdown.recoveryDate === null
                ? t(m.notRecovered)
                : t(recoveryMessage, { date: formatDate(drawdown.recoveryDate, 'long'), days: drawdown.recoveryDays ?? 0 })}
            </Text>
          </Stack>
        )}
      </Section>
    </>
  );
}

function TailRisk({ analysis }: { analysis: Risk }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { euros } = useAnalysisFrame();
  const inputs = useRiskInputs(analysis);
  const tailInputs = [
    { label: t(m.inputConfidence), value: formatPercent(analysis.method.confidence) },
    { label: t(m.inputValue), value: euros(analysis.method.value) },
    ...(analysis.method.historicalWindows === null ? [] : [{ label: t(m.inputWindows), value: intl.formatNumber(analysis.method.historicalWindows) }]),
    ...inputs.volatility,
  ];
  const figure = (value: { ratio: number; amount: number } | null, historical: boolean) =>
    value === null ? t(historical ? m.historicalShort : f.notComputable) : t(lossMessage, { amount: euros(value.amount), ratio: formatPercent(value.ratio) });
  const pair = (values: Risk['valueAtRisk'], name: string) => (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Stat name={`${name}-parametric`} label={t(m.parametric)} value={figure(values.parametric, false)} />
      <Stat name={`${name}-historical`} label={t(m.historical)} value={figure(values.historical, true)} />
    </SimpleGrid>
  );
  return (
    <>
      <Section id="valueAtRisk" title={t(m.varTitle)} description={t(m.varDescription)} how={{ method: [t(m.varMethod1), t(m.varMethod2)], inputs: tailInputs, notes: inputs.notes }}>
        {pair(analysis.valueAtRisk, 'var')}
      </Section>
      <Section id="expectedShortfall" title={t(m.esTitle)} description={t(m.esDescription)} how={{ method: t(m.esMethod), inputs: tailInputs, notes: inputs.notes }}>
        {pair(analysis.expectedShortfall, 'es')}
      </Section>
    </>
  );
}

function Ratios({ analysis, locked }: { analysis: Risk; locked: ReadonlySet<SectionId> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const inputs = useRiskInputs(analysis);
  const profile = analysis.recommendedRisk === null ? null : recommendedRiskLabels[analysis.recommendedRisk];
  const sharpeInputs = [
    ...inputs.period,
    { label: t(m.inputRiskFree), value: formatPercent(analysis.method.riskFree) },
    ...(analysis.method.sharpeReturn === null ? [] : [{ label: t(m.inputSharpeReturn), value: formatPercent(analysis.method.sharpeReturn, { signed: true }) }]),
    ...(analysis.method.sharpeDays === null ? [] : [{ label: t(m.inputSharpeDays), value: intl.formatNumber(analysis.method.sharpeDays) }]),
    ...inputs.volatility,
  ];
  return (
    <>
      <Section id="ratios" title={t(m.ratiosTitle)} description={t(m.ratiosDescription)} how={{ method: t(m.ratiosMethod), inputs: [...inputs.period, ...inputs.volatility] }}>
        {analysis.ratios.length === 0 ? (
          <Text c="dimmed">{t(f.notComputable)}</Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {analysis.ratios.map((ratio) => (
              <Stat key={ratio.name} name={`ratio-${ratio.name}`} label={riskRatioNameLabels[ratio.name]} value={ratioText(ratio.name, ratio.value)} />
            ))}
          </SimpleGrid>
        )}
      </Section>
      <Section id="sharpe" title={t(m.sharpeTitle)} description={t(m.sharpeDescription)} how={{ method: t(m.sharpeMethod), inputs: sharpeInputs }}>
        <Stat name="sharpe" label={t(m.sharpeTitle)} value={analysis.sharpe === null ? t(f.notComputable) : twoDecimals(analysis.sharpe)} />
      </Section>
      <Section
        id="ratioRanges"
        title={t(m.rangesTitle)}
        locked={locked.has('ratioRanges')}
        how={{ method: t(m.rangesMethod), inputs: profile ? [{ label: t(m.inputProfile), value: profile }] : [] }}
      >
        <Table.ScrollContainer minWidth={480}>
          <Table data-ratio-ranges>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t(m.colRatio)}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t(m.colValue)}
                </Table.Th>
                <Table.Th scope="col">{t(m.colBounds)}</Table.Th>
                <Table.Th scope="col">{t(m.colRange)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {analysis.ratios.map((ratio) => (
                <Table.Tr key={ratio.name} data-ratio={ratio.name}>
                  <Table.Th scope="row">{riskRatioNameLabels[ratio.name]}</Table.Th>
                  <Table.Td ta="right">{ratioText(ratio.name, ratio.value)}</Table.Td>
                  <Table.Td>
                    {ratio.low === null || ratio.high === null
                      ? '—'
                      : t(boundsMessage, { low: ratioText(ratio.name, ratio.low), high: ratioText(ratio.name, ratio.high) })}
                  </Table.Td>
                  <Table.Td>
                    {ratio.range === null ? (
                      '—'
                    ) : (
                      <Badge color={RANGE_COLORS[ratio.range]} variant="light" data-range={ratio.range}>
                        {riskRatioRangeLabels[ratio.range]}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Section>
    </>
  );
}

function ProfileGap({ analysis, locked }: { analysis: Risk; locked: ReadonlySet<SectionId> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const inputs = useRiskInputs(analysis);
  const profile = analysis.recommendedRisk === null ? null : recommendedRiskLabels[analysis.recommendedRisk];
  const source = analysis.recommendedRiskSource === null ? null : t(analysis.recommendedRiskSource === 'contract' ? m.sourceContract : m.sourceProfile);
  const contributors = riskContributors(analysis.holdings);
  return (
    <>
      <Section id="contractLevel" title={t(m.levelTitle)} how={{ method: t(m.levelMethod), inputs: inputs.volatility, notes: inputs.notes }}>
        <Stat
          name="contract-level"
          label={t(m.levelTitle)}
          value={analysis.level === null ? t(f.notComputable) : t(levelValueMessage, { level: analysis.level, label: riskProfileLevelLabels[analysis.level] })}
        />
      </Section>
      <Section id="levelScale" title={t(m.scaleTitle)} description={t(m.scaleDescription)}>
        <Box component="ol" start={0} m={0} pl="lg" data-level-scale>
          {RISK_PROFILE_LEVELS.map((level) => (
            <Text component="li" key={level} value={level} fw={level === analysis.level ? 700 : 400} aria-current={level === analysis.level ? 'true' : undefined}>
              {riskProfileLevelLabels[level]}
            </Text>
          ))}
        </Box>
      </Section>
      <Section id="riskContributors" title={t(m.contributorsTitle)} description={t(m.contributorsDescription)} how={{ method: t(m.contributorsMethod) }}>
        {contributors.length === 0 ? (
          <Text c="dimmed">{t(m.fundsEmpty)}</Text>
        ) : (
          <Stack gap={4} component="ol" m={0} pl="lg">
            {contributors.map((holding) => (
              <Text component="li" key={`${holding.isin ?? ''}${holding.name}`} size="sm">
                <Text span fw={600} size="sm">
                  {holding.name}
                </Text>
                {' — '}
                {t(contributionMessage, { share: formatPercent(holding.share), srri: Number(holding.srri), weight: formatPercent(holding.weight) })}
              </Text>
            ))}
          </Stack>
        )}
      </Section>
      <Section
        id="profileGap"
        title={t(m.gapTitle)}
        locked={locked.has('profileGap')}
        {...(profile !== null && analysis.profileRange !== null ? { description: t(gapRangeMessages[analysis.profileRange], { profile }) } : {})}
        how={{
          method: t(m.gapMethod),
          inputs: [
            ...(profile && source ? [{ label: t(m.inputProfile), value: t(profileSourceMessage, { profile, source }) }] : []),
            ...(analysis.profileBand
              ? [{ label: t(m.inputBand), value: t(boundsMessage, { low: formatPercent(analysis.profileBand.min), high: formatPercent(analysis.profileBand.max) }) }]
              : []),
            ...(analysis.level === null ? [] : [{ label: t(m.inputLevel), value: t(levelValueMessage, { level: analysis.level, label: riskProfileLevelLabels[analysis.level] }) }]),
            ...inputs.volatility,
          ],
        }}
      >
        {analysis.profileGap === null ? (
          <Text fw={600}>{t(f.notComputable)}</Text>
        ) : (
          <Group gap="md" align="center">
            <Stat name="profile-gap" label={t(m.gapTitle)} value={t(gapValueMessage, { gap: analysis.profileGap })} />
            {analysis.profileRange && (
              <Badge color={RANGE_COLORS[analysis.profileRange]} variant="light" size="lg">
                {riskRatioRangeLabels[analysis.profileRange]}
              </Badge>
            )}
          </Group>
        )}
      </Section>
    </>
  );
}

/** Risk pages: 1 SRRI of the contract and its funds, 2 volatility and drawdown, 3 VaR and shortfall, 4 ratios, 5 gap to the profile. */
export function RiskPage({ substep, analysis, locked }: { substep: number; analysis: Risk; locked: ReadonlySet<SectionId> }) {
  switch (substep) {
    case 1:
      return <Srri analysis={analysis} />;
    case 2:
      return <VolatilityAndDrawdown analysis={analysis} />;
    case 3:
      return <TailRisk analysis={analysis} />;
    case 4:
      return <Ratios analysis={analysis} locked={locked} />;
    default:
      return <ProfileGap analysis={analysis} locked={locked} />;
  }
}
