import { landingAfterSignIn, preloadApiClient, type SessionKind } from '@patrimo/shared/client';
import { FormGlobalErrors, useApiForm } from '@patrimo/shared/forms';
import { useBrand } from '@patrimo/shared/react';
import { Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput, Title } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from '@patrimo/shared/router';
import { useSignIn } from '../api/sign-in';
import { LOGIN_ERROR_OPTIONS, validateLogin, type LoginValues } from '../login-errors';
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
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const t = intl.formatMessage;
  const { form, formRef, onSubmit, globalErrors, submitting } = useApiForm({
    initialValues: { email: '', password: '' } satisfies LoginValues,
    validate: (values: LoginValues) => validateLogin(values),
    mutation: useSignIn(),
    toVariables: (values: LoginValues) => ({ credentials: { username: values.email.trim(), password: values.password }, area }),
    errors: LOGIN_ERROR_OPTIONS,
    // In the host the anonymous-only guard reacts to the new session first and goes to the same place.
    onSuccess: (kind) => navigate(landingAfterSignIn(kind, params.get('redirect')), { replace: true }),
  });

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

      <FormGlobalErrors title={t(m.errorsTitle)} messages={globalErrors} />

      {/* Filling the form in loads what « Se connecter » needs first (the API machinery): the click then waits for the network alone. */}
      <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={preloadApiClient}>
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
          <Stack gap={4}>
            <PasswordInput
              label={t(m.password)}
              name="password"
              autoComplete="current-password"
              {...form.getInputProps('password')}
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
