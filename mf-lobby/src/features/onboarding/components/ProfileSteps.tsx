import type { Profile } from '@patrimo/shared';
import { loadStateOf } from '@patrimo/shared/query';
import { Alert, Box, Button, Group, Loader, Stack, Text, Title } from '@patrimo/shared/ui';
import { Stepper } from '@patrimo/shared/ui/controls';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Navigate, useLocation, useNavigate } from '@patrimo/shared/router';
import { useMyProfile } from '../api/get-my-profile';
import { onboardingMessages as m } from '../messages';
import {
  isStepReachable,
  PROFILE_STEPS,
  profileProgressOf,
  profileStepPath,
  redirectForStep,
  returnToOf,
  type ProfileProgress,
  type ProfileStep,
} from '../profile-steps';

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
 * The frame of the three onboarding steps (`/app/profile/{infos,risk,result}`): reads the profile (a step
 * that saved it left the fresh one in the query cache, so the next step shows it at once), sends
 * the saver to the step they must do first (`redirectForStep`), and shows a stepper in the order they
 * live them — situation, questionnaire, result — whose reachable steps are clickable.
 */
export function ProfileSteps({ step, title, description, children }: ProfileStepsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const returnTo = returnToOf(useLocation().search);
  const load = loadStateOf(useMyProfile());

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
          <Button size="xs" variant="light" onClick={load.retry}>
            {t(m.retry)}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const progress = profileProgressOf(load.data);
  const redirect = redirectForStep(step, progress);
  if (redirect !== null) return <Navigate to={profileStepPath(redirect, returnTo)} replace />;

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
            if (target !== undefined && target !== step && isStepReachable(target, progress)) navigate(profileStepPath(target, returnTo));
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
        {children(load.data, progress)}
      </Stack>
    </Stack>
  );
}
