import type { BankField } from '@patrimo/shared';
import { FormGlobalErrors, type UseApiFormReturnValue } from '@patrimo/shared/forms';
import { Button, PasswordInput, Stack, Text, TextInput } from '@patrimo/shared/ui';
import { FrenchDateInput } from '@patrimo/shared/ui/dates';
import { NativeSelect } from '@patrimo/shared/ui/controls';
import type { FormEvent, Ref } from 'react';
import { useIntl } from 'react-intl';
import type { FieldValues } from '../connection-errors';
import { bankConnectionMessages as m } from '../messages';

export interface BankFieldsFormProps {
  /** The bank's login fields, or the follow-up fields of `additionalInformationNeeded`. */
  fields: readonly BankField[];
  /** The screen's form (`useApiForm`): values by field name and the messages under them. */
  form: UseApiFormReturnValue<FieldValues>['form'];
  /** The `<form>`'s ref, for the focus on the first error. */
  formRef: Ref<HTMLFormElement>;
  /** French messages above the form. */
  globalErrors: readonly string[];
  submitting: boolean;
  submitLabel: string;
  /** The `<form>`'s submit (Mantine's `form.onSubmit`). */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
}

/** Autocomplete hints: the browser may fill a bank login, never a one-time code. */
function autoCompleteOf(field: BankField): string {
  if (field.type === 'password') return 'current-password';
  if (field.name === 'login') return 'username';
  return 'off';
}

/**
 * Renders a bank's fields as the API describes them (text, password, date typed as jj/mm/aaaa, list), all
 * required (spec §5), with the refusal's messages above the form and under the fields concerned.
 */
export function BankFieldsForm({ fields, form, formRef, globalErrors, submitting, submitLabel, onSubmit }: BankFieldsFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;

  return (
    <Stack gap="md">
      <FormGlobalErrors title={t(m.errorsTitle)} messages={globalErrors} />
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t(m.allRequired)}
          </Text>
          {fields.map((field) => {
            const common = {
              label: field.label,
              name: field.name,
              disabled: submitting,
              'aria-required': true,
            };
            if (field.type === 'date') {
              const value = form.values[field.name] ?? '';
              return (
                <FrenchDateInput
                  key={field.name}
                  {...common}
                  value={value === '' ? null : value}
                  onChange={(date) => form.setFieldValue(field.name, date ?? '')}
                  error={form.errors[field.name]}
                />
              );
            }
            const input = { ...common, ...form.getInputProps(field.name) };
            if (field.type === 'password') return <PasswordInput key={field.name} {...input} autoComplete={autoCompleteOf(field)} />;
            if (field.type === 'list') {
              return <NativeSelect key={field.name} {...input} data={[{ value: '', label: t(m.chooseValue) }, ...field.values]} />;
            }
            return <TextInput key={field.name} {...input} type="text" autoComplete={autoCompleteOf(field)} />;
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
