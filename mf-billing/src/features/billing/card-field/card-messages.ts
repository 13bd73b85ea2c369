import { defineMessages } from 'react-intl';

/** The card field's words, for both providers' forms. */
export const cardMessages = defineMessages({
  legend: { id: 'billing.card.legend', defaultMessage: 'Carte bancaire' },
  number: { id: 'billing.card.number', defaultMessage: 'Numéro de carte' },
  expiry: { id: 'billing.card.expiry', defaultMessage: 'Date d’expiration (MM / AA)' },
  cvc: { id: 'billing.card.cvc', defaultMessage: 'Code de sécurité' },
  cvcHint: { id: 'billing.card.cvcHint', defaultMessage: 'Les 3 chiffres au dos de la carte (4 au recto pour American Express)' },
  brandVisa: { id: 'billing.card.brand.visa', defaultMessage: 'Visa' },
  brandMastercard: { id: 'billing.card.brand.mastercard', defaultMessage: 'Mastercard' },
  brandAmex: { id: 'billing.card.brand.amex', defaultMessage: 'American Express' },
  sandboxNotice: {
    id: 'billing.card.sandboxNotice',
    defaultMessage: 'Paiement de test (bac à sable)\u202f: aucune carte réelle n’est débitée. Essayez 4242 4242 4242 4242.',
  },
  stripeLoading: { id: 'billing.card.stripeLoading', defaultMessage: 'Chargement du formulaire de paiement sécurisé…' },
  stripeUnavailable: {
    id: 'billing.card.stripeUnavailable',
    defaultMessage: 'Le formulaire de paiement n’a pas pu être chargé. Vérifiez votre connexion puis rechargez la page.',
  },
  threeDsTitle: { id: 'billing.card.threeDs.title', defaultMessage: 'Authentification 3-D Secure' },
  threeDsText: {
    id: 'billing.card.threeDs.text',
    defaultMessage: 'Votre banque demande de confirmer ce paiement. Dans le bac à sable, choisissez ce que la banque répond.',
  },
  threeDsApprove: { id: 'billing.card.threeDs.approve', defaultMessage: 'Confirmer le paiement' },
  threeDsClose: { id: 'billing.card.threeDs.close', defaultMessage: 'Fermer et refuser l’authentification' },
  threeDsFail: { id: 'billing.card.threeDs.fail', defaultMessage: 'Refuser l’authentification' },
});
