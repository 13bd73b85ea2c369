import { requestPasswordReset, resetPassword } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { NewPasswordFields, scorePasswordIfLoaded } from '@patrimo/shared/identity';
import { useToast } from '@patrimo/shared/react';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@patrimo/shared/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { noFormErrors } from '../../../lib/form-errors';
import { authMessages as m } from '../messages';
import {
  isInvalidResetLink,
  passwordResetErrorsOf,
  resetRequestErrorsOf,
  validatePasswordReset,
  validateResetRequest,
  type NewPasswordErrors,
  type ResetRequestErrors,
} from '../password-reset';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { FormAlert } from '../../../components/FormAlert/FormAlert';

/** Toast label of spec §2 "password updated": a later toast with the same label replaces this one. */
const PASSWORD_UPDATED_TOAST = 'password-updated';

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
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<ResetRequestErrors>(noFormErrors());
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const [formRef, focusFirstError] = useFocusFirstError();
  const t = intl.formatMessage;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const check = validateResetRequest(email);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirstError();
      return;
    }
    setErrors(noFormErrors());
    setSubmitting(true);
    try {
      await callApi(requestPasswordReset, { body: { user: { email: check.email } } });
    } catch (error) {
      setErrors(resetRequestErrorsOf(error));
      setSubmitting(false);
      focusFirstError();
      return;
    }
    setSubmitting(false);
    setSent(true);
  }

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
      <FormAlert title={t(m.resetErrorsTitle)} messages={errors.global} />
      <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="md">
          <TextInput
            label={t(m.email)}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            placeholder={t(m.emailPlaceholder)}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            {...(errors.fields.email === undefined ? {} : { error: errors.fields.email })}
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

type NewPasswordPhase = 'form' | 'invalidLink' | 'done';

/**
 * Step two, from the e-mailed link: the new password and its confirmation (PUT /users/password with
 * the token). A token the API refuses (`wrong_token`, unknown or expired) replaces the form with « Ce
 * lien n'est pas / plus valide » and a way to ask for a new one; success says so, shows the « password
 * updated » toast and leads to the sign-in.
 */
function NewPasswordForm({ token }: { token: string }) {
  const intl = useIntl();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>(noFormErrors());
  const [submitting, setSubmitting] = useState(false);
  const [phase, setPhase] = useState<NewPasswordPhase>('form');
  const [formRef, focusFirstError] = useFocusFirstError();
  const t = intl.formatMessage;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const strength = scorePasswordIfLoaded(password);
    const check = validatePasswordReset(token, password, passwordConfirmation, strength?.secure ?? null);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirstError();
      return;
    }
    setErrors(noFormErrors());
    setSubmitting(true);
    try {
      await callApi(resetPassword, { body: check.body });
    } catch (error) {
      setSubmitting(false);
      if (isInvalidResetLink(error)) {
        setPhase('invalidLink');
        return;
      }
      setErrors(passwordResetErrorsOf(error));
      focusFirstError();
      return;
    }
    setSubmitting(false);
    setPhase('done');
    toast({ label: PASSWORD_UPDATED_TOAST, message: t(m.passwordUpdatedToast), color: 'green' });
  }

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
      <FormAlert title={t(m.newPasswordErrorsTitle)} messages={errors.global} />
      <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="md">
          <NewPasswordFields
            password={password}
            confirmation={passwordConfirmation}
            onPasswordChange={setPassword}
            onConfirmationChange={setPasswordConfirmation}
            passwordError={errors.fields.password}
            confirmationError={errors.fields.passwordConfirmation}
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
