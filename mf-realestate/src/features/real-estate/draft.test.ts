import { messageForError, realEstateInputSchema } from '@patrimo/shared';
import { checkDraft, draftOf, draftToInput, EMPTY_DRAFT, isPropertyDraft, parseFrenchNumber, STEP_FIELDS, type PropertyDraft } from './draft';
import { isFlowState } from './draft-state';
import { ESTIMATOR_FLOW, MANUAL_FLOW } from './flows';

const messages = { chooseAddress: 'Choisissez une adresse' };
const paris = { latitude: 48.85, longitude: 2.39, city: 'Paris 11e Arrondissement', postcode: '75011', inseeCode: '75111' };
const flat: PropertyDraft = {
  ...EMPTY_DRAFT,
  name: 'Appartement Nation',
  address: '12 Rue de Lyon 75011 Paris',
  location: paris,
  kind: 'appartment',
  usage: 'principal_residence',
  state: '0',
  surface: '62,5',
  constructionYear: '1965',
  purchaseYear: '2015',
  purchaseAmount: '410 000',
  floor: '5',
  rooms: '3',
  features: ['elevator', 'balcony'],
  conditions: { ...EMPTY_DRAFT.conditions, kitchen: '3' },
};

describe('parseFrenchNumber', () => {
  it('reads French typing: spaces between thousands, a decimal comma, the euro sign', () => {
    expect(parseFrenchNumber('410 000')).toBe(410_000);
    expect(parseFrenchNumber('62,5')).toBe(62.5);
    expect(parseFrenchNumber('1\u202f200,00 €')).toBe(1200);
    expect(parseFrenchNumber('')).toBeNull();
    expect(parseFrenchNumber('douze')).toBeNaN();
  });
});

describe('draftToInput', () => {
  it('gives the contract what it takes, the empty answers left out', () => {
    const input = draftToInput(flat);
    expect(input).toEqual({
      name: 'Appartement Nation',
      address: '12 Rue de Lyon 75011 Paris',
      location: paris,
      kind: 'appartment',
      usage: 'principal_residence',
      state: 0,
      surface: 62.5,
      constructionYear: 1965,
      purchaseYear: 2015,
      purchaseAmount: 410_000,
      floor: 5,
      rooms: 3,
      features: ['elevator', 'balcony'],
      conditions: [{ subject: 'kitchen', level: 3 }],
    });
    expect(realEstateInputSchema.safeParse(input).success).toBe(true);
  });

  it('comes back from a stored property as the same draft', () => {
    const parsed = realEstateInputSchema.parse(draftToInput(flat));
    const stored = {
      id: '1', portfolioId: '2', ...parsed, constructionYear: 1965, purchaseYear: 2015, purchaseAmount: 410_000, floor: 5 as const, rooms: 3 as const, amount: null, assetPrice: null, notaryCosts: null, rentReceived: null, gardenSurface: null, bathrooms: null,
      currentAmount: 500_000, estimate: null, estimateRefusal: null, loans: [], netEquity: 500_000, grossRentalYield: null,
      createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(draftOf(stored)).toEqual({ ...flat, surface: '62.5', purchaseAmount: '410000' });
  });
});

describe('checkDraft', () => {
  it('passes each step of a complete estimator draft', () => {
    for (const step of ['description', 'characteristics', 'condition']) {
      expect(checkDraft(flat, 'estimator', STEP_FIELDS[`estimator:${step}`] ?? [], messages)).toBeNull();
    }
  });

  it('names every required field left empty, in French, and only those of the step', () => {
    const errors = checkDraft(EMPTY_DRAFT, 'estimator', STEP_FIELDS['estimator:description'] ?? [], messages);
    expect(errors?.fields).toEqual({
      name: messageForError('required'),
      address: messageForError('required'),
      kind: messageForError('required'),
      usage: messageForError('required'),
      state: messageForError('required'),
      surface: messageForError('required'),
    });
    expect(checkDraft(EMPTY_DRAFT, 'estimator', STEP_FIELDS['estimator:condition'] ?? [], messages)).toBeNull();
  });

  it('asks the estimator for an address chosen among the suggestions', () => {
    const typed = { ...flat, location: null };
    expect(checkDraft(typed, 'estimator', STEP_FIELDS['estimator:description'] ?? [], messages)?.fields).toEqual({ address: messages.chooseAddress });
    expect(checkDraft({ ...typed, amount: '300000' }, 'manual', STEP_FIELDS['manual:description'] ?? [], messages)).toBeNull();
  });

  it('asks the manual path for a value', () => {
    expect(checkDraft(flat, 'manual', STEP_FIELDS['manual:description'] ?? [], messages)?.fields).toEqual({ amount: messageForError('required') });
  });

  it('refuses absurd values with the shared field messages', () => {
    const errors = checkDraft({ ...flat, surface: '0,01', constructionYear: '2999', bathrooms: 'deux' }, 'estimator', [
      ...(STEP_FIELDS['estimator:description'] ?? []),
      ...(STEP_FIELDS['estimator:characteristics'] ?? []),
    ], messages);
    expect(errors?.fields.surface).toBe(messageForError('out_of_range', 'surface'));
    expect(errors?.fields.constructionYear).toBe(messageForError('after_today', 'constructionYear'));
    expect(errors?.fields.bathrooms).toBe(messageForError('not_a_number', 'bathrooms'));
  });
});

describe('the kept draft', () => {
  it('is recognised, and a tampered one refused', () => {
    expect(isPropertyDraft(flat)).toBe(true);
    expect(isFlowState({ draft: flat, createdId: null })).toBe(true);
    expect(isFlowState({ draft: { ...flat, surface: 12 }, createdId: null })).toBe(false);
    expect(isFlowState({ draft: flat, createdId: 7 })).toBe(false);
    expect(isFlowState(null)).toBe(false);
  });
});

describe('the flows', () => {
  it('follow spec §4: estimator in four steps then the optional loans, manual in two', () => {
    expect(ESTIMATOR_FLOW.map((step) => step.path)).toEqual(['description', 'characteristics', 'condition', 'confirmation', 'loans']);
    expect(ESTIMATOR_FLOW.filter((step) => step.optional).map((step) => step.path)).toEqual(['loans']);
    expect(MANUAL_FLOW.map((step) => step.path)).toEqual(['description', 'confirmation']);
  });
});
