import type { AnalysisType } from '@patrimo/shared';
import type { SectionId } from '../../../lib/page-plan';
import type { AnalysisOf } from '../api/get-analysis';
import { AdvicesPage } from './pages/AdvicesPage';
import { AllocationPage } from './pages/AllocationPage';
import { FeesPage } from './pages/FeesPage';
import { PerformancesPage } from './pages/PerformancesPage';
import { RiskPage } from './pages/RiskPage';

export interface StepPageProps {
  substep: number;
  analysis: AnalysisOf<AnalysisType>;
  /** Sections locked by the lock rule (the profile is missing). */
  locked: ReadonlySet<SectionId>;
}

/** The figures of one page, from its step's analysis. */
export function StepPage({ substep, analysis, locked }: StepPageProps) {
  switch (analysis.type) {
    case 'allocation':
      return <AllocationPage substep={substep} analysis={analysis} locked={locked} />;
    case 'performances':
      return <PerformancesPage substep={substep} analysis={analysis} />;
    case 'risk':
      return <RiskPage substep={substep} analysis={analysis} locked={locked} />;
    case 'fees':
      return <FeesPage substep={substep} analysis={analysis} />;
    case 'advices':
      return <AdvicesPage substep={substep} analysis={analysis} locked={locked} />;
  }
}
