import { z } from 'zod';
import { Access, defineCall } from './define-call';
import { tokenParams, userParams } from './params';
import { aggregatorCredentialsSchema } from '../schemas/account';
import {
  confirmationInputSchema,
  deletionValiditySchema,
  passwordChangeInputSchema,
  passwordResetInputSchema,
  passwordResetRequestInputSchema,
  registrationInputSchema,
} from '../schemas/auth';
import { emptyResponseSchema } from '../schemas/common';
import { profileInputSchema, profileSchema, userSchema } from '../schemas/user-profile';

/**
 * The saver's account: registration, profile, password, e-mail confirmation, deletion
 * (spec §7 "Auth and users").
 */

export const registerUser = defineCall({
  id: 'registerUser',
  method: 'POST',
  path: '/users',
  access: Access.public,
  tag: 'users',
  summary: "Créer un compte épargnant (conditions acceptées, invitation si la marque l'exige)",
  body: registrationInputSchema,
  response: userSchema,
  successStatus: 201,
});

export const getMe = defineCall({
  id: 'getMe',
  method: 'GET',
  path: '/users/me',
  access: Access.saverSelf('is_admin'),
  tag: 'users',
  summary: "L'épargnant connecté (403 is_admin pour un compte conseiller)",
  response: userSchema,
});

export const getMyProfile = defineCall({
  id: 'getMyProfile',
  method: 'GET',
  path: '/users/me/profile',
  access: Access.saverSelf(),
  tag: 'users',
  summary: "Le profil de l'épargnant connecté",
  response: profileSchema,
});

export const updateProfile = defineCall({
  id: 'updateProfile',
  method: 'PUT',
  path: '/users/:userId/profile',
  access: Access.saverSelf(),
  tag: 'users',
  summary: "Mettre à jour le profil (patrimoine déclaré jamais inférieur à l'agrégé)",
  params: userParams,
  body: z.object({ profile: profileInputSchema }),
  response: profileSchema,
});

export const changePassword = defineCall({
  id: 'changePassword',
  method: 'POST',
  path: '/users/me/password',
  access: Access.signedIn,
  tag: 'users',
  summary: 'Changer de mot de passe en donnant le mot de passe actuel',
  body: passwordChangeInputSchema,
  response: emptyResponseSchema,
});

export const requestPasswordReset = defineCall({
  id: 'requestPasswordReset',
  method: 'POST',
  path: '/users/password/reset_password',
  access: Access.public,
  tag: 'users',
  summary: "Recevoir un lien de réinitialisation du mot de passe (réponse identique si l'adresse est inconnue)",
  body: passwordResetRequestInputSchema,
  response: emptyResponseSchema,
});

export const resetPassword = defineCall({
  id: 'resetPassword',
  method: 'PUT',
  path: '/users/password',
  access: Access.public,
  tag: 'users',
  summary: 'Choisir un nouveau mot de passe avec le jeton reçu par e-mail',
  body: passwordResetInputSchema,
  response: emptyResponseSchema,
});

export const getAggregatorConnection = defineCall({
  id: 'getAggregatorConnection',
  method: 'GET',
  path: '/users/me/connection',
  access: Access.saverSelf(),
  tag: 'users',
  summary: "L'identité de l'épargnant chez le partenaire d'agrégation bancaire",
  response: aggregatorCredentialsSchema,
});

export const createAggregatorConnection = defineCall({
  id: 'createAggregatorConnection',
  method: 'POST',
  path: '/users/me/connection',
  access: Access.saverSelf(),
  tag: 'users',
  summary: "Créer l'identité de l'épargnant chez le partenaire d'agrégation bancaire",
  response: aggregatorCredentialsSchema,
  successStatus: 201,
});

export const confirmEmail = defineCall({
  id: 'confirmEmail',
  method: 'POST',
  path: '/users/confirmations',
  access: Access.signedIn,
  tag: 'users',
  summary: "Confirmer l'adresse e-mail avec le code à 8 caractères (blocage de 30 minutes après trop d'essais)",
  body: confirmationInputSchema,
  response: userSchema,
});

export const resendConfirmation = defineCall({
  id: 'resendConfirmation',
  method: 'GET',
  path: '/users/confirmations/new',
  access: Access.signedIn,
  tag: 'users',
  summary: 'Renvoyer le code de confirmation',
  response: emptyResponseSchema,
});

export const requestAccountDeletion = defineCall({
  id: 'requestAccountDeletion',
  method: 'DELETE',
  path: '/users/me',
  access: Access.saverSelf('is_admin'),
  tag: 'users',
  summary: 'Demander la suppression du compte (un lien de confirmation est envoyé par e-mail)',
  response: emptyResponseSchema,
});

export const confirmAccountDeletion = defineCall({
  id: 'confirmAccountDeletion',
  method: 'DELETE',
  path: '/users/:token',
  access: Access.public,
  tag: 'users',
  summary: 'Supprimer le compte et toutes ses données avec le jeton du lien (deletion_link_invalid sinon)',
  params: tokenParams,
  response: emptyResponseSchema,
});

export const getDeletionValidity = defineCall({
  id: 'getDeletionValidity',
  method: 'GET',
  path: '/users/:token/deletion_validity',
  access: Access.public,
  tag: 'users',
  summary: 'Savoir si un lien de suppression est encore valide',
  params: tokenParams,
  response: deletionValiditySchema,
});
