import { defineMessage, defineMessages } from 'react-intl';

export const fundMessages = defineMessages({
  description: {
    id: 'dashboard.fund.description',
    defaultMessage: 'La fiche d’un support : ce qu’il contient, ce qu’il rapporte, ce qu’il coûte et le risque qu’il porte.',
  },
  exposure: {
    id: 'dashboard.fund.exposure',
    defaultMessage: 'Sa répartition par classe d’actifs, par zone géographique et par secteur',
  },
  tags: { id: 'dashboard.fund.tags', defaultMessage: 'Ses thèmes, et des fonds comparables à ajouter à votre sélection' },
  linkInvestments: { id: 'dashboard.fund.linkInvestments', defaultMessage: 'Revenir aux supports du contrat' },
  linkOverview: { id: 'dashboard.fund.linkOverview', defaultMessage: 'Synthèse du contrat' },
});

export const fundTitleMessage = defineMessage<{ isin: string }>({
  id: 'dashboard.fund.title',
  defaultMessage: 'Fonds {isin}',
});

export const fundPerformanceMessage = defineMessage<{ base: number }>({
  id: 'dashboard.fund.performance',
  defaultMessage: 'Sa performance en base {base}, face à son indice de référence',
});

export const fundBeatsIndexMessage = defineMessage<{ years: number }>({
  id: 'dashboard.fund.beatsIndex',
  defaultMessage: 'S’il bat son indice sur {years} ans, c’est-à-dire chacune des {years} dernières années',
});

export const fundSrriMessage = defineMessage<{ min: number; max: number }>({
  id: 'dashboard.fund.srri',
  defaultMessage: 'Son indicateur de risque SRRI, de {min} à {max}',
});

export const fundFeesMessage = defineMessage<{ passive: string; active: string }>({
  id: 'dashboard.fund.fees',
  defaultMessage: 'Ses frais courants, face à ceux d’un fonds indiciel (environ {passive} par an) et d’un fonds géré activement (environ {active})',
});
