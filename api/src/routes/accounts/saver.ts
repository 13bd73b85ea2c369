import type { AuthContext } from '../../auth/auth-context';
import { forbidden, unauthorized } from '../../http/errors';

/**
 * The signed-in saver's id for the calls on their own bank connections. Advisors have no connections of their
 * own and do not act on their customers' (they read them through GET /users/{userId}/accounts): 403 `forbidden`.
 */
export function saverId(auth: AuthContext | null): string {
  if (!auth) throw unauthorized();
  if (auth.user.isAdvisor) throw forbidden();
  return auth.user.id;
}
