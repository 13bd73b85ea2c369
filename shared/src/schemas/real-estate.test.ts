import { currentYearInParis, grossRentalYieldOf, netEquityOf, realEstateInputSchema, realEstateUpdateBodySchema } from './real-estate';

const manual = {
  name: 'Maison de famille',
  address: '3 Chemin des Vignes 33000 Bordeaux',
  location: null,
  kind: 'house',
  usage: 'secondary_residence',
  state: 0,
  amount: 350_000,
  surface: 120,
};

describe('a new property', () => {
  it('is accepted with a declared value (manual path)', () => {
    const parsed = realEstateInputSchema.parse(manual);
    expect(parsed.features).toEqual([]);
    expect(parsed.conditions).toEqual([]);
  });

  it('is accepted with a location instead of a value (estimator path)', () => {
    const location = { latitude: 44.84, longitude: -0.58, city: 'Bordeaux', postcode: '33000', inseeCode: '33063' };
    const { amount: _declared, ...rest } = manual;
    expect(realEstateInputSchema.safeParse({ ...rest, location, floor: 5, rooms: 5 }).success).toBe(true);
  });

  it('needs a value or a location', () => {
    const result = realEstateInputSchema.safeParse({ ...manual, amount: null });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['missing_fields']);
  });

  it('keeps floors and rooms between 0 and 5 or more', () => {
    expect(realEstateInputSchema.safeParse({ ...manual, floor: 6 }).success).toBe(false);
    expect(realEstateInputSchema.safeParse({ ...manual, rooms: -1 }).success).toBe(false);
  });

  it('refuses an unknown kind, usage or feature, and a feature twice', () => {
    expect(realEstateInputSchema.safeParse({ ...manual, kind: 'apartment' }).success).toBe(false);
    expect(realEstateInputSchema.safeParse({ ...manual, usage: 'office' }).success).toBe(false);
    expect(realEstateInputSchema.safeParse({ ...manual, features: ['garden', 'garden'] }).success).toBe(false);
    expect(realEstateInputSchema.safeParse({ ...manual, features: ['sauna'] }).success).toBe(false);
  });

  it('refuses a non-positive surface', () => {
    expect(realEstateInputSchema.safeParse({ ...manual, surface: 0 }).error?.issues[0]?.message).toBe('must_be_positive');
  });
});

describe('a property update', () => {
  it('is accepted wrapped in realEstate or bare', () => {
    expect(realEstateUpdateBodySchema.parse({ realEstate: { surface: 95 } })).toEqual({ realEstate: { surface: 95 } });
    expect(realEstateUpdateBodySchema.parse({ surface: 95 })).toEqual({ surface: 95 });
  });
});

describe('absurd values', () => {
  const year = currentYearInParis();

  it('refuses a 0.01 m² flat and a 100,000 m² house, keeps a 9 m² studio and a 300 m² house', () => {
    const flat = { ...manual, kind: 'appartment' };
    expect(realEstateInputSchema.safeParse({ ...flat, surface: 0.01 }).error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['surface'], 'out_of_range']]);
    expect(realEstateInputSchema.safeParse({ ...manual, surface: 100_000 }).error?.issues.map((issue) => issue.message)).toEqual(['out_of_range']);
    expect(realEstateInputSchema.safeParse({ ...flat, surface: 9 }).success).toBe(true);
    expect(realEstateInputSchema.safeParse({ ...manual, surface: 300 }).success).toBe(true);
  });

  it('refuses a construction or purchase year in the future, accepts this year', () => {
    expect(realEstateInputSchema.safeParse({ ...manual, constructionYear: year + 1 }).error?.issues[0]?.message).toBe('after_today');
    expect(realEstateInputSchema.safeParse({ ...manual, purchaseYear: year + 1 }).error?.issues[0]?.message).toBe('after_today');
    expect(realEstateInputSchema.safeParse({ ...manual, constructionYear: year, purchaseYear: year }).success).toBe(true);
  });

  it('refuses a purchase long before the construction and a « new » property built decades ago', () => {
    expect(realEstateInputSchema.safeParse({ ...manual, constructionYear: 2000, purchaseYear: 1980 }).error?.issues[0]?.path).toEqual(['purchaseYear']);
    expect(realEstateInputSchema.safeParse({ ...manual, state: 1, constructionYear: 1970 }).error?.issues[0]?.message).toBe('inconsistent');
  });

  it('checks the surface against the kind in an update only when both are sent', () => {
    expect(realEstateUpdateBodySchema.safeParse({ surface: 2 }).success).toBe(true);
    expect(realEstateUpdateBodySchema.safeParse({ realEstate: { kind: 'house', surface: 2 } }).success).toBe(false);
  });
});

describe('figures of a property', () => {
  it('takes the capital owed on the linked loans off the value', () => {
    expect(netEquityOf(431_000, [{ remainingAmount: 182_400 }, { remainingAmount: null }])).toBe(248_600);
    expect(netEquityOf(100_000, [])).toBe(100_000);
  });

  it('gives a gross yield only with a rent and a value', () => {
    expect(grossRentalYieldOf(1_000, 240_000)).toBeCloseTo(0.05, 10);
    expect(grossRentalYieldOf(null, 240_000)).toBeNull();
    expect(grossRentalYieldOf(1_000, 0)).toBeNull();
  });
});
