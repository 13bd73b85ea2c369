import {
  adviceKindLabels,
  assetClassLabels,
  formatPercent,
  messageForError,
  recommendedRiskLabels,
  riskProfileLevelLabels,
  startAllocationLabels,
  formatDate,
  optimisationStrategyLabels,
  type Advice,
  type AllocationTargetLine,
} from '@patrimo/shared';
import { loadErrorMessage, loadStateOf, useArbitrationPlan, useDeleteArbitrationPlan, usePremiumLocked } from '@patrimo/shared/query';
import { PremiumLock } from '@patrimo/shared/react';
import { Alert, Badge, Button, Card, Group, List, Stack, Text } from '@patrimo/shared/ui';
import { Progress } from '@patrimo/shared/ui/extra';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { profileQuestionnairePath } from '../../../../lib/analysis-links';
import type { SectionId } from '../../../../lib/page-plan';
import { useAnalysis, type AnalysisOf } from '../../api/get-analysis';
import { useAnalysisFrame } from '../../hooks/use-analysis-frame';
import { adviceFigureMessages, advicesMessages as m, planSavedMessage, priorityMessage, startValueMessage } from '../../messages/advices';
import { Section } from '../Section';

type Advices = AnalysisOf<'advices'>;

const level = (value: number | null) => (value === null ? '—' : String(value));

/** The sentence that says which figure an advice rests on, with the figure and its reference. */
function useAdviceSentence() {
  const t = useIntl().formatMessage;
  return (advice: Advice): string => {
    switch (advice.figure) {
      case 'riskLevel':
        return t(adviceFigureMessages.riskLevel, { value: level(advice.value), reference: level(advice.reference) });
      case 'feeRate':
        return t(adviceFigureMessages.feeRate, {
          value: advice.value === null ? '—' : formatPercent(advice.value),
          reference: advice.reference === null ? '—' : formatPercent(advice.reference),
        });
      case 'allocationGap':
        return t(adviceFigureMessages.allocationGap, {
          value: advice.value === null ? '—' : formatPercent(advice.value, { signed: true }),
          reference: advice.reference === null ? '—' : formatPercent(advice.reference),
          assetClass: advice.assetClass === null ? '—' : assetClassLabels[advice.assetClass],
        });
      case 'fundCount':
        return t(adviceFigureMessages.fundCount, { value: level(advice.value), reference: level(advice.reference) });
      case 'profile':
        return t(adviceFigureMessages.profile);
    }
  };
}

function Recommendation({ analysis }: { analysis: Advices }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { embedded, pathname } = useAnalysisFrame();
  const sentence = useAdviceSentence();
  const { method } = analysis;
  const inputs = [
    ...(method.riskLevel === null ? [] : [{ label: t(m.inputRiskLevel), value: `${method.riskLevel} (${riskProfileLevelLabels[method.riskLevel]})` }]),
    ...(analysis.recommendedRisk === null ? [] : [{ label: t(m.inputProfile), value: recommendedRiskLabels[analysis.recommendedRisk] }]),
    ...(method.feeRate === null ? [] : [{ label: t(m.inputFeeRate), value: formatPercent(method.feeRate) }]),
    { label: t(m.inputReferenceFeeRate), value: formatPercent(method.referenceFeeRate) },
    { label: t(m.inputGapThreshold), value: formatPercent(method.allocationGapThreshold) },
    { label: t(m.inputFundCount), value: intl.formatNumber(method.fundCount) },
  ];
  if (analysis.status === 'unavailable') {
    return (
      <Section id="recommendation" title={t(m.recommendationTitle)}>
        <Alert color="orange" variant="light" title={t(m.unavailableTitle)} role="alert" data-recommendation-unavailable>
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {messageForError('recommendation_unavailable')}
            </Text>
            {analysis.unavailableReason !== null && (
              <Text size="sm">{t(analysis.unavailableReason === 'noHoldings' ? m.unavailableNoHoldings : m.unavailableNoRisk)}</Text>
            )}
          </Stack>
        </Alert>
      </Section>
    );
  }
  const advices = [...analysis.advices].sort((a, b) => a.priority - b.priority);
  return (
    <Section id="recommendation" title={t(m.recommendationTitle)} description={t(m.recommendationDescription)} how={{ method: t(m.recommendationMethod), inputs }}>
      {advices.length === 0 ? (
        <Text data-advices-none>{t(m.recommendationNone)}</Text>
      ) : (
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {advices.map((advice) => (
            <Card key={`${advice.kind}${advice.assetClass ?? ''}`} component="li" withBorder radius="md" padding="md" data-advice={advice.kind}>
              <Stack gap={6}>
                <Group gap="sm">
                  <Badge variant="light">{t(priorityMessage, { priority: advice.priority })}</Badge>
                  <Text fw={700}>{adviceKindLabels[advice.kind]}</Text>
                </Group>
                <Text size="sm">{sentence(advice)}</Text>
                {advice.kind === 'completeProfile' && !embedded && (
                  <Button component={Link} to={profileQuestionnairePath(pathname)} size="xs" variant="light" w="fit-content">
                    {t(m.completeProfileAction)}
                  </Button>
                )}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function Shares({ lines }: { lines: readonly AllocationTargetLine[] }) {
  return (
    <Stack gap="sm">
      {[...lines]
        .sort((a, b) => b.share - a.share)
        .map((line) => (
          <Stack key={line.assetClass} gap={2}>
            <Group justify="space-between" gap="sm">
              <Text size="sm">{assetClassLabels[line.assetClass]}</Text>
              <Text size="sm" fw={600}>
                {formatPercent(line.share)}
              </Text>
            </Group>
            <Progress value={Math.min(100, line.share * 100)} size="sm" aria-hidden />
          </Stack>
        ))}
    </Stack>
  );
}

function Target({ analysis, locked }: { analysis: Advices; locked: ReadonlySet<SectionId> }) {
  const t = useIntl().formatMessage;
  const { contractId } = useAnalysisFrame();
  const allocation = useAnalysis(contractId, 'allocation');
  const allocationLoad = loadStateOf(allocation);
  return (
    <>
      <Section id="currentAllocation" title={t(m.currentTitle)} how={{ method: t(m.currentMethod) }}>
        {allocationLoad.state === 'ready' ? (
          <Shares lines={allocationLoad.data.assetClasses.map((item) => ({ assetClass: item.key, share: item.share }))} />
        ) : (
          <Text size="sm" c="dimmed">
            {allocationLoad.state === 'failed' ? allocationLoad.message : t(m.loadingAllocation)}
          </Text>
        )}
      </Section>
      <Section
        id="recommendedAllocation"
        title={t(m.recommendedTitle)}
        locked={locked.has('recommendedAllocation')}
        how={{ method: t(m.recommendedMethod), inputs: analysis.recommendedRisk === null ? [] : [{ label: t(m.inputProfile), value: recommendedRiskLabels[analysis.recommendedRisk] }] }}
      >
        {analysis.recommendedAllocation.length === 0 ? <Text c="dimmed">{t(m.recommendedEmpty)}</Text> : <Shares lines={analysis.recommendedAllocation} />}
      </Section>
      <Section id="arbitrationStart" title={t(m.startTitle)} how={{ method: t(m.startMethod) }}>
        <Text data-arbitration-start={analysis.arbitrationStart}>{t(startValueMessage, { start: startAllocationLabels[analysis.arbitrationStart] })}</Text>
      </Section>
    </>
  );
}

function Way() {
  const t = useIntl().formatMessage;
  const { contractBase, embedded } = useAnalysisFrame();
  const locked = usePremiumLocked('arbitration');
  return (
    <Section id="arbitrationWay" title={t(m.wayTitle)} description={t(m.wayDescription)}>
      <Stack gap="md" align="flex-start">
        <List type="ordered" spacing="xs">
          <List.Item>{t(m.wayStart)}</List.Item>
          <List.Item>{t(m.wayMarket)}</List.Item>
          <List.Item>{t(m.wayOptimise)}</List.Item>
        </List>
        {embedded && (
          <Text size="sm" c="dimmed">
            {t(m.wayAdvisor)}
          </Text>
        )}
        <PremiumLock locked={locked} label={t(m.wayAction)} feature="arbitration" size="md">
          <Button component={Link} to={`${contractBase}/arbitration`} data-to-arbitration>
            {t(m.wayAction)}
          </Button>
        </PremiumLock>
      </Stack>
    </Section>
  );
}

/** The arbitration plan saved on the contract, when there is one: its date, the way to open it again or delete it. */
function SavedPlan() {
  const t = useIntl().formatMessage;
  const { contractId, contractBase, embedded } = useAnalysisFrame();
  const plan = useArbitrationPlan(contractId).data?.plan ?? null;
  const remove = useDeleteArbitrationPlan(contractId);
  if (!plan) return null;
  const count = plan.result.movements.lines.filter((line) => line.amount > 0).length;
  return (
    <Section id="savedPlan" title={t(m.planTitle)}>
      <Stack gap="sm" align="flex-start" data-saved-plan={plan.savedAt}>
        <Text size="sm">{t(planSavedMessage, { date: formatDate(plan.savedAt, 'long'), strategy: optimisationStrategyLabels[plan.choice.strategy], count })}</Text>
        {plan.stale && (
          <Text size="sm" c="orange.9">
            {t(m.planStale)}
          </Text>
        )}
        <Group gap="sm">
          <Button component={Link} to={`${contractBase}/arbitration/optimize?plan=1`} size="sm" variant="light" data-plan-open>
            {t(m.planOpen)}
          </Button>
          {!embedded && (
            <Button size="sm" variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate()} data-plan-delete>
              {t(m.planDelete)}
            </Button>
          )}
        </Group>
        {remove.isError && (
          <Alert color="red" variant="light" role="alert">
            {loadErrorMessage(remove.error)}
          </Alert>
        )}
      </Stack>
    </Section>
  );
}

/** Advice pages: 1 the recommendation (or spec §8's message when it cannot be computed), 2 its target, 3 the way to the arbitration. */
export function AdvicesPage({ substep, analysis, locked }: { substep: number; analysis: Advices; locked: ReadonlySet<SectionId> }) {
  switch (substep) {
    case 1:
      return <Recommendation analysis={analysis} />;
    case 2:
      return <Target analysis={analysis} locked={locked} />;
    default:
      return (
        <>
          <Way />
          <SavedPlan />
        </>
      );
  }
}
