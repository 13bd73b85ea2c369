import {
  formatCurrency,
  formatDate,
  formatPercent,
  messageForError,
  optimisationStrategyLabels,
  optimisationStrategySchema,
  recommendedRiskLabels,
  riskProfileLevelLabels,
  type AllocationFees,
  type AllocationFigures,
  type ErrorCode,
  type OptimisationResult,
  type OptimisationStrategy,
} from '@patrimo/shared';
import { isApiHttpError, saveFile } from '@patrimo/shared/client';
import { loadErrorMessage, loadStateOf, useArbitrationPlan } from '@patrimo/shared/query';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@patrimo/shared/ui';
import { HowComputed, type HowComputedInput } from '@patrimo/shared/ui/extra';
import { Radio } from '@patrimo/shared/ui/controls';
import { useEffect, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from '@patrimo/shared/router';
import { useDownloadArbitrationPlan } from '../api/download-arbitration-plan';
import { useOptimisation } from '../api/optimize-portfolio';
import { useSaveArbitrationPlan } from '../api/save-arbitration-plan';
import { basketFromPlan } from '../basket';
import { useBasket } from '../basket-state';
import { useArbitrationFrame } from '../hooks/use-arbitration-frame';
import { arbitrationMessages as m, movementsDescriptionMessage, savedMessage, savedOtherMessage, computedOnMessage, profileBandMessage, rangeMessage, riskValue } from '../messages';
import { ArbitrationPage, Failed, Loading } from './ArbitrationPage';
import { ComparisonChart } from './ComparisonChart';
import { FrontierChart } from './FrontierChart';
import { MovementsList } from './MovementsList';

const STRATEGIES: readonly OptimisationStrategy[] = ['minRisk', 'balanced', 'maxReturn'];
const STRATEGY_LEADS = { minRisk: m.strategyMinRisk, balanced: m.strategyBalanced, maxReturn: m.strategyMaxReturn } as const;
/** The refusals of spec §8 (and the profile the optimisation needs), with how to fix the basket. */
const REFUSALS = ['no_euro_fund', 'no_low_risk_fund', 'optimisation_failed', 'profile_required'] as const satisfies readonly ErrorCode[];
type Refusal = (typeof REFUSALS)[number];
const FIXES = { no_euro_fund: m.fixEuroFund, no_low_risk_fund: m.fixLowRisk, optimisation_failed: m.fixFailed, profile_required: m.fixProfile } as const;

function refusalOf(error: unknown): Refusal | null {
  if (!isApiHttpError(error) || error.status !== 422) return null;
  return REFUSALS.find((code) => error.codes.includes(code)) ?? 'optimisation_failed';
}

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId} data-section={id}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

/** One figure, proposed against today, with how it is computed. */
function Figure({ name, title, proposed, current, hint, method, inputs, notes }: {
  name: string;
  title: string;
  proposed: string;
  current: string;
  hint?: string;
  method: string;
  inputs?: HowComputedInput[];
  notes?: string[];
}) {
  const t = useIntl().formatMessage;
  return (
    <Card withBorder radius="md" padding="md" data-figure={name}>
      <Stack gap={6}>
        <Text size="sm" fw={600} component="h3" m={0}>
          {title}
        </Text>
        <Group gap="lg" align="baseline" wrap="wrap">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t(m.proposed)}
            </Text>
            <Text size="lg" fw={700} data-figure-proposed>
              {proposed}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t(m.current)}
            </Text>
            <Text size="lg" data-figure-current>
              {current}
            </Text>
          </Stack>
        </Group>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
        <HowComputed figure={title} method={method} inputs={inputs ?? []} notes={notes ?? []} />
      </Stack>
    </Card>
  );
}

function Figures({ result }: { result: OptimisationResult }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { masked } = useArbitrationFrame();
  const euros = (value: number) => formatCurrency(value, { concise: true, masked });
  const unknown = t(m.unknown);
  const proposed = result.proposal.figures;
  const current = result.current.figures;
  const range = (figures: AllocationFigures) =>
    t(rangeMessage, {
      low: formatPercent(figures.range.low, { signed: true }),
      high: formatPercent(figures.range.high, { signed: true }),
      confidence: formatPercent(figures.range.confidence),
    });
  const risk = (figures: AllocationFigures | null) =>
    figures?.srri == null || figures.level == null ? unknown : t(riskValue, { srri: figures.srri, level: riskProfileLevelLabels[figures.level] });
  const vol = (figures: AllocationFigures | null) => (figures?.volatility == null ? unknown : formatPercent(figures.volatility));
  const feeNotes = (fees: AllocationFees, other: AllocationFees) => (fees.estimated || other.estimated ? [t(m.feesEstimatedNote)] : []);
  const band = t(profileBandMessage, {
    profile: recommendedRiskLabels[result.recommendedRisk],
    min: formatPercent(result.profileBand.min),
    max: formatPercent(result.profileBand.max),
  });
  return (
    <Section id="figures" title={t(m.figuresTitle)} description={band}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Figure
          name="expectedReturn"
          title={t(m.expectedReturn)}
          proposed={formatPercent(proposed.expectedReturn, { signed: true })}
          current={current ? formatPercent(current.expectedReturn, { signed: true }) : unknown}
          hint={range(proposed)}
          method={t(m.returnMethod)}
          inputs={[
            { label: t(m.proposed), value: `${formatPercent(proposed.expectedReturn, { signed: true })}, ${range(proposed)}` },
            ...(current ? [{ label: t(m.current), value: `${formatPercent(current.expectedReturn, { signed: true })}, ${range(current)}` }] : []),
          ]}
        />
        <Figure
          name="volatility"
          title={t(m.volatility)}
          proposed={vol(proposed)}
          current={vol(current)}
          method={t(m.riskMethod)}
          inputs={[{ label: t(m.proposed), value: vol(proposed) }, { label: t(m.current), value: vol(current) }]}
        />
        <Figure
          name="risk"
          title={t(m.riskTitle)}
          proposed={risk(proposed)}
          current={risk(current)}
          hint={band}
          method={t(m.riskMethod)}
          inputs={[{ label: t(m.proposed), value: risk(proposed) }, { label: t(m.current), value: risk(current) }]}
        />
        <Figure
          name="fees12"
          title={t(m.fees12Title)}
          proposed={euros(result.proposal.fees.next12Months)}
          current={euros(result.current.fees.next12Months)}
          hint={`${formatPercent(result.proposal.fees.yearlyRate)} / ${formatPercent(result.current.fees.yearlyRate)}`}
          method={t(m.feesMethod)}
          inputs={[{ label: t(m.movementAmount), value: euros(result.amount) }]}
          notes={feeNotes(result.proposal.fees, result.current.fees)}
        />
        <Figure
          name="fees20"
          title={t(m.fees20Title)}
          proposed={euros(result.proposal.fees.twentyYears)}
          current={euros(result.current.fees.twentyYears)}
          method={t(m.feesMethod)}
          inputs={[{ label: t(m.movementAmount), value: euros(result.amount) }]}
          notes={feeNotes(result.proposal.fees, result.current.fees)}
        />
      </SimpleGrid>
    </Section>
  );
}

/** « Enregistrer ce plan » (the saver's own) and « Télécharger le PDF » of the plan saved on the contract. */
function PlanActions({ strategy }: { strategy: OptimisationStrategy }) {
  const t = useIntl().formatMessage;
  const { contractId, embedded } = useArbitrationFrame();
  const [basket] = useBasket();
  const plan = useArbitrationPlan(contractId);
  const save = useSaveArbitrationPlan(contractId);
  const download = useDownloadArbitrationPlan(contractId);
  const saved = plan.data?.plan ?? null;
  return (
    <Section id="plan" title={t(m.saveTitle)} description={t(m.saveDescription)}>
      <Stack gap="sm" align="flex-start">
        {saved && (
          <Text size="sm" data-plan-saved={saved.savedAt}>
            {t(save.isSuccess ? savedMessage : savedOtherMessage, { date: formatDate(saved.savedAt, 'long') })}
            {saved.stale && ` ${t(m.savedStale)}`}
          </Text>
        )}
        {embedded && (
          <Text size="sm" c="dimmed">
            {t(m.advisorSave)}
          </Text>
        )}
        <Group gap="sm">
          {!embedded && (
            <Button onClick={() => save.mutate({ strategy, basket })} loading={save.isPending} data-save-plan>
              {t(m.save)}
            </Button>
          )}
          <Button
            variant="default"
            disabled={!saved}
            loading={download.isPending}
            onClick={() => download.mutate(undefined, { onSuccess: (file) => saveFile(file.blob, file.fileName) })}
            data-plan-pdf
          >
            {t(m.pdf)}
          </Button>
        </Group>
        {!saved && !embedded && (
          <Text size="xs" c="dimmed">
            {t(m.pdfNeedsPlan)}
          </Text>
        )}
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {loadErrorMessage(save.error)}
          </Alert>
        )}
        {download.isError && (
          <Alert color="red" variant="light" role="alert">
            {loadErrorMessage(download.error)}
          </Alert>
        )}
      </Stack>
    </Section>
  );
}

function Result({ result, strategy }: { result: OptimisationResult; strategy: OptimisationStrategy }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { masked } = useArbitrationFrame();
  return (
    <Stack gap="lg" data-optimisation-result={result.strategy}>
      {!result.withinBand && (
        <Alert color="yellow" variant="light" data-outside-band>
          {t(m.outsideBand)}
        </Alert>
      )}
      {result.excluded.length > 0 && (
        <Alert color="yellow" variant="light" title={t(m.excludedTitle)} data-excluded>
          <Stack gap={2}>
            {result.excluded.map((fund) => (
              <Text key={fund.isin} size="sm">
                {fund.name} : {t(fund.reason === 'noProxy' ? m.excludedNoProxy : m.excludedShortHistory)}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Section id="comparison" title={t(m.comparisonTitle)}>
        <ComparisonChart current={result.current.lines} proposed={result.proposal.lines} />
        <HowComputed figure={t(m.comparisonTitle)} method={t(m.comparisonMethod)} />
      </Section>
      <Figures result={result} />
      <Section id="frontier" title={t(m.frontierTitle)} description={t(m.frontierDescription)}>
        <FrontierChart frontier={result.frontier} />
        <HowComputed
          figure={t(m.frontierTitle)}
          method={t(m.frontierMethod)}
          inputs={[{ label: t(m.comparisonFund), value: intl.formatNumber(result.proposal.lines.length) }]}
        />
      </Section>
      <Section
        id="movements"
        title={t(m.movementsTitle)}
        description={t(movementsDescriptionMessage, { minimum: formatCurrency(result.movements.minimum, { concise: true }) })}
      >
        <MovementsList movements={result.movements} />
        {result.asOf && (
          <Text size="xs" c="dimmed">
            {t(computedOnMessage, { value: formatCurrency(result.contractValue, { concise: true, masked }), date: formatDate(result.asOf, 'long') })}
          </Text>
        )}
        <HowComputed figure={t(m.movementsTitle)} method={t(m.movementsMethod)} />
      </Section>
      <PlanActions strategy={strategy} />
    </Stack>
  );
}

/** A refusal of spec §8, word for word, and the way to fix the basket. */
function RefusalNotice({ code }: { code: Refusal }) {
  const t = useIntl().formatMessage;
  const { arbitrationBase, embedded } = useArbitrationFrame();
  return (
    <Alert color={code === 'optimisation_failed' ? 'red' : 'yellow'} variant="light" title={t(m.refusalTitle)} role="alert" data-optimisation-refusal={code}>
      <Stack gap="sm" align="flex-start">
        <Text fw={600} data-refusal-message>
          {messageForError(code)}
        </Text>
        <Text size="sm">{t(FIXES[code])}</Text>
        {code === 'profile_required' ? (
          !embedded && (
            <Button component={Link} to={`/app/profile/risk?redirect=${encodeURIComponent(`${arbitrationBase}/optimize`)}`} size="sm">
              {t(m.completeProfile)}
            </Button>
          )
        ) : (
          <Button component={Link} to={`${arbitrationBase}/market`} size="sm" data-fix-basket>
            {t(m.fixBasket)}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * `optimize`: the strategy, then the proposal for the basket against today's allocation, its figures, the
 * frontier, the movements, and the plan to keep; or the refusal, word for word, with the way back to the market.
 */
export function OptimizeScreen() {
  const t = useIntl().formatMessage;
  const { contractId, arbitrationBase } = useArbitrationFrame();
  const [basket, setBasket] = useBasket();
  const [params, setParams] = useSearchParams();
  // `?plan=1` (from the contract's overview or the advice step): the saved plan's choice fills the basket once.
  const openPlan = params.get('plan') === '1';
  const savedPlan = useArbitrationPlan(contractId);
  const planToOpen = openPlan ? savedPlan.data?.plan : undefined;
  useEffect(() => {
    if (!planToOpen) return;
    setBasket(basketFromPlan(planToOpen));
    setParams({ strategy: planToOpen.choice.strategy }, { replace: true });
  }, [planToOpen, setBasket, setParams]);
  const parsed = optimisationStrategySchema.safeParse(params.get('strategy'));
  const strategy: OptimisationStrategy = parsed.success ? parsed.data : 'balanced';
  const optimisation = useOptimisation(contractId, strategy, basket);
  const load = loadStateOf(optimisation);
  const refusal = load.state === 'failed' ? refusalOf(optimisation.error) : null;

  let content: ReactNode;
  if (openPlan && savedPlan.isPending) {
    content = <Loading label={m.computing} />;
  } else if (basket.lines.length === 0) {
    content = (
      <Stack gap="sm" align="flex-start" data-basket-empty>
        <Text>{t(m.optimizeEmpty)}</Text>
        <Group gap="sm">
          <Button component={Link} to={`${arbitrationBase}/start`}>
            {t(m.toStart)}
          </Button>
          <Button component={Link} to={`${arbitrationBase}/market`} variant="default">
            {t(m.fixBasket)}
          </Button>
        </Group>
      </Stack>
    );
  } else if (load.state === 'loading' || (optimisation.isFetching && !optimisation.isPlaceholderData && load.state !== 'ready')) {
    content = <Loading label={m.computing} />;
  } else if (refusal) {
    content = <RefusalNotice code={refusal} />;
  } else if (load.state === 'failed') {
    content = <Failed message={load.message} retry={load.retry} />;
  } else {
    content = <Result result={load.data} strategy={strategy} />;
  }

  return (
    <ArbitrationPage step="optimize" title={t(m.optimizeTitle)} description={t(m.optimizeDescription)}>
      {basket.lines.length > 0 && (
        <Radio.Group
          label={t(m.strategyLegend)}
          value={strategy}
          onChange={(value) => {
            const next = optimisationStrategySchema.safeParse(value);
            if (next.success) setParams({ strategy: next.data }, { replace: true });
          }}
        >
          <Stack gap="sm" mt="xs">
            {STRATEGIES.map((value) => (
              <Radio key={value} value={value} label={optimisationStrategyLabels[value]} description={t(STRATEGY_LEADS[value])} data-strategy={value} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <div aria-live="polite" aria-busy={optimisation.isFetching}>
        {content}
      </div>
    </ArbitrationPage>
  );
}
