import { Access, defineCall } from './define-call';
import { revokeTokenInputSchema, tokenRequestSchema, tokenResponseSchema } from '../schemas/auth';
import { emptyResponseSchema } from '../schemas/common';

/**
 * OAuth calls (spec §7 "Auth and users"). Wrong e-mail or password answers 400 `invalid_grant`;
 * a locked account 429 `too_many_attempts`.
 */

export const createToken = defineCall({
  id: 'createToken',
  method: 'POST',
  path: '/oauth/token',
  access: Access.public,
  tag: 'auth',
  summary: 'Obtenir un jeton (mot de passe ou jeton de rafraîchissement)',
  body: tokenRequestSchema,
  response: tokenResponseSchema,
});

export const revokeToken = defineCall({
  id: 'revokeToken',
  method: 'POST',
  path: '/oauth/revoke',
  access: Access.public,
  tag: 'auth',
  summary: "Révoquer un jeton d'accès ou de rafraîchissement",
  body: revokeTokenInputSchema,
  response: emptyResponseSchema,
});
