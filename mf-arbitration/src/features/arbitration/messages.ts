import { defineMessage, defineMessages } from 'react-intl';

export const arbitrationMessages = defineMessages({
  stepsLabel: { id: 'arbitration.frame.stepsLabel', defaultMessage: 'Étapes de l’arbitrage' },
  stepStart: { id: 'arbitration.frame.stepStart', defaultMessage: 'Point de départ' },
  stepStartSummary: { id: 'arbitration.frame.stepStartSummary', defaultMessage: 'L’allocation d’où partir' },
  stepMarket: { id: 'arbitration.frame.stepMarket', defaultMessage: 'Choix des fonds' },
  stepMarketSummary: { id: 'arbitration.frame.stepMarketSummary', defaultMessage: 'Les supports à envisager' },
  stepOptimize: { id: 'arbitration.frame.stepOptimize', defaultMessage: 'Optimisation' },
  stepOptimizeSummary: { id: 'arbitration.frame.stepOptimizeSummary', defaultMessage: 'La nouvelle allocation' },
  advisorNotice: {
    id: 'arbitration.frame.advisorNotice',
    defaultMessage: 'Vous préparez cet arbitrage pour votre client : il voit les mêmes chiffres, et lui seul peut enregistrer le plan.',
  },
  loadingContract: { id: 'arbitration.frame.loadingContract', defaultMessage: 'Chargement du contrat…' },
  failedTitle: { id: 'arbitration.frame.failedTitle', defaultMessage: 'Chargement impossible' },
  retry: { id: 'arbitration.frame.retry', defaultMessage: 'Réessayer' },
  backToContract: { id: 'arbitration.frame.backToContract', defaultMessage: 'Revenir au contrat' },
  pagerLabel: { id: 'arbitration.frame.pagerLabel', defaultMessage: 'Pages de l’arbitrage' },

  startTitle: { id: 'arbitration.start.title', defaultMessage: 'Arbitrage : point de départ' },
  startDescription: {
    id: 'arbitration.start.description',
    defaultMessage: 'Un arbitrage redistribue l’épargne de votre contrat entre ses supports. Choisissez d’abord l’allocation d’où partir : ses fonds rempliront votre sélection.',
  },
  loadingStarts: { id: 'arbitration.start.loading', defaultMessage: 'Calcul des allocations de départ…' },
  startRecommendedLead: {
    id: 'arbitration.start.recommendedLead',
    defaultMessage: 'L’allocation cible de votre profil de risque, avec le fonds euros du contrat et, pour chaque classe d’actifs, le fonds le mieux noté que le contrat peut détenir.',
  },
  startCurrentLead: { id: 'arbitration.start.currentLead', defaultMessage: 'Vos fonds d’aujourd’hui, avec leur poids actuel : vous ajustez ce que vous avez.' },
  startBlankLead: {
    id: 'arbitration.start.blankLead',
    defaultMessage: 'Une sélection vide, avec seulement le fonds euros du contrat : vous choisissez vous-même chaque fonds.',
  },
  startSuggested: { id: 'arbitration.start.suggested', defaultMessage: 'Suggéré par l’analyse' },
  startChosen: { id: 'arbitration.start.chosen', defaultMessage: 'Sélection en cours' },
  startUnavailableProfile: {
    id: 'arbitration.start.unavailableProfile',
    defaultMessage: 'Indisponible tant que le profil de risque n’est pas connu.',
  },
  startUnavailableNoHoldings: { id: 'arbitration.start.unavailableNoHoldings', defaultMessage: 'Indisponible : le contrat ne détient aucun fonds aujourd’hui.' },
  startUnavailableNoFunds: { id: 'arbitration.start.unavailableNoFunds', defaultMessage: 'Indisponible : aucun fonds du contrat ne permet de la composer.' },
  completeProfile: { id: 'arbitration.start.completeProfile', defaultMessage: 'Compléter mon profil de risque' },
  splitLabel: { id: 'arbitration.start.splitLabel', defaultMessage: 'Répartition affichée' },
  splitByFund: { id: 'arbitration.start.splitByFund', defaultMessage: 'Par fonds' },
  splitByAssetClass: { id: 'arbitration.start.splitByAssetClass', defaultMessage: 'Par classe d’actifs' },
  expectedReturn: { id: 'arbitration.figures.expectedReturn', defaultMessage: 'Rendement espéré sur un an' },
  volatility: { id: 'arbitration.figures.volatility', defaultMessage: 'Volatilité' },
  noFigures: { id: 'arbitration.start.noFigures', defaultMessage: 'Pas de rendement ni de volatilité : cette allocation n’a pas encore de poids.' },
  figuresMethod: {
    id: 'arbitration.figures.method',
    defaultMessage:
      'Le rendement espéré est la moyenne pondérée des rendements attendus de chaque fonds, nets de leurs frais courants ; la volatilité vient de la covariance des rendements hebdomadaires des fonds sur 5 ans, resserrée vers sa moyenne pour ne pas surinterpréter l’historique.',
  },
  chooseStart: { id: 'arbitration.start.choose', defaultMessage: 'Partir de cette allocation' },
  emptyLines: { id: 'arbitration.start.emptyLines', defaultMessage: 'Aucun fonds.' },

  marketTitle: { id: 'arbitration.market.title', defaultMessage: 'Arbitrage : choix des fonds' },
  marketDescription: {
    id: 'arbitration.market.description',
    defaultMessage: 'Composez la sélection de fonds entre lesquels répartir votre épargne, parmi ceux que propose votre contrat.',
  },
  searchLabel: { id: 'arbitration.market.searchLabel', defaultMessage: 'Rechercher un fonds' },
  searchPlaceholder: { id: 'arbitration.market.searchPlaceholder', defaultMessage: 'Nom, code ISIN ou société de gestion' },
  tagLabel: { id: 'arbitration.market.tagLabel', defaultMessage: 'Thème' },
  tagAll: { id: 'arbitration.market.tagAll', defaultMessage: 'Tous les thèmes' },
  resultsTitle: { id: 'arbitration.market.resultsTitle', defaultMessage: 'Fonds disponibles dans ce contrat' },
  searching: { id: 'arbitration.market.searching', defaultMessage: 'Recherche des fonds…' },
  noResults: { id: 'arbitration.market.noResults', defaultMessage: 'Aucun fonds ne correspond à cette recherche.' },
  previousPage: { id: 'arbitration.market.previousPage', defaultMessage: 'Page précédente' },
  nextPage: { id: 'arbitration.market.nextPage', defaultMessage: 'Page suivante' },
  euroFundAlways: { id: 'arbitration.market.euroFundAlways', defaultMessage: 'Le fonds euros du contrat, toujours disponible' },
  fees: { id: 'arbitration.market.fees', defaultMessage: 'Frais courants' },
  feesEstimate: { id: 'arbitration.market.feesEstimate', defaultMessage: 'estimation' },
  feesUnknown: { id: 'arbitration.market.feesUnknown', defaultMessage: 'non communiqués' },
  srriUnknown: { id: 'arbitration.market.srriUnknown', defaultMessage: 'SRRI inconnu' },
  performance: { id: 'arbitration.market.performance', defaultMessage: 'Performance' },
  beatsIndex: { id: 'arbitration.market.beatsIndex', defaultMessage: 'A battu son indice chaque année depuis 5 ans' },
  missesIndex: { id: 'arbitration.market.missesIndex', defaultMessage: 'N’a pas battu son indice chaque année depuis 5 ans' },
  noIndex: { id: 'arbitration.market.noIndex', defaultMessage: 'Pas d’indice de comparaison' },
  addToBasket: { id: 'arbitration.market.add', defaultMessage: 'Ajouter' },
  inBasket: { id: 'arbitration.market.inBasket', defaultMessage: 'Dans votre sélection' },
  duplicate: {
    id: 'arbitration.market.duplicate',
    defaultMessage: 'Ce fonds est déjà dans votre sélection : un même code ISIN ne peut y figurer qu’une fois.',
  },
  basketTitle: { id: 'arbitration.market.basketTitle', defaultMessage: 'Votre sélection' },
  basketEmpty: { id: 'arbitration.market.basketEmpty', defaultMessage: 'Votre sélection est vide : ajoutez des fonds, ou partez d’une allocation.' },
  basketFrom: { id: 'arbitration.market.basketFrom', defaultMessage: 'Origine' },
  startShare: { id: 'arbitration.market.startShare', defaultMessage: 'Part de départ' },
  checkEuroFund: { id: 'arbitration.market.checkEuroFund', defaultMessage: 'Un fonds euros' },
  checksLabel: { id: 'arbitration.market.checksLabel', defaultMessage: 'Ce que l’optimisation demande' },
  checkMet: { id: 'arbitration.market.checkMet', defaultMessage: 'présent' },
  checkMissing: { id: 'arbitration.market.checkMissing', defaultMessage: 'manquant' },
  toOptimize: { id: 'arbitration.market.toOptimize', defaultMessage: 'Optimiser cette sélection' },
  toStart: { id: 'arbitration.market.toStart', defaultMessage: 'Changer de point de départ' },
  fundPage: { id: 'arbitration.market.fundPage', defaultMessage: 'Fiche du fonds' },

  optimizeTitle: { id: 'arbitration.optimize.title', defaultMessage: 'Arbitrage : optimisation' },
  optimizeDescription: {
    id: 'arbitration.optimize.description',
    defaultMessage: 'Nous calculons la meilleure répartition de votre sélection pour votre profil de risque ; vous gardez la main à chaque étape.',
  },
  optimizeEmpty: { id: 'arbitration.optimize.empty', defaultMessage: 'Votre sélection est vide : choisissez d’abord un point de départ ou des fonds.' },
  strategyLegend: { id: 'arbitration.optimize.strategyLegend', defaultMessage: 'Stratégie d’optimisation' },
  strategyMinRisk: {
    id: 'arbitration.optimize.strategyMinRisk',
    defaultMessage: 'La répartition la moins volatile de votre sélection, dans la bande de risque de votre profil.',
  },
  strategyBalanced: {
    id: 'arbitration.optimize.strategyBalanced',
    defaultMessage: 'La répartition qui rapporte le plus par unité de risque, dans la bande de risque de votre profil.',
  },
  strategyMaxReturn: {
    id: 'arbitration.optimize.strategyMaxReturn',
    defaultMessage: 'La répartition au rendement espéré le plus haut, sans dépasser le risque de votre profil.',
  },
  computing: { id: 'arbitration.optimize.computing', defaultMessage: 'Optimisation de votre allocation…' },
  refusalTitle: { id: 'arbitration.optimize.refusalTitle', defaultMessage: 'L’optimisation n’a pas pu aboutir' },
  fixEuroFund: {
    id: 'arbitration.optimize.fixEuroFund',
    defaultMessage: 'Le fonds euros du contrat est proposé en tête de la liste des fonds : ajoutez-le à votre sélection.',
  },
  fixLowRisk: {
    id: 'arbitration.optimize.fixLowRisk',
    defaultMessage: 'Ajoutez un fonds peu risqué (SRRI de 1 à 3), par exemple un fonds obligataire ou monétaire.',
  },
  fixFailed: { id: 'arbitration.optimize.fixFailed', defaultMessage: 'Essayez une autre stratégie, ou changez votre sélection.' },
  fixProfile: { id: 'arbitration.optimize.fixProfile', defaultMessage: 'Le profil de risque fixe le niveau de risque visé.' },
  fixBasket: { id: 'arbitration.optimize.fixBasket', defaultMessage: 'Modifier ma sélection' },
  outsideBand: {
    id: 'arbitration.optimize.outsideBand',
    defaultMessage: 'Votre sélection ne permet pas d’atteindre la bande de risque de votre profil : voici la répartition qui s’en approche le plus. Ajoutez des fonds pour l’atteindre.',
  },
  excludedTitle: { id: 'arbitration.optimize.excludedTitle', defaultMessage: 'Fonds laissés de côté' },
  excludedNoProxy: { id: 'arbitration.optimize.excludedNoProxy', defaultMessage: 'pas d’historique de prix pour mesurer son risque' },
  excludedShortHistory: { id: 'arbitration.optimize.excludedShortHistory', defaultMessage: 'moins de 5 ans d’historique' },
  comparisonTitle: { id: 'arbitration.optimize.comparisonTitle', defaultMessage: 'Allocation proposée face à l’actuelle' },
  comparisonFund: { id: 'arbitration.optimize.comparisonFund', defaultMessage: 'Fonds' },
  comparisonCurrent: { id: 'arbitration.optimize.comparisonCurrent', defaultMessage: 'Aujourd’hui' },
  comparisonProposed: { id: 'arbitration.optimize.comparisonProposed', defaultMessage: 'Proposé' },
  comparisonMethod: {
    id: 'arbitration.optimize.comparisonMethod',
    defaultMessage: 'Les parts d’aujourd’hui sont la valeur de chaque fonds divisée par celle du contrat ; les parts proposées sont celles que l’optimiseur retient pour la stratégie choisie.',
  },
  figuresTitle: { id: 'arbitration.optimize.figuresTitle', defaultMessage: 'Les chiffres, avant et après' },
  proposed: { id: 'arbitration.optimize.proposed', defaultMessage: 'Proposé' },
  current: { id: 'arbitration.optimize.current', defaultMessage: 'Aujourd’hui' },
  unknown: { id: 'arbitration.optimize.unknown', defaultMessage: 'non disponible' },
  returnMethod: {
    id: 'arbitration.optimize.returnMethod',
    defaultMessage: 'La moyenne pondérée des rendements attendus de chaque fonds sur un an, nets de leurs frais courants (le fonds euros à son dernier taux servi). La fourchette est celle où le rendement d’une année tombe 95 fois sur 100 : le rendement espéré plus ou moins 1,96 fois la volatilité.',
  },
  riskTitle: { id: 'arbitration.optimize.riskTitle', defaultMessage: 'Risque (SRRI)' },
  riskMethod: {
    id: 'arbitration.optimize.riskMethod',
    defaultMessage: 'Lu comme le fait l’étape Risque de l’analyse : la volatilité annuelle des cours hebdomadaires du mélange sur 5 ans, rééquilibré chaque semaine, classée dans les bandes réglementaires du SRRI (1 à 7) et l’échelle de risque 0 à 5.',
  },
  fees12Title: { id: 'arbitration.optimize.fees12Title', defaultMessage: 'Frais des 12 prochains mois' },
  fees20Title: { id: 'arbitration.optimize.fees20Title', defaultMessage: 'Coût des frais sur 20 ans' },
  feesMethod: {
    id: 'arbitration.optimize.feesMethod',
    defaultMessage: 'Le moteur de frais de l’analyse : les frais du contrat (gestion, arbitrage) et les frais courants de chaque fonds, appliqués à la valeur placée ; sur 20 ans, l’écart entre la valeur projetée sans frais et avec frais.',
  },
  feesEstimatedNote: {
    id: 'arbitration.optimize.feesEstimatedNote',
    defaultMessage: 'Certains fonds ne publient pas leurs frais : ils sont estimés à 2 % par an pour un fonds actif et 0,3 % pour un fonds indiciel.',
  },
  frontierTitle: { id: 'arbitration.optimize.frontierTitle', defaultMessage: 'Frontière efficiente de votre sélection' },
  frontierDescription: {
    id: 'arbitration.optimize.frontierDescription',
    defaultMessage: 'Chaque point de la courbe est la répartition de votre sélection au rendement espéré le plus haut pour son niveau de risque.',
  },
  frontierMethod: {
    id: 'arbitration.optimize.frontierMethod',
    defaultMessage: 'Pour une suite de volatilités, l’optimiseur cherche la répartition de votre sélection au rendement espéré le plus haut (poids positifs, de somme 100 %).',
  },
  frontierAxisX: { id: 'arbitration.optimize.frontierAxisX', defaultMessage: 'Volatilité' },
  frontierAxisY: { id: 'arbitration.optimize.frontierAxisY', defaultMessage: 'Rendement espéré' },
  frontierProposed: { id: 'arbitration.optimize.frontierProposed', defaultMessage: 'Proposition' },
  frontierCurrent: { id: 'arbitration.optimize.frontierCurrent', defaultMessage: 'Aujourd’hui' },
  frontierNoCurrent: {
    id: 'arbitration.optimize.frontierNoCurrent',
    defaultMessage: 'Votre allocation d’aujourd’hui n’y figure pas : elle détient des fonds hors de votre sélection.',
  },
  movementsTitle: { id: 'arbitration.optimize.movementsTitle', defaultMessage: 'Les mouvements à demander à votre assureur' },
  movementKind: { id: 'arbitration.optimize.movementKind', defaultMessage: 'Opération' },
  movementFund: { id: 'arbitration.optimize.movementFund', defaultMessage: 'Support' },
  movementAmount: { id: 'arbitration.optimize.movementAmount', defaultMessage: 'Montant' },
  sell: { id: 'arbitration.optimize.sell', defaultMessage: 'Vendre' },
  buy: { id: 'arbitration.optimize.buy', defaultMessage: 'Acheter' },
  totalSells: { id: 'arbitration.optimize.totalSells', defaultMessage: 'Total vendu' },
  totalBuys: { id: 'arbitration.optimize.totalBuys', defaultMessage: 'Total acheté' },
  payment: { id: 'arbitration.optimize.payment', defaultMessage: 'Versement nécessaire' },
  withdrawal: { id: 'arbitration.optimize.withdrawal', defaultMessage: 'Retrait' },
  movementsMethod: {
    id: 'arbitration.optimize.movementsMethod',
    defaultMessage: 'Pour chaque fonds, l’écart entre le montant proposé et le montant détenu, arrondi à l’euro ; les écarts sous le minimum sont laissés en place (sauf la vente d’un fonds entier) et les autres ajustés pour que le total vendu égale le total acheté.',
  },
  saveTitle: { id: 'arbitration.optimize.saveTitle', defaultMessage: 'Garder ce plan' },
  saveDescription: {
    id: 'arbitration.optimize.saveDescription',
    defaultMessage: 'Enregistrez ce plan sur le contrat et téléchargez-le en PDF pour l’envoyer vous-même à votre assureur : Patrimo n’envoie rien à votre établissement.',
  },
  save: { id: 'arbitration.optimize.save', defaultMessage: 'Enregistrer ce plan' },
  savedStale: { id: 'arbitration.optimize.savedStale', defaultMessage: 'Le contrat a changé depuis l’enregistrement de ce plan, qui n’est peut-être plus à jour.' },
  pdf: { id: 'arbitration.optimize.pdf', defaultMessage: 'Télécharger le PDF' },
  pdfNeedsPlan: { id: 'arbitration.optimize.pdfNeedsPlan', defaultMessage: 'Le PDF reprend le plan enregistré : enregistrez d’abord ce plan.' },
  advisorSave: {
    id: 'arbitration.optimize.advisorSave',
    defaultMessage: 'Seul votre client peut enregistrer ce plan sur son contrat ; vous pouvez télécharger celui qu’il a enregistré.',
  },
  planSavedToast: { id: 'arbitration.optimize.planSavedToast', defaultMessage: 'Votre plan d’arbitrage est enregistré.' },
});

export const startLinesLabel = defineMessage<{ start: string }>({ id: 'arbitration.start.linesLabel', defaultMessage: 'Fonds de l’allocation « {start} »' });
/** The button's name starts with its visible text (WCAG 2.5.3), then says which start. */
export const chooseStartLabel = defineMessage<{ start: string }>({ id: 'arbitration.start.chooseLabel', defaultMessage: 'Partir de cette allocation : {start}' });
export const rangeMessage = defineMessage<{ low: string; high: string; confidence: string }>({
  id: 'arbitration.figures.range',
  defaultMessage: 'entre {low} et {high} dans {confidence} des cas',
});
export const pageTitleMessage = defineMessage<{ page: string; contract: string }>({ id: 'arbitration.frame.pageTitle', defaultMessage: '{page} · {contract}' });
export const srriMessage = defineMessage<{ srri: number }>({ id: 'arbitration.market.srri', defaultMessage: 'SRRI {srri}' });
export const addLabel = defineMessage<{ name: string }>({ id: 'arbitration.market.addLabel', defaultMessage: 'Ajouter « {name} » à la sélection' });
export const removeLabel = defineMessage<{ name: string }>({ id: 'arbitration.market.removeLabel', defaultMessage: 'Retirer « {name} » de la sélection' });
export const removeMessage = defineMessage({ id: 'arbitration.market.remove', defaultMessage: 'Retirer' });
export const fundPageLabel = defineMessage<{ name: string }>({ id: 'arbitration.market.fundPageLabel', defaultMessage: 'Fiche du fonds « {name} »' });
export const performanceLine = defineMessage<{ one: string; three: string; five: string }>({
  id: 'arbitration.market.performanceLine',
  defaultMessage: '1 an : {one} · 3 ans : {three} · 5 ans : {five}',
});
export const pageOfMessage = defineMessage<{ page: number; total: number; count: number }>({
  id: 'arbitration.market.pageOf',
  defaultMessage: 'Page {page} sur {total} ({count, plural, one {# fonds} other {# fonds}})',
});
export const basketCountMessage = defineMessage<{ count: number }>({
  id: 'arbitration.market.basketCount',
  defaultMessage: '{count, plural, =0 {Aucun fonds} one {# fonds} other {# fonds}}',
});
export const comparisonSummary = defineMessage<{ count: number; top: string; topShare: string; euro: string }>({
  id: 'arbitration.optimize.comparisonSummary',
  defaultMessage: 'La proposition répartit le contrat sur {count, plural, one {# fonds} other {# fonds}}, d’abord {top} ({topShare}) ; le fonds euros y pèse {euro}.',
});
export const frontierSummary = defineMessage<{ proposedRisk: string; proposedReturn: string; current: string }>({
  id: 'arbitration.optimize.frontierSummary',
  defaultMessage: 'Frontière efficiente : la proposition se place à une volatilité de {proposedRisk} pour un rendement espéré de {proposedReturn}{current}.',
});
export const frontierCurrentPart = defineMessage<{ risk: string; ret: string }>({
  id: 'arbitration.optimize.frontierCurrentPart',
  defaultMessage: ', votre allocation actuelle à {risk} pour {ret}',
});
export const riskValue = defineMessage<{ srri: number; level: string }>({ id: 'arbitration.optimize.riskValue', defaultMessage: 'SRRI {srri} · {level}' });
export const movementSentence = defineMessage<{ verb: string; amount: string; name: string }>({
  id: 'arbitration.optimize.movementSentence',
  defaultMessage: '{verb} {amount} de {name}',
});
export const profileBandMessage = defineMessage<{ profile: string; min: string; max: string }>({
  id: 'arbitration.optimize.profileBand',
  defaultMessage: 'Profil visé : {profile}, volatilité entre {min} et {max}.',
});
export const splitSummaryMessage = defineMessage<{ by: string; parts: string }>({
  id: 'arbitration.chart.splitSummary',
  defaultMessage: 'Répartition {by} : {parts}.',
});
export const splitByFundWords = defineMessage({ id: 'arbitration.chart.byFund', defaultMessage: 'par fonds' });
export const splitByClassWords = defineMessage({ id: 'arbitration.chart.byClass', defaultMessage: 'par classe d’actifs' });

export const checkLowRiskMessage = defineMessage<{ srri: number }>({ id: 'arbitration.market.checkLowRisk', defaultMessage: 'Au moins un fonds de SRRI inférieur à {srri}' });
export const fullMessage = defineMessage<{ max: number }>({ id: 'arbitration.market.full', defaultMessage: 'Votre sélection compte déjà {max} fonds, le maximum : retirez-en un pour en ajouter un autre.' });
export const addedMessage = defineMessage<{ name: string }>({ id: 'arbitration.market.added', defaultMessage: '« {name} » est ajouté à votre sélection.' });
export const removedMessage = defineMessage<{ name: string }>({ id: 'arbitration.market.removed', defaultMessage: '« {name} » est retiré de votre sélection.' });
export const euroFundGuaranteedMessage = defineMessage<{ yield: string }>({ id: 'arbitration.market.euroFundGuaranteed', defaultMessage: 'Capital garanti par l’assureur, rendement de {yield} l’an dernier.' });
export const movementsNoneMessage = defineMessage<{ minimum: string }>({ id: 'arbitration.optimize.movementsNone', defaultMessage: 'Aucun mouvement : votre allocation est déjà celle proposée, à {minimum} près par fonds.' });
export const leftUnmovedMessage = defineMessage<{ amount: string }>({
    id: 'arbitration.optimize.leftUnmoved',
    defaultMessage: '{amount} d’écarts trop petits pour une ligne sont laissés en place.',
  });
export const unfilledNoteMessage = defineMessage<{ classes: string }>({ id: 'arbitration.start.unfilled', defaultMessage: 'Aucun fonds du contrat pour : {classes}. Leur part va au fonds euros.' });
export const movementsDescriptionMessage = defineMessage<{ minimum: string }>({
    id: 'arbitration.optimize.movementsDescription',
    defaultMessage: 'En euros entiers, sans ligne de moins de {minimum} : ce qu’un assureur accepte dans une demande d’arbitrage.',
  });
export const savedMessage = defineMessage<{ date: string }>({ id: 'arbitration.optimize.saved', defaultMessage: 'Plan enregistré le {date}.' });
export const savedOtherMessage = defineMessage<{ date: string }>({ id: 'arbitration.optimize.savedOther', defaultMessage: 'Un plan enregistré le {date} existe déjà sur ce contrat : l’enregistrer le remplace.' });
export const computedOnMessage = defineMessage<{ value: string; date: string }>({ id: 'arbitration.optimize.computedOn', defaultMessage: 'Calculé sur une valeur de contrat de {value} au {date}.' });
