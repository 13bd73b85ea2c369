import { messageForError } from '@patrimo/shared';
import { clearSession, forgetPersonalPreferences } from '@patrimo/shared/client';
import { FormGlobalErrors, useApiForm } from '@patrimo/shared/forms';
import { useBrand, useSession } from '@patrimo/shared/react';
import { Alert, Button, Center, Container, List, Loader, Stack, Text, Title } from '@patrimo/shared/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from '@patrimo/shared/router';
import { ConsentCheckbox } from '../../../components/ConsentCheckbox/ConsentCheckbox';
import { useConfirmAccountDeletion } from '../api/confirm-account-deletion';
import { useDeletionValidity } from '../api/get-deletion-validity';
import { accountPathFor, isInvalidDeletionLink } from '../deletion';
import { profileDeletionGoodbye, profileDeletionMessages as m } from '../messages';

type Phase = 'checking' | 'checkFailed' | 'invalid' | 'valid' | 'deleted';

/**
 * `/delete-profile?token=…` (spec §2, §4 "Account deletion", §5 "Deletion requires ticking a confirmation
 * box"): the page opened from the e-mail sent when the saver asked to delete their account. It checks
 * the link first (GET /users/:token/deletion_validity): a missing, unknown or expired token shows « Ce
 * lien n'est pas / plus valide » with a way back to the account. A valid one explains what is erased and
 * asks for a ticked box before the red button works; DELETE /users/:token then erases everything, the
 * browser is signed out and forgets the person, and a goodbye page links to the home page.
 */
export function DeleteProfileScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <Container size="sm" py={{ base: 40, sm: 64 }}>
      {/* A new token is a new link, checked from scratch. */}
      <DeletionFlow key={token} token={token} />
    </Container>
  );
}

function DeletionFlow({ token }: { token: string }) {
  const intl = useIntl();
  const brand = useBrand();
  const { kind, logout } = useSession();
  const t = intl.formatMessage;
  const [deleted, setDeleted] = useState(false);
  const validity = useDeletionValidity(token);
  const confirmDeletion = useConfirmAccountDeletion();
  const { form, formRef, onSubmit, globalErrors, submitting } = useApiForm({
    initialValues: { understood: false },
    mutation: confirmDeletion,
    toVariables: () => token,
    errors: { fields: [] },
    onSuccess: async () => {
      // The account is gone: sign out whoever is signed in here (its tokens died with it) and forget them.
      // `logout` clears the session before revoking the tokens; should it fail to load, clear it anyway.
      await logout().catch(() => clearSession());
      forgetPersonalPreferences();
      setDeleted(true);
    },
  });
  const understood = form.values.understood;
  const phase = phaseOf(token, validity, confirmDeletion.error, deleted);

  switch (phase) {
    case 'checking':
      return (
        <Center py="xl" role="status" aria-label={t(m.checking)}>
          <Loader />
        </Center>
      );
    case 'checkFailed':
      return (
        <Frame>
          <Alert color="red" variant="light" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t(m.checkFailed)}</Text>
              <Button variant="light" color="red" onClick={() => void validity.refetch()}>
                {t(m.retry)}
              </Button>
            </Stack>
          </Alert>
        </Frame>
      );
    case 'invalid':
      return (
        <Frame>
          <Title order={1}>{messageForError('deletion_link_invalid')}</Title>
          <Text c="dimmed">{t(m.invalidText)}</Text>
          <Button component={Link} to={accountPathFor(kind)} size="md">
            {t(m.backToAccount)}
          </Button>
        </Frame>
      );
    case 'deleted':
      return (
        <Frame>
          <Title order={1}>{t(m.goodbyeTitle)}</Title>
          <Text c="dimmed">{t(profileDeletionGoodbye.text, { brand: brand.name })}</Text>
          <Button component={Link} to="/" size="md">
            {t(m.backHome)}
          </Button>
        </Frame>
      );
    case 'valid':
      return (
        <Frame>
          <Title order={1}>{t(m.title)}</Title>
          <Stack gap="xs">
            <Text>{t(m.description)}</Text>
            <List spacing={4}>
              {[m.deletedProfile, m.deletedAccounts, m.deletedRealEstate, m.deletedAnalyses].map((item) => (
                <List.Item key={item.id}>{t(item)}</List.Item>
              ))}
            </List>
          </Stack>
          <Alert color="red" variant="light">
            <Text size="sm" fw={600}>
              {t(m.irreversible)}
            </Text>
          </Alert>
          <form ref={formRef} noValidate onSubmit={onSubmit}>
            <Stack gap="lg">
              <FormGlobalErrors title={t(m.errorsTitle)} messages={globalErrors} />
              <ConsentCheckbox
                name="confirmDeletion"
                checked={understood}
                onChange={(checked) => form.setFieldValue('understood', checked)}
                label={t(m.consent)}
                color="red"
              />
              <Button type="submit" color="red" size="md" disabled={!understood} loading={submitting}>
                {t(m.submit)}
              </Button>
            </Stack>
          </form>
        </Frame>
      );
  }
}

/** Where the page stands, from the link's check, the deletion's outcome and what was done. */
function phaseOf(
  token: string,
  validity: { data?: { valid: boolean } | undefined; error: unknown },
  deletionError: unknown,
  deleted: boolean,
): Phase {
  if (deleted) return 'deleted';
  if (token === '') return 'invalid';
  if (deletionError !== null && isInvalidDeletionLink(deletionError)) return 'invalid';
  if (validity.data !== undefined) return validity.data.valid ? 'valid' : 'invalid';
  if (validity.error !== null) return isInvalidDeletionLink(validity.error) ? 'invalid' : 'checkFailed';
  return 'checking';
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Stack gap="lg" maw={560} mx="auto">
      {children}
    </Stack>
  );
}
