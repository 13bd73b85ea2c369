import { RiskProfileResult } from '@patrimo/shared/identity';
import { Anchor, Button, Group } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { Link, useLocation } from '@patrimo/shared/router';
import { onboardingMessages as m } from '../messages';
import { profileStepPath, returnToOf } from '../profile-steps';
import { ProfileSteps } from './ProfileSteps';

/**
 * `/app/profile/result`: the recommended profile and why, then on to connecting accounts (to compare
 * them with this profile) or straight to the dashboard.
 */
export function ProfileResultStep() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const returnTo = returnToOf(useLocation().search);
  return (
    <ProfileSteps step="result" title={m.resultTitle} description={m.resultDescription}>
      {(profile) =>
        profile.riskAssessment && (
          <RiskProfileResult assessment={profile.riskAssessment} headingOrder={3}>
            <Group justify="space-between" mt="md">
              <Anchor component={Link} to={profileStepPath('risk', returnTo)} size="sm">
                {t(m.editAnswers)}
              </Anchor>
              {returnTo === null ? (
                <Group gap="sm">
                  <Button component={Link} to="/app/dashboard" variant="default">
                    {t(m.toDashboard)}
                  </Button>
                  <Button component={Link} to="/app/accounts/add">
                    {t(m.addAccounts)}
                  </Button>
                </Group>
              ) : (
                // Sent here from a page that needed the profile (the analysis' lock): back to that page.
                <Button component={Link} to={returnTo} data-profile-return>
                  {t(m.backWhereYouWere)}
                </Button>
              )}
            </Group>
          </RiskProfileResult>
        )
      }
    </ProfileSteps>
  );
}
