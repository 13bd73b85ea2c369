import { ADVICE_POSITION, ANALYSIS_POSITIONS, FIRST_POSITION, neighbours, pageNumber, positionPath, resolvePosition, visibleSubsteps } from './analysis-steps';

describe('the analysis pages', () => {
  it('are 22 visible pages: allocation 5, performances 4 (the 4th hidden), risk 5, fees 5, advices 3', () => {
    expect(ANALYSIS_POSITIONS).toHaveLength(22);
    expect(visibleSubsteps('allocation')).toEqual([1, 2, 3, 4, 5]);
    expect(visibleSubsteps('performances')).toEqual([1, 2, 3, 5]);
    expect(visibleSubsteps('risk')).toEqual([1, 2, 3, 4, 5]);
    expect(visibleSubsteps('fees')).toEqual([1, 2, 3, 4, 5]);
    expect(visibleSubsteps('advices')).toEqual([1, 2, 3]);
  });

  it('start at allocation 1, and « reco » leads to advices 1', () => {
    expect(positionPath(FIRST_POSITION)).toBe('allocation/1');
    expect(positionPath(ADVICE_POSITION)).toBe('advices/1');
    expect(pageNumber(FIRST_POSITION)).toBe(1);
    expect(pageNumber({ step: 'advices', substep: 3 })).toBe(22);
  });

  it('chain across steps with previous and next, and stop at both ends', () => {
    expect(neighbours(FIRST_POSITION)).toEqual({ previous: null, next: { step: 'allocation', substep: 2 } });
    expect(neighbours({ step: 'allocation', substep: 5 })).toEqual({
      previous: { step: 'allocation', substep: 4 },
      next: { step: 'performances', substep: 1 },
    });
    expect(neighbours({ step: 'performances', substep: 3 }).next).toEqual({ step: 'performances', substep: 5 });
    expect(neighbours({ step: 'advices', substep: 3 })).toEqual({ previous: { step: 'advices', substep: 2 }, next: null });
  });

  it('send unknown addresses to the start and the hidden page to the next one of its step', () => {
    expect(resolvePosition('risk', '2')).toEqual({ kind: 'show', position: { step: 'risk', substep: 2 } });
    expect(resolvePosition('performances', '4')).toEqual({ kind: 'redirect', position: { step: 'performances', substep: 5 } });
    expect(resolvePosition('risk', undefined)).toEqual({ kind: 'redirect', position: { step: 'risk', substep: 1 } });
    for (const [step, substep] of [['nope', '1'], ['advices', '4'], ['fees', '0'], ['fees', '1.5'], ['fees', 'x']] as const) {
      expect(resolvePosition(step, substep)).toEqual({ kind: 'redirect', position: FIRST_POSITION });
    }
  });
});
