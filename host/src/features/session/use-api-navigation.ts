import { setApiNavigationHandlers } from '@patrimo/shared/client';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@patrimo/shared/router';
import { fullPath, loginPathFor } from '../../lib/login-path';

const LOGIN_PATHS = ['/app/login', '/advisory/login'];

/**
 * Connects the API client's 401/5xx reactions to the router (spec §2): on a 401 outside a login page
 * the session is already dropped by the client; here we go to the right login with the redirect.
 * Any 5xx leads to /500.
 */
export function useApiNavigation(): void {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    setApiNavigationHandlers({
      onUnauthorized: (kind) => {
        const here = window.location;
        if (LOGIN_PATHS.includes(here.pathname)) return;
        const area = kind === 'advisor' || here.pathname.startsWith('/advisory') ? 'advisor' : 'saver';
        navigate(loginPathFor(area, fullPath(here)), { replace: true });
      },
      onServerError: () => navigate('/500'),
    });
  }, [navigate, location]);
}
