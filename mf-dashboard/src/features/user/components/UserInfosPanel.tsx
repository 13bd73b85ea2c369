import { ProfileInfosForm } from '@patrimo/shared/identity';
import { useSubjectProfile } from '../hooks/use-subject-profile';
import { ProfileLoadState } from './ProfileLoadState';

/**
 * The content of `/app/user/infos`: the profile form, read-only for an advisor's customer. A save says
 * « Profil mis à jour » and refreshes the user, whose completeness depends on these answers.
 */
export function UserInfosPanel() {
  const { load, readOnly, saved } = useSubjectProfile();
  if (load.state !== 'ready') return <ProfileLoadState load={load} />;
  return <ProfileInfosForm profile={load.data} readOnly={readOnly} onSaved={saved} />;
}
