import { defineMessage, defineMessages } from 'react-intl';

/** /advisory/profile. */
export const profileMessages = defineMessages({
  title: { id: 'advisory.profile.title', defaultMessage: 'Votre profil de conseiller' },
  loading: { id: 'advisory.profile.loading', defaultMessage: 'Chargement de votre profil…' },
  you: { id: 'advisory.profile.you', defaultMessage: 'Vous' },
  name: { id: 'advisory.profile.name', defaultMessage: 'Nom' },
  email: { id: 'advisory.profile.email', defaultMessage: 'Adresse e-mail' },
  roles: { id: 'advisory.profile.roles', defaultMessage: 'Rôles' },
  firm: { id: 'advisory.profile.firm', defaultMessage: 'Cabinet' },
  advisors: { id: 'advisory.profile.advisors', defaultMessage: 'Les conseillers du cabinet' },
  customers: { id: 'advisory.profile.customers', defaultMessage: 'Clients suivis' },
  rename: { id: 'advisory.profile.rename', defaultMessage: 'Nom du cabinet' },
  renameSave: { id: 'advisory.profile.renameSave', defaultMessage: 'Renommer le cabinet' },
  renameFailed: { id: 'advisory.profile.renameFailed', defaultMessage: 'Le cabinet n’a pas été renommé' },
  renamed: { id: 'advisory.profile.renamed', defaultMessage: 'Cabinet renommé' },
  adminOnly: { id: 'advisory.profile.adminOnly', defaultMessage: 'Seuls les administrateurs du cabinet peuvent le renommer.' },
  roleAdvisor: {
    id: 'advisory.profile.roleAdvisor',
    defaultMessage: 'Conseiller\u202f: vous suivez vos clients, leurs données (avec leur accord), vos interactions et vos invitations.',
  },
  roleManager: {
    id: 'advisory.profile.roleManager',
    defaultMessage: 'Responsable\u202f: vous voyez tous les clients du cabinet et les statistiques par conseiller.',
  },
  roleAdmin: {
    id: 'advisory.profile.roleAdmin',
    defaultMessage: 'Administrateur\u202f: comme un responsable, et vous gérez les réglages du cabinet et la publication des produits.',
  },
});

export const advisorsCountMessage = defineMessage<{ count: number }>({
  id: 'advisory.profile.advisorsCount',
  defaultMessage: '{count, plural, one {# conseiller} other {# conseillers}}',
});
