import { LOCKOUT_MINUTES } from '@patrimo/shared';
import { markSaver } from '@patrimo/shared/client';
import { formErrorsFromApi, FormGlobalErrors, useApiForm } from '@patrimo/shared/forms';
import { useSession } from '@patrimo/shared/react';
import { Button, Group, Stack, Text, TextInput, Title } from '@patrimo/shared/ui';
import { useEffect, type ClipboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from '@patrimo/shared/router';
import {
  codeCheckMessage,
  codeFromPaste,
  CONFIRMATION_ERROR_OPTIONS,
  isLockedOut,
  normaliseConfirmationCode,
  validateConfirmationCode,
} from '../confirmation-code';
import { useConfirmEmail } from '../api/confirm-email';
import { useResendConfirmation } from '../api/resend-confirmation';
import { confirmationEmailMessages, confirmationMessages as m } from '../messages';

/** Where a confirmed saver goes next: the investor profile of the onboarding. */
const AFTER_CONFIRMATION = '/app/profile';

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
  const { user, reloadUser } = useSession();
  const t = intl.formatMessage;
  const confirm = useConfirmEmail();
  const resend = useResendConfirmation(user ? t(confirmationEmailMessages.resent, { email: user.email }) : t(m.resentUnknown));
  const { form, formRef, onSubmit, globalErrors, submitting } = useApiForm({
    initialValues: { token: '' },
    validate: ({ token }: { token: string }) => {
      const check = validateConfirmationCode(token);
      return check.ok ? {} : { token: codeCheckMessage(check.reason, t(m.codeLength)) };
    },
    mutation: confirm,
    toVariables: ({ token }: { token: string }) => normaliseConfirmationCode(token),
    errors: CONFIRMATION_ERROR_OPTIONS,
    onSuccess: async (confirmed) => {
      try {
        await reloadUser();
      } catch {
        // The code is accepted: the answer already is the confirmed saver, good enough until the next load.
        markSaver(confirmed);
      }
      navigate(AFTER_CONFIRMATION, { replace: true });
    },
  });
  const blocked = isLockedOut(confirm.error);
  const resendErrors = resend.error === null ? [] : formErrorsFromApi(resend.error, { fields: [] }).global;

  // `too_many_attempts` blocks the account for 30 minutes (spec §9): the button waits as long, then the
  // person may try again without reloading the page.
  useEffect(() => {
    if (!blocked) return;
    const timer = setTimeout(() => confirm.reset(), LOCKOUT_MINUTES * 60_000);
    return () => clearTimeout(timer);
    // `confirm` changes identity with its state; the block is what starts or cancels the wait.
  }, [blocked]);

  if (user?.confirmed && !submitting) return <Navigate to={AFTER_CONFIRMATION} replace />;

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text');
    if (!pasted) return;
    event.preventDefault();
    form.setFieldValue('token', codeFromPaste(pasted));
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

      <FormGlobalErrors title={t(m.errorsTitle)} messages={globalErrors} />
      <FormGlobalErrors title={t(m.resendErrorsTitle)} messages={resendErrors} />

      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          resend.reset();
          onSubmit(event);
        }}
      >
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
            value={form.values.token}
            onChange={(event) => form.setFieldValue('token', normaliseConfirmationCode(event.currentTarget.value))}
            onPaste={handlePaste}
            error={form.errors['token']}
          />
          <Button type="submit" size="md" fullWidth loading={submitting} disabled={blocked}>
            {t(m.submit)}
          </Button>
        </Stack>
      </form>

      <Group gap={6} justify="center">
        <Text size="sm">{t(m.resendQuestion)}</Text>
        <Button variant="subtle" size="compact-sm" loading={resend.isPending} onClick={() => resend.mutate()}>
          {t(m.resend)}
        </Button>
      </Group>
    </Stack>
  );
}
