import { defineMessages } from 'react-intl';

export const billingMessages = defineMessages({
  subscribeTitle: { id: 'billing.subscribe.title', defaultMessage: 'Choisir votre abonnement' },
  subscribeDescription: {
    id: 'billing.subscribe.description',
    defaultMessage:
      'Paiement mensuel ou annuel : l’abonnement annuel vous fait économiser 10 % par rapport au mensuel.',
  },
  subscribePlans: { id: 'billing.subscribe.plans', defaultMessage: 'Les offres disponibles, au mois ou à l’année, avec leur prix TTC' },
  subscribeCoupon: {
    id: 'billing.subscribe.coupon',
    defaultMessage: 'La saisie d’un code promotionnel, vérifié en direct (gratuit, pourcentage ou montant, pour une durée en mois)',
  },
  subscribeSummary: { id: 'billing.subscribe.summary', defaultMessage: 'Le récapitulatif de ce que vous paierez, remise comprise' },
  payTitle: { id: 'billing.pay.title', defaultMessage: 'Paiement par carte' },
  payDescription: {
    id: 'billing.pay.description',
    defaultMessage: 'Le paiement sécurisé de votre abonnement par carte bancaire, opéré par notre prestataire de paiement.',
  },
  payCard: { id: 'billing.pay.card', defaultMessage: 'Le formulaire de carte (numéro, date d’expiration, cryptogramme)' },
  payErrors: {
    id: 'billing.pay.errors',
    defaultMessage: 'Un message clair en français pour chaque refus de la banque (carte expirée, solde insuffisant…)',
  },
  payConfirmation: { id: 'billing.pay.confirmation', defaultMessage: 'La confirmation de votre abonnement' },
  paymentTitle: { id: 'billing.payment.title', defaultMessage: 'Paiement et factures' },
  paymentDescription: {
    id: 'billing.payment.description',
    defaultMessage: 'Votre abonnement, vos moyens de paiement et l’historique de vos factures.',
  },
  paymentPlan: { id: 'billing.payment.plan', defaultMessage: 'L’abonnement en cours et sa prochaine échéance' },
  paymentSources: { id: 'billing.payment.sources', defaultMessage: 'Vos cartes enregistrées et l’ajout d’une nouvelle carte' },
  paymentInvoices: { id: 'billing.payment.invoices', defaultMessage: 'Vos 100 dernières factures, téléchargeables' },
});
