import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { login, logout, type Credentials } from '../client/index';
import { advisorAuthAtom, sessionKindAtom, userAuthAtom, type SessionKind } from '../client/state';

export interface UseSessionReturnValue {
  /** `saver`, `advisor` or null when nobody is signed in. */
  kind: SessionKind | null;
  profileId: string | null;
  admin: boolean;
  login: (credentials: Credentials, prefer?: SessionKind) => Promise<SessionKind>;
  logout: () => Promise<void>;
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
    login: useCallback((credentials: Credentials, prefer?: SessionKind) => login(credentials, prefer), []),
    logout: useCallback(() => logout(), []),
  };
}
