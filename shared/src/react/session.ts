import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { login, logout, reloadUser, type Credentials } from '../client/index';
import type { User } from '../schemas/user-profile';
import { advisorAuthAtom, currentUserAtom, sessionKindAtom, userAuthAtom, type SessionKind } from '../client/state';

export interface UseSessionReturnValue {
  /** `saver`, `advisor` or null when nobody is signed in. */
  kind: SessionKind | null;
  profileId: string | null;
  admin: boolean;
  /** The signed-in saver as last loaded (null for an advisor, or before GET /users/me answered). */
  user: User | null;
  login: (credentials: Credentials, prefer?: SessionKind) => Promise<SessionKind>;
  logout: () => Promise<void>;
  /** Reloads the saver after a change (confirmation, profile, questionnaire). */
  reloadUser: () => Promise<User>;
}

/** The signed-in person and the actions to sign in and out. */
export function useSession(): UseSessionReturnValue {
  const kind = useAtomValue(sessionKindAtom);
  const user = useAtomValue(userAuthAtom);
  const advisor = useAtomValue(advisorAuthAtom);
  return {
    kind,
    profileId: user.profileId,
    admin: advisor.admin,
    user: useAtomValue(currentUserAtom),
    login: useCallback((credentials: Credentials, prefer?: SessionKind) => login(credentials, prefer), []),
    logout: useCallback(() => logout(), []),
    reloadUser: useCallback(() => reloadUser(), []),
  };
}
