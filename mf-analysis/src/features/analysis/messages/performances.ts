import { defineMessage, defineMessages } from 'react-intl';

export const performancesMessages = defineMessages({
  historyTitle: { id: 'analysis.performances.history.title', defaultMessage: 'Votre contrat face au mélange de ses indices' },
  historyMethod1: {
    id: 'analysis.performances.history.method1',
    defaultMessage:
      'Le rendement de chaque jour est la valeur du jour, diminuée des versements et augmentée des retraits du jour, divisée par la valeur de la veille, moins 1 : les flux sont comptés en fin de journée. L’historique enchaîne ces rendements à partir de 100.',
  },
  historyMethod2: {
    id: 'analysis.performances.history.method2',
    defaultMessage: 'L’indice de comparaison mélange les indices de référence des fonds du contrat, aux poids d’aujourd’hui, à partir de 100 le même premier jour.',
  },
  seriesContract: { id: 'analysis.performances.series.contract', defaultMessage: 'Contrat' },
  seriesBenchmark: { id: 'analysis.performances.series.benchmark', defaultMessage: 'Mélange des indices' },
  historyEmpty: { id: 'analysis.performances.history.empty', defaultMessage: 'Le contrat n’a pas encore assez de valeurs pour tracer son historique.' },
  noBenchmark: { id: 'analysis.performances.history.noBenchmark', defaultMessage: 'Aucun indice de référence n’est connu pour les fonds de ce contrat.' },
  twrTitle: { id: 'analysis.performances.twr.title', defaultMessage: 'Rendement pondéré par le temps (TWR)' },
  twrMeaning: {
    id: 'analysis.performances.twr.meaning',
    defaultMessage:
      'Il mesure la performance des placements eux-mêmes, sans tenir compte du moment de vos versements et retraits : c’est le chiffre à comparer avec un indice ou un autre contrat.',
  },
  twrMethod: {
    id: 'analysis.performances.twr.method',
    defaultMessage:
      'Le produit des (1 + rendement du jour) sur la période, moins 1. Il n’est ramené à un taux annuel que si la période dépasse un an : (1 + TWR) puissance (365 ÷ jours), moins 1.',
  },
  twrCumulative: { id: 'analysis.performances.twr.cumulative', defaultMessage: 'Sur la période' },
  twrAnnualised: { id: 'analysis.performances.twr.annualised', defaultMessage: 'Par an' },
  twrNotAnnualised: { id: 'analysis.performances.twr.notAnnualised', defaultMessage: 'Période d’un an ou moins : pas de taux annuel.' },
  xirrTitle: { id: 'analysis.performances.xirr.title', defaultMessage: 'Rendement de votre argent (XIRR)' },
  xirrMeaning: {
    id: 'analysis.performances.xirr.meaning',
    defaultMessage:
      'Il mesure ce que vos euros ont réellement rapporté, compte tenu de la date et du montant de chaque versement et retrait : c’est votre rendement personnel.',
  },
  xirrMethod: {
    id: 'analysis.performances.xirr.method',
    defaultMessage:
      'Le taux annuel x pour lequel la somme des flux actualisés est nulle : la valeur de départ comptée comme un versement, chaque versement et retrait à sa date, la valeur finale comme un retrait, chacun divisé par (1 + x) puissance (jours écoulés ÷ 365). Il est cherché par la méthode de Newton, avec un encadrement de secours ; sans solution, il est « non calculable ».',
  },
  xirrRate: { id: 'analysis.performances.xirr.rate', defaultMessage: 'Par an' },
  xirrCumulative: { id: 'analysis.performances.xirr.cumulative', defaultMessage: 'Sur la période' },
  flowsTitle: { id: 'analysis.performances.flows.title', defaultMessage: 'Pourquoi les deux diffèrent pour vous' },
  flowsMethod: {
    id: 'analysis.performances.flows.method',
    defaultMessage:
      'Les deux rendements sont comparés sur la même base : taux annuels quand la période dépasse un an, rendements de la période sinon. Un écart de moins de 0,1 point est jugé nul.',
  },
  deposits: { id: 'analysis.performances.flows.deposits', defaultMessage: 'Versements' },
  withdrawals: { id: 'analysis.performances.flows.withdrawals', defaultMessage: 'Retraits' },
  flowsIncomparable: {
    id: 'analysis.performances.flows.incomparable',
    defaultMessage: 'Il manque l’un des deux rendements sur cette période : ils ne peuvent pas être comparés.',
  },
  yearlyTitle: { id: 'analysis.performances.yearly.title', defaultMessage: 'Chaque année face aux indices' },
  yearlyDescription: { id: 'analysis.performances.yearly.description', defaultMessage: 'La performance de chaque année civile, celle de l’indice de comparaison, et l’écart.' },
  yearlyMethod: {
    id: 'analysis.performances.yearly.method',
    defaultMessage:
      'Pour chaque année civile que le contrat couvre depuis son premier jour, le rendement pondéré par le temps du 1er janvier au 31 décembre (jusqu’à la dernière valeur pour l’année en cours), et celui du mélange des indices sur les mêmes dates.',
  },
  yearlyEmpty: { id: 'analysis.performances.yearly.empty', defaultMessage: 'Le contrat ne couvre encore aucune année civile entière.' },
  colYear: { id: 'analysis.performances.col.year', defaultMessage: 'Année' },
  colContract: { id: 'analysis.performances.col.contract', defaultMessage: 'Contrat' },
  colBenchmark: { id: 'analysis.performances.col.benchmark', defaultMessage: 'Indices' },
  colDifference: { id: 'analysis.performances.col.difference', defaultMessage: 'Écart' },
  colFund: { id: 'analysis.performances.col.fund', defaultMessage: 'Fonds' },
  colIndex: { id: 'analysis.performances.col.index', defaultMessage: 'Indice de référence' },
  colBeats: { id: 'analysis.performances.col.beats', defaultMessage: 'Bat l’indice sur 5 ans' },
  gaugesTitle: { id: 'analysis.performances.gauges.title', defaultMessage: 'Jauges de surperformance' },
  gaugesMethod: {
    id: 'analysis.performances.gauges.method',
    defaultMessage:
      'Pour chaque fonds, son rendement annualisé moins celui de son indice, sur 1, 3 et 5 ans. Un fonds ne compte comme meilleur que son indice que si l’écart dépasse la pénalité, par an. La jauge donne la part, en montant, des fonds mesurés qui passent ce seuil.',
  },
  beatsTitle: { id: 'analysis.performances.beats.title', defaultMessage: 'Fonds par fonds' },
  beatsMethod: {
    id: 'analysis.performances.beats.method',
    defaultMessage:
      '« Bat l’indice sur 5 ans » veut dire : meilleur que son indice, après la pénalité, chacune des 5 dernières années civiles, et pas seulement en moyenne. Les écarts sont annualisés, pénalité déduite.',
  },
  beatsYes: { id: 'analysis.performances.beats.yes', defaultMessage: 'Oui' },
  beatsNo: { id: 'analysis.performances.beats.no', defaultMessage: 'Non' },
  beatsShort: { id: 'analysis.performances.beats.short', defaultMessage: 'Historique trop court' },
  fundsEmpty: { id: 'analysis.performances.funds.empty', defaultMessage: 'Aucun fonds de ce contrat n’a de cotation connue.' },
  inputPeriod: { id: 'analysis.performances.input.period', defaultMessage: 'Période' },
  inputValues: { id: 'analysis.performances.input.values', defaultMessage: 'Valeurs quotidiennes' },
  inputBase: { id: 'analysis.performances.input.base', defaultMessage: 'Base' },
  inputCoverage: { id: 'analysis.performances.input.coverage', defaultMessage: 'Part du contrat avec un indice connu' },
  inputDays: { id: 'analysis.performances.input.days', defaultMessage: 'Jours' },
  inputFlowTiming: { id: 'analysis.performances.input.flowTiming', defaultMessage: 'Versements et retraits' },
  inputFlowTimingValue: { id: 'analysis.performances.input.flowTimingValue', defaultMessage: 'comptés en fin de journée' },
  inputHurdle: { id: 'analysis.performances.input.hurdle', defaultMessage: 'Pénalité par an' },
  inputYears: { id: 'analysis.performances.input.years', defaultMessage: 'Années civiles' },
});

export const periodMessage = defineMessage<{ from: string; to: string }>({
  id: 'analysis.performances.period',
  defaultMessage: 'du {from} au {to}',
});

export const historySummaryMessage = defineMessage<{ since: string; contract: string; benchmark: string }>({
  id: 'analysis.performances.history.summary',
  defaultMessage: 'Depuis le {since}, 100 investis dans le contrat sont devenus {contract}, contre {benchmark} pour le mélange de ses indices.',
});

export const historyAloneMessage = defineMessage<{ since: string; contract: string }>({
  id: 'analysis.performances.history.alone',
  defaultMessage: 'Depuis le {since}, 100 investis dans le contrat sont devenus {contract}.',
});

export const coverageNoteMessage = defineMessage<{ share: string }>({
  id: 'analysis.performances.history.coverageNote',
  defaultMessage: '{share} du contrat n’a pas d’indice connu : cette part est laissée hors du mélange.',
});

export const flowsCountMessage = defineMessage<{ count: number; sum: string }>({
  id: 'analysis.performances.flows.count',
  defaultMessage: '{count, plural, =0 {aucun} one {# pour {sum}} other {# pour {sum}}}',
});

type FlowsValues = { deposits: number; depositSum: string; withdrawals: number; withdrawalSum: string; twr: string; xirr: string };

export const flowsReasonMessages = {
  noFlows: defineMessage<FlowsValues>({
    id: 'analysis.performances.flows.noFlows',
    defaultMessage:
      'Vous n’avez fait ni versement ni retrait sur la période : les deux rendements portent sur le même argent et se rejoignent ({twr} et {xirr}).',
  }),
  close: defineMessage<FlowsValues>({
    id: 'analysis.performances.flows.close',
    defaultMessage: 'Avec {deposits, plural, =0 {aucun versement} one {# versement ({depositSum})} other {# versements ({depositSum})}} et {withdrawals, plural, =0 {aucun retrait} one {# retrait ({withdrawalSum})} other {# retraits ({withdrawalSum})}}, vos mouvements sont tombés à des moments neutres : les deux rendements sont proches ({twr} et {xirr}).',
  }),
  timingHelped: defineMessage<FlowsValues>({
    id: 'analysis.performances.flows.helped',
    defaultMessage: 'Avec {deposits, plural, =0 {aucun versement} one {# versement ({depositSum})} other {# versements ({depositSum})}} et {withdrawals, plural, =0 {aucun retrait} one {# retrait ({withdrawalSum})} other {# retraits ({withdrawalSum})}}, votre argent était plus présent quand le contrat progressait : votre rendement personnel ({xirr}) dépasse celui des placements ({twr}).',
  }),
  timingHurt: defineMessage<FlowsValues>({
    id: 'analysis.performances.flows.hurt',
    defaultMessage: 'Avec {deposits, plural, =0 {aucun versement} one {# versement ({depositSum})} other {# versements ({depositSum})}} et {withdrawals, plural, =0 {aucun retrait} one {# retrait ({withdrawalSum})} other {# retraits ({withdrawalSum})}}, votre argent était plus présent quand le contrat baissait ou progressait moins : votre rendement personnel ({xirr}) est inférieur à celui des placements ({twr}).',
  }),
};

export const gaugeLabelMessage = defineMessage<{ years: number }>({
  id: 'analysis.performances.gauges.label',
  defaultMessage: '{years, plural, one {Sur # an} other {Sur # ans}}',
});

export const gaugeValueMessage = defineMessage<{ share: string; measured: string }>({
  id: 'analysis.performances.gauges.value',
  defaultMessage: '{share} des fonds battent leur indice ({measured} du contrat mesuré)',
});

export const gaugesDescriptionMessage = defineMessage<{ hurdle: string }>({
  id: 'analysis.performances.gauges.description',
  defaultMessage: 'La part de vos fonds, en montant, qui battent leur indice de plus de {hurdle} par an.',
});

export const excessColumnMessage = defineMessage<{ years: number }>({
  id: 'analysis.performances.col.excess',
  defaultMessage: '{years, plural, one {# an} other {# ans}}',
});
