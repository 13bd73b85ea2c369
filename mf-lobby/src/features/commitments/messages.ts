import { defineMessage, defineMessages } from 'react-intl';

/** French text of the commitments page (`/commitments`). */
export const commitmentsMessages = defineMessages({
  eyebrow: { id: 'lobby.commitments.eyebrow', defaultMessage: 'Nos engagements' },
  principlesTitle: { id: 'lobby.commitments.principlesTitle', defaultMessage: 'Cinq règles que nous ne négocions pas' },
  independenceTitle: { id: 'lobby.commitments.independenceTitle', defaultMessage: 'Indépendance' },
  independenceBody: {
    id: 'lobby.commitments.independenceBody',
    defaultMessage: 'Nous ne vendons aucun produit financier et ne touchons ni commission ni rétrocession de la part des banques, assureurs ou sociétés de gestion. Nos revenus viennent des abonnements : c’est la seule façon de garantir que nos analyses ne penchent pour personne.',
  },
  noSaleTitle: { id: 'lobby.commitments.noSaleTitle', defaultMessage: 'Aucune revente de vos données' },
  noSaleBody: {
    id: 'lobby.commitments.noSaleBody',
    defaultMessage: 'Vos données ne sont ni vendues, ni louées, ni cédées à des fins commerciales. Elles servent à vous rendre le service, et à rien d’autre. Nos mesures d’audience sont anonymes.',
  },
  transparencyTitle: { id: 'lobby.commitments.transparencyTitle', defaultMessage: 'Transparence des prix et des méthodes' },
  transparencyBody: {
    id: 'lobby.commitments.transparencyBody',
    defaultMessage: 'Le prix de l’abonnement est affiché toutes taxes comprises avant tout paiement, sans option cachée. Nos méthodes de calcul — performances en base 100, frais projetés sur vingt ans, comparaison des fonds à leur indice — sont expliquées dans chaque écran d’analyse.',
  },
  deletionTitle: { id: 'lobby.commitments.deletionTitle', defaultMessage: 'Vous partez quand vous voulez' },
  deletionBody: {
    id: 'lobby.commitments.deletionBody',
    defaultMessage: 'La suppression de votre compte se demande depuis votre espace, à tout moment. Après confirmation par e-mail, vos données et vos connexions bancaires sont effacées ; seules les factures sont conservées le temps imposé par la loi.',
  },
  freshnessTitle: { id: 'lobby.commitments.freshnessTitle', defaultMessage: 'Des données à jour' },
  freshnessBody: {
    id: 'lobby.commitments.freshnessBody',
    defaultMessage: 'Vos comptes sont actualisés chaque jour. Quand un établissement ne répond plus, nous vous le disons au lieu d’afficher des chiffres périmés.',
  },

  securityTitle: { id: 'lobby.commitments.securityTitle', defaultMessage: 'La sécurité de vos données' },
  securityLead: {
    id: 'lobby.commitments.securityLead',
    defaultMessage: 'Consulter un patrimoine demande une confiance totale. Voici concrètement comment nous la protégeons.',
  },
  readOnlyTitle: { id: 'lobby.commitments.readOnlyTitle', defaultMessage: 'Un accès en lecture seule' },
  readOnlyBody: {
    id: 'lobby.commitments.readOnlyBody',
    defaultMessage: 'La connexion à vos établissements permet de lire vos soldes et vos positions, jamais de passer une opération. Aucun virement ne peut partir de notre service.',
  },
  encryptionTitle: { id: 'lobby.commitments.encryptionTitle', defaultMessage: 'Le chiffrement de bout en bout' },
  encryptionBody: {
    id: 'lobby.commitments.encryptionBody',
    defaultMessage: 'Tous les échanges sont chiffrés (TLS). Vos identifiants bancaires sont chiffrés par notre partenaire d’agrégation, agréé pour l’information sur les comptes ; nos équipes n’y ont jamais accès.',
  },
  hostingTitle: { id: 'lobby.commitments.hostingTitle', defaultMessage: 'Un hébergement dans l’Union européenne' },
  hostingBody: {
    id: 'lobby.commitments.hostingBody',
    defaultMessage: 'Nos serveurs et nos sauvegardes sont situés dans l’Union européenne et soumis au RGPD. Aucune donnée personnelle n’est transférée hors de l’Union.',
  },
  accountTitle: { id: 'lobby.commitments.accountTitle', defaultMessage: 'Un compte bien gardé' },
  accountBody: {
    id: 'lobby.commitments.accountBody',
    defaultMessage: 'Les mots de passe sont conservés sous forme d’empreinte, les tentatives répétées sont bloquées et une session inactive se ferme d’elle-même.',
  },

  rightsTitle: { id: 'lobby.commitments.rightsTitle', defaultMessage: 'Vos droits sur vos données' },
  rightsBody: {
    id: 'lobby.commitments.rightsBody',
    defaultMessage: 'Accès, rectification, effacement, portabilité, opposition et limitation : vous exercez ces droits à tout moment, et vous pouvez saisir la CNIL si une réponse ne vous satisfait pas.',
  },
  rightsTerms: { id: 'lobby.commitments.rightsTerms', defaultMessage: 'Lire les conditions générales' },
  contact: { id: 'lobby.commitments.contact', defaultMessage: 'Une question sur vos données ? Écrivez-nous :' },
  ctaRegister: { id: 'lobby.commitments.ctaRegister', defaultMessage: 'Créer mon compte' },
});

export const commitmentsTitle = defineMessage<{ brand: string }>({
  id: 'lobby.commitments.title',
  defaultMessage: 'Ce que {brand} vous promet',
});

export const commitmentsLead = defineMessage<{ brand: string }>({
  id: 'lobby.commitments.lead',
  defaultMessage:
    '{brand} n’a qu’un client : vous. Indépendance, sécurité, confidentialité et transparence ne sont pas des arguments de vente, ce sont les règles de fonctionnement du service.',
});

