import { defineMessage, defineMessages } from 'react-intl';

export const fundMessages = defineMessages({
  description: {
    id: 'dashboard.fund.description',
    defaultMessage: 'La fiche d’un support : ce qu’il rapporte face à son indice, ce qu’il coûte, le risque qu’il porte et ce qu’il contient.',
  },
  loading: { id: 'dashboard.fund.loading', defaultMessage: 'Chargement de la fiche du fonds…' },
  notFoundTitle: { id: 'dashboard.fund.notFoundTitle', defaultMessage: 'Fonds introuvable' },
  notFound: { id: 'dashboard.fund.notFound', defaultMessage: 'Ce fonds ne figure pas dans notre univers de fonds, ou ce contrat n’est pas le vôtre.' },
  linksLabel: { id: 'dashboard.fund.linksLabel', defaultMessage: 'Autour du fonds' },
  linkInvestments: { id: 'dashboard.fund.linkInvestments', defaultMessage: 'Revenir aux supports du contrat' },
  linkOverview: { id: 'dashboard.fund.linkOverview', defaultMessage: 'Synthèse du contrat' },
  notHeld: { id: 'dashboard.fund.notHeld', defaultMessage: 'Ce fonds ne figure pas dans ce contrat : voici sa fiche, pour le découvrir.' },
  performanceTitle: { id: 'dashboard.fund.performanceTitle', defaultMessage: 'Face à son indice' },
  windowLabel: { id: 'dashboard.fund.windowLabel', defaultMessage: 'Période' },
  seriesFund: { id: 'dashboard.fund.seriesFund', defaultMessage: 'Le fonds' },
  seriesIndex: { id: 'dashboard.fund.seriesIndex', defaultMessage: 'Son indice' },
  noHistory: { id: 'dashboard.fund.noHistory', defaultMessage: 'Nous n’avons pas de série de cours honnête pour ce fonds : ses performances ne sont pas affichées.' },
  method: {
    id: 'dashboard.fund.method',
    defaultMessage:
      'Comment est-ce calculé ? Les cours du fonds ne nous sont pas fournis : nous suivons son indice et lui retirons ses frais courants, jour après jour. L’écart au fonds mesure donc ce qu’il coûte. La surperformance retire en plus 0,5 % par an : un fonds qui ne bat pas son indice de cette marge ne vaut pas mieux qu’un fonds indiciel.',
  },
  columnWindow: { id: 'dashboard.fund.columnWindow', defaultMessage: 'Période' },
  columnFund: { id: 'dashboard.fund.columnFund', defaultMessage: 'Fonds' },
  columnIndex: { id: 'dashboard.fund.columnIndex', defaultMessage: 'Indice' },
  columnOutperformance: { id: 'dashboard.fund.columnOutperformance', defaultMessage: 'Surperformance annuelle' },
  beatsYes: { id: 'dashboard.fund.beatsYes', defaultMessage: 'Il a battu son indice chacune des 5 dernières années.' },
  beatsNo: { id: 'dashboard.fund.beatsNo', defaultMessage: 'Il n’a pas battu son indice chacune des 5 dernières années.' },
  riskTitle: { id: 'dashboard.fund.riskTitle', defaultMessage: 'Risque' },
  volatility: { id: 'dashboard.fund.volatility', defaultMessage: 'Volatilité annuelle' },
  srri: { id: 'dashboard.fund.srri', defaultMessage: 'Indicateur de risque SRRI (1 à 7)' },
  shortHistory: { id: 'dashboard.fund.shortHistory', defaultMessage: 'Moins de 5 ans d’historique : chiffres à lire avec prudence.' },
  noRisk: { id: 'dashboard.fund.noRisk', defaultMessage: 'Risque non calculable sans série de cours.' },
  feesTitle: { id: 'dashboard.fund.feesTitle', defaultMessage: 'Frais' },
  feesRate: { id: 'dashboard.fund.feesRate', defaultMessage: 'Frais courants annuels' },
  estimate: { id: 'dashboard.fund.estimate', defaultMessage: 'Estimation' },
  allocationTitle: { id: 'dashboard.fund.allocationTitle', defaultMessage: 'Répartition' },
  assetClasses: { id: 'dashboard.fund.assetClasses', defaultMessage: 'Classes d’actifs' },
  regions: { id: 'dashboard.fund.regions', defaultMessage: 'Zones géographiques' },
  sectors: { id: 'dashboard.fund.sectors', defaultMessage: 'Secteurs' },
  unknownSplit: { id: 'dashboard.fund.unknownSplit', defaultMessage: 'Non renseigné' },
  heldTitle: { id: 'dashboard.fund.heldTitle', defaultMessage: 'Dans votre contrat' },
});

export const fundTitleMessage = defineMessage<{ name: string }>({ id: 'dashboard.fund.title', defaultMessage: 'Fonds {name}' });
export const fundWindowMessage = defineMessage<{ years: number }>({ id: 'dashboard.fund.window', defaultMessage: '{years, plural, one {# an} other {# ans}}' });
export const fundSummaryMessage = defineMessage<{ years: number; fund: string; index: string }>({
  id: 'dashboard.fund.summary',
  defaultMessage: 'Sur {years, plural, one {# an} other {# ans}}, 100 placés dans le fonds sont devenus {fund}, contre {index} dans son indice.',
});
export const fundIdentityMessage = defineMessage<{ isin: string; company: string }>({ id: 'dashboard.fund.identity', defaultMessage: 'ISIN {isin} · {company}' });
export const fundBenchmarkMessage = defineMessage<{ benchmark: string }>({ id: 'dashboard.fund.benchmark', defaultMessage: 'Indice de référence : {benchmark}' });
export const fundFeesEstimateMessage = defineMessage<{ passive: string; active: string }>({
  id: 'dashboard.fund.feesEstimate',
  defaultMessage: 'Frais non publiés : estimation de {passive} par an pour un fonds indiciel ({active} pour un fonds géré activement).',
});
export const fundHeldMessage = defineMessage<{ weight: string }>({ id: 'dashboard.fund.held', defaultMessage: '{weight} du contrat' });
