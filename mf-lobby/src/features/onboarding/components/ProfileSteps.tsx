import { getMyProfile, messageForError, type Profile } from '@patrimo/shared';
import { callApi, isApiHttpError, isApiNetworkError } from '@patrimo/shared/client';
import { Alert, Box, Button, Group, Loader, Stack, Text, Title } from '@patrimo/shared/ui';
import { Stepper } from '@patrimo/shared/ui/extra';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { onboardingMessages as m } from '../messages';
import {
  isStepReachable,
  PROFILE_STEPS,
  profileProgressOf,
  profileStepPath,
  redirectForStep,
  type ProfileProgress,
  type ProfileStep,
} from '../profile-steps';

/** Navigation state a step leaves for the next one: the profile the API just answered with. */
export interface ProfileStepState {
  profile: Profile;
}

type ProfileLoad = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; profile: Profile };

function loadErrorMessage(error: unknown): string {
  if (isApiNetworkError(error)) return messageForError('network_error');
  if (isApiHttpError(error)) return messageForError(error.codes[0] ?? 'unknown');
  return messageForError('unknown');
}

/**
 * The saver's profile for a step: the one the previous step just saved (carried in the navigation state,
 * so no request and no stale read), else GET /users/me/profile.
 */
function useOnboardingProfile(): [ProfileLoad, () => void] {
  const location = useLocation();
  const carried = (location.state as Partial<ProfileStepState> | null)?.profile ?? null;
  const [load, setLoad] = useState<ProfileLoad>(carried ? { state: 'ready', profile: carried } : { state: 'loading' });
  const [attempt, setAttempt] = useState(carried ? 0 : 1);

  useEffect(() => {
    if (attempt === 0) return;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    callApi(getMyProfile, { signal: controller.signal }).then(
      (profile) => setLoad({ state: 'ready', profile }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', message: loadErrorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return [load, () => setAttempt((n) => n + 1)];
}

const STEP_LABELS: Record<ProfileStep, MessageDescriptor> = { infos: m.stepInfos, risk: m.stepRisk, result: m.stepResult };

export interface ProfileStepsProps {
  /** The step this route shows. */
  step: ProfileStep;
  /** Heading of the step. */
  title: MessageDescriptor;
  /** What the step is about, under its heading. */
  description: MessageDescriptor;
  /** The step's content, given the stored profile and where the saver stands. */
  children: (profile: Profile, progress: ProfileProgress) => ReactNode;
}

/**
 * The frame of the three onboarding steps (`/app/profile/{infos,risk,result}`): loads the profile, sends
 * the saver to the step they must do first (`redirectForStep`), and shows a stepper in the order they
 * live them — situation, questionnaire, result — whose reachable steps are clickable.
 */
export function ProfileSteps({ step, title, description, children }: ProfileStepsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const [load, retry] = useOnboardingProfile();

  if (load.state === 'loading') {
    return (
      <Group justify="center" gap="sm" py="xl" aria-live="polite">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t(m.loadingProfile)}
        </Text>
      </Group>
    );
  }

  if (load.state === 'failed') {
    return (
      <Alert color="red" variant="light" title={t(m.loadFailed)} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{load.message}</Text>
          <Button size="xs" variant="light" onClick={retry}>
            {t(m.retry)}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const progress = profileProgressOf(load.profile);
  const redirect = redirectForStep(step, progress);
  if (redirect !== null) return <Navigate to={profileStepPath(redirect)} replace />;

  return (
    <Stack gap="xl">
      <Title order={1} size="h2">
        {t(m.pageTitle)}
      </Title>
      <Box component="nav" aria-label={t(m.stepperLabel)}>
        <Stepper
          active={PROFILE_STEPS.indexOf(step)}
          onStepClick={(index) => {
            const target = PROFILE_STEPS[index];
            if (target !== undefined && target !== step && isStepReachable(target, progress)) navigate(profileStepPath(target));
          }}
          allowNextStepsSelect
          size="sm"
        >
          {PROFILE_STEPS.map((item) => (
            <Stepper.Step key={item} label={t(STEP_LABELS[item])} allowStepSelect={item !== step && isStepReachable(item, progress)} />
          ))}
        </Stepper>
      </Box>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={2} size="h3">
            {t(title)}
          </Title>
          <Text c="dimmed">{t(description)}</Text>
        </Stack>
        {children(load.profile, progress)}
      </Stack>
    </Stack>
  );
}
