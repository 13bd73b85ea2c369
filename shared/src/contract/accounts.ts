import { z } from 'zod';
import { Access, defineCall } from './define-call';
import { idParams, userParams } from './params';
import {
  accountSchema,
  addAccountsInputSchema,
  connectionInputSchema,
  connectionSchema,
  connectionUpdateInputSchema,
} from '../schemas/account';
import { emptyResponseSchema, idSchema, userIdParamSchema } from '../schemas/common';

/**
 * Bank connections (spec §7 "Accounts"). The `/2.0` calls follow the aggregation partner's API and
 * take its bearer token (GET /users/me/connection). Connection failures answer with the codes of
 * spec §8 "Accounts"; `additionalInformationNeeded` comes back as a connection whose `fields` the
 * follow-up form asks for.
 */

export const createConnection = defineCall({
  id: 'createConnection',
  method: 'POST',
  path: '/2.0/users/me/connections',
  access: Access.saverSelf(),
  tag: 'accounts',
  summary: 'Se connecter à un établissement avec ses identifiants (demo_account pour le compte de démonstration)',
  query: z.object({ expand: z.literal('accounts').optional() }),
  body: connectionInputSchema,
  response: connectionSchema,
});

export const updateConnection = defineCall({
  id: 'updateConnection',
  method: 'POST',
  path: '/2.0/users/me/connections/:id',
  access: Access.saverSelf(),
  tag: 'accounts',
  summary: 'Donner un nouveau mot de passe ou les informations complémentaires demandées',
  params: z.object({ id: z.string().min(1).max(64) }),
  body: connectionUpdateInputSchema,
  response: connectionSchema,
});

export const addAccounts = defineCall({
  id: 'addAccounts',
  method: 'POST',
  path: '/users/me/accounts',
  access: Access.saverSelf(),
  tag: 'accounts',
  summary: 'Ajouter les comptes choisis (supprime le compte de démonstration)',
  body: addAccountsInputSchema,
  response: z.array(accountSchema),
  successStatus: 201,
});

export const deleteAccount = defineCall({
  id: 'deleteAccount',
  method: 'DELETE',
  path: '/accounts/:id',
  access: Access.saverSelf(),
  tag: 'accounts',
  summary: 'Supprimer une connexion bancaire et ses contrats',
  params: idParams,
  response: emptyResponseSchema,
});

export const getAccounts = defineCall({
  id: 'getAccounts',
  method: 'GET',
  path: '/users/:userId/accounts',
  access: Access.subject(),
  tag: 'accounts',
  summary: 'Les connexions bancaires',
  params: userParams,
  response: z.array(accountSchema),
});

export const getAccount = defineCall({
  id: 'getAccount',
  method: 'GET',
  path: '/users/:userId/accounts/:accountId',
  access: Access.subject(),
  tag: 'accounts',
  summary: 'Une connexion bancaire',
  params: z.object({ userId: userIdParamSchema, accountId: idSchema }),
  response: accountSchema,
});

export const synchronizeAccount = defineCall({
  id: 'synchronizeAccount',
  method: 'POST',
  path: '/accounts/:id/synchronize',
  access: Access.saverSelf(),
  tag: 'accounts',
  summary: "Relancer la synchronisation d'une connexion (la progression arrive par le canal temps réel)",
  params: idParams,
  response: accountSchema,
});
