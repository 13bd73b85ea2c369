import { getInvitation, markInvitationAsRead, registerUser, type PublicInvitation } from '@patrimo/shared';
import { callApi, isApiHttpError } from '@patrimo/shared/client';
import { NewPasswordFields, scorePasswordIfLoaded } from '@patrimo/shared/identity';
import { useBrand, useSession } from '@patrimo/shared/react';
import { Alert, Anchor, Button, Center, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@patrimo/shared/ui';
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { noFormErrors } from '../../../lib/form-errors';
import {
  authMessages as m,
  authInvitationRequired,
  authInvitedBy,
  authRegisterDescription,
  authTermsLabel,
} from '../messages';
import { isEmailTaken, registrationErrorsOf, validateRegistration, type RegistrationErrors } from '../registration';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { ConsentCheckbox } from '../../../components/ConsentCheckbox/ConsentCheckbox';
import { FormAlert } from '../../../components/FormAlert/FormAlert';

/** What the page knows of the `?invitation=` link. */
type InvitationLookup =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'valid'; token: string; invitation: PublicInvitation }
  | { status: 'invalid' }
  | { status: 'failed' };

/**
 * Looks the invitation up (GET /invitations/:token) and, the first time it is opened, records that the
 * link was clicked (POST mark_as_read: the advisor sees the invitation « lue », spec §4). Unknown,
 * canceled or already accepted invitations are `invalid`; an unreachable server is `failed` (retry).
 */
function useInvitation(token: string | null): InvitationLookup & { retry: () => void } {
  const [lookup, setLookup] = useState<InvitationLookup>(token ? { status: 'loading' } : { status: 'none' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) {
      setLookup({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    setLookup({ status: 'loading' });
    callApi(getInvitation, { params: { token }, signal: controller.signal }).then(
      (invitation) => {
        if (controller.signal.aborted) return;
        if (invitation.state === 'canceled' || invitation.state === 'accepted') {
          setLookup({ status: 'invalid' });
          return;
        }
        setLookup({ status: 'valid', token, invitation });
        // Best effort: a failure here must not stop the person from registering.
        if (invitation.state === 'sent') callApi(markInvitationAsRead, { params: { token } }).catch(() => undefined);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Any answer of the server about this token (404 not_found, 400 invalid…) means « no such invitation ».
        setLookup(isApiHttpError(error) && error.status < 500 ? { status: 'invalid' } : { status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...lookup, retry };
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
  const lookup = useInvitation(token);
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

interface RegistrationFormProps {
  /** A valid invitation: pre-fills the form and is sent as `invitationToken`. */
  invitation: (PublicInvitation & { token: string }) | null;
  /** The link carried an invitation that is no longer valid (on a brand where it is optional). */
  invitationIgnored: boolean;
}

function RegistrationForm({ invitation, invitationIgnored }: RegistrationFormProps) {
  const intl = useIntl();
  const brand = useBrand();
  const { login } = useSession();
  const navigate = useNavigate();
  const [firstName, setFirstName] = useState(invitation?.firstName ?? '');
  const [lastName, setLastName] = useState(invitation?.lastName ?? '');
  const [email, setEmail] = useState(invitation?.email ?? '');
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<RegistrationErrors>(noFormErrors());
  const [submitting, setSubmitting] = useState(false);
  const [signInFailed, setSignInFailed] = useState(false);
  const [emailTaken, setEmailTaken] = useState(false);
  const [formRef, focusFirstError] = useFocusFirstError();
  const t = intl.formatMessage;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const values = { firstName, lastName, email, password, passwordConfirmation, terms, invitationToken: invitation?.token };
    const strength = scorePasswordIfLoaded(password, [email, firstName, lastName]);
    const check = validateRegistration(values, strength?.secure ?? null);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirstError();
      return;
    }
    setErrors(noFormErrors());
    setSubmitting(true);
    try {
      await callApi(registerUser, { body: { user: check.user } });
    } catch (error) {
      setErrors(registrationErrorsOf(error, { user_already_invited: t(m.alreadyInvited) }));
      // An existing account: the way back in is the sign-in or a new password, offered below the form.
      setEmailTaken(isEmailTaken(error));
      setSubmitting(false);
      focusFirstError();
      return;
    }
    try {
      await login({ username: check.user.email, password: check.user.password }, 'saver');
    } catch {
      setSignInFailed(true);
      setSubmitting(false);
      return;
    }
    // In the host the anonymous-only guard may move first (to /app, which sends an unconfirmed saver
    // to the confirmation page): both roads end on the same page.
    navigate('/app/confirmation', { replace: true });
  }

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

      <FormAlert title={t(m.registerErrorsTitle)} messages={errors.global} />

      <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t(m.firstName)}
              name="firstName"
              autoComplete="given-name"
              value={firstName}
              onChange={(event) => setFirstName(event.currentTarget.value)}
              {...(errors.fields.firstName === undefined ? {} : { error: errors.fields.firstName })}
            />
            <TextInput
              label={t(m.lastName)}
              name="lastName"
              autoComplete="family-name"
              value={lastName}
              onChange={(event) => setLastName(event.currentTarget.value)}
              {...(errors.fields.lastName === undefined ? {} : { error: errors.fields.lastName })}
            />
          </SimpleGrid>
          <TextInput
            label={t(m.email)}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t(m.emailPlaceholder)}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            {...(errors.fields.email === undefined ? {} : { error: errors.fields.email })}
          />
          <NewPasswordFields
            password={password}
            confirmation={passwordConfirmation}
            onPasswordChange={setPassword}
            onConfirmationChange={setPasswordConfirmation}
            passwordError={errors.fields.password}
            confirmationError={errors.fields.passwordConfirmation}
            personalWords={[email, firstName, lastName]}
          />
          <ConsentCheckbox
            name="terms"
            checked={terms}
            onChange={setTerms}
            error={errors.fields.terms}
            label={t(authTermsLabel, {
              link: (chunks) => (
                <Anchor href="/cgu" target="_blank" rel="noopener">
                  {chunks}
                </Anchor>
              ),
            })}
          />
          <Button type="submit" size="md" fullWidth loading={submitting}>
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
