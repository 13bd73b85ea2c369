import { messageForError, type Account, type BankField, type Connection } from '@patrimo/shared';
import { FormGlobalErrors, formErrorsFromApi, useFocusFirstError } from '@patrimo/shared/forms';
import { Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@patrimo/shared/ui';
import { Modal, NativeSelect } from '@patrimo/shared/ui/extra';
import { FrenchDateInput } from '@patrimo/shared/ui/dates';
import '@mantine/dates/styles.css';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useUpdateConnection } from '../api/update-connection';
import type { ConnectionFix } from '../connection-view';
import { userMessages as m } from '../messages';

export interface FixCredentialsModalProps {
  account: Account;
  fix: Exclude<ConnectionFix, null>;
  onClose: () => void;
  /** The connection works again (or moved on): reload the page's accounts. */
  onFixed: (connection: Connection) => void;
}

/** The messages of a refused answer; a wrong password reads as such (spec §8 "wrong credentials"). */
function refusalMessages(error: unknown): string[] {
  const wrongCredentials = messageForError('wrongpass');
  // The bank's field names are its own (`fields: []`): what it says about them reads above the form too.
  return formErrorsFromApi(error, { fields: [], overrides: { wrongPass: wrongCredentials, auth_failed: wrongCredentials } }).global;
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
  const [errors, setErrors] = useState<string[]>([]);
  const update = useUpdateConnection();
  const [formRef, focusFirstError] = useFocusFirstError();
  const fail = (messages: string[]) => {
    setErrors(messages);
    focusFirstError();
  };

  // The follow-up form is kept with the account; only a connection stored without it asks the partner again.
  useEffect(() => {
    if (fix !== 'followUp' || knownFields) return;
    let current = true;
    update.mutateAsync({ connectionId, body: {} }).then(
      (connection) => {
        if (!current) return;
        if (connection.state === 'additionalInformationNeeded' && connection.fields.length > 0) setFields(connection.fields);
        else onFixed(connection);
      },
      (failure: unknown) => {
        if (current) setErrors(refusalMessages(failure));
      },
    );
    return () => {
      current = false;
    };
    // Asked once per connection: `update` is left out, it changes identity with its state.
  }, [fix, knownFields, connectionId, onFixed]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!fields) return;
    const missing = fields.some((field) => (values[field.name] ?? '').trim() === '');
    if (missing) {
      fail([messageForError('missing_fields')]);
      return;
    }
    setErrors([]);
    try {
      const body = Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? '']));
      const connection = await update.mutateAsync({ connectionId, body });
      if (connection.state === 'additionalInformationNeeded' && connection.fields.length > 0) {
        // The bank asks again (a wrong code, a new question): same form, fresh values.
        setFields(connection.fields);
        setValues({});
        fail([messageForError('additionalInformationNeeded')]);
      } else onFixed(connection);
    } catch (failure) {
      fail(refusalMessages(failure));
      setValues((current) => ({ ...current, password: '' }));
    }
  }

  const set = (name: string) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  return (
    <Modal opened onClose={onClose} title={t(m.fixTitle)} centered data-fix-credentials>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {account.bankName} — {t(fix === 'password' ? m.fixPasswordLead : m.fixFollowUpLead)}
          </Text>
          <FormGlobalErrors messages={errors} />
          {fields === null ? (
            errors.length === 0 && (
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
              if (field.type === 'date') {
                // Typed jj/mm/aaaa whatever the browser's language; the bank receives the ISO day.
                return (
                  <FrenchDateInput
                    key={field.name}
                    label={label}
                    value={value === '' ? null : value}
                    onChange={(day) => set(field.name)(day ?? '')}
                    required
                    autoComplete="off"
                  />
                );
              }
              return (
                <TextInput
                  key={field.name}
                  label={label}
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
            <Button type="submit" loading={update.isPending} disabled={fields === null}>
              {t(m.fixSubmit)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
