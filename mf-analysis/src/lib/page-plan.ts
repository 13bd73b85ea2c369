import { ANALYSIS_POSITIONS, positionKey, type AnalysisPosition, type AnalysisStep } from './analysis-steps';

/**
 * What each of the 22 pages shows, as named sections in reading order, and which of them compare the contract
 * with the saver's recommended risk profile. The screens render a page's sections in this order; the lock rule
 * (below) reads the same plan, so what is locked is exactly what needs the profile.
 */
export type SectionId =
  // allocation
  | 'assetClasses'
  | 'euroFund'
  | 'regions'
  | 'sectors'
  | 'holdings'
  | 'currentClasses'
  | 'profileTargets'
  | 'targetGap'
  // performances
  | 'history'
  | 'twr'
  | 'xirr'
  | 'flows'
  | 'yearly'
  | 'gauges'
  | 'beatsIndex'
  // risk
  | 'contractSrri'
  | 'fundsSrri'
  | 'volatility'
  | 'drawdown'
  | 'valueAtRisk'
  | 'expectedShortfall'
  | 'ratios'
  | 'sharpe'
  | 'ratioRanges'
  | 'contractLevel'
  | 'levelScale'
  | 'riskContributors'
  | 'profileGap'
  // fees
  | 'feeKinds'
  | 'missingFees'
  | 'upcomingFees'
  | 'upcomingByKind'
  | 'fundCharges'
  | 'activePassive'
  | 'projection'
  | 'feeDrag'
  | 'feeSummary'
  // advices
  | 'recommendation'
  | 'currentAllocation'
  | 'recommendedAllocation'
  | 'arbitrationStart'
  | 'arbitrationWay'
  | 'savedPlan';

export interface PagePlan {
  sections: readonly SectionId[];
  /** Sections that compare with the recommended profile: locked while the profile is missing. */
  profileSections: readonly SectionId[];
}

const page = (sections: readonly SectionId[], profileSections: readonly SectionId[] = []): PagePlan => ({ sections, profileSections });

export const PAGE_PLAN: Readonly<Record<AnalysisStep, Readonly<Record<number, PagePlan>>>> = {
  allocation: {
    1: page(['assetClasses', 'euroFund']),
    2: page(['regions']),
    3: page(['sectors']),
    4: page(['holdings']),
    5: page(['currentClasses', 'profileTargets', 'targetGap'], ['targetGap']),
  },
  performances: {
    1: page(['history']),
    2: page(['twr', 'xirr', 'flows']),
    3: page(['yearly']),
    5: page(['gauges', 'beatsIndex']),
  },
  risk: {
    1: page(['contractSrri', 'fundsSrri']),
    2: page(['volatility', 'drawdown']),
    3: page(['valueAtRisk', 'expectedShortfall']),
    4: page(['ratios', 'sharpe', 'ratioRanges'], ['ratioRanges']),
    5: page(['contractLevel', 'levelScale', 'riskContributors', 'profileGap'], ['profileGap']),
  },
  fees: {
    1: page(['feeKinds', 'missingFees']),
    2: page(['upcomingFees', 'upcomingByKind']),
    3: page(['fundCharges', 'activePassive']),
    4: page(['projection', 'feeDrag']),
    5: page(['feeSummary']),
  },
  advices: {
    1: page(['recommendation']),
    2: page(['currentAllocation', 'recommendedAllocation', 'arbitrationStart'], ['recommendedAllocation']),
    3: page(['arbitrationWay', 'savedPlan']),
  },
};

/** The plan of a visible page (every position of `ANALYSIS_POSITIONS` has one). */
export function planOf(position: AnalysisPosition): PagePlan {
  const plan = PAGE_PLAN[position.step][position.substep];
  if (!plan) throw new Error(`No plan for the analysis page ${positionKey(position)}`);
  return plan;
}

/**
 * The lock rule (spec §4 « partly locked, one third or one quarter, when the risk profile is missing »):
 * without a recommended profile, the sections that compare with it are locked and show the way to the
 * questionnaire instead; everything else stays readable. Four pages have such a section: the target
 * allocation's gap (one third of allocation/5), the ratios' ranges, read against the profile's band (one third
 * of risk/4), the gap to the profile (one quarter of risk/5) and the recommended allocation (one third of
 * advices/2).
 */
export function lockedSections(position: AnalysisPosition, profileMissing: boolean): readonly SectionId[] {
  return profileMissing ? planOf(position).profileSections : [];
}

/** The share of a page that is locked: 0, or one third / one quarter on the pages that compare with the profile. */
export function lockedShare(position: AnalysisPosition, profileMissing: boolean): number {
  return lockedSections(position, profileMissing).length / planOf(position).sections.length;
}

/** The pages partly locked while the profile is missing, in reading order. */
export function lockedPositions(): AnalysisPosition[] {
  return ANALYSIS_POSITIONS.filter((position) => lockedSections(position, true).length > 0);
}
