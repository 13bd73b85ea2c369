import type { BankField } from '@patrimo/shared';
import { Alert, Button, List, PasswordInput, Stack, Text, TextInput } from '@patrimo/shared/ui';
import { NativeSelect } from '@patrimo/shared/ui/extra';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ConnectionErrors, FieldValues } from '../connection-errors';
import { bankConnectionMessages as m } from '../messages';

export interface BankFieldsFormProps {
  /** The bank's login fields, or the follow-up fields of `additionalInformationNeeded`. */
  fields: readonly BankField[];
  values: FieldValues;
  onChange: (name: string, value: string) => void;
  errors: ConnectionErrors;
  submitting: boolean;
  submitLabel: string;
  onSubmit: () => void;
}

/** Autocomplete hints: the browser may fill a bank login, never a one-time code. */
function autoCompleteOf(field: BankField): string {
  if (field.type === 'password') return 'current-password';
  if (field.name === 'login') return 'username';
  return 'off';
}

/**
 * Renders a bank's fields as the API describes them (text, password, date, list), all required
 * (spec §5), with the refusal's messages above the form and under the fields concerned.
 */
export function BankFieldsForm({ fields, values, onChange, errors, submitting, submitLabel, onSubmit }: BankFieldsFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting) onSubmit();
  }

  return (
    <Stack gap="md">
      {errors.global.length > 0 && (
        <Alert color="red" variant="light" title={t(m.errorsTitle)} role="alert">
          {errors.global.length === 1 ? (
            <Text size="sm">{errors.global[0]}</Text>
          ) : (
            <List size="sm">
              {errors.global.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t(m.allRequired)}
          </Text>
          {fields.map((field) => {
            const common = {
              label: field.label,
              name: field.name,
              value: values[field.name] ?? '',
              disabled: submitting,
              'aria-required': true,
              ...(errors.fields[field.name] === undefined ? {} : { error: errors.fields[field.name] }),
            };
            if (field.type === 'password') {
              return (
                <PasswordInput
                  key={field.name}
                  {...common}
                  autoComplete={autoCompleteOf(field)}
                  onChange={(event) => onChange(field.name, event.currentTarget.value)}
                />
              );
            }
            if (field.type === 'list') {
              return (
                <NativeSelect
                  key={field.name}
                  {...common}
                  data={[{ value: '', label: t(m.chooseValue) }, ...field.values]}
                  onChange={(event) => onChange(field.name, event.currentTarget.value)}
                />
              );
            }
            return (
              <TextInput
                key={field.name}
                {...common}
                type={field.type === 'date' ? 'date' : 'text'}
                autoComplete={autoCompleteOf(field)}
                onChange={(event) => onChange(field.name, event.currentTarget.value)}
              />
            );
          })}
          <Button type="submit" size="md" fullWidth loading={submitting}>
            {submitLabel}
          </Button>
          {submitting && (
            <Text size="sm" c="dimmed" role="status">
              {t(m.connecting)}
            </Text>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
