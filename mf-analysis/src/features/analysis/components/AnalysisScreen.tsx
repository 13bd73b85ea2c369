import { formatDate } from '@patrimo/shared';
import { isApiHttpError } from '@patrimo/shared/client';
import { loadStateOf, usePremiumLocked } from '@patrimo/shared/query';
import { LoadState, PremiumLock, usePageTitle } from '@patrimo/shared/react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, NavLink, useParams } from '@patrimo/shared/router';
import { mergeVisits, stepsProgress } from '../../../lib/analysis-progress';
import {
  ANALYSIS_POSITIONS,
  neighbours,
  pageNumber,
  positionKey,
  positionPath,
  resolvePosition,
  visibleSubsteps,
  type AnalysisPosition,
} from '../../../lib/analysis-steps';
import { lockedSections } from '../../../lib/page-plan';
import { useAnalysis } from '../api/get-analysis';
import { usePortfolio } from '../api/get-portfolio';
import { useRecordAnalysisVisit } from '../api/record-analysis-visit';
import { useAnalysisFrame } from '../hooks/use-analysis-frame';
import {
  contractSubtitleMessage,
  documentTitleMessage,
  frameMessages as m,
  nextPageMessage,
  pagePositionMessage,
  pageTitleMessage,
  previousPageMessage,
  substepsLabelMessage,
} from '../messages/frame';
import { STEP_COPY } from '../messages/steps';
import { AnalysisStepper } from './AnalysisStepper';
import { StepPage } from './StepPage';

const isStatus = (error: unknown, status: number) => isApiHttpError(error) && error.status === status;
const isUnsupported = (error: unknown) => isApiHttpError(error) && error.codes.includes('unsupported_kind');

/**
 * `:step/:substep` of the analysis: unknown addresses go back to the start, the hidden page to the next one.
 */
export function AnalysisScreen() {
  const { step, substep } = useParams();
  const resolved = resolvePosition(step, substep);
  const { analysisBase } = useAnalysisFrame();
  if (resolved.kind === 'redirect') return <Navigate to={`${analysisBase}/${positionPath(resolved.position)}`} replace />;
  return <AnalysisPage position={resolved.position} />;
}

/**
 * One page of a contract's guided analysis (spec §4): the five-step stepper with the saver's progress, the
 * pages of the current step, the page's figures, and the way to the previous and next page across steps. The
 * page is recorded as read once its figures are shown to the saver (never for an advisor).
 */
function AnalysisPage({ position }: { position: AnalysisPosition }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const frame = useAnalysisFrame();
  const { contractId, embedded, analysisBase, contractBase } = frame;
  const arbitrationLocked = usePremiumLocked('arbitration');
  const contract = usePortfolio(contractId);
  const analysis = useAnalysis(contractId, position.step);
  const contractLoad = loadStateOf(contract);
  const analysisLoad = loadStateOf(analysis);
  const record = useRecordAnalysisVisit(contractId);
  const recorded = useRef(new Set<string>());
  const heading = useRef<HTMLHeadingElement>(null);
  const firstPage = useRef(true);

  const stepCopy = STEP_COPY[position.step];
  const pageTitle = (p: AnalysisPosition) => {
    const copy = STEP_COPY[p.step].pages[p.substep];
    return t(pageTitleMessage, { step: t(STEP_COPY[p.step].label), substep: copy ? t(copy) : '' });
  };
  const title = pageTitle(position);
  const key = positionKey(position);
  const shown = analysisLoad.state === 'ready';

  // The saver read this page: recorded once per page and visit of the screen, when its figures are on screen.
  const { mutate } = record;
  useEffect(() => {
    if (!shown || embedded || recorded.current.has(key)) return;
    recorded.current.add(key);
    mutate({ step: position.step, substep: position.substep });
  }, [shown, embedded, key, mutate, position.step, position.substep]);

  // Each page has its own title; moving to another page puts the focus on its heading, which screen readers announce.
  const contractName = contract.data?.name ?? '';
  usePageTitle(t(documentTitleMessage, { page: title, analysis: t(m.documentTitle), contract: contractName }).trim());
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    heading.current?.focus();
  }, [key]);

  const visited = useMemo(() => mergeVisits(contract.data?.analysisProgress?.visited ?? [], []), [contract.data]);
  const steps = stepsProgress(visited);
  const { previous, next } = neighbours(position);
  const to = (p: AnalysisPosition) => `${analysisBase}/${positionPath(p)}`;

  if (contractLoad.state === 'failed' && isStatus(contract.error, 404)) return <Navigate to="/404" replace />;
  if (analysisLoad.state === 'failed' && isStatus(analysis.error, 404)) return <Navigate to="/404" replace />;

  const header = (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {t(pagePositionMessage, { current: pageNumber(position), total: ANALYSIS_POSITIONS.length })}
      </Text>
      <Title order={1} ref={heading} tabIndex={-1} style={{ outline: 'none' }} data-analysis-title>
        {title}
      </Title>
      {contract.data && (
        <Text c="dimmed" data-analysis-contract>
          {analysis.data?.asOf
            ? t(contractSubtitleMessage, { name: contract.data.name, date: formatDate(analysis.data.asOf, 'long') })
            : contract.data.name}
        </Text>
      )}
    </Stack>
  );

  if (analysisLoad.state === 'failed' && isUnsupported(analysis.error)) {
    return (
      <Stack gap="xl" maw={960} data-analysis-unsupported>
        {header}
        <Alert color="blue" variant="light" title={t(m.unsupportedTitle)}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{analysisLoad.message}</Text>
            <Text size="sm">{t(m.unsupportedBody)}</Text>
            <Anchor component={Link} to={`${contractBase}/overview`}>
              {t(m.backToContract)}
            </Anchor>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  const locked = new Set(analysis.data ? lockedSections(position, analysis.data.profileRequired) : []);
  let content;
  if (analysisLoad.state !== 'ready') content = <LoadState load={analysisLoad} loadingLabel={m.loadingFigures} failedTitle={m.failedTitle} />;
  else content = <StepPage substep={position.substep} analysis={analysisLoad.data} locked={locked} />;

  return (
    <Stack gap="xl" maw={960} data-analysis-step={position.step} data-analysis-substep={position.substep}>
      {header}
      {embedded && (
        <Text size="sm" c="dimmed" data-analysis-advisor-notice>
          {t(m.advisorNotice)}
        </Text>
      )}
      {contractLoad.state !== 'ready' ? (
        <LoadState load={contractLoad} loadingLabel={m.loadingContract} failedTitle={m.failedTitle} />
      ) : (
        <AnalysisStepper steps={steps} current={position.step} analysisBase={analysisBase} />
      )}
      {contract.data?.analysisProgress?.completed && (
        <Text size="sm" c="teal.8" fw={600} data-analysis-completed>
          {t(m.completed)}
        </Text>
      )}

      <Group component="nav" gap="xs" aria-label={t(substepsLabelMessage, { step: t(stepCopy.label) })}>
        {visibleSubsteps(position.step).map((n) => {
          const copy = stepCopy.pages[n];
          const current = n === position.substep;
          return (
            <Button
              key={n}
              component={NavLink}
              to={to({ step: position.step, substep: n })}
              variant={current ? 'filled' : 'light'}
              size="compact-sm"
              radius="xl"
              aria-current={current ? 'page' : undefined}
            >
              {copy ? t(copy) : intl.formatNumber(n)}
            </Button>
          );
        })}
      </Group>

      {locked.size > 0 && (
        <Alert color="yellow" variant="light" data-lock-notice>
          <Text size="sm">{t(m.lockNotice)}</Text>
        </Alert>
      )}

      <Stack gap="lg" data-analysis-content>
        {content}
      </Stack>

      <Group component="nav" aria-label={t(m.pagerLabel)} justify="space-between" wrap="wrap" gap="sm">
        {previous ? (
          <Button component={Link} to={to(previous)} variant="default" aria-label={t(previousPageMessage, { title: pageTitle(previous) })}>
            {t(m.previous)}
          </Button>
        ) : (
          <Button component={Link} to={`${contractBase}/overview`} variant="default">
            {t(m.backToContract)}
          </Button>
        )}
        {next ? (
          <Button component={Link} to={to(next)} aria-label={t(nextPageMessage, { title: pageTitle(next) })} data-analysis-next>
            {t(m.next)}
          </Button>
        ) : embedded ? (
          <Button component={Link} to={`${contractBase}/overview`} variant="default">
            {t(m.backToContract)}
          </Button>
        ) : (
          <PremiumLock locked={arbitrationLocked} label={t(m.toArbitration)} feature="arbitration" size="md">
            <Button component={Link} to={`${contractBase}/arbitration`}>
              {t(m.toArbitration)}
            </Button>
          </PremiumLock>
        )}
      </Group>
    </Stack>
  );
}
