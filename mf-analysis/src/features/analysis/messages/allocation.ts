import { defineMessage, defineMessages } from 'react-intl';

export const allocationMessages = defineMessages({
  classesTitle: { id: 'analysis.allocation.classes.title', defaultMessage: 'Répartition par classe d’actifs' },
  classesDescription: {
    id: 'analysis.allocation.classes.description',
    defaultMessage: 'Ce dans quoi le contrat est investi, hors fonds euro, présenté à part ci-dessous.',
  },
  classesMethod: {
    id: 'analysis.allocation.classes.method',
    defaultMessage:
      'Chaque ligne du contrat est rangée dans la classe d’actifs de son fonds. La part d’une classe est la somme de ses lignes divisée par la valeur totale du contrat, fonds euro compris.',
  },
  classesOnlyEuro: { id: 'analysis.allocation.classes.onlyEuro', defaultMessage: 'Le contrat est entièrement placé sur son fonds euro.' },
  euroTitle: { id: 'analysis.allocation.euro.title', defaultMessage: 'Le fonds euro, à part' },
  euroDescription: {
    id: 'analysis.allocation.euro.description',
    defaultMessage: 'Capital garanti par l’assureur et rendement crédité chaque année : il ne varie pas comme les autres classes.',
  },
  euroMethod: {
    id: 'analysis.allocation.euro.method',
    defaultMessage: 'La valeur de la ligne fonds euro du contrat, et sa part de la valeur totale.',
  },
  euroAmount: { id: 'analysis.allocation.euro.amount', defaultMessage: 'Montant sur le fonds euro' },
  euroShare: { id: 'analysis.allocation.euro.share', defaultMessage: 'Part du contrat' },
  euroNone: { id: 'analysis.allocation.euro.none', defaultMessage: 'Ce contrat n’a pas de fonds euro.' },
  regionsTitle: { id: 'analysis.allocation.regions.title', defaultMessage: 'Répartition géographique' },
  regionsDescription: {
    id: 'analysis.allocation.regions.description',
    defaultMessage: 'Où sont les entreprises et les émetteurs que vos fonds détiennent.',
  },
  regionsMethod: {
    id: 'analysis.allocation.regions.method',
    defaultMessage:
      'Chaque fonds est décomposé selon la répartition géographique connue de ses placements (transparisation), pondérée par le montant de sa ligne. Ce que la base de fonds ne décrit pas est compté en « Autres ».',
  },
  sectorsDescription: {
    id: 'analysis.allocation.sectors.description',
    defaultMessage: 'Les secteurs des actions détenues par vos fonds ; les suivants sont regroupés.',
  },
  sectorsMethod: {
    id: 'analysis.allocation.sectors.method',
    defaultMessage:
      'Les fonds actions sont décomposés selon les secteurs de leurs placements, pondérés par le montant de chaque ligne. Les parts se lisent sur les seuls euros investis en actions dont le secteur est connu.',
  },
  sectorsOthers: { id: 'analysis.allocation.sectors.others', defaultMessage: 'Autres secteurs' },
  sectorsNone: { id: 'analysis.allocation.sectors.none', defaultMessage: 'Ce contrat ne détient pas d’actions dont le secteur est connu.' },
  holdingsTitle: { id: 'analysis.allocation.holdings.title', defaultMessage: 'Les supports du contrat' },
  holdingsDescription: { id: 'analysis.allocation.holdings.description', defaultMessage: 'Chaque fonds, son poids, sa classe d’actifs et son indicateur de risque.' },
  holdingsMethod: {
    id: 'analysis.allocation.holdings.method',
    defaultMessage: 'Les lignes telles que l’établissement les transmet, valorisées à la dernière date connue ; le poids d’une ligne est sa valeur divisée par celle du contrat.',
  },
  holdingsNone: { id: 'analysis.allocation.holdings.none', defaultMessage: 'L’établissement ne transmet pas le détail des supports de ce contrat.' },
  colFund: { id: 'analysis.allocation.col.fund', defaultMessage: 'Support' },
  colIsin: { id: 'analysis.allocation.col.isin', defaultMessage: 'ISIN' },
  colClass: { id: 'analysis.allocation.col.class', defaultMessage: 'Classe d’actifs' },
  colAmount: { id: 'analysis.allocation.col.amount', defaultMessage: 'Montant' },
  colShare: { id: 'analysis.allocation.col.share', defaultMessage: 'Poids' },
  colSrri: { id: 'analysis.allocation.col.srri', defaultMessage: 'SRRI' },
  colCurrent: { id: 'analysis.allocation.col.current', defaultMessage: 'Aujourd’hui' },
  colTarget: { id: 'analysis.allocation.col.target', defaultMessage: 'Cible' },
  colGap: { id: 'analysis.allocation.col.gap', defaultMessage: 'Écart' },
  colProfile: { id: 'analysis.allocation.col.profile', defaultMessage: 'Profil' },
  currentTitle: { id: 'analysis.allocation.current.title', defaultMessage: 'Votre allocation aujourd’hui' },
  currentDescription: { id: 'analysis.allocation.current.description', defaultMessage: 'Toutes les classes d’actifs du contrat, fonds euro compris.' },
  targetsTitle: { id: 'analysis.allocation.targets.title', defaultMessage: 'Les allocations modèles des cinq profils' },
  targetsDescription: {
    id: 'analysis.allocation.targets.description',
    defaultMessage: 'Ce que nous visons pour chaque profil d’investisseur, du plus prudent au plus dynamique.',
  },
  targetsMethod: {
    id: 'analysis.allocation.targets.method',
    defaultMessage:
      'Une allocation de référence par profil recommandé : plus le profil accepte de risque, plus la part d’actions est grande et celle du fonds euro petite.',
  },
  gapTitle: { id: 'analysis.allocation.gap.title', defaultMessage: 'Écart avec l’allocation de votre profil' },
  gapMethod: {
    id: 'analysis.allocation.gap.method',
    defaultMessage: 'Pour chaque classe d’actifs, la part actuelle moins la part visée par l’allocation modèle de votre profil : un écart positif veut dire plus que la cible.',
  },
  loadingTargets: { id: 'analysis.allocation.targets.loading', defaultMessage: 'Chargement des allocations modèles…' },
  inputValue: { id: 'analysis.allocation.input.value', defaultMessage: 'Valeur du contrat' },
  inputLines: { id: 'analysis.allocation.input.lines', defaultMessage: 'Lignes du contrat' },
  inputCoverage: { id: 'analysis.allocation.input.coverage', defaultMessage: 'Part décrite par la base de fonds' },
  inputCash: { id: 'analysis.allocation.input.cash', defaultMessage: 'Liquidités' },
  inputUndescribed: { id: 'analysis.allocation.input.undescribed', defaultMessage: 'Valeur sans ligne décrite' },
  inputDate: { id: 'analysis.allocation.input.date', defaultMessage: 'Date des valeurs' },
  inputClassified: { id: 'analysis.allocation.input.classified', defaultMessage: 'Actions dont le secteur est connu' },
  inputProfile: { id: 'analysis.allocation.input.profile', defaultMessage: 'Profil recommandé' },
  noteUndescribed: {
    id: 'analysis.allocation.note.undescribed',
    defaultMessage: 'Une partie de la valeur n’est décrite par aucune ligne : elle est comptée en « Autres ».',
  },
  noteCoverage: {
    id: 'analysis.allocation.note.coverage',
    defaultMessage: 'Certains fonds ne sont pas décrits par notre base : leur part est rangée en « Autres ».',
  },
});

export const sectorsTitleMessage = defineMessage<{ top: number }>({
  id: 'analysis.allocation.sectors.title',
  defaultMessage: 'Les {top} premiers secteurs',
});

export const gapSummaryMessage = defineMessage<{ profile: string; assetClass: string; gap: string }>({
  id: 'analysis.allocation.gap.summary',
  defaultMessage: 'Face au profil {profile}, le plus grand écart porte sur « {assetClass} » : {gap}.',
});

export const gapNoneMessage = defineMessage<{ profile: string }>({
  id: 'analysis.allocation.gap.none',
  defaultMessage: 'Votre allocation correspond à celle du profil {profile}.',
});
