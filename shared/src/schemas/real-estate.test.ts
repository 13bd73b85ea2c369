import { realEstateInputSchema, realEstateUpdateBodySchema } from './real-estate';

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
