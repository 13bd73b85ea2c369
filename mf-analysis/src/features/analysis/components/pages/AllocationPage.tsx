import {
  assetClassLabels,
  formatDate,
  formatPercent,
  recommendedRiskLabels,
  regionLabels,
  sectorLabels,
  TOP_SECTORS,
  type AssetClass,
  type Region,
  type Sector,
} from '@patrimo/shared';
import { loadStateOf } from '@patrimo/shared/query';
import { Group, SimpleGrid, Stack, Text } from '@patrimo/shared/ui';
import { Progress, Table } from '@patrimo/shared/ui/extra';
import { useIntl } from 'react-intl';
import type { SectionId } from '../../../../lib/page-plan';
import type { AnalysisOf } from '../../api/get-analysis';
import { usePortfolioTargets } from '../../api/get-portfolio-targets';
import { gapsByDistance, OTHER_SECTORS, sectorSlices, slicesOf } from '../../chart-data';
import { useAnalysisFrame } from '../../hooks/use-analysis-frame';
import { allocationMessages as m, gapNoneMessage, gapSummaryMessage, sectorsTitleMessage } from '../../messages/allocation';
import { frameMessages as f } from '../../messages/frame';
import { Section } from '../Section';
import { SplitChart } from '../SplitChart';
import { Stat } from '../Stat';

type Allocation = AnalysisOf<'allocation'>;

export interface AllocationPageProps {
  substep: number;
  analysis: Allocation;
  locked: ReadonlySet<SectionId>;
}

/** The inputs every allocation figure rests on (« Comment est-ce calculé ? »). */
function useCommonInputs(analysis: Allocation) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { euros } = useAnalysisFrame();
  return [
    { label: t(m.inputValue), value: euros(analysis.total) },
    ...(analysis.asOf ? [{ label: t(m.inputDate), value: formatDate(analysis.asOf, 'long') }] : []),
    { label: t(m.inputLines), value: intl.formatNumber(analysis.method.lines) },
    { label: t(m.inputCoverage), value: formatPercent(analysis.method.lookThroughCoverage) },
  ];
}

function ClassesAndEuroFund({ analysis }: { analysis: Allocation }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { euros } = useAnalysisFrame();
  const inputs = useCommonInputs(analysis);
  const slices = slicesOf(analysis.assetClasses.filter((item) => item.key !== 'euroFund'));
  return (
    <>
      <Section
        id="assetClasses"
        title={t(m.classesTitle)}
        description={t(m.classesDescription)}
        how={{
          method: t(m.classesMethod),
          inputs: [...inputs, { label: t(m.inputCash), value: euros(analysis.method.cash) }, { label: t(m.inputUndescribed), value: euros(analysis.method.undescribed) }],
          notes: analysis.method.undescribed > 0 ? [t(m.noteUndescribed)] : [],
        }}
      >
        {slices.length === 0 ? (
          <Text c="dimmed">{t(analysis.euroFund ? m.classesOnlyEuro : f.empty)}</Text>
        ) : (
          <SplitChart name="asset-classes" slices={slices} labelOf={(key) => assetClassLabels[key as AssetClass]} />
        )}
      </Section>
      <Section id="euroFund" title={t(m.euroTitle)} description={t(m.euroDescription)} how={{ method: t(m.euroMethod), inputs }}>
        {analysis.euroFund ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Stat name="euro-fund-amount" label={t(m.euroAmount)} value={euros(analysis.euroFund.amount)} />
            <Stat name="euro-fund-share" label={t(m.euroShare)} value={formatPercent(analysis.euroFund.share)} />
          </SimpleGrid>
        ) : (
          <Text c="dimmed">{t(m.euroNone)}</Text>
        )}
      </Section>
    </>
  );
}

function Regions({ analysis }: { analysis: Allocation }) {
  const t = useIntl().formatMessage;
  const inputs = useCommonInputs(analysis);
  const slices = slicesOf(analysis.regions);
  return (
    <Section
      id="regions"
      title={t(m.regionsTitle)}
      description={t(m.regionsDescription)}
      how={{ method: t(m.regionsMethod), inputs, notes: analysis.method.lookThroughCoverage < 1 ? [t(m.noteCoverage)] : [] }}
    >
      {slices.length === 0 ? <Text c="dimmed">{t(f.empty)}</Text> : <SplitChart name="regions" slices={slices} labelOf={(key) => regionLabels[key as Region]} />}
    </Section>
  );
}

function Sectors({ analysis }: { analysis: Allocation }) {
  const t = useIntl().formatMessage;
  const { euros } = useAnalysisFrame();
  const inputs = useCommonInputs(analysis);
  const slices = sectorSlices(analysis.sectors, analysis.sectorsOthers);
  return (
    <Section
      id="sectors"
      title={t(sectorsTitleMessage, { top: TOP_SECTORS })}
      description={t(m.sectorsDescription)}
      how={{ method: t(m.sectorsMethod), inputs: [...inputs, { label: t(m.inputClassified), value: euros(analysis.sectorsClassified) }] }}
    >
      {slices.length === 0 ? (
        <Text c="dimmed">{t(m.sectorsNone)}</Text>
      ) : (
        <SplitChart name="sectors" slices={slices} labelOf={(key) => (key === OTHER_SECTORS ? t(m.sectorsOthers) : sectorLabels[key as Sector])} />
      )}
    </Section>
  );
}

function Holdings({ analysis }: { analysis: Allocation }) {
  const t = useIntl().formatMessage;
  const { euros } = useAnalysisFrame();
  const inputs = useCommonInputs(analysis);
  return (
    <Section id="holdings" title={t(m.holdingsTitle)} description={t(m.holdingsDescription)} how={{ method: t(m.holdingsMethod), inputs }}>
      {analysis.holdings.length === 0 ? (
        <Text c="dimmed">{t(m.holdingsNone)}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-holdings>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t(m.colFund)}</Table.Th>
                <Table.Th scope="col">{t(m.colIsin)}</Table.Th>
                <Table.Th scope="col">{t(m.colClass)}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t(m.colAmount)}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t(m.colShare)}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t(m.colSrri)}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {analysis.holdings.map((holding) => (
                <Table.Tr key={`${holding.isin ?? ''}${holding.name}`} data-holding={holding.isin ?? holding.name}>
                  <Table.Th scope="row" fw={500}>
                    {holding.name}
                  </Table.Th>
                  <Table.Td>{holding.isin ?? '—'}</Table.Td>
                  <Table.Td>{assetClassLabels[holding.assetClass]}</Table.Td>
                  <Table.Td ta="right">{euros(holding.amount)}</Table.Td>
                  <Table.Td ta="right">{formatPercent(holding.share)}</Table.Td>
                  <Table.Td ta="right">{holding.srri ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}

/** A share as a labelled bar: the figure is in the text, the bar only repeats it. */
function ShareBar({ label, share, color = 'blue' }: { label: string; share: number; color?: string }) {
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {formatPercent(share)}
        </Text>
      </Group>
      <Progress value={Math.min(100, share * 100)} color={color} size="sm" aria-hidden />
    </Stack>
  );
}

function Target({ analysis, locked }: { analysis: Allocation; locked: ReadonlySet<SectionId> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const inputs = useCommonInputs(analysis);
  const targets = usePortfolioTargets();
  const targetsLoad = loadStateOf(targets);
  const profile = analysis.recommendedRisk === null ? null : recommendedRiskLabels[analysis.recommendedRisk];
  const gaps = gapsByDistance(analysis.gaps ?? []);
  const widest = gaps[0];
  const targetClasses = [...new Set((targets.data?.targets ?? []).flatMap((target) => target.allocation.map((line) => line.assetClass)))];
  return (
    <>
      <Section id="currentClasses" title={t(m.currentTitle)} description={t(m.currentDescription)} how={{ method: t(m.classesMethod), inputs }}>
        <Stack gap="sm">
          {slicesOf(analysis.assetClasses).map((item) => (
            <ShareBar key={item.key} label={assetClassLabels[item.key]} share={item.share} />
          ))}
        </Stack>
      </Section>
      <Section id="profileTargets" title={t(m.targetsTitle)} description={t(m.targetsDescription)} how={{ method: t(m.targetsMethod) }}>
        {targetsLoad.state !== 'ready' ? (
          <Text size="sm" c="dimmed">
            {targetsLoad.state === 'failed' ? targetsLoad.message : t(m.loadingTargets)}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table data-profile-targets>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t(m.colProfile)}</Table.Th>
                  {targetClasses.map((assetClass) => (
                    <Table.Th scope="col" key={assetClass} ta="right">
                      {assetClassLabels[assetClass]}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {targetsLoad.data.targets.map((target) => (
                  <Table.Tr key={target.recommendedRisk} fw={target.recommendedRisk === analysis.recommendedRisk ? 700 : undefined}>
                    <Table.Th scope="row">{recommendedRiskLabels[target.recommendedRisk]}</Table.Th>
                    {targetClasses.map((assetClass) => {
                      const line = target.allocation.find((item) => item.assetClass === assetClass);
                      return (
                        <Table.Td key={assetClass} ta="right">
                          {formatPercent(line?.share ?? 0)}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
      <Section
        id="targetGap"
        title={t(m.gapTitle)}
        locked={locked.has('targetGap')}
        {...(profile !== null
          ? {
              description: widest
                ? t(gapSummaryMessage, { profile, assetClass: assetClassLabels[widest.assetClass], gap: formatPercent(widest.gap, { signed: true }) })
                : t(gapNoneMessage, { profile }),
            }
          : {})}
        how={{ method: t(m.gapMethod), inputs: [...inputs, ...(profile ? [{ label: t(m.inputProfile), value: profile }] : [])] }}
      >
        {analysis.gaps === null ? (
          <Text c="dimmed">{t(f.notAvailable)}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table data-target-gaps>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t(m.colClass)}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t(m.colCurrent)}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t(m.colTarget)}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t(m.colGap)}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {gaps.map((gap) => (
                  <Table.Tr key={gap.assetClass}>
                    <Table.Th scope="row">{assetClassLabels[gap.assetClass]}</Table.Th>
                    <Table.Td ta="right">{formatPercent(gap.current)}</Table.Td>
                    <Table.Td ta="right">{formatPercent(gap.target)}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatPercent(gap.gap, { signed: true })}
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

/** Allocation pages: 1 classes and the euro fund apart, 2 regions, 3 top sectors, 4 funds, 5 current against the profile's target. */
export function AllocationPage({ substep, analysis, locked }: AllocationPageProps) {
  switch (substep) {
    case 1:
      return <ClassesAndEuroFund analysis={analysis} />;
    case 2:
      return <Regions analysis={analysis} />;
    case 3:
      return <Sectors analysis={analysis} />;
    case 4:
      return <Holdings analysis={analysis} />;
    default:
      return <Target analysis={analysis} locked={locked} />;
  }
}
