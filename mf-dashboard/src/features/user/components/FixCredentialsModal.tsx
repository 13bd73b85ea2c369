import { messageForError, type Account, type BankField, type Connection } from '@patrimo/shared';
import { FormGlobalErrors, formErrorsFromApi, useApiForm } from '@patrimo/shared/forms';
import { Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@patrimo/shared/ui';
import { Modal } from '@patrimo/shared/ui/controls';
import { NativeSelect } from '@patrimo/shared/ui/controls';
import { FrenchDateInput } from '@patrimo/shared/ui/dates';
import '../../../lib/date-styles';
import { useEffect, useState } from 'react';
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

/** Values typed in the bank's form, by field name. */
type FieldValues = Record<string, string>;

/** What `useUpdateConnection` sends. */
interface ConnectionUpdate {
  connectionId: string;
  body: Record<string, string>;
}

/** Empty values for the given fields. */
function emptyValues(fields: readonly BankField[]): FieldValues {
  return Object.fromEntries(fields.map((field) => [field.name, '']));
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
  const update = useUpdateConnection();
  const wrongCredentials = messageForError('wrongpass');
  const { form, formRef, onSubmit, globalErrors, setGlobalErrors, showErrors, submitting } = useApiForm<FieldValues, ConnectionUpdate, Connection>({
    initialValues: emptyValues(fields ?? []),
    mutation: update,
    toVariables: (values) => ({ connectionId, body: Object.fromEntries((fields ?? []).map((field) => [field.name, values[field.name] ?? ''])) }),
    // Every field the bank asks for is required (spec §5), said once above the form.
    check: (values) =>
      (fields ?? []).some((field) => (values[field.name] ?? '').trim() === '') ? { global: [messageForError('missing_fields')], fields: {} } : null,
    // The bank's field names are its own (`fields: []`): what it says about them reads above the form too.
    errors: { fields: [], overrides: { wrongPass: wrongCredentials, auth_failed: wrongCredentials } },
    onSuccess: (connection) => {
      if (connection.state === 'additionalInformationNeeded' && connection.fields.length > 0) {
        // The bank asks again (a wrong code, a new question): same form, fresh values.
        setFields(connection.fields);
        form.setValues(emptyValues(connection.fields));
        showErrors({ global: [messageForError('additionalInformationNeeded')], fields: {} });
      } else onFixed(connection);
    },
    // A password is typed again after each refusal.
    onError: (_errors, values) => {
      if (values['password'] !== undefined) form.setFieldValue('password', '');
    },
  });

  // The follow-up form is kept with the account; only a connection stored without it asks the partner again.
  useEffect(() => {
    if (fix !== 'followUp' || knownFields) return;
    let current = true;
    update.mutateAsync({ connectionId, body: {} }).then(
      (connection) => {
        if (!current) return;
        if (connection.state === 'additionalInformationNeeded' && connection.fields.length > 0) {
          setFields(connection.fields);
          form.setValues(emptyValues(connection.fields));
        } else onFixed(connection);
      },
      (failure: unknown) => {
        if (current) setGlobalErrors(formErrorsFromApi(failure, { fields: [], overrides: { wrongPass: wrongCredentials, auth_failed: wrongCredentials } }).global);
      },
    );
    return () => {
      current = false;
    };
    // Asked once per connection: `update` and `form` are left out, they change identity with their state.
  }, [fix, knownFields, connectionId, onFixed]);

  return (
    <Modal opened onClose={onClose} title={t(m.fixTitle)} centered data-fix-credentials>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {account.bankName} — {t(fix === 'password' ? m.fixPasswordLead : m.fixFollowUpLead)}
          </Text>
          <FormGlobalErrors messages={globalErrors} />
          {fields === null ? (
            globalErrors.length === 0 && (
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
              if (field.type === 'password') {
                return <PasswordInput key={field.name} label={label} {...form.getInputProps(field.name)} required autoComplete="off" />;
              }
              if (field.type === 'list') {
                return (
                  <NativeSelect
                    key={field.name}
                    label={label}
                    {...form.getInputProps(field.name)}
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
                    value={form.values[field.name] || null}
                    onChange={(day) => form.setFieldValue(field.name, day ?? '')}
                    required
                    autoComplete="off"
                  />
                );
              }
              return (
                <TextInput
                  key={field.name}
                  label={label}
                  {...form.getInputProps(field.name)}
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
            <Button type="submit" loading={submitting} disabled={fields === null}>
              {t(m.fixSubmit)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
