import { ANALYSIS_SUBSTEPS, HIDDEN_PERFORMANCES_SUBSTEP } from '../constants/analysis';
import { analysisPageSchema, analysisProgressOf, VISIBLE_ANALYSIS_PAGES } from './analysis-progress';
import { portfolioAnalysisSchema } from './portfolio-analysis';
import {
  advicesAnalysis,
  allocation,
  feesAnalysis,
  performancesAnalysis,
  riskAnalysis,
} from '../contract/examples/entities';

describe('analysis progress', () => {
  it('has 22 visible pages, the hidden performances page aside', () => {
    const total = Object.values(ANALYSIS_SUBSTEPS).reduce((sum, count) => sum + count, 0);
    expect(VISIBLE_ANALYSIS_PAGES).toHaveLength(total - 1);
    expect(VISIBLE_ANALYSIS_PAGES).toHaveLength(22);
    expect(VISIBLE_ANALYSIS_PAGES).not.toContainEqual({ step: 'performances', substep: HIDDEN_PERFORMANCES_SUBSTEP });
  });

  it('refuses a hidden, a zero or an out-of-range substep', () => {
    expect(analysisPageSchema.safeParse({ step: 'allocation', substep: 5 }).success).toBe(true);
    for (const page of [
      { step: 'performances', substep: 4 },
      { step: 'advices', substep: 4 },
      { step: 'risk', substep: 0 },
      { step: 'fees', substep: 1.5 },
    ]) {
      const result = analysisPageSchema.safeParse(page);
      expect(result.success).toBe(false);
    }
    expect(analysisPageSchema.safeParse({ step: 'arbitration', substep: 1 }).success).toBe(false);
  });

  it('completes only when every visible page was visited, and names the next one', () => {
    expect(analysisProgressOf([])).toEqual({ visited: [], completed: false, next: { step: 'allocation', substep: 1 } });
    // A later page alone does not mark the earlier ones.
    const jumped = analysisProgressOf([{ step: 'advices', substep: 1 }]);
    expect(jumped.completed).toBe(false);
    expect(jumped.next).toEqual({ step: 'allocation', substep: 1 });
    const allButLast = VISIBLE_ANALYSIS_PAGES.slice(0, -1);
    expect(analysisProgressOf(allButLast)).toMatchObject({ completed: false, next: { step: 'advices', substep: 3 } });
    const all = analysisProgressOf([...VISIBLE_ANALYSIS_PAGES].reverse().concat(VISIBLE_ANALYSIS_PAGES));
    expect(all).toEqual({ visited: VISIBLE_ANALYSIS_PAGES, completed: true, next: null });
  });
});

describe('the analysis shapes', () => {
  it.each([allocation, performancesAnalysis, riskAnalysis, feesAnalysis, advicesAnalysis])('parses the $type example', (example) => {
    const result = portfolioAnalysisSchema.safeParse(example);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('refuses a step without its header', () => {
    const { asOf: _asOf, ...withoutDate } = riskAnalysis;
    expect(portfolioAnalysisSchema.safeParse(withoutDate).success).toBe(false);
  });
});
