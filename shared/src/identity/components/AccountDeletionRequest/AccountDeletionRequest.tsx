import { FormGlobalErrors, useApiForm } from '@patrimo/shared/forms';
import { Alert, Button, Group, Stack, Text } from '@patrimo/shared/ui';
import { Modal } from '@patrimo/shared/ui/controls';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useRequestAccountDeletion } from '../../api/request-account-deletion';
import { deletionSent, identityMessages } from '../../messages';

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
  const [sent, setSent] = useState(false);
  const { formRef, onSubmit, globalErrors, setGlobalErrors, submitting } = useApiForm({
    initialValues: {},
    mutation: useRequestAccountDeletion(),
    toVariables: () => undefined,
    errors: { fields: [] },
    onSuccess: () => {
      setSent(true);
      setOpened(false);
    },
  });

  function open() {
    setGlobalErrors([]);
    setOpened(true);
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
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={submitting}>
          <Stack gap="md">
            <Text size="sm">{t(identityMessages.deletionModalText)}</Text>
            <FormGlobalErrors title={t(identityMessages.deletionFailed)} messages={globalErrors} />
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
