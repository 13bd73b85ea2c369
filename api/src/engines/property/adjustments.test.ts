import fc from 'fast-check';
import type { ConditionRating, RealEstateFeature } from '@patrimo/shared';
import { type AdjustmentInput, adjustmentsFor } from './adjustments';

/** A typical old apartment: every factor neutral. */
const plain: AdjustmentInput = { kind: 'appartment', state: 0, features: [], conditions: [] };

function only(input: Partial<AdjustmentInput>): { ids: string[]; total: number } {
  const { adjustments, total } = adjustmentsFor({ ...plain, ...input });
  return { ids: adjustments.map((adjustment) => adjustment.id), total };
}

describe('property adjustments', () => {
  it('leaves a typical property at the median: no factor, total 1', () => {
    expect(adjustmentsFor(plain)).toEqual({ adjustments: [], total: 1 });
    expect(adjustmentsFor({ ...plain, floor: 2, constructionYear: 1985, conditions: [{ subject: 'kitchen', level: 2 }] })).toEqual({ adjustments: [], total: 1 });
  });

  it.each([
    [0, [], 0.93],
    [0, ['elevator'], 0.93],
    [1, [], 1],
    [2, ['elevator'], 1],
    [3, [], 0.95],
    [4, ['elevator'], 1.03],
    [5, [], 0.9],
    [5, ['elevator'], 1.05],
  ] as const)('floor %i with %j: × %f', (floor, features, expected) => {
    expect(only({ floor, features: [...features] }).total).toBe(expected);
  });

  it('ignores the floor of a house', () => {
    expect(only({ kind: 'house', floor: 0 })).toEqual({ ids: [], total: 1 });
  });

  it.each([
    ['building', 1, 0.94],
    ['building', 3, 1.02],
    ['kitchen', 1, 0.97],
    ['kitchen', 3, 1.02],
    ['bathroom', 1, 0.97],
    ['bathroom', 3, 1.02],
    ['bedroom', 1, 0.98],
    ['bedroom', 3, 1.01],
    ['isolation', 1, 0.95],
    ['isolation', 3, 1.03],
  ] as const)('condition %s at level %i: × %f', (subject, level, expected) => {
    const { adjustments, total } = adjustmentsFor({ ...plain, conditions: [{ subject, level }] });
    expect(total).toBe(expected);
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]?.id).toBe(`condition_${subject}`);
  });

  it.each([
    ['garden', 'appartment', 1.05],
    ['garden', 'house', 1.02],
    ['terrace', 'appartment', 1.05],
    ['terrace', 'house', 1.02],
    ['balcony', 'appartment', 1.02],
    ['balcony', 'house', 1],
    ['parking', 'appartment', 1.03],
    ['parking', 'house', 1.01],
    ['garage', 'appartment', 1.04],
    ['garage', 'house', 1.03],
    ['swimmingpool', 'appartment', 1.02],
    ['swimmingpool', 'house', 1.06],
    ['adjoiningBuilding', 'appartment', 1],
    ['adjoiningBuilding', 'house', 1.03],
    ['elevator', 'appartment', 1],
  ] as const)('feature %s on a %s: × %f', (feature, kind, expected) => {
    expect(only({ kind, features: [feature] }).total).toBe(expected);
  });

  it('counts garage and parking once, at the garage figure', () => {
    expect(only({ features: ['garage', 'parking'] })).toEqual({ ids: ['parking'], total: 1.04 });
  });

  it('reads a garden surface as a garden, once', () => {
    expect(only({ gardenSurface: 200 })).toEqual({ ids: ['garden'], total: 1.05 });
    expect(only({ gardenSurface: 200, features: ['garden'] })).toEqual({ ids: ['garden'], total: 1.05 });
    expect(only({ gardenSurface: 0 })).toEqual({ ids: [], total: 1 });
  });

  it.each([
    [1900, 1],
    [1947, 1],
    [1948, 0.96],
    [1974, 0.96],
    [1975, 1],
    [2000, 1],
    [2001, 1.03],
    [2012, 1.03],
    [2013, 1.05],
    [2024, 1.05],
  ])('an old property built in %i: × %f', (constructionYear, expected) => {
    expect(only({ constructionYear }).total).toBe(expected);
  });

  it('gives a new property the new-build premium instead of its construction year', () => {
    expect(only({ state: 1, constructionYear: 1960 })).toEqual({ ids: ['new'], total: 1.15 });
  });

  it('multiplies the factors: ground floor, kitchen to renovate, parking, built in 1960', () => {
    const { total } = adjustmentsFor({ ...plain, floor: 0, conditions: [{ subject: 'kitchen', level: 1 }], features: ['parking'], constructionYear: 1960 });
    // 0.93 × 0.97 = 0.9021; × 1.03 = 0.929163; × 0.96 = 0.89199648
    expect(total).toBeCloseTo(0.89199648, 12);
  });

  it('caps the total at +30 % and says so', () => {
    const allConditions: ConditionRating[] = (['building', 'kitchen', 'bathroom', 'bedroom', 'isolation'] as const).map((subject) => ({ subject, level: 3 }));
    const { adjustments, total } = adjustmentsFor({
      kind: 'appartment',
      state: 1,
      floor: 5,
      features: ['elevator', 'garden', 'terrace', 'balcony', 'swimmingpool', 'garage'],
      conditions: allConditions,
    });
    // Uncapped: 1.05 × (1.02 × 1.02 × 1.02 × 1.01 × 1.03) × (1.05 × 1.05 × 1.02 × 1.02 × 1.04) × 1.15 = 1.590224844…
    expect(total).toBe(1.3);
    const cap = adjustments[adjustments.length - 1];
    expect(cap?.id).toBe('cap');
    expect(cap?.multiplier).toBeCloseTo(1.3 / 1.590224844090787, 12);
    expect(adjustments.reduce((product, adjustment) => product * adjustment.multiplier, 1)).toBeCloseTo(1.3, 12);
  });

  it('never reaches the −30 % bound with the current table: the worst property is at × 0.7114', () => {
    const allToRenovate: ConditionRating[] = (['building', 'kitchen', 'bathroom', 'bedroom', 'isolation'] as const).map((subject) => ({ subject, level: 1 }));
    const { adjustments, total } = adjustmentsFor({ ...plain, floor: 5, constructionYear: 1960, conditions: allToRenovate });
    // 0.9 × 0.94 × 0.97 × 0.97 × 0.98 × 0.95 × 0.96 = 0.711434211…
    expect(total).toBeCloseTo(0.7114342112639997, 12);
    expect(adjustments.some((adjustment) => adjustment.id === 'cap')).toBe(false);
  });

  it('keeps the total within [0.7, 1.3] and equal to the product of the listed factors', () => {
    const features: RealEstateFeature[] = ['elevator', 'garage', 'balcony', 'swimmingpool', 'terrace', 'adjoiningBuilding', 'parking', 'garden'];
    const property = fc.record({
      kind: fc.constantFrom('appartment' as const, 'house' as const),
      state: fc.constantFrom(0 as const, 1 as const),
      floor: fc.option(fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const, 4 as const, 5 as const)),
      constructionYear: fc.option(fc.integer({ min: 1700, max: 2030 })),
      gardenSurface: fc.option(fc.double({ min: 0, max: 5000, noNaN: true })),
      features: fc.subarray(features),
      conditions: fc.uniqueArray(
        fc.record({ subject: fc.constantFrom('building' as const, 'kitchen' as const, 'bathroom' as const, 'bedroom' as const, 'isolation' as const), level: fc.constantFrom(1 as const, 2 as const, 3 as const) }),
        { selector: (rating) => rating.subject },
      ),
    });
    fc.assert(
      fc.property(property, (input) => {
        const { adjustments, total } = adjustmentsFor(input);
        expect(total).toBeGreaterThanOrEqual(0.7);
        expect(total).toBeLessThanOrEqual(1.3);
        expect(adjustments.reduce((product, adjustment) => product * adjustment.multiplier, 1)).toBeCloseTo(total, 12);
        for (const adjustment of adjustments) expect(adjustment.multiplier).not.toBe(1);
      }),
    );
  });
});
