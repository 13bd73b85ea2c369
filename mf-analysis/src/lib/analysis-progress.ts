import { ANALYSIS_POSITIONS, ANALYSIS_STEPS, positionKey, visibleSubsteps, type AnalysisPosition, type AnalysisStep } from './analysis-steps';

/**
 * The stepper's reading of the saver's progress (spec §4): a step is done only once every one of its visible
 * pages was shown to the saver, never because a later page was opened. The pages come from the API (stored per
 * contract) joined with the visits this screen recorded since.
 */

export type StepStatus = 'done' | 'started' | 'todo';

export interface StepProgress {
  step: AnalysisStep;
  status: StepStatus;
  /** Visible pages of the step the saver went through. */
  visited: number;
  /** Visible pages of the step. */
  total: number;
  /** The page the stepper leads to: the first one not visited yet, else the step's first. */
  target: AnalysisPosition;
}

/** The visited pages as a set of `step:substep` keys, hidden or unknown pages ignored. */
export function visitedKeys(pages: readonly AnalysisPosition[]): Set<string> {
  const visible = new Set(ANALYSIS_POSITIONS.map(positionKey));
  return new Set(pages.map(positionKey).filter((key) => visible.has(key)));
}

/** Each step's status, in order. */
export function stepsProgress(pages: readonly AnalysisPosition[]): StepProgress[] {
  const seen = visitedKeys(pages);
  return ANALYSIS_STEPS.map((step) => {
    const substeps = visibleSubsteps(step);
    const visited = substeps.filter((substep) => seen.has(positionKey({ step, substep }))).length;
    const firstUnseen = substeps.find((substep) => !seen.has(positionKey({ step, substep })));
    const status: StepStatus = visited === substeps.length ? 'done' : visited > 0 ? 'started' : 'todo';
    return { step, status, visited, total: substeps.length, target: { step, substep: firstUnseen ?? substeps[0] ?? 1 } };
  });
}

/** True once all 22 visible pages were visited (the « ANALYSÉ » badge of the contract list). */
export function isAnalysisComplete(pages: readonly AnalysisPosition[]): boolean {
  return visitedKeys(pages).size === ANALYSIS_POSITIONS.length;
}

/** The pages known visited: the stored ones and those recorded since, each once. */
export function mergeVisits(stored: readonly AnalysisPosition[], recorded: readonly AnalysisPosition[]): AnalysisPosition[] {
  const seen = visitedKeys([...stored, ...recorded]);
  return ANALYSIS_POSITIONS.filter((position) => seen.has(positionKey(position)));
}
