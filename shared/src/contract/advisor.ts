import { z } from 'zod';
import { Access, defineCall } from './define-call';
import { idParams } from './params';
import {
  advisorNotesSchema,
  advisorProfileSchema,
  advisoryStatsSchema,
  customerPageSchema,
  customerSchema,
  customersQuerySchema,
  interactionBodySchema,
  interactionSchema,
  interactionUpdateBodySchema,
} from '../schemas/advisor';
import { emptyResponseSchema, idSchema } from '../schemas/common';
import { profileSchema, userSchema } from '../schemas/user-profile';

/**
 * The advisor area (spec §7 "Advisor"). A customer's accounts, portfolios and composition use the
 * saver calls with the customer's id as `userId`; an advisor only reaches the customers of their
 * firm that their role allows (ARCHITECTURE §6).
 */

const userIdParams = z.object({ userId: idSchema });

export const getAdvisorProfile = defineCall({
  id: 'getAdvisorProfile',
  method: 'GET',
  path: '/advisors/me',
  access: Access.advisor('not_admin'),
  tag: 'advisor',
  summary: 'Le conseiller connecté (403 not_admin sans rôle de conseil)',
  response: advisorProfileSchema,
});

export const getCustomers = defineCall({
  id: 'getCustomers',
  method: 'GET',
  path: '/customers',
  access: Access.advisor(),
  tag: 'advisor',
  summary: 'La liste des clients, filtrée, triée et paginée',
  query: customersQuerySchema,
  response: customerPageSchema,
});

export const getCustomer = defineCall({
  id: 'getCustomer',
  method: 'GET',
  path: '/customers/:id',
  access: Access.advisor(),
  tag: 'advisor',
  summary: "La fiche d'un client",
  params: idParams,
  response: customerSchema,
});

export const getUser = defineCall({
  id: 'getUser',
  method: 'GET',
  path: '/users/:userId',
  access: Access.customer(),
  tag: 'advisor',
  summary: "Le compte épargnant d'un client",
  params: userIdParams,
  response: userSchema,
});

export const getUserProfile = defineCall({
  id: 'getUserProfile',
  method: 'GET',
  path: '/users/:userId/profile',
  access: Access.customer(),
  tag: 'advisor',
  summary: "Le profil d'un client",
  params: userIdParams,
  response: profileSchema,
});

export const getCustomerEvents = defineCall({
  id: 'getCustomerEvents',
  method: 'GET',
  path: '/customers/:id/events',
  access: Access.advisor(),
  tag: 'advisor',
  summary: "Les interactions avec un client (notes, appels), les plus récentes d'abord",
  params: idParams,
  response: z.array(interactionSchema),
});

export const createCustomerEvent = defineCall({
  id: 'createCustomerEvent',
  method: 'POST',
  path: '/customers/:id/events',
  access: Access.advisor(),
  tag: 'advisor',
  summary: 'Consigner une interaction avec un client',
  params: idParams,
  body: interactionBodySchema,
  response: interactionSchema,
  successStatus: 201,
});

export const updateEvent = defineCall({
  id: 'updateEvent',
  method: 'PUT',
  path: '/events/:id',
  access: Access.advisor(),
  tag: 'advisor',
  summary: 'Modifier une interaction',
  params: idParams,
  body: interactionUpdateBodySchema,
  response: interactionSchema,
});

export const deleteEvent = defineCall({
  id: 'deleteEvent',
  method: 'DELETE',
  path: '/events/:id',
  access: Access.advisor(),
  tag: 'advisor',
  summary: 'Supprimer une interaction',
  params: idParams,
  response: emptyResponseSchema,
});

export const getAdvisorNotes = defineCall({
  id: 'getAdvisorNotes',
  method: 'GET',
  path: '/customers/:id/advisor_notes',
  access: Access.advisor(),
  tag: 'advisor',
  summary: 'Les notes du conseiller sur un client',
  params: idParams,
  response: advisorNotesSchema,
});

export const updateAdvisorNotes = defineCall({
  id: 'updateAdvisorNotes',
  method: 'PUT',
  path: '/customers/:id/advisor_notes',
  access: Access.advisor(),
  tag: 'advisor',
  summary: 'Modifier les notes du conseiller sur un client',
  params: idParams,
  body: advisorNotesSchema,
  response: advisorNotesSchema,
});

export const getAdvisoryStats = defineCall({
  id: 'getAdvisoryStats',
  method: 'GET',
  path: '/advisory_stats',
  access: Access.advisor(),
  tag: 'advisor',
  summary: 'Les statistiques du cabinet sur le périmètre du conseiller',
  response: advisoryStatsSchema,
});
