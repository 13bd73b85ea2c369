import { defineMessage, defineMessages } from 'react-intl';

/** The frame of the analysis: stepper, pages, navigation, states, lock. */
export const frameMessages = defineMessages({
  documentTitle: { id: 'analysis.frame.documentTitle', defaultMessage: 'Analyse du contrat' },
  stepperLabel: { id: 'analysis.frame.stepperLabel', defaultMessage: 'Étapes de l’analyse' },
  pagerLabel: { id: 'analysis.frame.pagerLabel', defaultMessage: 'Page précédente et page suivante' },
  previous: { id: 'analysis.frame.previous', defaultMessage: 'Précédent' },
  next: { id: 'analysis.frame.next', defaultMessage: 'Suivant' },
  toArbitration: { id: 'analysis.frame.toArbitration', defaultMessage: 'Passer à l’arbitrage' },
  backToContract: { id: 'analysis.frame.backToContract', defaultMessage: 'Revenir au contrat' },
  stepDone: { id: 'analysis.frame.stepDone', defaultMessage: 'terminée' },
  stepStarted: { id: 'analysis.frame.stepStarted', defaultMessage: 'commencée' },
  stepTodo: { id: 'analysis.frame.stepTodo', defaultMessage: 'à lire' },
  completed: { id: 'analysis.frame.completed', defaultMessage: 'Vous avez parcouru toute l’analyse de ce contrat.' },
  advisorNotice: {
    id: 'analysis.frame.advisorNotice',
    defaultMessage: 'Vous consultez l’analyse de votre client : votre lecture ne compte pas dans sa progression.',
  },
  loadingContract: { id: 'analysis.frame.loadingContract', defaultMessage: 'Chargement du contrat…' },
  loadingFigures: { id: 'analysis.frame.loadingFigures', defaultMessage: 'Calcul de l’analyse…' },
  failedTitle: { id: 'analysis.frame.failedTitle', defaultMessage: 'L’analyse n’a pas pu être chargée' },
  retry: { id: 'analysis.frame.retry', defaultMessage: 'Réessayer' },
  unsupportedTitle: { id: 'analysis.frame.unsupportedTitle', defaultMessage: 'Analyse indisponible pour ce contrat' },
  unsupportedBody: {
    id: 'analysis.frame.unsupportedBody',
    defaultMessage:
      'L’analyse en cinq étapes porte sur les assurances-vie, les PEA, les comptes-titres, les contrats d’épargne retraite et les livrets réglementés. Les autres contrats restent visibles sur leur page.',
  },
  notComputable: { id: 'analysis.frame.notComputable', defaultMessage: 'Non calculable' },
  notAvailable: { id: 'analysis.frame.notAvailable', defaultMessage: 'Non disponible' },
  estimate: { id: 'analysis.frame.estimate', defaultMessage: 'Estimation' },
  empty: { id: 'analysis.frame.empty', defaultMessage: 'Aucune donnée à afficher pour ce contrat.' },
  lockBadge: { id: 'analysis.lock.badge', defaultMessage: 'Verrouillé' },
  lockSaver: {
    id: 'analysis.lock.saver',
    defaultMessage:
      'Cette partie compare votre contrat avec votre profil d’investisseur, que nous ne connaissons pas encore. Le questionnaire de risque (7 questions) la débloque ; vous revenez ensuite sur cette page.',
  },
  lockAdvisor: {
    id: 'analysis.lock.advisor',
    defaultMessage:
      'Cette partie compare le contrat avec le profil d’investisseur de votre client, qui n’a pas encore rempli son questionnaire de risque.',
  },
  lockAction: { id: 'analysis.lock.action', defaultMessage: 'Compléter mon profil de risque' },
  lockNotice: {
    id: 'analysis.lock.notice',
    defaultMessage: 'Sans profil de risque, une partie de cette page reste verrouillée.',
  },
});

export const pageTitleMessage = defineMessage<{ step: string; substep: string }>({
  id: 'analysis.frame.pageTitle',
  defaultMessage: '{step} : {substep}',
});

export const documentTitleMessage = defineMessage<{ page: string; analysis: string; contract: string }>({
  id: 'analysis.frame.documentTitleFull',
  defaultMessage: '{page} — {analysis} {contract}',
});

export const pagePositionMessage = defineMessage<{ current: number; total: number }>({
  id: 'analysis.frame.pagePosition',
  defaultMessage: 'Page {current} sur {total}',
});

export const stepProgressMessage = defineMessage<{ status: string; visited: number; total: number }>({
  id: 'analysis.frame.stepProgress',
  defaultMessage: '{status}, {visited} sur {total}',
});

export const nextPageMessage = defineMessage<{ title: string }>({
  id: 'analysis.frame.nextPage',
  defaultMessage: 'Suivant : {title}',
});

export const previousPageMessage = defineMessage<{ title: string }>({
  id: 'analysis.frame.previousPage',
  defaultMessage: 'Précédent : {title}',
});

export const contractSubtitleMessage = defineMessage<{ name: string; date: string }>({
  id: 'analysis.frame.contractSubtitle',
  defaultMessage: '{name}, valeurs au {date}',
});

export const substepsLabelMessage = defineMessage<{ step: string }>({
  id: 'analysis.frame.substepsLabel',
  defaultMessage: 'Pages de l’étape {step}',
});
