import { LoginForm } from './LoginForm';

/** `/app/login`: the saver's sign-in. */
export function LoginScreen() {
  return <LoginForm area="saver" />;
}
