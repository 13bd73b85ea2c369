import '../../../lib/date-styles';
import { contractKindLabels, formatCurrency, type BankField, type BankWithContracts, type Connection } from '@patrimo/shared';
import { isApiHttpError } from '@patrimo/shared/client';
import { FormGlobalErrors, useApiForm } from '@patrimo/shared/forms';
import { Amount } from '@patrimo/shared/react';
import { Alert, Anchor, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@patrimo/shared/ui';
import { Checkbox } from '@patrimo/shared/ui/controls';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from '@patrimo/shared/router';
import { useAddAccounts } from '../api/add-accounts';
import { useCreateConnection } from '../api/create-connection';
import { useBank } from '../api/get-bank';
import { useUpdateConnection } from '../api/update-connection';
import {
  addAccountsPayload,
  connectionAwaitingAction,
  connectionErrorsOf,
  connectionStateErrors,
  emptyValues,
  fieldValuesToSend,
  validateBankFields,
  valuesAfterFailure,
  type ConnectionErrors,
  type FieldValues,
} from '../connection-errors';
import { bankConnectionMessages as m, connectToBankMessage } from '../messages';
import { BankFieldsForm } from './BankFieldsForm';
import { InstitutionBadge } from './InstitutionBadge';

export interface BankLoginScreenProps {
  /** The institution list this form was reached from, to go back and choose another. */
  base: '/app/accounts/add' | '/app/accounts/new';
}

/** What an attempt to connect came to: the connection's answer, or the API's refusal. */
type Attempt = { connection: Connection } | { error: unknown };

/** Where the connection stands: the login form, a follow-up form, or the accounts found. */
type Step =
  | { kind: 'login' }
  | { kind: 'additional'; connection: Connection }
  | { kind: 'accounts'; connection: Connection };

const formatEuro = (value: number) => formatCurrency(value);

/**
 * `…/:bankId`: the institution's login form (spec §4 "log in"). A follow-up form asks for the extra
 * fields of `additionalInformationNeeded` until the connection succeeds or fails; then the saver picks
 * the accounts found and goes to the load page, which follows the synchronisation.
 */
export function BankLoginScreen({ base }: BankLoginScreenProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { bankId = '' } = useParams<{ bankId: string }>();
  const load = useBank(bankId);

  const backLink = (
    <Anchor component={Link} to={base} size="sm">
      {t(m.otherInstitution)}
    </Anchor>
  );

  if (load.data !== undefined) return <BankLogin key={load.data.id} bank={load.data} backLink={backLink} />;

  if (!load.isError) {
    return (
      <Center py="xl" role="status" aria-label={t(m.loadingBank)}>
        <Loader />
      </Center>
    );
  }
  const notFound = isApiHttpError(load.error) && load.error.status === 404;
  return (
    <Stack gap="lg" maw={480} mx="auto" py="md">
      <Alert color="red" variant="light" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t(notFound ? m.bankNotFound : m.bankFailed)}</Text>
          {!notFound && (
            <Button variant="light" color="red" onClick={() => void load.refetch()}>
              {t(m.retry)}
            </Button>
          )}
        </Stack>
      </Alert>
      {backLink}
    </Stack>
  );
}

/**
 * The connection to one institution, from its login form to the accounts found. A new institution is a
 * new component (keyed by its id), so nothing typed for one shows on another.
 */
function BankLogin({ bank, backLink }: { bank: BankWithContracts; backLink: ReactNode }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'login' });
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [addError, setAddError] = useState<string[]>([]);
  /** The connection refused with `actionNeeded`, to try again once the saver acted on the bank's website. */
  const [awaitingAction, setAwaitingAction] = useState<string | null>(null);
  const createConnection = useCreateConnection();
  const updateConnection = useUpdateConnection();
  const addAccounts = useAddAccounts();
  const fields: readonly BankField[] = step.kind === 'additional' ? step.connection.fields : bank.fields;

  // A refused attempt is an outcome to show here, not a failure for the form's generic mapping: the bank's
  // own message, the wrong-password line under the password and the passwords to type again (see below).
  const attempt = {
    isPending: createConnection.isPending || updateConnection.isPending,
    mutateAsync: async ({ connectionId, values }: { connectionId: string | null; values: FieldValues }): Promise<Attempt> => {
      try {
        return {
          connection:
            connectionId === null
              ? await createConnection.mutateAsync({ idBank: bank.id, values })
              : await updateConnection.mutateAsync({ connectionId, values }),
        };
      } catch (error) {
        return { error };
      }
    },
  };
  const { form, formRef, onSubmit, globalErrors, setGlobalErrors, showErrors: showOnForm, submitting } = useApiForm({
    initialValues: emptyValues(bank.fields),
    // Spec §5 "All bank fields required", for the fields shown now (login, then the follow-up ones).
    validate: (values: FieldValues) => validateBankFields(fields, values),
    mutation: attempt,
    toVariables: (values: FieldValues) => ({
      connectionId: step.kind === 'additional' ? step.connection.id : null,
      values: fieldValuesToSend(fields, values),
    }),
    errors: { fields: fields.map((field) => field.name) },
    onSuccess: (outcome, values) => handleAttempt(outcome, values),
  });
  const busy = submitting || addAccounts.isPending;

  /** Shows a refusal: messages above the form and under the fields, passwords to type again. */
  function showErrors(errors: ConnectionErrors, values: FieldValues) {
    form.setValues(valuesAfterFailure(fields, values));
    showOnForm(errors);
  }

  /** The API's answer: more fields to fill, the accounts found, a failed state, or a refusal. */
  function handleAttempt(outcome: Attempt, values: FieldValues) {
    if ('error' in outcome) {
      showErrors(connectionErrorsOf(outcome.error, fields), values);
      setAwaitingAction(connectionAwaitingAction(outcome.error));
      return;
    }
    const { connection } = outcome;
    setAwaitingAction(null);
    if (connection.state === 'additionalInformationNeeded') {
      form.setValues(emptyValues(connection.fields));
      form.clearErrors();
      setGlobalErrors([]);
      setStep({ kind: 'additional', connection });
    } else if (connection.state === 'none') {
      setChecked(new Set(connection.accounts.map((account) => account.externalId)));
      setAddError([]);
      setStep({ kind: 'accounts', connection });
    } else {
      showErrors(connectionStateErrors(connection.state, fields), values);
    }
  }

  /** The saver did what the bank asked on its website: the same connection is tried again. */
  async function retryAfterAction(connectionId: string) {
    setGlobalErrors([]);
    const values = form.getValues();
    handleAttempt(await attempt.mutateAsync({ connectionId, values: {} }), values);
  }

  async function submitAccounts(connection: Connection) {
    const payload = addAccountsPayload(bank.id, connection, checked);
    if (payload.accounts.length === 0) {
      setAddError([t(m.noAccountChecked)]);
      return;
    }
    setAddError([]);
    if (busy) return;
    try {
      const added = await addAccounts.mutateAsync(payload);
      // The accounts go along so the load page shows them, and their live progress, before it reads them.
      navigate('/app/load', { state: { fromAccountAddForm: true, accountIds: added.map((account) => account.id), accounts: added } });
    } catch (error) {
      setAddError(connectionErrorsOf(error, []).global);
    }
  }

  function toggle(externalId: string) {
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(externalId)) next.delete(externalId);
      else next.add(externalId);
      return next;
    });
  }

  return (
    <Stack maw={520} mx="auto" gap="lg" py="md">
      <Group gap="md" wrap="nowrap">
        <InstitutionBadge bank={bank} size={48} />
        <Stack gap={2}>
          <Title order={1} size="h2">
            {bank.name}
          </Title>
          <Text c="dimmed" size="sm">
            {t(m.loginTitle)}
          </Text>
        </Stack>
      </Group>

      {step.kind === 'login' && (
        <>
          <Text c="dimmed">{t(m.loginDescription)}</Text>
          <BankFieldsForm
            fields={bank.fields}
            form={form}
            formRef={formRef}
            globalErrors={globalErrors}
            submitting={submitting}
            submitLabel={intl.formatMessage(connectToBankMessage, { bank: bank.name })}
            onSubmit={onSubmit}
          />
          {awaitingAction !== null && (
            <Card withBorder radius="md" padding="md">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{t(m.actionDoneDescription)}</Text>
                <Button variant="light" loading={submitting} onClick={() => void retryAfterAction(awaitingAction)}>
                  {t(m.actionDone)}
                </Button>
              </Stack>
            </Card>
          )}
        </>
      )}

      {step.kind === 'additional' && (
        <>
          <Stack gap={6}>
            <Title order={2} size="h4">
              {t(m.additionalTitle)}
            </Title>
            <Text c="dimmed" size="sm">
              {t(m.additionalDescription)}
            </Text>
          </Stack>
          <BankFieldsForm
            key={step.connection.fields.map((field) => field.name).join(',')}
            fields={step.connection.fields}
            form={form}
            formRef={formRef}
            globalErrors={globalErrors}
            submitting={submitting}
            submitLabel={t(m.additionalSubmit)}
            onSubmit={onSubmit}
          />
        </>
      )}

      {step.kind === 'accounts' && (
        <Stack gap="md">
          <Stack gap={6}>
            <Title order={2} size="h4">
              {t(m.accountsFoundTitle)}
            </Title>
            <Text c="dimmed" size="sm">
              {t(step.connection.accounts.length === 0 ? m.noAccountFound : m.accountsFoundDescription)}
            </Text>
          </Stack>
          <FormGlobalErrors title={t(m.addAccountsFailed)} messages={addError} />
          {step.connection.accounts.map((account) => (
            <Card key={account.externalId} withBorder radius="md" padding="sm">
              <Group justify="space-between" wrap="nowrap" gap="md">
                <Checkbox
                  checked={checked.has(account.externalId)}
                  onChange={() => toggle(account.externalId)}
                  disabled={busy}
                  label={account.name}
                  description={contractKindLabels[account.kind]}
                />
                <Amount value={account.amount} format={formatEuro} fw={600} size="sm" style={{ whiteSpace: 'nowrap' }} />
              </Group>
            </Card>
          ))}
          {step.connection.accounts.length > 0 && (
            <Button size="md" fullWidth loading={busy} onClick={() => void submitAccounts(step.connection)}>
              {t(m.addAccounts)}
            </Button>
          )}
        </Stack>
      )}

      {backLink}
    </Stack>
  );
}
