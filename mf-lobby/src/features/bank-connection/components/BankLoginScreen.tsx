import {
  addAccounts,
  contractKindLabels,
  createConnection,
  formatCurrency,
  getBank,
  updateConnection,
  type BankField,
  type BankWithContracts,
  type Connection,
} from '@patrimo/shared';
import { callApi, isApiHttpError } from '@patrimo/shared/client';
import { Amount } from '@patrimo/shared/react';
import { Alert, Anchor, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@patrimo/shared/ui';
import { Checkbox } from '@patrimo/shared/ui/extra';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  addAccountsPayload,
  connectionAwaitingAction,
  connectionErrorsOf,
  connectionStateErrors,
  emptyValues,
  fieldValuesToSend,
  NO_CONNECTION_ERRORS,
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

type Load = { status: 'loading' } | { status: 'notFound' } | { status: 'failed' } | { status: 'ready'; bank: BankWithContracts };

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
  const navigate = useNavigate();
  const { bankId = '' } = useParams<{ bankId: string }>();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [step, setStep] = useState<Step>({ kind: 'login' });
  const [values, setValues] = useState<FieldValues>({});
  const [errors, setErrors] = useState<ConnectionErrors>(NO_CONNECTION_ERRORS);
  const [submitting, setSubmitting] = useState(false);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [addError, setAddError] = useState<string[]>([]);
  /** The connection refused with `actionNeeded`, to try again once the saver acted on the bank's website. */
  const [awaitingAction, setAwaitingAction] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    setStep({ kind: 'login' });
    setErrors(NO_CONNECTION_ERRORS);
    setAwaitingAction(null);
    callApi(getBank, { params: { bankId }, signal: controller.signal })
      .then((bank) => {
        setValues(emptyValues(bank.fields));
        setLoad({ status: 'ready', bank });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ status: isApiHttpError(error) && error.status === 404 ? 'notFound' : 'failed' });
      });
    return () => controller.abort();
  }, [bankId, attempt]);

  const backLink = (
    <Anchor component={Link} to={base} size="sm">
      {t(m.otherInstitution)}
    </Anchor>
  );

  if (load.status === 'loading') {
    return (
      <Center py="xl" role="status" aria-label={t(m.loadingBank)}>
        <Loader />
      </Center>
    );
  }
  if (load.status !== 'ready') {
    return (
      <Stack gap="lg" maw={480} mx="auto" py="md">
        <Alert color="red" variant="light" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t(load.status === 'notFound' ? m.bankNotFound : m.bankFailed)}</Text>
            {load.status === 'failed' && (
              <Button variant="light" color="red" onClick={() => setAttempt((count) => count + 1)}>
                {t(m.retry)}
              </Button>
            )}
          </Stack>
        </Alert>
        {backLink}
      </Stack>
    );
  }

  const { bank } = load;
  const fields: readonly BankField[] = step.kind === 'additional' ? step.connection.fields : bank.fields;

  /** The API's answer: more fields to fill, the accounts found, or a failed state. */
  function handleConnection(connection: Connection, askedFields: readonly BankField[]) {
    if (connection.state === 'additionalInformationNeeded') {
      setValues(emptyValues(connection.fields));
      setErrors(NO_CONNECTION_ERRORS);
      setStep({ kind: 'additional', connection });
    } else if (connection.state === 'none') {
      setChecked(new Set(connection.accounts.map((account) => account.externalId)));
      setAddError([]);
      setStep({ kind: 'accounts', connection });
    } else {
      setErrors(connectionStateErrors(connection.state, askedFields));
      setValues(valuesAfterFailure(askedFields, values));
    }
  }

  async function submitFields() {
    const invalid = validateBankFields(fields, values);
    if (invalid) {
      setErrors(invalid);
      return;
    }
    setErrors(NO_CONNECTION_ERRORS);
    setAwaitingAction(null);
    setSubmitting(true);
    const sent = fieldValuesToSend(fields, values);
    try {
      const connection =
        step.kind === 'additional'
          ? await callApi(updateConnection, { params: { id: step.connection.id }, body: sent })
          : await callApi(createConnection, { query: { expand: 'accounts' }, body: { idBank: bank.id, ...sent } });
      handleConnection(connection, fields);
    } catch (error) {
      setErrors(connectionErrorsOf(error, fields));
      setValues(valuesAfterFailure(fields, values));
      setAwaitingAction(connectionAwaitingAction(error));
    } finally {
      setSubmitting(false);
    }
  }

  /** The saver did what the bank asked on its website: the same connection is tried again. */
  async function retryAfterAction(connectionId: string) {
    setErrors(NO_CONNECTION_ERRORS);
    setAwaitingAction(null);
    setSubmitting(true);
    try {
      handleConnection(await callApi(updateConnection, { params: { id: connectionId }, body: {} }), fields);
    } catch (error) {
      setErrors(connectionErrorsOf(error, fields));
      setAwaitingAction(connectionAwaitingAction(error));
    } finally {
      setSubmitting(false);
    }
  }

  async function submitAccounts(connection: Connection) {
    const payload = addAccountsPayload(bank.id, connection, checked);
    if (payload.accounts.length === 0) {
      setAddError([t(m.noAccountChecked)]);
      return;
    }
    setAddError([]);
    setSubmitting(true);
    try {
      const added = await callApi(addAccounts, { body: payload });
      // The accounts go along so the load page shows them, and their live progress, before it reads them.
      navigate('/app/load', { state: { fromAccountAddForm: true, accountIds: added.map((account) => account.id), accounts: added } });
    } catch (error) {
      setAddError(connectionErrorsOf(error, []).global);
      setSubmitting(false);
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
            values={values}
            onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
            errors={errors}
            submitting={submitting}
            submitLabel={intl.formatMessage(connectToBankMessage, { bank: bank.name })}
            onSubmit={() => void submitFields()}
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
            values={values}
            onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
            errors={errors}
            submitting={submitting}
            submitLabel={t(m.additionalSubmit)}
            onSubmit={() => void submitFields()}
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
          {addError.length > 0 && (
            <Alert color="red" variant="light" title={t(m.addAccountsFailed)} role="alert">
              {addError.map((message) => (
                <Text size="sm" key={message}>
                  {message}
                </Text>
              ))}
            </Alert>
          )}
          {step.connection.accounts.map((account) => (
            <Card key={account.externalId} withBorder radius="md" padding="sm">
              <Group justify="space-between" wrap="nowrap" gap="md">
                <Checkbox
                  checked={checked.has(account.externalId)}
                  onChange={() => toggle(account.externalId)}
                  disabled={submitting}
                  label={account.name}
                  description={contractKindLabels[account.kind]}
                />
                <Amount value={account.amount} format={formatEuro} fw={600} size="sm" style={{ whiteSpace: 'nowrap' }} />
              </Group>
            </Card>
          ))}
          {step.connection.accounts.length > 0 && (
            <Button size="md" fullWidth loading={submitting} onClick={() => void submitAccounts(step.connection)}>
              {t(m.addAccounts)}
            </Button>
          )}
        </Stack>
      )}

      {backLink}
    </Stack>
  );
}
