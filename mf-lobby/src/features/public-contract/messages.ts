import { defineMessage, defineMessages } from 'react-intl';

/** French text of the public contract card (`/contrats/:contractUrl`). */
export const publicContractMessages = defineMessages({
  loading: { id: 'lobby.publicContract.loading', defaultMessage: 'Chargement de la fiche du contrat…' },
  whatTitle: { id: 'lobby.publicContract.whatTitle', defaultMessage: 'Le contrat' },
  kind: { id: 'lobby.publicContract.kind', defaultMessage: 'Type de contrat' },
  seller: { id: 'lobby.publicContract.seller', defaultMessage: 'Proposé par' },
  minimumDeposit: { id: 'lobby.publicContract.minimumDeposit', defaultMessage: 'Versement minimum' },
  euroFundRate: { id: 'lobby.publicContract.euroFundRate', defaultMessage: 'Dernier rendement du fonds euros' },
  notGiven: { id: 'lobby.publicContract.notGiven', defaultMessage: 'Non communiqué' },
  feesTitle: { id: 'lobby.publicContract.feesTitle', defaultMessage: 'Ses frais' },
  feeColumn: { id: 'lobby.publicContract.feeColumn', defaultMessage: 'Frais' },
  rateColumn: { id: 'lobby.publicContract.rateColumn', defaultMessage: 'Taux' },
  noFees: { id: 'lobby.publicContract.noFees', defaultMessage: 'Les frais de ce contrat ne sont pas encore renseignés dans notre catalogue.' },
  fundsTitle: { id: 'lobby.publicContract.fundsTitle', defaultMessage: 'Ses supports' },
  noFunds: {
    id: 'lobby.publicContract.noFunds',
    defaultMessage: 'La liste des supports de ce contrat n’est pas encore renseignée dans notre catalogue. Connectez votre contrat pour analyser les vôtres.',
  },
  ctaTitle: { id: 'lobby.publicContract.ctaTitle', defaultMessage: 'Vous détenez ce contrat ?' },
  register: { id: 'lobby.publicContract.register', defaultMessage: 'Analyser mon contrat gratuitement' },
  features: { id: 'lobby.publicContract.features', defaultMessage: 'Découvrir l’analyse de contrat' },
  notFoundTitle: { id: 'lobby.publicContract.notFoundTitle', defaultMessage: 'Fiche contrat' },
});

export const publicContractFundsMessage = defineMessage<{ count: number }>({
  id: 'lobby.publicContract.fundsCount',
  defaultMessage: '{count, plural, one {# support disponible} other {# supports disponibles}}',
});

export const publicContractCtaMessage = defineMessage<{ brand: string }>({
  id: 'lobby.publicContract.cta',
  defaultMessage: 'Reliez-le à {brand} : nous analysons sa performance, son risque et ses frais en cinq étapes, et vous proposons de l’optimiser.',
});

export const publicContractTitleMessage = defineMessage<{ name: string; bank: string }>({
  id: 'lobby.publicContract.pageTitle',
  defaultMessage: '{name} ({bank}) : frais et supports',
});
