import { ProfileInfosForm } from '@patrimo/shared/identity';
import type { Profile } from '@patrimo/shared';
import { useSession, useToast } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { useSubjectProfile } from '../hooks/use-subject-profile';
import { userMessages as m } from '../messages';
import { ProfileLoadState } from './ProfileLoadState';

/**
 * The content of `/app/user/infos`: the profile form, read-only for an advisor's customer. A save says
 * « Profil mis à jour » and refreshes the user, whose completeness depends on these answers.
 */
export function UserInfosPanel() {
  const intl = useIntl();
  const toast = useToast();
  const { reloadUser } = useSession();
  const { load, readOnly, retry, setProfile } = useSubjectProfile();

  function handleSaved(profile: Profile) {
    setProfile(profile);
    toast({ label: 'profile-updated', message: intl.formatMessage(m.toastProfileUpdated), color: 'green' });
    void reloadUser().catch(() => undefined);
  }

  if (load.state !== 'ready') return <ProfileLoadState load={load} retry={retry} />;
  return <ProfileInfosForm profile={load.profile} readOnly={readOnly} onSaved={handleSaved} />;
}
