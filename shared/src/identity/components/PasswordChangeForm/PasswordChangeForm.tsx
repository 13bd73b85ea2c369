import { messageForError } from '@patrimo/shared';
import { FormGlobalErrors, useApiForm } from '@patrimo/shared/forms';
import { Button, Group, PasswordInput, Stack } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { useChangePassword } from '../../api/change-password';
import { identityMessages } from '../../messages';
import { NewPasswordFields, scorePasswordIfLoaded } from '../../password';
import { PASSWORD_CHANGE_ERROR_OPTIONS, validatePasswordChange, type PasswordChangeValues } from '../../profile-form';

export interface PasswordChangeFormProps {
  /** Called once the password is changed (« Mot de passe mis à jour » has shown). */
  onChanged?: () => void;
  /** The saver's e-mail and names: the strength meter calls a password built on them weak, as the server does. */
  personalWords?: readonly (string | null | undefined)[];
}

const EMPTY_PASSWORDS: PasswordChangeValues = { currentPassword: '', password: '', passwordConfirmation: '' };

/**
 * Changes the password knowing the current one (POST /users/me/password): the current password, then the
 * new one with its strength meter and confirmation. `wrong_password` shows under the current password,
 * `not_secure` under the new one, `match_error` under the confirmation.
 */
export function PasswordChangeForm({ onChanged, personalWords = [] }: PasswordChangeFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { form, formRef, onSubmit, globalErrors, submitting } = useApiForm({
    initialValues: EMPTY_PASSWORDS,
    validate: (values: PasswordChangeValues) => {
      const fields: Partial<Record<keyof PasswordChangeValues, string>> = { ...validatePasswordChange(values)?.fields };
      // Refused here only when the meter has already scored it: otherwise the server decides (`not_secure`).
      const strength = scorePasswordIfLoaded(values.password, personalWords);
      if (strength !== null && !strength.secure) fields.password ??= messageForError('not_secure', 'password');
      return fields;
    },
    mutation: useChangePassword(),
    errors: PASSWORD_CHANGE_ERROR_OPTIONS,
    onSuccess: () => {
      form.reset();
      onChanged?.();
    },
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <Stack gap="md" maw={480}>
        <FormGlobalErrors title={t(identityMessages.changePasswordFailed)} messages={globalErrors} />
        <PasswordInput
          label={t(identityMessages.currentPassword)}
          name="currentPassword"
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t(identityMessages.showPassword) }}
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordFields
          password={form.values.password}
          confirmation={form.values.passwordConfirmation}
          onPasswordChange={(value) => form.setFieldValue('password', value)}
          onConfirmationChange={(value) => form.setFieldValue('passwordConfirmation', value)}
          passwordError={form.errors['password']}
          confirmationError={form.errors['passwordConfirmation']}
          personalWords={personalWords}
          passwordLabel={t(identityMessages.newPassword)}
          confirmationLabel={t(identityMessages.newPasswordConfirmation)}
        />
        <Group>
          <Button type="submit" loading={submitting}>
            {t(identityMessages.changePassword)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
