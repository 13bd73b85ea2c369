import { defineMessage, defineMessages } from 'react-intl';

/** French text of the public contract card (`/contrats/:contractUrl`). */
export const publicContractMessages = defineMessages({
  title: { id: 'lobby.publicContract.title', defaultMessage: 'Fiche contrat' },
  characteristics: {
    id: 'lobby.publicContract.characteristics',
    defaultMessage: 'Les caractéristiques du contrat : assureur ou établissement, type d’enveloppe, frais d’entrée, de gestion et d’arbitrage',
  },
  funds: {
    id: 'lobby.publicContract.funds',
    defaultMessage: 'Les fonds disponibles, avec leur indicateur de risque et leurs frais',
  },
  comparison: {
    id: 'lobby.publicContract.comparison',
    defaultMessage: 'Le coût du contrat projeté sur vingt ans, comparé aux contrats de la même catégorie',
  },
  analyseOwn: {
    id: 'lobby.publicContract.analyseOwn',
    defaultMessage: 'Une invitation à analyser votre propre contrat en cinq étapes',
  },
  features: { id: 'lobby.publicContract.features', defaultMessage: 'Découvrir l’analyse de contrat' },
  register: { id: 'lobby.publicContract.register', defaultMessage: 'Analyser mes contrats' },
});

export const publicContractDescription = defineMessage<{ brand: string }>({
  id: 'lobby.publicContract.description',
  defaultMessage:
    'La fiche publique d’un contrat d’épargne, telle que {brand} l’analyse : ce qu’il contient, ce qu’il coûte, et comment il se situe parmi ses concurrents.',
});
