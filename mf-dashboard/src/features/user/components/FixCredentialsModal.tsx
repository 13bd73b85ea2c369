import { messageForError, updateConnection, type Account, type BankField, type Connection } from '@patrimo/shared';
import { callApi, isApiHttpError } from '@patrimo/shared/client';
import { Alert, Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@patrimo/shared/ui';
import { Modal, NativeSelect } from '@patrimo/shared/ui/extra';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { loadErrorMessage } from '../../../lib/use-load';
import type { ConnectionFix } from '../connection-view';
import { userMessages as m } from '../messages';

export interface FixCredentialsModalProps {
  account: Account;
  fix: Exclude<ConnectionFix, null>;
  onClose: () => void;
  /** The connection works again (or moved on): reload the page's accounts. */
  onFixed: (connection: Connection) => void;
}

/** The message of a refused answer; a wrong password reads as such (spec §8 "wrong credentials"). */
function refusalMessage(error: unknown): string {
  if (isApiHttpError(error)) {
    const code = error.codes[0] ?? 'unknown';
    return messageForError(code === 'wrongPass' || code === 'auth_failed' ? 'wrongpass' : code);
  }
  return loadErrorMessage(error);
}

const PASSWORD_FIELD: BankField = { name: 'password', label: '', type: 'password', required: true, values: [] };

/**
 * « Corriger mes identifiants »: a new bank password (POST /2.0/users/me/connections/{id} `{ password }`), or the
 * follow-up fields the bank asks for (an SMS code, a question), asked again until the bank is satisfied.
 */
export function FixCredentialsModal({ account, fix, onClose, onFixed }: FixCredentialsModalProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const connectionId = account.connectionId ?? '';
  const [fields, setFields] = useState<BankField[] | null>(
    fix === 'password' ? [PASSWORD_FIELD] : account.fields.length > 0 ? account.fields : null,
  );
  const knownFields = fields !== null;
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  // The follow-up form is kept with the account; only a connection stored without it asks the partner again.
  useEffect(() => {
    if (fix !== 'followUp' || knownFields) return;
    const controller = new AbortController();
    callApi(updateConnection, { params: { id: connectionId }, body: {}, signal: controller.signal }).then(
      (connection) => {
        if (connection.state === 'additionalInformationNeeded' && connection.fields.length > 0) setFields(connection.fields);
        else onFixed(connection);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(refusalMessage(failure));
      },
    );
    return () => controller.abort();
  }, [fix, knownFields, connectionId, onFixed]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!fields) return;
    const missing = fields.some((field) => (values[field.name] ?? '').trim() === '');
    if (missing) {
      setError(messageForError('missing_fields'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      const body = Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? '']));
      const connection = await callApi(updateConnection, { params: { id: connectionId }, body });
      if (connection.state === 'additionalInformationNeeded' && connection.fields.length > 0) {
        // The bank asks again (a wrong code, a new question): same form, fresh values.
        setFields(connection.fields);
        setValues({});
        setError(messageForError('additionalInformationNeeded'));
      } else onFixed(connection);
    } catch (failure) {
      setError(refusalMessage(failure));
      setValues((current) => ({ ...current, password: '' }));
    } finally {
      setSending(false);
    }
  }

  const set = (name: string) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  return (
    <Modal opened onClose={onClose} title={t(m.fixTitle)} centered data-fix-credentials>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {account.bankName} — {t(fix === 'password' ? m.fixPasswordLead : m.fixFollowUpLead)}
          </Text>
          {error !== null && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          {fields === null ? (
            error === null && (
              <Group gap="sm" role="status">
                <Loader size="sm" />
                <Text size="sm" c="dimmed">
                  {t(m.loadingFields)}
                </Text>
              </Group>
            )
          ) : (
            fields.map((field) => {
              const label = field.name === 'password' && field.label === '' ? t(m.fixPassword) : field.label;
              const value = values[field.name] ?? '';
              if (field.type === 'password') {
                return <PasswordInput key={field.name} label={label} value={value} onChange={(e) => set(field.name)(e.currentTarget.value)} required autoComplete="off" />;
              }
              if (field.type === 'list') {
                return (
                  <NativeSelect
                    key={field.name}
                    label={label}
                    value={value}
                    onChange={(e) => set(field.name)(e.currentTarget.value)}
                    data={[{ value: '', label: '' }, ...field.values]}
                    required
                  />
                );
              }
              return (
                <TextInput
                  key={field.name}
                  label={label}
                  type={field.type === 'date' ? 'date' : 'text'}
                  value={value}
                  onChange={(e) => set(field.name)(e.currentTarget.value)}
                  required
                  autoComplete="off"
                />
              );
            })
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t(m.cancel)}
            </Button>
            <Button type="submit" loading={sending} disabled={fields === null}>
              {t(m.fixSubmit)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
