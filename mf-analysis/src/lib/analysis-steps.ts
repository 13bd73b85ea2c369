import { ANALYSIS_SUBSTEPS, HIDDEN_PERFORMANCES_SUBSTEP } from '@patrimo/shared';

/**
 * The five steps of a contract's analysis and their numbered substeps (spec §4), as a flat route:
 * `allocation/1` … `advices/3`. Pure functions, so the rules stay readable apart from the screen.
 */
export type AnalysisStep = keyof typeof ANALYSIS_SUBSTEPS;

/** Steps in the order the saver goes through them. */
export const ANALYSIS_STEPS: readonly AnalysisStep[] = ['allocation', 'performances', 'risk', 'fees', 'advices'];

export interface AnalysisPosition {
  step: AnalysisStep;
  substep: number;
}

/** Where the analysis starts, and where any unknown address leads. */
export const FIRST_POSITION: AnalysisPosition = { step: 'allocation', substep: 1 };

export function isAnalysisStep(value: string | undefined): value is AnalysisStep {
  return value !== undefined && (ANALYSIS_STEPS as readonly string[]).includes(value);
}

/** Substeps shown for a step, in order: the 4th performances substep is hidden. */
export function visibleSubsteps(step: AnalysisStep): number[] {
  const all = Array.from({ length: ANALYSIS_SUBSTEPS[step] }, (_, index) => index + 1);
  return step === 'performances' ? all.filter((n) => n !== HIDDEN_PERFORMANCES_SUBSTEP) : all;
}

/** Every visible position of the analysis, from `allocation/1` to the last advice. */
export const ANALYSIS_POSITIONS: readonly AnalysisPosition[] = ANALYSIS_STEPS.flatMap((step) =>
  visibleSubsteps(step).map((substep) => ({ step, substep })),
);

export type ResolvedPosition = { kind: 'show'; position: AnalysisPosition } | { kind: 'redirect'; position: AnalysisPosition };

/**
 * Reads `:step/:substep` from the address. An unknown step or a substep out of range goes back to
 * the start; the hidden substep gives way to the one after it, so a saved link still lands in its step.
 */
export function resolvePosition(step: string | undefined, substep: string | undefined): ResolvedPosition {
  if (!isAnalysisStep(step)) return { kind: 'redirect', position: FIRST_POSITION };
  if (substep === undefined) return { kind: 'redirect', position: { step, substep: 1 } };
  const n = /^\d+$/.test(substep) ? Number(substep) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > ANALYSIS_SUBSTEPS[step]) return { kind: 'redirect', position: FIRST_POSITION };
  const visible = visibleSubsteps(step);
  if (visible.includes(n)) return { kind: 'show', position: { step, substep: n } };
  const next = ANALYSIS_POSITIONS.find((p) => p.step === step && p.substep > n) ?? FIRST_POSITION;
  return { kind: 'redirect', position: next };
}

/** The positions just before and after, across steps; `null` at either end. */
export function neighbours(position: AnalysisPosition): { previous: AnalysisPosition | null; next: AnalysisPosition | null } {
  const index = ANALYSIS_POSITIONS.findIndex((p) => p.step === position.step && p.substep === position.substep);
  return {
    previous: index > 0 ? (ANALYSIS_POSITIONS[index - 1] ?? null) : null,
    next: index >= 0 ? (ANALYSIS_POSITIONS[index + 1] ?? null) : null,
  };
}

/** The route of a position, relative to the analysis mount. */
export function positionPath(position: AnalysisPosition): string {
  return `${position.step}/${position.substep}`;
}

/** Where « reco » leads: the first page of the advice step. */
export const ADVICE_POSITION: AnalysisPosition = { step: 'advices', substep: 1 };

/** `allocation:1`: a position as a set key. */
export function positionKey(position: AnalysisPosition): string {
  return `${position.step}:${position.substep}`;
}

/** The number of a position among the visible pages, from 1 (allocation/1) to 22 (advices/3). */
export function pageNumber(position: AnalysisPosition): number {
  return ANALYSIS_POSITIONS.findIndex((p) => p.step === position.step && p.substep === position.substep) + 1;
}
