import { z } from 'zod';
import { Access, defineCall } from './define-call';
import { customerParams, idParams } from './params';
import {
  advisorNotesSchema,
  bookInsightsSchema,
  customerBodySchema,
  customerInsightsSchema,
  customerUpdateBodySchema,
  dataAccessQuerySchema,
  dataAccessSchema,
  firmBodySchema,
  firmSchema,
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
  path: '/customers/:customerId',
  access: Access.firmCustomer(),
  tag: 'advisor',
  summary: "La fiche d'un client (son identité, les notes, les interactions et les invitations)",
  params: customerParams,
  response: customerSchema,
});

export const createCustomer = defineCall({
  id: 'createCustomer',
  method: 'POST',
  path: '/customers',
  access: Access.advisor(),
  tag: 'advisor',
  summary: 'Ajouter un client à la main (409 already_customer si son adresse est déjà cliente du cabinet)',
  body: customerBodySchema,
  response: customerSchema,
  successStatus: 201,
});

export const updateCustomer = defineCall({
  id: 'updateCustomer',
  method: 'PUT',
  path: '/customers/:customerId',
  access: Access.firmCustomer(),
  tag: 'advisor',
  summary: "Modifier la fiche d'un client ; advisorId (responsables et administrateurs) le confie à un autre conseiller",
  params: customerParams,
  body: customerUpdateBodySchema,
  response: customerSchema,
});

export const withdrawCustomerAccess = defineCall({
  id: 'withdrawCustomerAccess',
  method: 'POST',
  path: '/customers/:customerId/withdraw_access',
  access: Access.firmCustomer(),
  tag: 'advisor',
  summary: "Renoncer à l'accès aux données du client (le cabinet garde sa fiche, ses notes et ses interactions)",
  params: customerParams,
  response: customerSchema,
});

export const getCustomerInsights = defineCall({
  id: 'getCustomerInsights',
  method: 'GET',
  path: '/customers/:customerId/insights',
  access: Access.firmCustomer({ needsAccess: true }),
  tag: 'advisor',
  summary: 'Ce qui ressort pour ce client : contrats hors profil, liquidités oisives, frais élevés, analyses non faites',
  params: customerParams,
  response: customerInsightsSchema,
});

export const getBookInsights = defineCall({
  id: 'getBookInsights',
  method: 'GET',
  path: '/advisory_insights',
  access: Access.advisor(),
  tag: 'advisor',
  summary: 'Les points d’attention de tout le portefeuille clients du conseiller',
  response: bookInsightsSchema,
});

export const getFirm = defineCall({
  id: 'getFirm',
  method: 'GET',
  path: '/firm',
  access: Access.advisor(),
  tag: 'advisor',
  summary: 'Le cabinet du conseiller et ses conseillers',
  response: firmSchema,
});

export const updateFirm = defineCall({
  id: 'updateFirm',
  method: 'PUT',
  path: '/firm',
  access: Access.advisorRole('admin'),
  tag: 'advisor',
  summary: 'Renommer le cabinet (administrateurs)',
  body: firmBodySchema,
  response: firmSchema,
});

export const getDataAccess = defineCall({
  id: 'getDataAccess',
  method: 'GET',
  path: '/users/me/data_access',
  access: Access.saverSelf('is_admin'),
  tag: 'advisor',
  summary: 'Qui a consulté mes données : le cabinet qui y a accès et ses consultations, les plus récentes d’abord',
  query: dataAccessQuerySchema,
  response: dataAccessSchema,
});

export const withdrawDataAccess = defineCall({
  id: 'withdrawDataAccess',
  method: 'POST',
  path: '/users/me/data_access/withdraw',
  access: Access.saverSelf('is_admin'),
  tag: 'advisor',
  summary: 'Retirer à son conseiller l’accès à ses données (immédiat, connexions en direct comprises)',
  response: dataAccessSchema,
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
  path: '/customers/:customerId/events',
  access: Access.firmCustomer(),
  tag: 'advisor',
  summary: "Les interactions avec un client (notes, appels), les plus récentes d'abord",
  params: customerParams,
  response: z.array(interactionSchema),
});

export const createCustomerEvent = defineCall({
  id: 'createCustomerEvent',
  method: 'POST',
  path: '/customers/:customerId/events',
  access: Access.firmCustomer(),
  tag: 'advisor',
  summary: 'Consigner une interaction avec un client',
  params: customerParams,
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
  path: '/customers/:customerId/advisor_notes',
  access: Access.firmCustomer(),
  tag: 'advisor',
  summary: 'Les notes du conseiller sur un client',
  params: customerParams,
  response: advisorNotesSchema,
});

export const updateAdvisorNotes = defineCall({
  id: 'updateAdvisorNotes',
  method: 'PUT',
  path: '/customers/:customerId/advisor_notes',
  access: Access.firmCustomer(),
  tag: 'advisor',
  summary: 'Modifier les notes du conseiller sur un client',
  params: customerParams,
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
