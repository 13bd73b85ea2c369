import { setSessionHooks } from '@patrimo/shared/client';
import { useEffect } from 'react';
import { warmUpRemote } from '../features/remotes/remote-registry';

/**
 * While a saver signs in, the dashboard — where the sign-in leads — loads alongside (`SessionHooks`): its
 * overview's code while the password grant is in flight, its contracts as soon as the tokens are stored,
 * instead of one step after the other once the identity is read and the route changed. An advisor's sign-in
 * leaves it alone (the advisory area is another remote, whose home needs the identity first).
 */
export function useSignInWarmUp(): void {
  useEffect(() => {
    setSessionHooks({
      onSignInStarted: (area) => {
        if (area === 'saver') warmUpRemote('mf_dashboard', 'code');
      },
      onTokensStored: (area) => {
        if (area === 'saver') warmUpRemote('mf_dashboard', 'data');
      },
    });
  }, []);
}
