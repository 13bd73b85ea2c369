import '../../../lib/date-styles';
import { ProfileInfosForm } from '@patrimo/shared/identity';
import { reloadUser } from '@patrimo/shared/client';
import type { Profile } from '@patrimo/shared';
import { useLocation, useNavigate } from '@patrimo/shared/router';
import { onboardingMessages as m } from '../messages';
import { profileProgressOf, profileStepPath, returnToOf, stepAfterInfos } from '../profile-steps';
import { ProfileSteps } from './ProfileSteps';

/**
 * `/app/profile/infos`: the saver's personal and financial situation, which the questionnaire needs
 * first (spec §5). Once saved, back to the questionnaire (or to the result when it was already answered).
 */
export function ProfileInfosStep() {
  const navigate = useNavigate();
  const returnTo = returnToOf(useLocation().search);

  async function handleSaved(profile: Profile) {
    // The host reads completeness from the user: refresh it before moving on; the profile itself is in the
    // query cache already, so a failed refresh does not block the saver.
    await reloadUser().catch(() => undefined);
    navigate(profileStepPath(stepAfterInfos(profileProgressOf(profile)), returnTo));
  }

  return (
    <ProfileSteps step="infos" title={m.infosTitle} description={m.infosDescription}>
      {(profile) => <ProfileInfosForm profile={profile} onSaved={(saved) => void handleSaved(saved)} />}
    </ProfileSteps>
  );
}
