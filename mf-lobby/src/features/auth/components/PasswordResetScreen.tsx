import { passwordResetRequestInputSchema } from '@patrimo/shared';
import { FormGlobalErrors, useApiForm } from '@patrimo/shared/forms';
import { NewPasswordFields, scorePasswordIfLoaded } from '@patrimo/shared/identity';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@patrimo/shared/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from '@patrimo/shared/router';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useResetPassword } from '../api/reset-password';
import { authMessages as m } from '../messages';
import {
  isInvalidResetLink,
  NEW_PASSWORD_ERROR_OPTIONS,
  RESET_REQUEST_ERROR_OPTIONS,
  validatePasswordReset,
  validateResetRequest,
} from '../password-reset';

/**
 * `/app/password-reset` (spec §2, §5): without `?token=`, asks for a reset link by e-mail; with the
 * token of that link, lets the person choose a new password. The two forms are separate components,
 * keyed by the token, so following a new link never shows the state of the previous one.
 */
export function PasswordResetScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return token === '' ? <ResetRequestForm /> : <NewPasswordForm key={token} token={token} />;
}

function ResetFrame({ children }: { children: ReactNode }) {
  return (
    <Stack maw={440} mx="auto" gap="lg" py="md">
      {children}
    </Stack>
  );
}

function Heading({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap={6}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
    </Stack>
  );
}

function BackToLogin() {
  const intl = useIntl();
  return (
    <Group justify="center">
      <Anchor component={Link} to="/app/login" size="sm">
        {intl.formatMessage(m.backToLogin)}
      </Anchor>
    </Group>
  );
}

/**
 * Step one: the e-mail. The answer is the same whether an account exists or not (the API answers `{}`
 * either way), so the page never tells who has an account; only a malformed address, the rate limit
 * or an unreachable server are errors.
 */
function ResetRequestForm() {
  const intl = useIntl();
  const [sent, setSent] = useState(false);
  const t = intl.formatMessage;
  const { form, formRef, onSubmit, globalErrors, submitting } = useApiForm({
    initialValues: { email: '' },
    validate: ({ email }: { email: string }) => {
      const check = validateResetRequest(email);
      return check.ok ? {} : check.errors.fields;
    },
    mutation: useRequestPasswordReset(),
    // Trimmed and lower-cased by the schema the check above passed.
    toVariables: ({ email }: { email: string }) => passwordResetRequestInputSchema.parse({ user: { email } }).user.email,
    errors: RESET_REQUEST_ERROR_OPTIONS,
    onSuccess: () => setSent(true),
  });

  if (sent) {
    return (
      <ResetFrame>
        <Heading title={t(m.resetSentTitle)} text={t(m.resetSent)} />
        <Stack gap="xs" align="center">
          <Button component={Link} to="/app/login" fullWidth size="md">
            {t(m.backToLogin)}
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={() => setSent(false)}>
            {t(m.resetSendAgain)}
          </Anchor>
        </Stack>
      </ResetFrame>
    );
  }

  return (
    <ResetFrame>
      <Heading title={t(m.resetTitle)} text={t(m.resetDescription)} />
      <FormGlobalErrors title={t(m.resetErrorsTitle)} messages={globalErrors} />
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <TextInput
            label={t(m.email)}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            placeholder={t(m.emailPlaceholder)}
            {...form.getInputProps('email')}
          />
          <Button type="submit" size="md" fullWidth loading={submitting}>
            {t(m.resetRequestSubmit)}
          </Button>
        </Stack>
      </form>
      <BackToLogin />
    </ResetFrame>
  );
}

/** What the new-password form holds. */
interface NewPasswordValues extends Record<string, unknown> {
  password: string;
  passwordConfirmation: string;
}

/**
 * Step two, from the e-mailed link: the new password and its confirmation (PUT /users/password with
 * the token). A token the API refuses (`wrong_token`, unknown or expired) replaces the form with « Ce
 * lien n'est pas / plus valide » and a way to ask for a new one; success says so, shows the « password
 * updated » toast and leads to the sign-in.
 */
function NewPasswordForm({ token }: { token: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [done, setDone] = useState(false);
  const reset = useResetPassword(t(m.passwordUpdatedToast));
  const check = (values: NewPasswordValues) =>
    validatePasswordReset(token, values.password, values.passwordConfirmation, scorePasswordIfLoaded(values.password)?.secure ?? null);
  const { form, formRef, onSubmit, globalErrors, submitting } = useApiForm({
    initialValues: { password: '', passwordConfirmation: '' },
    validate: (values: NewPasswordValues) => {
      const result = check(values);
      return result.ok ? {} : result.errors.fields;
    },
    mutation: reset,
    toVariables: (values: NewPasswordValues) => {
      const result = validatePasswordReset(token, values.password, values.passwordConfirmation, null);
      if (!result.ok) throw new Error('The new password was submitted without passing its checks');
      return result.body;
    },
    errors: NEW_PASSWORD_ERROR_OPTIONS,
    onSuccess: () => setDone(true),
  });
  const phase = done ? 'done' : reset.error !== null && isInvalidResetLink(reset.error) ? 'invalidLink' : 'form';

  if (phase === 'invalidLink') {
    return (
      <ResetFrame>
        <Heading title={t(m.resetLinkInvalidTitle)} text={t(m.resetLinkInvalidText)} />
        <Button component={Link} to="/app/password-reset" size="md" fullWidth>
          {t(m.askNewLink)}
        </Button>
        <BackToLogin />
      </ResetFrame>
    );
  }

  if (phase === 'done') {
    return (
      <ResetFrame>
        <Heading title={t(m.resetDoneTitle)} text={t(m.resetDone)} />
        <Button component={Link} to="/app/login" size="md" fullWidth>
          {t(m.signIn)}
        </Button>
      </ResetFrame>
    );
  }

  return (
    <ResetFrame>
      <Heading title={t(m.newPasswordTitle)} text={t(m.newPasswordDescription)} />
      <FormGlobalErrors title={t(m.newPasswordErrorsTitle)} messages={globalErrors} />
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <NewPasswordFields
            password={form.values.password}
            confirmation={form.values.passwordConfirmation}
            onPasswordChange={(value) => form.setFieldValue('password', value)}
            onConfirmationChange={(value) => form.setFieldValue('passwordConfirmation', value)}
            passwordError={form.errors['password']}
            confirmationError={form.errors['passwordConfirmation']}
          />
          <Button type="submit" size="md" fullWidth loading={submitting}>
            {t(m.newPasswordSubmit)}
          </Button>
        </Stack>
      </form>
      <BackToLogin />
    </ResetFrame>
  );
}
