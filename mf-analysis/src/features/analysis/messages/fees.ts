import type { FeeBaseName, FeeKind } from '@patrimo/shared';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const feesMessages = defineMessages({
  kindsTitle: { id: 'analysis.fees.kinds.title', defaultMessage: 'Chaque frais du contrat' },
  kindsDescription: { id: 'analysis.fees.kinds.description', defaultMessage: 'Ce que chaque frais rémunère, sur quoi il est prélevé, et ce qu’il vous coûtera sur les 12 prochains mois.' },
  kindsMethod: {
    id: 'analysis.fees.kinds.method',
    defaultMessage:
      'Pour chaque frais, son taux multiplié par sa base sur les 12 prochains mois : les versements et retraits programmés, l’encours du fonds euro ou des unités de compte, la valeur du contrat, ou 10 % des unités de compte arbitrés chaque année pour le courtage des arbitrages.',
  },
  kindsEmpty: { id: 'analysis.fees.kinds.empty', defaultMessage: 'Aucun frais n’est renseigné pour ce contrat.' },
  colKind: { id: 'analysis.fees.col.kind', defaultMessage: 'Frais' },
  colMeaning: { id: 'analysis.fees.col.meaning', defaultMessage: 'Ce que c’est' },
  colBase: { id: 'analysis.fees.col.base', defaultMessage: 'Prélevé sur' },
  colRate: { id: 'analysis.fees.col.rate', defaultMessage: 'Taux' },
  colYear: { id: 'analysis.fees.col.year', defaultMessage: '12 mois' },
  colFund: { id: 'analysis.fees.col.fund', defaultMessage: 'Fonds' },
  colManagement: { id: 'analysis.fees.col.management', defaultMessage: 'Gestion' },
  colAmount: { id: 'analysis.fees.col.amount', defaultMessage: 'Montant' },
  notListed: { id: 'analysis.fees.notListed', defaultMessage: 'non renseigné' },
  missingTitle: { id: 'analysis.fees.missing.title', defaultMessage: 'Frais à compléter' },
  missingDescription: {
    id: 'analysis.fees.missing.description',
    defaultMessage: 'Ces frais ne sont pas connus : ils sont comptés à 0 tant que vous ne les renseignez pas.',
  },
  missingNone: { id: 'analysis.fees.missing.none', defaultMessage: 'Tous les frais attendus pour ce type de contrat sont renseignés.' },
  missingAction: { id: 'analysis.fees.missing.action', defaultMessage: 'Renseigner les frais du contrat' },
  missingMethod: {
    id: 'analysis.fees.missing.method',
    defaultMessage: 'La liste des frais que les paramètres demandent pour ce type de contrat, moins ceux que le contrat indique (un taux de 0 compte comme renseigné).',
  },
  upcomingTitle: { id: 'analysis.fees.upcoming.title', defaultMessage: 'Frais estimés des 12 prochains mois' },
  upcomingMethod: {
    id: 'analysis.fees.upcoming.method',
    defaultMessage: 'Les frais du contrat sur leur base des 12 prochains mois, plus les frais courants de chaque fonds appliqués au montant qu’il représente.',
  },
  upcomingContract: { id: 'analysis.fees.upcoming.contract', defaultMessage: 'Frais du contrat' },
  upcomingFunds: { id: 'analysis.fees.upcoming.funds', defaultMessage: 'Frais courants des fonds' },
  upcomingTotal: { id: 'analysis.fees.upcoming.total', defaultMessage: 'Total sur 12 mois' },
  byKindTitle: { id: 'analysis.fees.byKind.title', defaultMessage: 'D’où viennent ces frais' },
  byKindEmpty: { id: 'analysis.fees.byKind.empty', defaultMessage: 'Aucun frais n’est attendu sur les 12 prochains mois.' },
  fundsTitle: { id: 'analysis.fees.funds.title', defaultMessage: 'Les frais courants de vos fonds' },
  fundsMethod: {
    id: 'analysis.fees.funds.method',
    defaultMessage:
      'Le taux de frais courants publié pour chaque fonds ; s’il n’est pas connu, une estimation : environ 2 % par an pour un fonds géré activement, 0,3 % pour un fonds indiciel. Le coût annuel est ce taux appliqué au montant du fonds.',
  },
  fundsEmpty: { id: 'analysis.fees.funds.empty', defaultMessage: 'Ce contrat ne détient pas de fonds.' },
  active: { id: 'analysis.fees.active', defaultMessage: 'Active' },
  passive: { id: 'analysis.fees.passive', defaultMessage: 'Indicielle' },
  estimatedNote: {
    id: 'analysis.fees.estimatedNote',
    defaultMessage: 'Les taux marqués « Estimation » ne sont pas publiés : ils reprennent l’ordre de grandeur des fonds actifs (2 %) ou indiciels (0,3 %).',
  },
  activePassiveTitle: { id: 'analysis.fees.activePassive.title', defaultMessage: 'Gestion active ou indicielle' },
  activePassiveDescription: {
    id: 'analysis.fees.activePassive.description',
    defaultMessage: 'Un fonds géré activement coûte en général bien plus cher qu’un fonds qui réplique un indice.',
  },
  activePassiveMethod: {
    id: 'analysis.fees.activePassive.method',
    defaultMessage: 'Les fonds sont regroupés selon leur mode de gestion ; pour chaque groupe, le montant détenu et la somme de leurs frais courants sur 12 mois.',
  },
  activeFunds: { id: 'analysis.fees.activeFunds', defaultMessage: 'Fonds actifs' },
  passiveFunds: { id: 'analysis.fees.passiveFunds', defaultMessage: 'Fonds indiciels' },
  projectionTitle: { id: 'analysis.fees.projection.title', defaultMessage: 'Votre contrat dans 20 ans, avec et sans frais' },
  projectionMethod: {
    id: 'analysis.fees.projection.method',
    defaultMessage:
      'Le même contrat projeté mois par mois au même rendement brut, avec ses versements et retraits programmés : une fois en payant ses frais (un douzième du taux annuel chaque mois, les frais sur versement et sur retrait à chaque flux), une fois sans. La valeur ne descend jamais sous zéro : les retraits s’arrêtent quand elle est épuisée.',
  },
  seriesWithFees: { id: 'analysis.fees.series.with', defaultMessage: 'Avec frais' },
  seriesWithoutFees: { id: 'analysis.fees.series.without', defaultMessage: 'Sans frais' },
  dragTitle: { id: 'analysis.fees.drag.title', defaultMessage: 'Ce que les frais vous coûtent' },
  dragMethod: {
    id: 'analysis.fees.drag.method',
    defaultMessage:
      'Le plus grand écart entre les deux courbes sur l’horizon, et l’année où il est atteint. Pas seulement l’écart de la 20e année : si des retraits épuisent les deux courbes avant, celui-ci vaut 0 € alors que la courbe avec frais a été plus basse pendant des années.',
  },
  dragAmount: { id: 'analysis.fees.drag.amount', defaultMessage: 'Plus grand écart' },
  dragAtHorizon: { id: 'analysis.fees.drag.atHorizon', defaultMessage: 'Écart à l’horizon' },
  summaryTitle: { id: 'analysis.fees.summary.title', defaultMessage: 'L’essentiel sur vos frais' },
  summaryMethod: {
    id: 'analysis.fees.summary.method',
    defaultMessage: 'Les chiffres des pages précédentes : frais des 12 prochains mois, taux annuel qu’ils représentent, et écart sur 20 ans.',
  },
  summaryYearly: { id: 'analysis.fees.summary.yearly', defaultMessage: 'Frais des 12 prochains mois' },
  summaryRate: { id: 'analysis.fees.summary.rate', defaultMessage: 'Taux annuel prélevé sur la valeur' },
  summaryDrag: { id: 'analysis.fees.summary.drag', defaultMessage: 'Coût sur 20 ans' },
  summaryEstimated: { id: 'analysis.fees.summary.estimated', defaultMessage: 'Une partie de ces chiffres repose sur des frais de fonds estimés.' },
  summaryMissing: { id: 'analysis.fees.summary.missing', defaultMessage: 'Des frais du contrat ne sont pas renseignés : ils sont comptés à 0.' },
  inputValue: { id: 'analysis.fees.input.value', defaultMessage: 'Valeur du contrat' },
  inputEuroFund: { id: 'analysis.fees.input.euroFund', defaultMessage: 'Dont fonds euro' },
  inputUnitLinked: { id: 'analysis.fees.input.unitLinked', defaultMessage: 'Dont unités de compte' },
  inputDeposit: { id: 'analysis.fees.input.deposit', defaultMessage: 'Versement mensuel programmé' },
  inputWithdrawal: { id: 'analysis.fees.input.withdrawal', defaultMessage: 'Retrait mensuel programmé' },
  inputGross: { id: 'analysis.fees.input.gross', defaultMessage: 'Rendement brut supposé (par an)' },
  inputYearlyRate: { id: 'analysis.fees.input.yearlyRate', defaultMessage: 'Frais annuels sur la valeur' },
  inputDepositRate: { id: 'analysis.fees.input.depositRate', defaultMessage: 'Frais sur chaque versement' },
  inputWithdrawalRate: { id: 'analysis.fees.input.withdrawalRate', defaultMessage: 'Frais sur chaque retrait' },
  inputHorizon: { id: 'analysis.fees.input.horizon', defaultMessage: 'Horizon (années)' },
  inputTurnover: { id: 'analysis.fees.input.turnover', defaultMessage: 'Part arbitrée chaque année' },
});

export const FEE_MEANINGS: Record<FeeKind, MessageDescriptor> = defineMessages({
  entryFee: { id: 'analysis.fees.meaning.entryFee', defaultMessage: 'Prélevés sur les sommes versées à l’ouverture et lors des versements.' },
  exitFee: { id: 'analysis.fees.meaning.exitFee', defaultMessage: 'Prélevés sur la valeur du contrat lorsque vous le clôturez.' },
  depositFee: { id: 'analysis.fees.meaning.depositFee', defaultMessage: 'Un pourcentage de chaque versement, retenu avant d’être investi.' },
  brokerageFee: { id: 'analysis.fees.meaning.brokerageFee', defaultMessage: 'Payés à chaque ordre d’achat ou de vente de titres.' },
  brokerageFee_2: { id: 'analysis.fees.meaning.brokerageFee_2', defaultMessage: 'Le courtage des ordres passés lors des arbitrages.' },
  euroFundsFees: { id: 'analysis.fees.meaning.euroFundsFees', defaultMessage: 'Prélevés chaque année par l’assureur sur l’encours du fonds euro.' },
  ucsFee: { id: 'analysis.fees.meaning.ucsFee', defaultMessage: 'Prélevés chaque année par l’assureur sur l’encours en unités de compte.' },
  withdrawalFee: { id: 'analysis.fees.meaning.withdrawalFee', defaultMessage: 'Un pourcentage de chaque retrait (rachat partiel).' },
  managementFee: { id: 'analysis.fees.meaning.managementFee', defaultMessage: 'Rémunèrent la tenue du contrat, chaque année, sur sa valeur.' },
  custodyFee: { id: 'analysis.fees.meaning.custodyFee', defaultMessage: 'Rémunèrent la conservation de vos titres, chaque année, sur leur valeur.' },
  transferFee: { id: 'analysis.fees.meaning.transferFee', defaultMessage: 'Prélevés si vous transférez le contrat vers un autre établissement.' },
});

export const FEE_BASE_LABELS: Record<FeeBaseName, MessageDescriptor> = defineMessages({
  deposits: { id: 'analysis.fees.base.deposits', defaultMessage: 'les versements' },
  orders: { id: 'analysis.fees.base.orders', defaultMessage: 'les ordres de bourse' },
  rebalancing: { id: 'analysis.fees.base.rebalancing', defaultMessage: 'les arbitrages' },
  euroFund: { id: 'analysis.fees.base.euroFund', defaultMessage: 'l’encours du fonds euro' },
  unitLinked: { id: 'analysis.fees.base.unitLinked', defaultMessage: 'l’encours en unités de compte' },
  withdrawals: { id: 'analysis.fees.base.withdrawals', defaultMessage: 'les retraits' },
  value: { id: 'analysis.fees.base.value', defaultMessage: 'la valeur du contrat' },
  exit: { id: 'analysis.fees.base.exit', defaultMessage: 'la valeur à la clôture' },
  transfer: { id: 'analysis.fees.base.transfer', defaultMessage: 'le montant transféré' },
});

export const projectionSummaryMessage = defineMessage<{ years: number; start: string; withFees: string; withoutFees: string }>({
  id: 'analysis.fees.projection.summary',
  defaultMessage: 'Partant de {start}, le contrat atteindrait {withoutFees} dans {years} ans sans frais, et {withFees} avec ses frais.',
});

export const dragSummaryMessage = defineMessage<{ amount: string; year: number }>({
  id: 'analysis.fees.drag.summary',
  defaultMessage: 'Les frais creusent un écart qui atteint {amount} la {year, selectordinal, one {#re} other {#e}} année.',
});

export const activePassiveValueMessage = defineMessage<{ count: number; amount: string; fees: string }>({
  id: 'analysis.fees.activePassive.value',
  defaultMessage: '{count, plural, =0 {aucun fonds} one {# fonds} other {# fonds}} : {amount} détenus, {fees} de frais par an',
});

export const yearAxisMessage = defineMessage<{ year: number }>({
  id: 'analysis.fees.projection.year',
  defaultMessage: 'Année {year}',
});
