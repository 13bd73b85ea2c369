import {
  contractCategoryLabels,
  contractStatusLabels,
  feeKindLabels,
  formatCurrency,
  formatDate,
  type ContractStatus,
  type Portfolio,
} from '@patrimo/shared';
import { FormGlobalErrors, useApiForm } from '@patrimo/shared/forms';
import { Amount } from '@patrimo/shared/react';
import { loadErrorMessage } from '@patrimo/shared/query';
import { Alert, Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, TextInput } from '@patrimo/shared/ui';
import { Radio } from '@patrimo/shared/ui/controls';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { useSaverFrame } from '../../../lib/saver-frame';
import { useUpdatePortfolio } from '../api/update-portfolio';
import { isAnalysable, missingInfos, type GoalField } from '../contract-view';
import { contractMessages as m, feeLineMessage, missingFeeMessage } from '../messages';
import { ContractFrame, Section, kindLabelOf } from './ContractFrame';

const GOAL_FIELD_LABELS = {
  openingDate: m.fieldOpeningDate,
  projectKind: m.fieldProjectKind,
  amountGoal: m.fieldAmountGoal,
  horizon: m.fieldHorizon,
  monthlyBuyout: m.fieldMonthlyBuyout,
  monthlyDeposit: m.fieldMonthlyDeposit,
} as const satisfies Record<GoalField, unknown>;

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl">
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

/** What the institution reports: read as it comes, never edited here. */
function DetailsContent({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { area } = useSaverFrame();
  const first = portfolio.history[0]?.[0];
  const last = portfolio.history[portfolio.history.length - 1]?.[0];
  return (
    <Card withBorder radius="md" padding="lg">
      <Section title={t(m.reportedTitle)} data-reported>
        <Text size="sm">{t(m.reportedHelp)}</Text>
        <Facts
          rows={[
            [t(m.factInstitution), portfolio.bankName ?? t(m.manualBank)],
            [t(m.factName), portfolio.name],
            [t(m.factKind), kindLabelOf(portfolio)],
            [t(m.factCategory), portfolio.category === null ? t(m.noCategory) : contractCategoryLabels[portfolio.category]],
            [t(m.factAmount), <Amount key="a" value={portfolio.amount} format={(value) => formatCurrency(value)} area={area} />],
            [t(m.factCurrency), portfolio.currency],
            [t(m.factHistory), first === undefined || last === undefined ? t(m.noHistory) : t(m.historyRange, { from: formatDate(first, 'long'), to: formatDate(last, 'long') })],
            [t(m.factUpdated), formatDate(portfolio.updatedAt, 'long')],
          ]}
        />
      </Section>
    </Card>
  );
}

export function ContractDetails() {
  return <ContractFrame tab="details">{(portfolio) => <DetailsContent portfolio={portfolio} />}</ContractFrame>;
}

const STATUS_EFFECTS = { active: m.effectActive, hidden: m.effectHidden, closed: m.effectClosed } as const satisfies Record<ContractStatus, unknown>;

/** The status the saver chooses (a closed contract is closed by its institution: it cannot be chosen here). */
function StatusForm({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { embedded } = useSaverFrame();
  const update = useUpdatePortfolio(portfolio.id);
  const [status, setStatus] = useState<ContractStatus>(portfolio.status);
  const closed = portfolio.status === 'closed';
  return (
    <Stack gap="sm" data-status-form>
      <Radio.Group label={t(m.statusLabel)} value={status} onChange={(value) => setStatus(value as ContractStatus)}>
        <Stack gap="xs" mt="xs">
          {(closed ? (['closed'] as const) : (['active', 'hidden'] as const)).map((value) => (
            <Radio key={value} value={value} label={contractStatusLabels[value]} description={t(STATUS_EFFECTS[value])} disabled={embedded || closed} />
          ))}
        </Stack>
      </Radio.Group>
      {update.isError && (
        <Text size="sm" c="red" role="alert">
          {loadErrorMessage(update.error)}
        </Text>
      )}
      {!embedded && !closed && (
        <Group>
          <Button variant="light" disabled={status === portfolio.status} loading={update.isPending} onClick={() => update.mutate({ status })} data-status-submit>
            {t(m.saveStatus)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** What the saver declares: the contract's name (the institution's stays in the details). */
function NameForm({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { embedded } = useSaverFrame();
  const mutation = useUpdatePortfolio(portfolio.id);
  const { form, formRef, onSubmit, globalErrors, submitting } = useApiForm({
    initialValues: { name: portfolio.name },
    validate: { name: (value: string) => (value.trim() === '' ? t(m.errorNameBlank) : value.trim().length > 120 ? t(m.errorNameLong) : null) },
    mutation,
    toVariables: (values) => ({ portfolio: { name: values.name.trim() } }),
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate data-name-form>
      <Stack gap="sm">
        <FormGlobalErrors messages={globalErrors} />
        <TextInput label={t(m.factName)} disabled={embedded} key={form.key('name')} {...form.getInputProps('name')} />
        {!embedded && (
          <Group>
            <Button type="submit" variant="light" loading={submitting}>
              {t(m.saveName)}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

function InformationsContent({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const fees = portfolio.infos.fees;
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Section title={t(m.declaredTitle)} data-declared>
          <NameForm portfolio={portfolio} />
          <Text size="sm" fw={600}>
            {t(m.declaredFees)}
          </Text>
          {fees.length === 0 ? (
            <Text size="sm">{t(m.noFees)}</Text>
          ) : (
            <List size="sm">
              {fees.map((fee) => (
                <List.Item key={fee.kind}>
                  {t(feeLineMessage, { fee: feeKindLabels[fee.kind], rate: intl.formatNumber(fee.rate, { style: 'percent', maximumFractionDigits: 4 }) })}
                </List.Item>
              ))}
            </List>
          )}
          <Anchor component={Link} to="../settings" size="sm">
            {t(m.editSettings)}
          </Anchor>
        </Section>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Section title={t(m.statusTitle)} data-status>
          <StatusForm portfolio={portfolio} />
        </Section>
      </Card>
    </Stack>
  );
}

export function ContractInformations() {
  return <ContractFrame tab="informations">{(portfolio) => <InformationsContent portfolio={portfolio} />}</ContractFrame>;
}

function InfoNeededContent({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { embedded } = useSaverFrame();
  const missing = missingInfos(portfolio);
  if (!isAnalysable(portfolio)) {
    return <Alert color="gray" variant="light">{t(m.infoNotAnalysed)}</Alert>;
  }
  if (missing.length === 0) {
    return (
      <Alert color="teal" variant="light" title={t(m.infoCompleteTitle)} data-info-complete>
        {t(m.infoComplete)}
      </Alert>
    );
  }
  const goal = missing.flatMap((item) => (item.part === 'goal' ? [item.field] : []));
  const fees = missing.flatMap((item) => (item.part === 'fees' ? [item.kind] : []));
  const questions = missing.some((item) => item.part === 'questions');
  return (
    <Card withBorder radius="md" padding="lg">
      <Section title={t(m.infoNeededTitle)} data-info-needed={missing.length}>
        <Text size="sm">{t(m.infoNeededDescription)}</Text>
        {goal.length > 0 && (
          <Stack gap={4} data-missing-part="goal">
            <Text fw={600}>{t(m.goalTitle)}</Text>
            <List size="sm">
              {goal.map((field) => (
                <List.Item key={field}>{t(GOAL_FIELD_LABELS[field])}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        {fees.length > 0 && (
          <Stack gap={4} data-missing-part="fees">
            <Text fw={600}>{t(m.feesTitle)}</Text>
            <List size="sm">
              {fees.map((kind) => (
                <List.Item key={kind}>{t(missingFeeMessage, { fee: feeKindLabels[kind] })}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Anchor component={Link} to="../settings" data-fill-settings>
          {t(m.fillSettings)}
        </Anchor>
        {questions && (
          <Stack gap={4} data-missing-part="questions">
            <Text fw={600}>{t(m.questionsTitle)}</Text>
            <Text size="sm">{t(m.questionsMissing)}</Text>
            <Text size="sm">{t(m.infoNeededLock)}</Text>
            {!embedded && (
              <Anchor component={Link} to="/app/profile/risk">
                {t(m.linkRiskProfile)}
              </Anchor>
            )}
          </Stack>
        )}
      </Section>
    </Card>
  );
}

export function ContractInfoNeeded() {
  return <ContractFrame tab="info-needed">{(portfolio) => <InfoNeededContent portfolio={portfolio} />}</ContractFrame>;
}
