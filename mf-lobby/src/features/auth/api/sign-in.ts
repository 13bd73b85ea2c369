import type { Credentials, SessionKind } from '@patrimo/shared/client';
import { useMutation } from '@patrimo/shared/query';
import { useSession } from '@patrimo/shared/react';

/** Who signs in, and to which space (the session actually opened may differ, spec §4). */
export interface SignInInput {
  credentials: Credentials;
  area: SessionKind;
}

/**
 * POST /oauth/token (password grant) through the session, which stores the tokens and opens the live
 * channel; resolves with the kind of session opened.
 */
export function useSignIn() {
  const { login } = useSession();
  return useMutation({ mutationFn: ({ credentials, area }: SignInInput) => login(credentials, area) });
}
