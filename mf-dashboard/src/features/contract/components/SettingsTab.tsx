import { feeKindLabels, feeKindsFor, investmentProjectKindLabels, investmentProjectKindSchema, parisDay, settingsCompleteness, type Portfolio } from '@patrimo/shared';
import { FormGlobalErrors, useApiForm } from '@patrimo/shared/forms';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@patrimo/shared/ui';
import { Fieldset, NativeSelect, NumberInput } from '@patrimo/shared/ui/controls';
import { FrenchDateInput } from '@patrimo/shared/ui/dates';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import '../../../lib/date-styles';
import { useSaverFrame } from '../../../lib/saver-frame';
import { useUpdatePortfolioInfos } from '../api/update-portfolio-infos';
import { settingsErrors, settingsPayload, settingsValuesOf, type SettingsError, type SettingsValues } from '../contract-view';
import { contractMessages as m } from '../messages';
import { ContractFrame, Section } from './ContractFrame';

const ERROR_MESSAGES = {
  must_be_positive: m.errorPositive,
  out_of_range: m.errorRange,
  not_whole: m.errorWhole,
  after_today: m.errorAfterToday,
  too_many_decimals: m.errorDecimals,
} as const satisfies Record<SettingsError, unknown>;

function SettingsForm({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { embedded } = useSaverFrame();
  const [saved, setSaved] = useState(false);
  const mutation = useUpdatePortfolioInfos(portfolio.id);
  const completeness = settingsCompleteness(portfolio);
  const { form, formRef, onSubmit, globalErrors, submitting } = useApiForm<SettingsValues, ReturnType<typeof settingsPayload>, Portfolio>({
    initialValues: settingsValuesOf(portfolio),
    validate: (values) => Object.fromEntries(Object.entries(settingsErrors(values, parisDay(new Date()))).map(([field, code]) => [field, t(ERROR_MESSAGES[code])])),
    mutation,
    toVariables: (values) => settingsPayload(values, portfolio.infos),
    onSuccess: () => setSaved(true),
  });
  const number = (path: string, label: string, suffix: string, decimals: number, max?: number) => (
    <NumberInput
      label={label}
      key={form.key(path)}
      {...form.getInputProps(path)}
      onChange={(value) => {
        setSaved(false);
        form.setFieldValue(path, (typeof value === 'number' ? value : value === '' ? '' : Number(String(value).replace(',', '.'))) as never);
      }}
      min={0}
      {...(max === undefined ? {} : { max })}
      decimalScale={decimals}
      decimalSeparator=","
      thousandSeparator=" "
      suffix={suffix}
      data-field={path}
    />
  );
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t(m.settingsFormLabel)} data-settings-form>
      {/* An advisor's view of the customer reads these settings: every field is disabled, nothing is sent. */}
      <Fieldset variant="unstyled" disabled={embedded} p={0} data-settings-fields>
        <Stack gap="lg">
          <FormGlobalErrors messages={globalErrors} />
          {saved && (
            <Alert color="teal" variant="light" role="status" data-settings-saved>
              {t(m.settingsSaved)}
            </Alert>
          )}
          <Fieldset legend={t(m.goalTitle)} data-part="goal" data-complete={completeness.goal}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <FrenchDateInput label={t(m.fieldOpeningDate)} maxDate={new Date()} clearable key={form.key('openingDate')} {...form.getInputProps('openingDate')} />
              <NativeSelect
                label={t(m.fieldProjectKind)}
                key={form.key('projectKind')}
                value={form.getValues().projectKind ?? ''}
                onChange={(event) => form.setFieldValue('projectKind', event.currentTarget.value === '' ? null : investmentProjectKindSchema.parse(event.currentTarget.value))}
                data={[{ value: '', label: t(m.chooseProject) }, ...investmentProjectKindSchema.options.map((kind) => ({ value: kind, label: investmentProjectKindLabels[kind] }))]}
              />
              {number('amountGoal', t(m.fieldAmountGoal), ' €', 2)}
              {number('horizon', t(m.fieldHorizonYears), '', 2, 100)}
              {number('monthlyDeposit', t(m.fieldMonthlyDeposit), ' €', 2)}
              {number('monthlyBuyout', t(m.fieldMonthlyBuyout), ' €', 2)}
            </SimpleGrid>
            <Text size="sm" c="dimmed" mt="xs">
              {t(m.zeroCounts)}
            </Text>
        </Fieldset>
        <Fieldset legend={t(m.feesTitle)} data-part="fees" data-complete={completeness.fees}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {feeKindsFor(portfolio.kind).map((kind) => number(`fees.${kind}`, feeKindLabels[kind], ' %', 4, 100))}
          </SimpleGrid>
          <Text size="sm" c="dimmed" mt="xs">
            {t(portfolio.kind === 'lifeinsurance' || portfolio.kind === 'capitalisation' ? m.feesLifeInsurance : m.feesOther)}
          </Text>
        </Fieldset>
        <Fieldset legend={t(m.questionsTitle)} data-part="questions" data-complete={completeness.questions}>
          <Text size="sm">{t(completeness.questions ? m.questionsDone : m.questionsMissing)}</Text>
          {!completeness.questions && !embedded && (
            <Anchor component={Link} to="/app/profile/risk" size="sm">
              {t(m.linkRiskProfile)}
            </Anchor>
          )}
        </Fieldset>
        <TextInput label={t(m.fieldContractId)} description={t(m.contractIdHelp)} key={form.key('contractId')} {...form.getInputProps('contractId')} />
        <Text size="sm" c="dimmed">
          {t(m.settingsReset)}
        </Text>
        {embedded ? (
          <Text size="sm" c="dimmed">
            {t(m.saverOnly)}
          </Text>
        ) : (
          <Group>
            <Button type="submit" loading={submitting} data-settings-submit>
              {t(m.save)}
            </Button>
          </Group>
        )}
      </Stack>
      </Fieldset>
    </form>
  );
}

function SettingsCard({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  return (
    <Card withBorder radius="md" padding="lg">
      <Section title={intl.formatMessage(m.settingsTitle)}>
        <Text size="sm">{intl.formatMessage(m.settingsDescription)}</Text>
        <SettingsForm key={portfolio.id} portfolio={portfolio} />
      </Section>
    </Card>
  );
}

export function ContractSettings() {
  return <ContractFrame tab="settings">{(portfolio) => <SettingsCard portfolio={portfolio} />}</ContractFrame>;
}
