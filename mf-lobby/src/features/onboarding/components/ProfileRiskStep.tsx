import { RiskQuestionnaire } from '@patrimo/shared/identity';
import { reloadUser } from '@patrimo/shared/client';
import { Text } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from '@patrimo/shared/router';
import { onboardingMessages as m } from '../messages';
import { profileStepPath, returnToOf } from '../profile-steps';
import { ProfileSteps } from './ProfileSteps';

/**
 * `/app/profile/risk`, the profile's default step: the investor questionnaire, one question at a time.
 * A saver without their situation is first sent to `infos` by `ProfileSteps`; once answered, the result.
 */
export function ProfileRiskStep() {
  const intl = useIntl();
  const navigate = useNavigate();
  const returnTo = returnToOf(useLocation().search);

  async function handleSubmitted() {
    // The recommended risk makes the profile complete: the host must know before the dashboard opens.
    await reloadUser().catch(() => undefined);
    navigate(profileStepPath('result', returnTo));
  }

  return (
    <ProfileSteps step="risk" title={m.riskTitle} description={m.riskDescription}>
      {(profile, progress) => (
        <>
          <RiskQuestionnaire
            type="profile"
            initialAnswers={profile.riskSurvey?.answers ?? null}
            infosComplete={progress.infos}
            infosPath={profileStepPath('infos', returnTo)}
            onSubmitted={() => void handleSubmitted()}
          />
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.riskWhy)}
          </Text>
        </>
      )}
    </ProfileSteps>
  );
}
