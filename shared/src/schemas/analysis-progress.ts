import { z } from 'zod';
import { ANALYSIS_SUBSTEPS, HIDDEN_PERFORMANCES_SUBSTEP } from '../constants/analysis';

/**
 * How far a saver went through the five-step analysis of one contract (spec §4): the pages they visited,
 * whether every visible page was, and the next page to read. Stored per contract and per saver; an advisor
 * reading a customer's analysis does not move it.
 */

/** The analysis steps, in order (the same words as the analysis types). */
export const ANALYSIS_STEPS = ['allocation', 'performances', 'risk', 'fees', 'advices'] as const;
export const analysisStepSchema = z.enum(ANALYSIS_STEPS, 'invalid');
export type AnalysisStep = z.infer<typeof analysisStepSchema>;

/** Whether a substep is a page a saver can see: 1 … the step's count, the hidden performances page aside. */
export function isVisibleSubstep(step: AnalysisStep, substep: number): boolean {
  if (!Number.isInteger(substep) || substep < 1 || substep > ANALYSIS_SUBSTEPS[step]) return false;
  return !(step === 'performances' && substep === HIDDEN_PERFORMANCES_SUBSTEP);
}

/** Every visible page, in reading order (22 pages). */
export const VISIBLE_ANALYSIS_PAGES: readonly { step: AnalysisStep; substep: number }[] = ANALYSIS_STEPS.flatMap((step) =>
  Array.from({ length: ANALYSIS_SUBSTEPS[step] }, (_, index) => ({ step, substep: index + 1 })).filter((page) =>
    isVisibleSubstep(page.step, page.substep),
  ),
);

/** One page of the analysis; a hidden or out-of-range substep is refused with `out_of_range`. */
export const analysisPageSchema = z
  .object({
    step: analysisStepSchema,
    substep: z.number('not_a_number').int('invalid'),
  })
  .superRefine((page, ctx) => {
    if (!isVisibleSubstep(page.step, page.substep)) ctx.addIssue({ code: 'custom', path: ['substep'], message: 'out_of_range' });
  });
export type AnalysisPage = z.infer<typeof analysisPageSchema>;

/** The saver's progress through one contract's analysis. */
export const analysisProgressSchema = z.object({
  /** Visited visible pages, in reading order, each once. */
  visited: z.array(analysisPageSchema),
  /** True once every visible page (22) was visited: the « ANALYSÉ » badge. */
  completed: z.boolean(),
  /** The first visible page not visited yet, in reading order; null when completed. */
  next: analysisPageSchema.nullable(),
});
export type AnalysisProgress = z.infer<typeof analysisProgressSchema>;

/** PUT …/portfolios/{id}/analysis_progress `{ step, substep }`: the saver read this page. */
export const analysisProgressInputSchema = analysisPageSchema;
export type AnalysisProgressInput = z.infer<typeof analysisProgressInputSchema>;

/** The progress a list of visited pages amounts to (the API and the UI read it the same way). */
export function analysisProgressOf(visited: readonly { step: AnalysisStep; substep: number }[]): AnalysisProgress {
  const seen = new Set(visited.map((page) => `${page.step}:${page.substep}`));
  const pages = VISIBLE_ANALYSIS_PAGES.filter((page) => seen.has(`${page.step}:${page.substep}`)).map((page) => ({ ...page }));
  const next = VISIBLE_ANALYSIS_PAGES.find((page) => !seen.has(`${page.step}:${page.substep}`));
  return { visited: pages, completed: next === undefined, next: next ? { ...next } : null };
}
