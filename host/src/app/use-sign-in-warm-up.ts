import { setSessionHooks } from '@patrimo/shared/client';
import { useEffect } from 'react';
import { warmUpRemote } from '../features/remotes/remote-registry';
import { loadShellLayout } from './shell-layout';

/**
 * While somebody signs in, what the sign-in leads to loads alongside (`SessionHooks`): the signed-in shell
 * (navigation, header) for anyone, and for a saver the dashboard's overview code while the password grant is in
 * flight, then their contracts as soon as the tokens are stored — instead of one step after the other once the
 * identity is read and the route changed. The advisory area's home needs the identity first: only its shell.
 */
export function useSignInWarmUp(): void {
  useEffect(() => {
    setSessionHooks({
      onSignInStarted: (area) => {
        loadShellLayout().catch(() => undefined);
        if (area === 'saver') warmUpRemote('mf_dashboard', 'code');
      },
      onTokensStored: (area) => {
        if (area === 'saver') warmUpRemote('mf_dashboard', 'data');
      },
    });
  }, []);
}
