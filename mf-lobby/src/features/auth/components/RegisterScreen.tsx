import type { PublicInvitation } from '@patrimo/shared';
import { isApiHttpError } from '@patrimo/shared/client';
import { FormGlobalErrors, useApiForm } from '@patrimo/shared/forms';
import { NewPasswordFields, scorePasswordIfLoaded } from '@patrimo/shared/identity';
import { useBrand } from '@patrimo/shared/react';
import { Alert, Anchor, Button, Center, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@patrimo/shared/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from '@patrimo/shared/router';
import { useInvitation } from '../api/get-invitation';
import { useMarkInvitationAsRead } from '../api/mark-invitation-as-read';
import { useRegisterUser } from '../api/register-user';
import { useSignIn } from '../api/sign-in';
import {
  authMessages as m,
  authInvitationRequired,
  authInvitedBy,
  authRegisterDescription,
  authTermsLabel,
} from '../messages';
import { isEmailTaken, registrationErrorOptions, registrationOf, validateRegistration, type RegistrationValues } from '../registration';
import { ConsentCheckbox } from '../../../components/ConsentCheckbox/ConsentCheckbox';

/** What the page knows of the `?invitation=` link. */
type InvitationLookup =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'valid'; token: string; invitation: PublicInvitation }
  | { status: 'invalid' }
  | { status: 'failed'; retry: () => void };

/**
 * Looks the invitation up (GET /invitations/:token) and, the first time it is opened, records that the
 * link was clicked (POST mark_as_read: the advisor sees the invitation « lue », spec §4). Unknown,
 * canceled or already accepted invitations are `invalid`; an unreachable server is `failed` (retry).
 */
function useInvitationLookup(token: string | null): InvitationLookup {
  const query = useInvitation(token);
  const markAsRead = useMarkInvitationAsRead();
  const invitation = query.data;
  const unread = token !== null && invitation?.state === 'sent';

  useEffect(() => {
    // Best effort: a failure here must not stop the person from registering.
    if (unread) markAsRead.mutate(token);
    // Once per link: `markAsRead` changes identity with its state.
  }, [unread, token]);

  if (token === null) return { status: 'none' };
  if (invitation !== undefined) {
    if (invitation.state === 'canceled' || invitation.state === 'accepted') return { status: 'invalid' };
    return { status: 'valid', token, invitation };
  }
  if (query.isError) {
    // Any answer of the server about this token (404 not_found, 400 invalid…) means « no such invitation ».
    const error = query.error;
    return isApiHttpError(error) && error.status < 500 ? { status: 'invalid' } : { status: 'failed', retry: () => void query.refetch() };
  }
  return { status: 'loading' };
}

/**
 * `/app/register` (spec §2, §5): account creation. On a brand that requires an invitation, or when the
 * visitor follows an invitation link (`?invitation=<token>`), the invitation is checked first: it
 * pre-fills the form and names the advisor; without a valid one such a brand explains how to get one
 * instead of showing the form. Once the account exists the person is signed in with the same
 * credentials and sent to `/app/confirmation` to type the code e-mailed to them.
 */
export function RegisterScreen() {
  const intl = useIntl();
  const brand = useBrand();
  const [params] = useSearchParams();
  const token = params.get('invitation')?.trim() || null;
  const lookup = useInvitationLookup(token);
  const t = intl.formatMessage;

  if (lookup.status === 'loading') {
    return (
      <Center py="xl" role="status" aria-label={t(m.invitationLoading)}>
        <Loader />
      </Center>
    );
  }

  if (lookup.status === 'failed') {
    return (
      <RegisterFrame>
        <Alert color="red" variant="light" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t(m.invitationCheckFailed)}</Text>
            <Button variant="light" color="red" onClick={lookup.retry}>
              {t(m.retry)}
            </Button>
          </Stack>
        </Alert>
      </RegisterFrame>
    );
  }

  if (brand.invitationRequired && lookup.status !== 'valid') {
    const invalid = lookup.status === 'invalid';
    return (
      <RegisterFrame>
        <Stack gap="sm">
          <Title order={1} size="h2">
            {invalid ? t(m.invitationInvalidTitle) : t(m.invitationRequiredTitle)}
          </Title>
          <Text c="dimmed">{invalid ? t(m.invitationInvalidText) : t(authInvitationRequired, { brand: brand.name })}</Text>
        </Stack>
        <SignInLink />
      </RegisterFrame>
    );
  }

  return (
    <RegistrationForm
      // A new invitation link is a new form, not the previous one pre-filled again.
      key={lookup.status === 'valid' ? lookup.token : 'open'}
      invitation={lookup.status === 'valid' ? { token: lookup.token, ...lookup.invitation } : null}
      invitationIgnored={lookup.status === 'invalid'}
    />
  );
}

function RegisterFrame({ children }: { children: ReactNode }) {
  return (
    <Stack maw={520} mx="auto" gap="lg" py="md">
      {children}
    </Stack>
  );
}

function SignInLink() {
  const intl = useIntl();
  return (
    <Group gap={6} justify="center">
      <Text size="sm">{intl.formatMessage(m.haveAccount)}</Text>
      <Anchor component={Link} to="/app/login" size="sm" fw={600}>
        {intl.formatMessage(m.signIn)}
      </Anchor>
    </Group>
  );
}

/** What the registration form holds. */
interface FormValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  terms: boolean;
}

interface RegistrationFormProps {
  /** A valid invitation: pre-fills the form and is sent as `invitationToken`. */
  invitation: (PublicInvitation & { token: string }) | null;
  /** The link carried an invitation that is no longer valid (on a brand where it is optional). */
  invitationIgnored: boolean;
}

function RegistrationForm({ invitation, invitationIgnored }: RegistrationFormProps) {
  const intl = useIntl();
  const brand = useBrand();
  const navigate = useNavigate();
  const t = intl.formatMessage;
  const register = useRegisterUser();
  const signIn = useSignIn();
  const [signInFailed, setSignInFailed] = useState(false);
  const valuesOf = (values: FormValues): RegistrationValues => ({ ...values, invitationToken: invitation?.token });
  const { form, formRef, onSubmit, globalErrors, submitting } = useApiForm({
    initialValues: {
      firstName: invitation?.firstName ?? '',
      lastName: invitation?.lastName ?? '',
      email: invitation?.email ?? '',
      password: '',
      passwordConfirmation: '',
      terms: false,
    },
    validate: (values: FormValues) => {
      const strength = scorePasswordIfLoaded(values.password, [values.email, values.firstName, values.lastName]);
      const check = validateRegistration(valuesOf(values), strength?.secure ?? null);
      return check.ok ? {} : check.errors.fields;
    },
    mutation: register,
    toVariables: (values: FormValues) => registrationOf(valuesOf(values)),
    errors: registrationErrorOptions({ user_already_invited: t(m.alreadyInvited) }),
    onSuccess: async (_user, values) => {
      const user = registrationOf(valuesOf(values));
      try {
        await signIn.mutateAsync({ credentials: { username: user.email, password: user.password }, area: 'saver' });
      } catch {
        setSignInFailed(true);
        return;
      }
      // In the host the anonymous-only guard may move first (to /app, which sends an unconfirmed saver
      // to the confirmation page): both roads end on the same page.
      navigate('/app/confirmation', { replace: true });
    },
  });
  // An existing account: the way back in is the sign-in or a new password, offered below the form.
  const emailTaken = isEmailTaken(register.error);

  if (signInFailed) {
    return (
      <RegisterFrame>
        <Alert color="yellow" variant="light" role="status">
          <Text size="sm">{t(m.registeredButSignInFailed)}</Text>
        </Alert>
        <Button component={Link} to="/app/login" size="md">
          {t(m.signIn)}
        </Button>
      </RegisterFrame>
    );
  }

  return (
    <RegisterFrame>
      <Stack gap={6}>
        <Title order={1} size="h2">
          {t(m.registerTitle)}
        </Title>
        <Text c="dimmed">{t(authRegisterDescription, { brand: brand.name, count: brand.institutionsClaim })}</Text>
      </Stack>

      {invitation && (
        <Alert variant="light" title={t(m.invitationTitle)}>
          <Stack gap={6}>
            <Text size="sm">{t(authInvitedBy, { advisor: invitation.advisorName, firm: invitation.firmName })}</Text>
            {invitation.message && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {invitation.message}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      {invitationIgnored && (
        <Alert color="yellow" variant="light">
          <Text size="sm">{t(m.invitationIgnored)}</Text>
        </Alert>
      )}

      <FormGlobalErrors title={t(m.registerErrorsTitle)} messages={globalErrors} />

      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t(m.firstName)}
              name="firstName"
              autoComplete="given-name"
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t(m.lastName)}
              name="lastName"
              autoComplete="family-name"
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t(m.email)}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t(m.emailPlaceholder)}
            {...form.getInputProps('email')}
          />
          <NewPasswordFields
            password={form.values.password}
            confirmation={form.values.passwordConfirmation}
            onPasswordChange={(value) => form.setFieldValue('password', value)}
            onConfirmationChange={(value) => form.setFieldValue('passwordConfirmation', value)}
            passwordError={form.errors['password']}
            confirmationError={form.errors['passwordConfirmation']}
            personalWords={[form.values.email, form.values.firstName, form.values.lastName]}
          />
          <ConsentCheckbox
            name="terms"
            checked={form.values.terms}
            onChange={(checked) => form.setFieldValue('terms', checked)}
            error={form.errors['terms']}
            label={t(authTermsLabel, {
              link: (chunks) => (
                <Anchor href="/cgu" target="_blank" rel="noopener">
                  {chunks}
                </Anchor>
              ),
            })}
          />
          <Button type="submit" size="md" fullWidth loading={submitting || signIn.isPending}>
            {t(m.registerSubmit)}
          </Button>
        </Stack>
      </form>

      {emailTaken && (
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/app/password-reset">
            {t(m.forgotPassword)}
          </Anchor>
        </Text>
      )}
      <SignInLink />
    </RegisterFrame>
  );
}
