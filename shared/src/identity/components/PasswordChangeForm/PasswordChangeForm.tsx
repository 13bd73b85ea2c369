import { changePassword, messageForError } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { Button, Group, PasswordInput, Stack } from '@patrimo/shared/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFocusFirstError } from '../../hooks/use-focus-first-error';
import { errorCodesOf } from '../../lib/error-codes-of';
import { identityMessages } from '../../messages';
import { NewPasswordFields, scorePasswordIfLoaded } from '../../password';
import {
  noFormErrors,
  passwordChangeErrors,
  validatePasswordChange,
  type FormErrors,
  type PasswordChangeField,
  type PasswordChangeValues,
} from '../../profile-form';
import { GlobalErrors } from '../GlobalErrors/GlobalErrors';

export interface PasswordChangeFormProps {
  /** Called once the password is changed (the screen shows « Mot de passe mis à jour »). */
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
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<FormErrors<PasswordChangeField>>(noFormErrors);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useFocusFirstError(errors);
  const set = (name: PasswordChangeField) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const invalid = validatePasswordChange(values);
    // Refused here only when the meter has already scored it: otherwise the server decides (`not_secure`).
    const strength = scorePasswordIfLoaded(values.password, personalWords);
    if (invalid || (strength !== null && !strength.secure)) {
      const result = invalid ?? noFormErrors<PasswordChangeField>();
      if (strength !== null && !strength.secure) result.fields.password ??= messageForError('not_secure', 'password');
      setErrors(result);
      return;
    }
    setErrors(noFormErrors());
    setSubmitting(true);
    try {
      await callApi(changePassword, { body: { credentials: values } });
      setValues(EMPTY_PASSWORDS);
      onChanged?.();
    } catch (error) {
      setErrors(passwordChangeErrors(errorCodesOf(error)));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(event)} aria-busy={submitting}>
      <Stack gap="md" maw={480}>
        <GlobalErrors title={t(identityMessages.changePasswordFailed)} messages={errors.global} />
        <PasswordInput
          label={t(identityMessages.currentPassword)}
          name="currentPassword"
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t(identityMessages.showPassword) }}
          value={values.currentPassword}
          onChange={(event) => set('currentPassword')(event.currentTarget.value)}
          error={errors.fields.currentPassword}
        />
        <NewPasswordFields
          password={values.password}
          confirmation={values.passwordConfirmation}
          onPasswordChange={set('password')}
          onConfirmationChange={set('passwordConfirmation')}
          passwordError={errors.fields.password}
          confirmationError={errors.fields.passwordConfirmation}
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
