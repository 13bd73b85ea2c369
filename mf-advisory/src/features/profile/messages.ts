import { defineMessages } from 'react-intl';

export const profileMessages = defineMessages({
  title: { id: 'advisory.profile.title', defaultMessage: 'Votre profil de conseiller' },
  description: {
    id: 'advisory.profile.description',
    defaultMessage: 'Votre identité de conseiller et ce que votre rôle vous permet.',
  },
  identity: { id: 'advisory.profile.identity', defaultMessage: 'Votre nom et l’adresse e-mail de connexion à votre espace' },
  role: {
    id: 'advisory.profile.role',
    defaultMessage: 'Votre rôle — administrateur, conseiller ou responsable — et les fonctionnalités qu’il ouvre',
  },
  access: {
    id: 'advisory.profile.access',
    defaultMessage: 'Ce que vous pouvez consulter chez vos clients : profil, comptes, contrats, composition et biens immobiliers',
  },
});
