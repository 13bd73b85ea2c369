import { z } from 'zod';
import { Access, defineCall } from './define-call';
import { idParams, tokenParams, userParams } from './params';
import {
  createInvitationsInputSchema,
  createInvitationsResultSchema,
  invitationImportPreviewBodySchema,
  invitationImportPreviewSchema,
  invitationReadResultSchema,
  invitationSchema,
  publicInvitationSchema,
} from '../schemas/invitation';

/**
 * Invitations (spec §7 "Invitations and notifications", §4 "Invitation states").
 */

export const getInvitation = defineCall({
  id: 'getInvitation',
  method: 'GET',
  path: '/invitations/:token',
  access: Access.public,
  tag: 'invitations',
  summary: 'Ce que voit la personne invitée avant de créer son compte',
  params: tokenParams,
  response: publicInvitationSchema,
});

export const markInvitationAsRead = defineCall({
  id: 'markInvitationAsRead',
  method: 'POST',
  path: '/invitations/:token/mark_as_read',
  access: Access.public,
  tag: 'invitations',
  summary: "Noter que le lien d'invitation a été ouvert",
  params: tokenParams,
  response: invitationReadResultSchema,
});

export const createInvitations = defineCall({
  id: 'createInvitations',
  method: 'POST',
  path: '/invitations',
  access: Access.advisor(),
  tag: 'invitations',
  summary: 'Inviter un client, ou importer un fichier CSV de clients (.csv, 2 Mo au plus)',
  body: createInvitationsInputSchema,
  response: createInvitationsResultSchema,
  successStatus: 201,
});

export const previewInvitationImport = defineCall({
  id: 'previewInvitationImport',
  method: 'POST',
  path: '/invitations/import_preview',
  access: Access.advisor(),
  tag: 'invitations',
  summary: "Lire un fichier CSV de clients sans rien envoyer : chaque ligne avec ce qu'il adviendra d'elle",
  body: invitationImportPreviewBodySchema,
  response: invitationImportPreviewSchema,
});

export const acceptInvitation = defineCall({
  id: 'acceptInvitation',
  method: 'POST',
  path: '/invitations/:token/accept',
  access: Access.saverSelf('is_admin'),
  tag: 'invitations',
  summary: "Accepter une invitation avec un compte existant (même adresse e-mail) : l'épargnant devient client du cabinet",
  params: tokenParams,
  response: invitationReadResultSchema,
});

export const sendInvitation = defineCall({
  id: 'sendInvitation',
  method: 'POST',
  path: '/invitations/:id/send',
  access: Access.advisor(),
  tag: 'invitations',
  summary: "Renvoyer l'e-mail d'invitation (envoyée ou lue ; 409 invalid_state sinon)",
  params: idParams,
  response: invitationSchema,
});

export const cancelInvitation = defineCall({
  id: 'cancelInvitation',
  method: 'POST',
  path: '/invitations/:id/cancel',
  access: Access.advisor(),
  tag: 'invitations',
  summary: 'Annuler une invitation envoyée ou lue (409 invalid_state sinon) ; son lien ne mène plus à rien',
  params: idParams,
  response: invitationSchema,
});

export const getUserInvitations = defineCall({
  id: 'getUserInvitations',
  method: 'GET',
  path: '/users/:userId/invitations',
  access: Access.subject(),
  tag: 'invitations',
  summary: "Les invitations d'un client (ou de l'épargnant connecté avec me)",
  params: userParams,
  response: z.array(invitationSchema),
});
