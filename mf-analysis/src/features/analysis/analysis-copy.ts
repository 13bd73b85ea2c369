import {
  ACTIVE_FUND_FEES,
  BEATS_INDEX_YEARS,
  BENCHMARK_PENALTY,
  ESTIMATED_FEES_MONTHS,
  FEE_PROJECTION_YEARS,
  formatPercent,
  messageForError,
  OPTIMISATION_CONFIDENCE,
  OUTPERFORMANCE_GAUGE_YEARS,
  PASSIVE_FUND_FEES,
  PERFORMANCE_BASE,
  RISK_MAX,
  RISK_MIN,
  SRRI_MAX,
  SRRI_MIN,
  TOP_SECTORS,
} from '@patrimo/shared';
import type { MessageDescriptor } from 'react-intl';
import type { CopyText } from '@patrimo/shared/react';
import {
  advicesErrorMessage,
  advicesOptimisationMessage,
  allocationSectorsMessage,
  analysisMessages as m,
  feesFundsMessage,
  feesProjectionMessage,
  feesUpcomingMessage,
  performancesBenchmarkMessage,
  performancesGaugesMessage,
  performancesHistoryMessage,
  performancesRegularityMessage,
  riskLevelMessage,
  riskSrriMessage,
} from './messages';
import type { AnalysisStep } from '../../lib/analysis-steps';

export interface SubstepCopy {
  title: MessageDescriptor;
  upcoming: readonly CopyText[];
}

export interface StepCopy {
  /** Name in the stepper. */
  label: MessageDescriptor;
  /** What the whole step is for, shown on each of its pages. */
  intro: MessageDescriptor;
  /** Copy of each visible substep, by number. */
  substeps: Readonly<Record<number, SubstepCopy>>;
}

/** What each page of the analysis will show; figures come from the shared business constants (spec §9). */
export const ANALYSIS_COPY: Record<AnalysisStep, StepCopy> = {
  allocation: {
    label: m.allocationLabel,
    intro: m.allocationIntro,
    substeps: {
      1: { title: m.allocation1Title, upcoming: [m.allocation1Split, m.allocation1Lock] },
      2: { title: m.allocation2Title, upcoming: [m.allocation2Regions] },
      3: { title: m.allocation3Title, upcoming: [(intl) => intl.formatMessage(allocationSectorsMessage, { top: TOP_SECTORS })] },
      4: { title: m.allocation4Title, upcoming: [m.allocation4Funds] },
      5: { title: m.allocation5Title, upcoming: [m.allocation5Target] },
    },
  },
  performances: {
    label: m.performancesLabel,
    intro: m.performancesIntro,
    substeps: {
      1: {
        title: m.performances1Title,
        upcoming: [(intl) => intl.formatMessage(performancesHistoryMessage, { base: PERFORMANCE_BASE })],
      },
      2: {
        title: m.performances2Title,
        upcoming: [(intl) => intl.formatMessage(performancesBenchmarkMessage, { penalty: formatPercent(BENCHMARK_PENALTY) })],
      },
      3: {
        title: m.performances3Title,
        upcoming: [(intl) => intl.formatMessage(performancesRegularityMessage, { years: BEATS_INDEX_YEARS })],
      },
      5: {
        title: m.performances5Title,
        upcoming: [
          (intl) =>
            intl.formatMessage(performancesGaugesMessage, {
              horizons: intl.formatList(OUTPERFORMANCE_GAUGE_YEARS.map(String), { type: 'conjunction' }),
            }),
        ],
      },
    },
  },
  risk: {
    label: m.riskLabel,
    intro: m.riskIntro,
    substeps: {
      1: { title: m.risk1Title, upcoming: [m.risk1Profile] },
      2: { title: m.risk2Title, upcoming: [(intl) => intl.formatMessage(riskLevelMessage, { min: RISK_MIN, max: RISK_MAX })] },
      3: { title: m.risk3Title, upcoming: [(intl) => intl.formatMessage(riskSrriMessage, { min: SRRI_MIN, max: SRRI_MAX })] },
      4: { title: m.risk4Title, upcoming: [m.risk4Ratios] },
      5: { title: m.risk5Title, upcoming: [m.risk5Gap] },
    },
  },
  fees: {
    label: m.feesLabel,
    intro: m.feesIntro,
    substeps: {
      1: { title: m.fees1Title, upcoming: [m.fees1Kinds] },
      2: { title: m.fees2Title, upcoming: [(intl) => intl.formatMessage(feesUpcomingMessage, { months: ESTIMATED_FEES_MONTHS })] },
      3: {
        title: m.fees3Title,
        upcoming: [
          (intl) =>
            intl.formatMessage(feesFundsMessage, { passive: formatPercent(PASSIVE_FUND_FEES), active: formatPercent(ACTIVE_FUND_FEES) }),
        ],
      },
      4: { title: m.fees4Title, upcoming: [(intl) => intl.formatMessage(feesProjectionMessage, { years: FEE_PROJECTION_YEARS })] },
      5: { title: m.fees5Title, upcoming: [m.fees5Savings] },
    },
  },
  advices: {
    label: m.advicesLabel,
    intro: m.advicesIntro,
    substeps: {
      1: {
        title: m.advices1Title,
        upcoming: [
          m.advices1Summary,
          (intl) => intl.formatMessage(advicesErrorMessage, { message: messageForError('recommendation_unavailable') }),
        ],
      },
      2: {
        title: m.advices2Title,
        upcoming: [(intl) => intl.formatMessage(advicesOptimisationMessage, { confidence: formatPercent(OPTIMISATION_CONFIDENCE) })],
      },
      3: { title: m.advices3Title, upcoming: [m.advices3Arbitration] },
    },
  },
};
