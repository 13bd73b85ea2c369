import { defineMessages } from 'react-intl';

/**
 * The toasts of spec §2, each with its label (a toast with the same label replaces the earlier one) and its
 * French text. Mutations name the one they show (`useApiMutation({ toast: 'bankDeleted' })`), so the same
 * action says the same thing wherever it is done.
 */
export const MUTATION_TOAST_LABELS = {
  bankAdded: 'bank-added',
  bankDeleted: 'bank-deleted',
  realEstateDeleted: 'real-estate-deleted',
  profileUpdated: 'profile-updated',
  passwordUpdated: 'password-updated',
  confirmationMailResent: 'confirmation-mail-resent',
  subscriptionConfirmed: 'subscription-confirmed',
} as const;

export type MutationToast = keyof typeof MUTATION_TOAST_LABELS;

export const mutationToastMessages = defineMessages({
  bankAdded: { id: 'shared.toast.bankAdded', defaultMessage: 'Banque ajoutée' },
  bankDeleted: { id: 'shared.toast.bankDeleted', defaultMessage: 'Banque supprimée' },
  realEstateDeleted: { id: 'shared.toast.realEstateDeleted', defaultMessage: 'Bien immobilier supprimé' },
  profileUpdated: { id: 'shared.toast.profileUpdated', defaultMessage: 'Profil mis à jour' },
  passwordUpdated: { id: 'shared.toast.passwordUpdated', defaultMessage: 'Mot de passe mis à jour' },
  confirmationMailResent: { id: 'shared.toast.confirmationMailResent', defaultMessage: 'E-mail de confirmation renvoyé' },
  subscriptionConfirmed: { id: 'shared.toast.subscriptionConfirmed', defaultMessage: 'Abonnement confirmé' },
});
