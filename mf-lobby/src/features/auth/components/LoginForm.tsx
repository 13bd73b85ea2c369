import { Alert, Anchor, Button, Divider, Group, List, PasswordInput, Stack, Text, TextInput, Title } from '@patrimo/shared/ui';
import { landingAfterSignIn, type SessionKind } from '@patrimo/shared/client';
import { useBrand, useSession } from '@patrimo/shared/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { loginErrorsOf, NO_LOGIN_ERRORS, validateLogin, type LoginErrors } from '../login-errors';
import { authMessages as m, authSaverSubtitle } from '../messages';

export interface LoginFormProps {
  /** Which space the form signs in to; the session actually opened may differ (spec §4). */
  area: SessionKind;
}

/**
 * The sign-in form of the saver and advisor lobbies (spec §2, §4): e-mail and password, loading state
 * during the request, global errors above the form and field errors under the fields. On success it
 * goes to the `redirect` query when it is a same-site path, else to the home of the session opened.
 */
export function LoginForm({ area }: LoginFormProps) {
  const intl = useIntl();
  const brand = useBrand();
  const { login } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>(NO_LOGIN_ERRORS);
  const [submitting, setSubmitting] = useState(false);
  const t = intl.formatMessage;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const invalid = validateLogin(email, password);
    if (invalid) {
      setErrors(invalid);
      return;
    }
    setErrors(NO_LOGIN_ERRORS);
    setSubmitting(true);
    let kind: SessionKind;
    try {
      kind = await login({ username: email.trim(), password }, area);
    } catch (error) {
      setErrors(loginErrorsOf(error));
      setSubmitting(false);
      return;
    }
    // In the host the anonymous-only guard reacts to the new session first and goes to the same place.
    navigate(landingAfterSignIn(kind, params.get('redirect')), { replace: true });
  }

  const title = area === 'advisor' ? t(m.advisorTitle) : t(m.saverTitle);
  const subtitle = area === 'advisor' ? t(m.advisorSubtitle) : t(authSaverSubtitle, { brand: brand.name });

  return (
    <Stack maw={420} mx="auto" gap="lg" py="md">
      <Stack gap={6}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{subtitle}</Text>
      </Stack>

      {errors.global.length > 0 && (
        <Alert color="red" variant="light" title={t(m.errorsTitle)}>
          {errors.global.length === 1 ? (
            <Text size="sm">{errors.global[0]}</Text>
          ) : (
            <List size="sm">
              {errors.global.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}

      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
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
            {...(errors.email === undefined ? {} : { error: errors.email })}
          />
          <Stack gap={4}>
            <PasswordInput
              label={t(m.password)}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              {...(errors.password === undefined ? {} : { error: errors.password })}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/app/password-reset" size="sm">
                {t(m.forgotPassword)}
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" size="md" fullWidth loading={submitting}>
            {t(m.submit)}
          </Button>
        </Stack>
      </form>

      <Divider />

      {area === 'saver' ? (
        <Stack gap="xs" align="center">
          <Group gap={6} justify="center">
            <Text size="sm">{t(m.noAccount)}</Text>
            <Anchor component={Link} to="/app/register" size="sm" fw={600}>
              {t(m.createAccount)}
            </Anchor>
          </Group>
          <Anchor component={Link} to="/advisory/login" size="sm">
            {t(m.toAdvisor)}
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="xs" align="center" ta="center">
          <Text size="sm" c="dimmed">
            {t(m.advisorNoAccess)}
          </Text>
          <Anchor component={Link} to="/for-advisors" size="sm">
            {t(m.discoverPros)}
          </Anchor>
          <Anchor component={Link} to="/app/login" size="sm">
            {t(m.toSaver)}
          </Anchor>
        </Stack>
      )}
    </Stack>
  );
}
