import { InstitutionChoice } from './InstitutionChoice';

/** `/app/accounts/add`: the onboarding's connection of a first institution (lobby layout). */
export function AccountsAddScreen() {
  return <InstitutionChoice base="/app/accounts/add" />;
}
