import { defineMessage, defineMessages } from 'react-intl';

export const riskMessages = defineMessages({
  srriTitle: { id: 'analysis.risk.srri.title', defaultMessage: 'Indicateur de risque du contrat (SRRI)' },
  srriDescription: {
    id: 'analysis.risk.srri.description',
    defaultMessage: 'L’échelle européenne de risque des fonds, de 1 (le plus faible) à 7 (le plus élevé), appliquée à votre allocation actuelle.',
  },
  srriMethod: {
    id: 'analysis.risk.srri.method',
    defaultMessage:
      'La volatilité sur 5 ans de l’allocation actuelle, classée selon les bornes européennes (CESR/10-673) : moins de 0,5 % donne 1 ; de 0,5 à 2 %, 2 ; de 2 à 5 %, 3 ; de 5 à 10 %, 4 ; de 10 à 15 %, 5 ; de 15 à 25 %, 6 ; 25 % et plus, 7.',
  },
  srriScale: { id: 'analysis.risk.srri.scale', defaultMessage: 'Échelle de 1 à 7' },
  fundsTitle: { id: 'analysis.risk.funds.title', defaultMessage: 'Indicateur de risque de chaque fonds' },
  fundsMethod: {
    id: 'analysis.risk.funds.method',
    defaultMessage: 'Le SRRI publié pour chaque fonds, et sa volatilité sur 5 ans calculée à partir de ses cours hebdomadaires.',
  },
  fundsEmpty: { id: 'analysis.risk.funds.empty', defaultMessage: 'Le détail des fonds de ce contrat n’est pas connu.' },
  colFund: { id: 'analysis.risk.col.fund', defaultMessage: 'Fonds' },
  colShare: { id: 'analysis.risk.col.share', defaultMessage: 'Poids' },
  colSrri: { id: 'analysis.risk.col.srri', defaultMessage: 'SRRI' },
  colVolatility: { id: 'analysis.risk.col.volatility', defaultMessage: 'Volatilité' },
  colRatio: { id: 'analysis.risk.col.ratio', defaultMessage: 'Ratio' },
  colValue: { id: 'analysis.risk.col.value', defaultMessage: 'Valeur' },
  colRange: { id: 'analysis.risk.col.range', defaultMessage: 'Plage' },
  colBounds: { id: 'analysis.risk.col.bounds', defaultMessage: 'Normal entre' },
  volatilityTitle: { id: 'analysis.risk.volatility.title', defaultMessage: 'Volatilité' },
  volatilityDescription: {
    id: 'analysis.risk.volatility.description',
    defaultMessage: 'L’ampleur habituelle des variations du contrat sur un an : plus elle est forte, plus la valeur peut s’écarter de sa tendance.',
  },
  volatilityMethod: {
    id: 'analysis.risk.volatility.method',
    defaultMessage: 'L’écart type des rendements hebdomadaires (en logarithme) de l’allocation actuelle sur les 5 dernières années, multiplié par la racine de 52.',
  },
  shortHistory: {
    id: 'analysis.risk.volatility.short',
    defaultMessage: 'Moins de 5 ans de cours sont disponibles : la volatilité est calculée sur ce qui existe et se lit avec prudence.',
  },
  drawdownTitle: { id: 'analysis.risk.drawdown.title', defaultMessage: 'Perte maximale et retour au plus haut' },
  drawdownDescription: {
    id: 'analysis.risk.drawdown.description',
    defaultMessage: 'La plus forte baisse du contrat, d’un plus haut au plus bas qui a suivi, et le temps qu’il a fallu pour la rattraper.',
  },
  drawdownMethod: {
    id: 'analysis.risk.drawdown.method',
    defaultMessage: 'Sur l’historique en base 100 de la période (versements et retraits neutralisés), le plus grand écart entre un plus haut et un plus bas ultérieur, rapporté au plus haut.',
  },
  drawdownValue: { id: 'analysis.risk.drawdown.value', defaultMessage: 'Perte maximale' },
  drawdownNone: { id: 'analysis.risk.drawdown.none', defaultMessage: 'Le contrat n’a jamais baissé sur la période.' },
  notRecovered: { id: 'analysis.risk.drawdown.notRecovered', defaultMessage: 'Le contrat n’est pas encore revenu à ce plus haut.' },
  varTitle: { id: 'analysis.risk.var.title', defaultMessage: 'Valeur à risque à 95 % sur un an' },
  varDescription: {
    id: 'analysis.risk.var.description',
    defaultMessage: 'La perte que le contrat ne devrait pas dépasser sur un an, 19 années sur 20.',
  },
  varMethod1: {
    id: 'analysis.risk.var.method1',
    defaultMessage: 'Paramétrique : les rendements hebdomadaires (en logarithme) ramenés à un an, moyenne multipliée par 52 et écart type par la racine de 52, sont supposés suivre une loi normale ; la perte à 95 % est celle du rendement annuel moyen moins 1,645 écart type.',
  },
  varMethod2: {
    id: 'analysis.risk.var.method2',
    defaultMessage: 'Historique : tous les rendements sur 52 semaines glissantes des cours hebdomadaires ; la valeur à risque est le 5e centile de ces rendements, à condition d’en avoir au moins 104. Les euros se lisent sur la valeur actuelle.',
  },
  esTitle: { id: 'analysis.risk.es.title', defaultMessage: 'Perte moyenne dans les pires cas' },
  esDescription: {
    id: 'analysis.risk.es.description',
    defaultMessage: 'La perte moyenne sur un an dans les 5 % de cas les plus défavorables (perte attendue au-delà de la valeur à risque).',
  },
  esMethod: {
    id: 'analysis.risk.es.method',
    defaultMessage: 'La moyenne des pertes au-delà de la valeur à risque à 95 % : exacte pour la loi normale des rendements (paramétrique), ou moyenne des rendements sur 52 semaines au plus égaux au 5e centile (historique).',
  },
  parametric: { id: 'analysis.risk.parametric', defaultMessage: 'Paramétrique' },
  historical: { id: 'analysis.risk.historical', defaultMessage: 'Historique' },
  historicalShort: { id: 'analysis.risk.historicalShort', defaultMessage: 'Historique trop court (moins de 2 ans de cours)' },
  ratiosTitle: { id: 'analysis.risk.ratios.title', defaultMessage: 'Les ratios de risque' },
  ratiosDescription: { id: 'analysis.risk.ratios.description', defaultMessage: 'Les quatre mesures du risque du contrat, côte à côte.' },
  ratiosMethod: {
    id: 'analysis.risk.ratios.method',
    defaultMessage: 'Volatilité, perte maximale et valeur à risque telles que calculées aux pages précédentes ; ratio de Sharpe tel que détaillé ci-dessous.',
  },
  sharpeTitle: { id: 'analysis.risk.sharpe.title', defaultMessage: 'Ratio de Sharpe' },
  sharpeDescription: {
    id: 'analysis.risk.sharpe.description',
    defaultMessage: 'Ce que le contrat a rapporté au-delà d’un placement sans risque, pour chaque point de volatilité pris.',
  },
  sharpeMethod: {
    id: 'analysis.risk.sharpe.method',
    defaultMessage:
      'Le rendement du contrat sur la période, moins le rendement sans risque (le taux du Livret A) sur la même durée, divisé par la volatilité ramenée à cette durée : une période de quelques semaines n’est pas comparée à une année entière de taux sans risque.',
  },
  rangesTitle: { id: 'analysis.risk.ranges.title', defaultMessage: 'Les ratios face à votre profil' },
  rangesMethod: {
    id: 'analysis.risk.ranges.method',
    defaultMessage: 'Chaque ratio est jugé faible, normal ou élevé face à la plage de volatilité de votre profil recommandé : la volatilité face à la plage elle-même, la valeur à risque face à 1,645 fois ses bornes, la perte maximale entre 1,5 fois la borne basse et 2,5 fois la borne haute, le ratio de Sharpe entre 0 et 1.',
  },
  levelTitle: { id: 'analysis.risk.level.title', defaultMessage: 'Niveau de risque du contrat' },
  levelMethod: {
    id: 'analysis.risk.level.method',
    defaultMessage: 'La volatilité de l’allocation actuelle, placée dans les plages de volatilité des six niveaux, de « Garanti » (0) à « Agressif » (5).',
  },
  scaleTitle: { id: 'analysis.risk.scale.title', defaultMessage: 'L’échelle des niveaux' },
  scaleDescription: { id: 'analysis.risk.scale.description', defaultMessage: 'Les six niveaux de risque, du capital garanti aux placements les plus dynamiques.' },
  contributorsTitle: { id: 'analysis.risk.contributors.title', defaultMessage: 'Les fonds qui pèsent le plus sur le risque' },
  contributorsDescription: { id: 'analysis.risk.contributors.description', defaultMessage: 'Poids de chaque fonds multiplié par son SRRI : les trois premiers.' },
  contributorsMethod: {
    id: 'analysis.risk.contributors.method',
    defaultMessage: 'Pour chaque fonds de SRRI connu, son poids dans le contrat multiplié par son SRRI, rapporté à la somme de ces produits.',
  },
  gapTitle: { id: 'analysis.risk.gap.title', defaultMessage: 'Écart avec votre profil recommandé' },
  gapMethod: {
    id: 'analysis.risk.gap.method',
    defaultMessage: 'La distance, de 0 à 5, entre le niveau de risque du contrat et celui de votre profil recommandé ; la volatilité du contrat est aussi située dans la plage de votre profil.',
  },
  inputVolatility: { id: 'analysis.risk.input.volatility', defaultMessage: 'Volatilité sur 5 ans' },
  inputWeeks: { id: 'analysis.risk.input.weeks', defaultMessage: 'Rendements hebdomadaires' },
  inputVolatilityPeriod: { id: 'analysis.risk.input.volatilityPeriod', defaultMessage: 'Fenêtre des cours' },
  inputPeriod: { id: 'analysis.risk.input.period', defaultMessage: 'Période affichée' },
  inputMeasured: { id: 'analysis.risk.input.measured', defaultMessage: 'Part de la valeur dont les cours sont connus' },
  inputConfidence: { id: 'analysis.risk.input.confidence', defaultMessage: 'Niveau de confiance' },
  inputWindows: { id: 'analysis.risk.input.windows', defaultMessage: 'Périodes d’un an observées' },
  inputValue: { id: 'analysis.risk.input.value', defaultMessage: 'Valeur actuelle' },
  inputRiskFree: { id: 'analysis.risk.input.riskFree', defaultMessage: 'Taux sans risque (Livret A, par an)' },
  inputSharpeReturn: { id: 'analysis.risk.input.sharpeReturn', defaultMessage: 'Rendement de la période' },
  inputSharpeDays: { id: 'analysis.risk.input.sharpeDays', defaultMessage: 'Durée de la période (jours)' },
  inputProfile: { id: 'analysis.risk.input.profile', defaultMessage: 'Profil recommandé' },
  inputBand: { id: 'analysis.risk.input.band', defaultMessage: 'Plage de volatilité du profil' },
  inputLevel: { id: 'analysis.risk.input.level', defaultMessage: 'Niveau du contrat' },
  sourceContract: { id: 'analysis.risk.source.contract', defaultMessage: 'questionnaire du contrat' },
  sourceProfile: { id: 'analysis.risk.source.profile', defaultMessage: 'votre profil d’investisseur' },
});

export const srriValueMessage = defineMessage<{ value: string }>({ id: 'analysis.risk.srri.value', defaultMessage: '{value} sur 7' });

export const srriScaleSummaryMessage = defineMessage<{ value: string }>({
  id: 'analysis.risk.srri.summary',
  defaultMessage: 'Indicateur de risque du contrat : {value} sur une échelle de 1 à 7.',
});

export const weeksHintMessage = defineMessage<{ weeks: number }>({
  id: 'analysis.risk.volatility.weeks',
  defaultMessage: 'calculée sur {weeks} semaines',
});

export const drawdownDatesMessage = defineMessage<{ peak: string; trough: string }>({
  id: 'analysis.risk.drawdown.dates',
  defaultMessage: 'Du plus haut du {peak} au plus bas du {trough}.',
});

export const recoveryMessage = defineMessage<{ date: string; days: number }>({
  id: 'analysis.risk.drawdown.recovery',
  defaultMessage: 'Revenu à son plus haut le {date}, {days, plural, one {# jour} other {# jours}} après le plus bas.',
});

export const lossMessage = defineMessage<{ amount: string; ratio: string }>({
  id: 'analysis.risk.loss',
  defaultMessage: '{amount} ({ratio} de la valeur)',
});

export const levelValueMessage = defineMessage<{ level: number; label: string }>({
  id: 'analysis.risk.level.value',
  defaultMessage: '{level} sur 5 : {label}',
});

export const gapValueMessage = defineMessage<{ gap: number }>({
  id: 'analysis.risk.gap.value',
  defaultMessage: '{gap, plural, =0 {Aucun écart} one {# niveau d’écart} other {# niveaux d’écart}}',
});

export const gapRangeMessages = {
  low: defineMessage<{ profile: string }>({
    id: 'analysis.risk.gap.low',
    defaultMessage: 'Le contrat prend moins de risque que ne le permet votre profil {profile} : il peut rapporter moins que ce que vous acceptez.',
  }),
  normal: defineMessage<{ profile: string }>({
    id: 'analysis.risk.gap.normal',
    defaultMessage: 'Le risque du contrat est dans la plage de votre profil {profile}.',
  }),
  high: defineMessage<{ profile: string }>({
    id: 'analysis.risk.gap.high',
    defaultMessage: 'Le contrat prend plus de risque que ne le prévoit votre profil {profile} : ses baisses peuvent dépasser ce que vous acceptez.',
  }),
};

export const boundsMessage = defineMessage<{ low: string; high: string }>({
  id: 'analysis.risk.bounds',
  defaultMessage: '{low} et {high}',
});

export const profileSourceMessage = defineMessage<{ profile: string; source: string }>({
  id: 'analysis.risk.profileSource',
  defaultMessage: '{profile} ({source})',
});

export const contributionMessage = defineMessage<{ share: string; srri: number; weight: string }>({
  id: 'analysis.risk.contributors.value',
  defaultMessage: 'poids {share}, SRRI {srri} : {weight} du risque',
});
