import { requestAccountDeletion } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { Alert, Button, Group, Stack, Text } from '@patrimo/shared/ui';
import { Modal } from '@patrimo/shared/ui/extra';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorCodesOf } from '../../lib/error-codes-of';
import { deletionSent, identityMessages } from '../../messages';
import { formErrorsFromCodes } from '../../profile-form';
import { GlobalErrors } from '../GlobalErrors/GlobalErrors';

export interface AccountDeletionRequestProps {
  /** Where the confirmation e-mail goes, to tell the saver where to look. */
  email?: string | null;
}

/**
 * The first half of the account deletion (spec §4: request, e-mail sent, confirmation link): « Supprimer
 * mon compte » opens a dialog that explains what follows, then DELETE /users/me sends the e-mail with the
 * link that really deletes. The box to tick (spec §5) is on that link's page (`/delete-profile`), where the
 * deletion happens; nothing is erased before.
 */
export function AccountDeletionRequest({ email }: AccountDeletionRequestProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [opened, setOpened] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  function open() {
    setErrors([]);
    setOpened(true);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setErrors([]);
    setSubmitting(true);
    try {
      await callApi(requestAccountDeletion);
      setSent(true);
      setOpened(false);
    } catch (error) {
      setErrors(formErrorsFromCodes(errorCodesOf(error), [], { wrapper: '' }).global);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Stack gap="md" align="flex-start">
      <Text size="sm">{t(identityMessages.deletionIntro)}</Text>
      {sent ? (
        <Alert color="green" variant="light" title={t(identityMessages.deletionSentTitle)} role="status">
          <Text size="sm">{email ? intl.formatMessage(deletionSent, { email }) : t(identityMessages.deletionSentNoEmail)}</Text>
        </Alert>
      ) : (
        <Button color="red" variant="light" onClick={open}>
          {t(identityMessages.deleteAccount)}
        </Button>
      )}
      <Modal opened={opened} onClose={() => !submitting && setOpened(false)} title={t(identityMessages.deletionModalTitle)} centered>
        <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-busy={submitting}>
          <Stack gap="md">
            <Text size="sm">{t(identityMessages.deletionModalText)}</Text>
            <GlobalErrors title={t(identityMessages.deletionFailed)} messages={errors} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)} disabled={submitting}>
                {t(identityMessages.cancel)}
              </Button>
              <Button type="submit" color="red" loading={submitting}>
                {t(identityMessages.deletionConfirm)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
