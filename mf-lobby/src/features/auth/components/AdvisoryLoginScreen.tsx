import { LoginForm } from './LoginForm';

/** `/advisory/login`: the advisor's sign-in. */
export function AdvisoryLoginScreen() {
  return <LoginForm area="advisor" />;
}
