import { InstitutionChoice } from './InstitutionChoice';

/** `/app/accounts/new`: adding one more institution from the app. */
export function AccountsNewScreen() {
  return <InstitutionChoice base="/app/accounts/new" />;
}
