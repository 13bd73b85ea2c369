import { confirmEmail, LOCKOUT_MINUTES, resendConfirmation, type User } from '@patrimo/shared';
import { callApi, markSaver } from '@patrimo/shared/client';
import { useSession, useToast } from '@patrimo/shared/react';
import { Button, Group, Stack, Text, TextInput, Title } from '@patrimo/shared/ui';
import { useEffect, useState, type ClipboardEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  codeCheckMessage,
  codeFromPaste,
  confirmationErrorsOf,
  normaliseConfirmationCode,
  validateConfirmationCode,
  type ConfirmationErrors,
} from '../confirmation-code';
import { FormAlert } from '../../../components/FormAlert/FormAlert';
import { formErrorsFromApi } from '../../../lib/form-errors';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { confirmationEmailMessages, confirmationMessages as m } from '../messages';

/** Toast label of spec §2 "confirmation mail resent": a new resend replaces the previous toast. */
const CONFIRMATION_RESENT_TOAST = 'confirmation-mail-resent';

/** Where a confirmed saver goes next: the investor profile of the onboarding. */
const AFTER_CONFIRMATION = '/app/profile';

const NO_ERRORS: ConfirmationErrors = { global: [], fields: {}, blocked: false };

/**
 * `/app/confirmation` (spec §4 "Confirmation: 8-character code e-mailed, with resend"): the signed-in
 * saver types the code received at their address. One text input rather than eight boxes: a code pasted
 * from the e-mail lands whole (`codeFromPaste` keeps the code out of a pasted sentence), case and
 * separators do not matter, and password managers and SMS/e-mail autofill (`one-time-code`) work.
 * Success reloads the saver (`confirmed` becomes true, which the host's guard reads) and goes to the
 * profile; an already confirmed saver goes there at once.
 */
export function ConfirmationScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const { user, reloadUser } = useSession();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<ConfirmationErrors>(NO_ERRORS);
  const [resendErrors, setResendErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const [formRef, focusFirstError] = useFocusFirstError();
  const t = intl.formatMessage;

  // `too_many_attempts` blocks the account for 30 minutes (spec §9): the button waits as long, then the
  // person may try again without reloading the page.
  useEffect(() => {
    if (!errors.blocked) return;
    const timer = setTimeout(() => setErrors(NO_ERRORS), LOCKOUT_MINUTES * 60_000);
    return () => clearTimeout(timer);
  }, [errors.blocked]);

  if (user?.confirmed && !submitting) return <Navigate to={AFTER_CONFIRMATION} replace />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const check = validateConfirmationCode(code);
    if (!check.ok) {
      setErrors({ ...NO_ERRORS, fields: { token: codeCheckMessage(check.reason, t(m.codeLength)) } });
      focusFirstError();
      return;
    }
    setErrors(NO_ERRORS);
    setResendErrors([]);
    setSubmitting(true);
    let confirmed: User;
    try {
      confirmed = await callApi(confirmEmail, { body: { token: check.code } });
    } catch (error) {
      setErrors(confirmationErrorsOf(error));
      setSubmitting(false);
      focusFirstError();
      return;
    }
    try {
      await reloadUser();
    } catch {
      // The code is accepted: the answer already is the confirmed saver, good enough until the next load.
      markSaver(confirmed);
    }
    navigate(AFTER_CONFIRMATION, { replace: true });
  }

  async function handleResend() {
    if (resending) return;
    setResending(true);
    setResendErrors([]);
    try {
      await callApi(resendConfirmation);
      toast({
        label: CONFIRMATION_RESENT_TOAST,
        message: user ? t(confirmationEmailMessages.resent, { email: user.email }) : t(m.resentUnknown),
        color: 'green',
      });
    } catch (error) {
      setResendErrors(formErrorsFromApi(error, { fields: [] }).global);
    } finally {
      setResending(false);
    }
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text');
    if (!pasted) return;
    event.preventDefault();
    setCode(codeFromPaste(pasted));
  }

  return (
    <Stack maw={440} mx="auto" gap="lg" py="md">
      <Stack gap={6}>
        <Title order={1} size="h2">
          {t(m.title)}
        </Title>
        <Text c="dimmed">{user ? t(confirmationEmailMessages.sentTo, { email: user.email }) : t(m.sentToUnknown)}</Text>
        <Text size="sm" c="dimmed">
          {t(m.hint)}
        </Text>
      </Stack>

      <FormAlert title={t(m.errorsTitle)} messages={errors.global} />
      <FormAlert title={t(m.resendErrorsTitle)} messages={resendErrors} />

      <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="md">
          <TextInput
            label={t(m.codeLabel)}
            name="token"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            inputMode="text"
            placeholder="ABCD1234"
            size="lg"
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.3em', textAlign: 'center' } }}
            value={code}
            onChange={(event) => setCode(normaliseConfirmationCode(event.currentTarget.value))}
            onPaste={handlePaste}
            {...(errors.fields.token === undefined ? {} : { error: errors.fields.token })}
          />
          <Button type="submit" size="md" fullWidth loading={submitting} disabled={errors.blocked}>
            {t(m.submit)}
          </Button>
        </Stack>
      </form>

      <Group gap={6} justify="center">
        <Text size="sm">{t(m.resendQuestion)}</Text>
        <Button variant="subtle" size="compact-sm" loading={resending} onClick={() => void handleResend()}>
          {t(m.resend)}
        </Button>
      </Group>
    </Stack>
  );
}
