import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AnalysisStep } from '../../../lib/analysis-steps';

const m = defineMessages({
  allocation: { id: 'analysis.allocation.label', defaultMessage: 'Allocation' },
  allocation1: { id: 'analysis.allocation.1.title', defaultMessage: 'Classes d’actifs' },
  allocation2: { id: 'analysis.allocation.2.title', defaultMessage: 'Zones géographiques' },
  allocation3: { id: 'analysis.allocation.3.title', defaultMessage: 'Secteurs d’activité' },
  allocation4: { id: 'analysis.allocation.4.title', defaultMessage: 'Supports' },
  allocation5: { id: 'analysis.allocation.5.title', defaultMessage: 'Allocation cible' },
  performances: { id: 'analysis.performances.label', defaultMessage: 'Performances' },
  performances1: { id: 'analysis.performances.1.title', defaultMessage: 'Historique face aux indices' },
  performances2: { id: 'analysis.performances.2.title', defaultMessage: 'Rendements TWR et XIRR' },
  performances3: { id: 'analysis.performances.3.title', defaultMessage: 'Année par année' },
  performances5: { id: 'analysis.performances.5.title', defaultMessage: 'Surperformance des fonds' },
  risk: { id: 'analysis.risk.label', defaultMessage: 'Risque' },
  risk1: { id: 'analysis.risk.1.title', defaultMessage: 'Indicateur SRRI' },
  risk2: { id: 'analysis.risk.2.title', defaultMessage: 'Volatilité et pertes passées' },
  risk3: { id: 'analysis.risk.3.title', defaultMessage: 'Perte possible sur un an' },
  risk4: { id: 'analysis.risk.4.title', defaultMessage: 'Ratios de risque' },
  risk5: { id: 'analysis.risk.5.title', defaultMessage: 'Écart à votre profil' },
  fees: { id: 'analysis.fees.label', defaultMessage: 'Frais' },
  fees1: { id: 'analysis.fees.1.title', defaultMessage: 'Frais du contrat' },
  fees2: { id: 'analysis.fees.2.title', defaultMessage: 'Les 12 prochains mois' },
  fees3: { id: 'analysis.fees.3.title', defaultMessage: 'Fonds actifs et passifs' },
  fees4: { id: 'analysis.fees.4.title', defaultMessage: 'Projection sur 20 ans' },
  fees5: { id: 'analysis.fees.5.title', defaultMessage: 'Synthèse des frais' },
  advices: { id: 'analysis.advices.label', defaultMessage: 'Conseils' },
  advices1: { id: 'analysis.advices.1.title', defaultMessage: 'Notre recommandation' },
  advices2: { id: 'analysis.advices.2.title', defaultMessage: 'Allocation visée' },
  advices3: { id: 'analysis.advices.3.title', defaultMessage: 'Passer à l’arbitrage' },
});

/** The name of each step in the stepper and the title of each of its pages. */
export const STEP_COPY: Record<AnalysisStep, { label: MessageDescriptor; pages: Readonly<Record<number, MessageDescriptor>> }> = {
  allocation: { label: m.allocation, pages: { 1: m.allocation1, 2: m.allocation2, 3: m.allocation3, 4: m.allocation4, 5: m.allocation5 } },
  performances: { label: m.performances, pages: { 1: m.performances1, 2: m.performances2, 3: m.performances3, 5: m.performances5 } },
  risk: { label: m.risk, pages: { 1: m.risk1, 2: m.risk2, 3: m.risk3, 4: m.risk4, 5: m.risk5 } },
  fees: { label: m.fees, pages: { 1: m.fees1, 2: m.fees2, 3: m.fees3, 4: m.fees4, 5: m.fees5 } },
  advices: { label: m.advices, pages: { 1: m.advices1, 2: m.advices2, 3: m.advices3 } },
};
