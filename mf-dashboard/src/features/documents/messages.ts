import { defineMessages } from 'react-intl';

/** French text of the contract's documents tab (`contract/:id/documents`). */
export const documentsMessages = defineMessages({
  title: { id: 'dashboard.documents.title', defaultMessage: 'Documents du contrat' },
  description: {
    id: 'dashboard.documents.description',
    defaultMessage: 'Les documents de votre établissement et un relevé que nous écrivons pour vous, sur la période de votre choix.',
  },
  linksLabel: { id: 'dashboard.documents.linksLabel', defaultMessage: 'Autour du contrat' },
  linkOverview: { id: 'dashboard.documents.linkOverview', defaultMessage: 'Synthèse du contrat' },
  linkInvestments: { id: 'dashboard.documents.linkInvestments', defaultMessage: 'Supports du contrat' },
  statementTitle: { id: 'dashboard.documents.statementTitle', defaultMessage: 'Relevé PDF du contrat' },
  statementDescription: {
    id: 'dashboard.documents.statementDescription',
    defaultMessage: 'Valeur, mouvements, répartition et estimation des frais sur la période choisie, entre le 01/01/2017 et demain.',
  },
  from: { id: 'dashboard.documents.from', defaultMessage: 'Du' },
  to: { id: 'dashboard.documents.to', defaultMessage: 'Au' },
  download: { id: 'dashboard.documents.download', defaultMessage: 'Télécharger le relevé' },
  downloaded: { id: 'dashboard.documents.downloaded', defaultMessage: 'Le relevé a été téléchargé.' },
  fromRequired: { id: 'dashboard.documents.fromRequired', defaultMessage: 'Veuillez saisir la date de début' },
  toRequired: { id: 'dashboard.documents.toRequired', defaultMessage: 'Veuillez saisir la date de fin' },
  outOfRange: { id: 'dashboard.documents.outOfRange', defaultMessage: 'La date doit être comprise entre le 01/01/2017 et demain' },
  inconsistent: { id: 'dashboard.documents.inconsistent', defaultMessage: 'La date de fin ne peut pas précéder la date de début' },
  bankTitle: { id: 'dashboard.documents.bankTitle', defaultMessage: 'Documents de votre établissement' },
  loading: { id: 'dashboard.documents.loading', defaultMessage: 'Chargement des documents…' },
  none: { id: 'dashboard.documents.none', defaultMessage: 'Votre établissement ne fournit aucun document pour ce contrat.' },
  manual: {
    id: 'dashboard.documents.manual',
    defaultMessage: 'Ce contrat a été saisi par vos soins : aucun établissement ne nous transmet ses documents.',
  },
  unavailable: {
    id: 'dashboard.documents.unavailable',
    defaultMessage: 'Les documents de votre établissement sont momentanément indisponibles. Réessayez plus tard.',
  },
  columnName: { id: 'dashboard.documents.columnName', defaultMessage: 'Document' },
  columnDate: { id: 'dashboard.documents.columnDate', defaultMessage: 'Date' },
  columnAction: { id: 'dashboard.documents.columnAction', defaultMessage: 'Fichier' },
  downloadOne: { id: 'dashboard.documents.downloadOne', defaultMessage: 'Télécharger' },
  downloadFailed: { id: 'dashboard.documents.downloadFailed', defaultMessage: 'Le téléchargement a échoué' },
});
