import { ANALYSIS_POSITIONS, visibleSubsteps, type AnalysisPosition } from './analysis-steps';
import { isAnalysisComplete, mergeVisits, stepsProgress } from './analysis-progress';

const pagesOf = (step: AnalysisPosition['step']): AnalysisPosition[] => visibleSubsteps(step).map((substep) => ({ step, substep }));

describe('the stepper progress', () => {
  it('marks nothing done before any visit, and leads each step to its first page', () => {
    const steps = stepsProgress([]);
    expect(steps.map((s) => s.status)).toEqual(['todo', 'todo', 'todo', 'todo', 'todo']);
    expect(steps.map((s) => s.total)).toEqual([5, 4, 5, 5, 3]);
    expect(steps[1]?.target).toEqual({ step: 'performances', substep: 1 });
  });

  it('marks a step done only once every one of its visible pages was visited', () => {
    const someAllocation = pagesOf('allocation').slice(0, 4);
    expect(stepsProgress(someAllocation)[0]).toMatchObject({ status: 'started', visited: 4, target: { step: 'allocation', substep: 5 } });
    expect(stepsProgress(pagesOf('allocation'))[0]).toMatchObject({ status: 'done', visited: 5 });
  });

  it('does not mark earlier steps done because a later page was opened', () => {
    const steps = stepsProgress([{ step: 'advices', substep: 3 }]);
    expect(steps.map((s) => s.status)).toEqual(['todo', 'todo', 'todo', 'todo', 'started']);
  });

  it('needs no visit of the hidden performances page, and ignores one', () => {
    expect(stepsProgress(pagesOf('performances'))[1]?.status).toBe('done');
    expect(stepsProgress([{ step: 'performances', substep: 4 }])[1]).toMatchObject({ status: 'todo', visited: 0 });
  });

  it('is complete after the 22 pages, not after 21', () => {
    expect(isAnalysisComplete(ANALYSIS_POSITIONS)).toBe(true);
    expect(isAnalysisComplete(ANALYSIS_POSITIONS.slice(1))).toBe(false);
  });

  it('joins the stored visits and the recorded ones, once each, in reading order', () => {
    const merged = mergeVisits([{ step: 'risk', substep: 2 }, { step: 'allocation', substep: 1 }], [{ step: 'risk', substep: 2 }, { step: 'fees', substep: 9 }]);
    expect(merged).toEqual([{ step: 'allocation', substep: 1 }, { step: 'risk', substep: 2 }]);
  });
});
