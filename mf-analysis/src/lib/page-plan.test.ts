import { ANALYSIS_POSITIONS, positionPath } from './analysis-steps';
import { lockedPositions, lockedSections, lockedShare, PAGE_PLAN, planOf, type SectionId } from './page-plan';

describe('the page plan', () => {
  it('gives every visible page at least one section, and none to the hidden page', () => {
    for (const position of ANALYSIS_POSITIONS) expect(planOf(position).sections.length).toBeGreaterThan(0);
    expect(PAGE_PLAN.performances[4]).toBeUndefined();
    const planned = Object.entries(PAGE_PLAN).flatMap(([step, pages]) => Object.keys(pages).map((n) => `${step}/${n}`));
    expect(planned.sort()).toEqual(ANALYSIS_POSITIONS.map(positionPath).sort());
  });

  it('shows every figure the issue lists, each on one page only', () => {
    const all = ANALYSIS_POSITIONS.flatMap((position) => planOf(position).sections);
    expect(new Set(all).size).toBe(all.length);
    const required: SectionId[] = [
      'assetClasses', 'euroFund', 'regions', 'sectors', 'holdings', 'targetGap',
      'history', 'twr', 'xirr', 'flows', 'yearly', 'gauges', 'beatsIndex',
      'contractSrri', 'fundsSrri', 'volatility', 'drawdown', 'valueAtRisk', 'expectedShortfall', 'ratios', 'profileGap',
      'feeKinds', 'upcomingFees', 'activePassive', 'projection', 'feeDrag',
      'recommendation', 'recommendedAllocation', 'arbitrationWay',
    ];
    expect(required.filter((section) => !all.includes(section))).toEqual([]);
  });

  it('puts TWR and XIRR side by side on one page, with the flows that tell them apart', () => {
    expect(planOf({ step: 'performances', substep: 2 }).sections).toEqual(['twr', 'xirr', 'flows']);
  });
});

describe('the lock rule without a risk profile', () => {
  it('locks nothing when the profile is known', () => {
    for (const position of ANALYSIS_POSITIONS) expect(lockedSections(position, false)).toEqual([]);
  });

  it('locks exactly the sections that compare with the profile, on four pages', () => {
    expect(lockedPositions().map(positionPath)).toEqual(['allocation/5', 'risk/4', 'risk/5', 'advices/2']);
    expect(lockedSections({ step: 'risk', substep: 4 }, true)).toEqual(['ratioRanges']);
    expect(lockedSections({ step: 'allocation', substep: 5 }, true)).toEqual(['targetGap']);
    expect(lockedSections({ step: 'risk', substep: 5 }, true)).toEqual(['profileGap']);
    expect(lockedSections({ step: 'advices', substep: 2 }, true)).toEqual(['recommendedAllocation']);
  });

  it('locks one third or one quarter of a page, never more (spec §4)', () => {
    expect(lockedShare({ step: 'allocation', substep: 5 }, true)).toBeCloseTo(1 / 3, 12);
    expect(lockedShare({ step: 'risk', substep: 4 }, true)).toBeCloseTo(1 / 3, 12);
    expect(lockedShare({ step: 'risk', substep: 5 }, true)).toBeCloseTo(1 / 4, 12);
    expect(lockedShare({ step: 'advices', substep: 2 }, true)).toBeCloseTo(1 / 3, 12);
    for (const position of ANALYSIS_POSITIONS) {
      expect([0, 1 / 3, 1 / 4].some((share) => Math.abs(share - lockedShare(position, true)) < 1e-12)).toBe(true);
    }
  });

  it('keeps the page readable: a locked section is never the only one of its page', () => {
    for (const position of lockedPositions()) expect(planOf(position).sections.length).toBeGreaterThan(lockedSections(position, true).length);
  });
});
