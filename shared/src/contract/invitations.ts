import { z } from 'zod';
import { Access, defineCall } from './define-call';
import { idParams, tokenParams, userParams } from './params';
import {
  createInvitationsInputSchema,
  createInvitationsResultSchema,
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

export const sendInvitation = defineCall({
  id: 'sendInvitation',
  method: 'POST',
  path: '/invitations/:id/send',
  access: Access.advisor(),
  tag: 'invitations',
  summary: "Renvoyer l'e-mail d'invitation",
  params: idParams,
  response: invitationSchema,
});

export const cancelInvitation = defineCall({
  id: 'cancelInvitation',
  method: 'POST',
  path: '/invitations/:id/cancel',
  access: Access.advisor(),
  tag: 'invitations',
  summary: 'Annuler une invitation',
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
