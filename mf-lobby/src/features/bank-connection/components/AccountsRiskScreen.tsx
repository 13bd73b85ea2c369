import { contractKindLabels, formatCurrency, recommendedRiskLabels, type Portfolio } from '@patrimo/shared';
import { RiskProfileResult, RiskQuestionnaire } from '@patrimo/shared/identity';
import { loadStateOf } from '@patrimo/shared/query';
import { Amount } from '@patrimo/shared/react';
import { Alert, Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@patrimo/shared/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from '@patrimo/shared/router';
import { usePortfolios } from '../api/get-portfolios';
import { contractIdsOf } from '../load-progress';
import { bankConnectionMessages as m, riskContractPositionMessage } from '../messages';
import { contractsAwaitingRisk, riskResultOf, type ContractRiskState } from '../risk-step';

/**
 * `/app/accounts/risk` (spec §4 "then risk profile per envelope"): for each risked contract without a
 * recommended risk — those the load page just added, else all of the saver's — the contract-level
 * questionnaire (`GET /risk_survey?type=contract`, the onboarding's component), saved with
 * `PUT /portfolios/{id}`, then the resulting profile. Each contract can be left for later; « Plus tard »
 * and « Terminer » lead to the dashboard.
 */
export function AccountsRiskScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const location = useLocation();
  const [onlyIds] = useState(() => contractIdsOf(location.state));
  const load = loadStateOf(usePortfolios());
  const [states, setStates] = useState<Readonly<Record<string, ContractRiskState>>>({});
  const [index, setIndex] = useState(0);
  // The contracts asked about are those awaiting a risk when the page first read them fresh: once answered they
  // leave `contractsAwaitingRisk` (the contracts are read again after each save), but stay on this page.
  const [asked, setAsked] = useState<readonly Portfolio[] | null>(null);
  if (asked === null && load.state === 'ready' && !load.refreshing) setAsked(contractsAwaitingRisk(load.data, onlyIds));

  const header = (
    <Stack gap={6}>
      <Title order={1} size="h2">
        {t(m.riskTitle)}
      </Title>
      <Text c="dimmed">{t(m.riskDescription)}</Text>
    </Stack>
  );

  if (asked === null && load.state !== 'failed') {
    return (
      <Stack maw={640} mx="auto" gap="lg" py="md">
        {header}
        <Center py="lg" role="status" aria-label={t(m.riskLoading)}>
          <Loader />
        </Center>
      </Stack>
    );
  }

  if (asked === null && load.state === 'failed') {
    return (
      <Stack maw={640} mx="auto" gap="lg" py="md">
        {header}
        <Alert color="red" variant="light" title={t(m.riskLoadFailed)} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{load.message}</Text>
            <Button size="xs" variant="light" onClick={load.retry}>
              {t(m.retry)}
            </Button>
          </Stack>
        </Alert>
        <Group>
          <Button component={Link} to="/app/dashboard" variant="default">
            {t(m.toDashboard)}
          </Button>
        </Group>
      </Stack>
    );
  }

  const contracts = asked ?? [];
  if (contracts.length === 0) {
    return (
      <Stack maw={640} mx="auto" gap="lg" py="md">
        {header}
        <Text>{t(m.riskNothingToDo)}</Text>
        <Group>
          <Button component={Link} to="/app/dashboard">
            {t(m.toDashboard)}
          </Button>
        </Group>
      </Stack>
    );
  }

  const current = contracts[Math.min(index, contracts.length - 1)] as Portfolio;
  const currentState = states[current.id];
  const last = index >= contracts.length - 1;
  const allSettled = contracts.every((contract) => states[contract.id] !== undefined);

  function settle(contract: Portfolio, state: ContractRiskState) {
    setStates((previous) => ({ ...previous, [contract.id]: state }));
  }

  /** The next contract still to answer after the current one, else the first left behind. */
  function goToNext() {
    const after = contracts.findIndex((contract, i) => i > index && states[contract.id] === undefined);
    const before = contracts.findIndex((contract) => states[contract.id] === undefined && contract.id !== current.id);
    setIndex(after !== -1 ? after : before !== -1 ? before : Math.min(index + 1, contracts.length - 1));
  }

  const finishButton = (
    <Button component={Link} to="/app/dashboard">
      {t(m.riskFinish)}
    </Button>
  );

  return (
    <Stack maw={640} mx="auto" gap="lg" py="md">
      {header}

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="risk-contract-name">
        <Stack gap="md">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {intl.formatMessage(riskContractPositionMessage, { number: index + 1, total: contracts.length })}
            </Text>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Title order={2} size="h4" id="risk-contract-name">
                {current.name}
              </Title>
              <Amount value={current.amount} format={(value) => formatCurrency(value)} fw={600} style={{ whiteSpace: 'nowrap' }} />
            </Group>
            <Text size="sm" c="dimmed">
              {[current.bankName, contractKindLabels[current.kind]].filter(Boolean).join(' · ')}
            </Text>
          </Stack>

          {currentState?.status === 'saved' ? (
            <Stack gap="md">
              <Alert color="green" variant="light" title={t(m.riskSavedTitle)} role="status" />
              {currentState.assessment !== null && <RiskProfileResult assessment={currentState.assessment} headingOrder={3} />}
              <Group justify="flex-end">{allSettled ? finishButton : <Button onClick={goToNext}>{t(m.riskNextContract)}</Button>}</Group>
            </Stack>
          ) : (
            <Stack gap="sm">
              <RiskQuestionnaire
                key={current.id}
                type="contract"
                portfolioId={current.id}
                initialAnswers={current.riskSurvey?.answers ?? null}
                submitLabel={t(m.riskSubmit)}
                onSubmitted={(saved) => settle(current, { status: 'saved', assessment: riskResultOf(saved) })}
              />
              {!(last && allSettled) && (
                <Group justify="flex-end">
                  <Button
                    variant="subtle"
                    color="gray"
                    size="compact-sm"
                    onClick={() => {
                      settle(current, { status: 'skipped' });
                      goToNext();
                    }}
                  >
                    {t(m.riskSkipContract)}
                  </Button>
                </Group>
              )}
            </Stack>
          )}
        </Stack>
      </Card>

      {contracts.length > 1 && (
        <Stack gap="xs" component="nav" aria-label={t(m.riskListLabel)}>
          <Text size="sm" fw={600}>
            {t(m.riskListLabel)}
          </Text>
          {contracts.map((contract, i) => {
            const state = states[contract.id];
            return (
              <Button
                key={contract.id}
                variant={i === index ? 'light' : 'subtle'}
                color="gray"
                fullWidth
                justify="space-between"
                onClick={() => setIndex(i)}
                aria-current={i === index ? 'step' : undefined}
                rightSection={
                  <Badge variant="light" color={state?.status === 'saved' ? 'green' : 'gray'}>
                    {state?.status === 'saved'
                      ? state.assessment === null
                        ? t(m.riskSavedShort)
                        : recommendedRiskLabels[state.assessment.recommendedRisk]
                      : state?.status === 'skipped'
                        ? t(m.riskSkipped)
                        : t(m.riskPending)}
                  </Badge>
                }
              >
                {contract.name}
              </Button>
            );
          })}
        </Stack>
      )}

      {allSettled ? (
        <Stack gap="sm">
          {contracts.every((contract) => states[contract.id]?.status === 'saved') && <Text size="sm">{t(m.riskAllDone)}</Text>}
          <Group>{finishButton}</Group>
        </Stack>
      ) : (
        <Group gap="sm" align="center">
          <Button component={Link} to="/app/dashboard" variant="default">
            {t(m.riskLater)}
          </Button>
          <Text size="sm" c="dimmed">
            {t(m.riskLaterHelp)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
