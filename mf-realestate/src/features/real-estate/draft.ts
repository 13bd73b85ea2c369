import {
  messageForError,
  realEstateConsistencyIssues,
  realEstateInputSchema,
  type ConditionSubject,
  type Location,
  type RealEstate,
  type RealEstateFeature,
  type RealEstateInput,
  type RealEstateKind,
  type RealEstateUsage,
} from '@patrimo/shared';
import { formErrorsFromParse, noFormErrors, type FormErrors } from '@patrimo/shared/forms';

/**
 * A property as the saver types it, step after step (spec §3 « Real estate »): text as typed (« 250 000 »,
 * « 72,5 »), choices as strings, so a half-filled draft is kept as it is (sessionStorage, a reload) and turned
 * into the contract's `RealEstateInput` only when checked or sent.
 */
export interface PropertyDraft {
  name: string;
  /** The address as shown (the label of the chosen suggestion, or what was typed). */
  address: string;
  /** Set only by choosing a suggestion: INSEE code, postcode, city and coordinates. */
  location: Location | null;
  kind: RealEstateKind | '';
  usage: RealEstateUsage | '';
  /** '0' old, '1' new. */
  state: '' | '0' | '1';
  surface: string;
  gardenSurface: string;
  constructionYear: string;
  purchaseYear: string;
  /** Value the saver states (manual path). */
  amount: string;
  purchaseAmount: string;
  notaryCosts: string;
  rentReceived: string;
  /** '0' to '5' ('5' reads « 5 et plus »). */
  floor: string;
  rooms: string;
  bathrooms: string;
  features: RealEstateFeature[];
  /** '1' to renovate, '2' good, '3' renovated or new; '' not said. */
  conditions: Record<ConditionSubject, '' | '1' | '2' | '3'>;
}

export type DraftField = Exclude<keyof PropertyDraft, 'location'>;

export const CONDITION_SUBJECTS: readonly ConditionSubject[] = ['building', 'kitchen', 'bathroom', 'bedroom', 'isolation'];
export const FEATURES: readonly RealEstateFeature[] = [
  'elevator',
  'garage',
  'balcony',
  'swimmingpool',
  'terrace',
  'adjoiningBuilding',
  'parking',
  'garden',
];

export const EMPTY_DRAFT: PropertyDraft = {
  name: '',
  address: '',
  location: null,
  kind: '',
  usage: '',
  state: '',
  surface: '',
  gardenSurface: '',
  constructionYear: '',
  purchaseYear: '',
  amount: '',
  purchaseAmount: '',
  notaryCosts: '',
  rentReceived: '',
  floor: '',
  rooms: '',
  bathrooms: '',
  features: [],
  conditions: { building: '', kitchen: '', bathroom: '', bedroom: '', isolation: '' },
};

export type FlowKind = 'estimator' | 'manual';

/** The fields each step of a flow asks for (its checks look at these only). */
export const STEP_FIELDS: Record<string, readonly DraftField[]> = {
  'estimator:description': ['name', 'address', 'kind', 'usage', 'state', 'surface'],
  'estimator:characteristics': [
    'constructionYear',
    'purchaseYear',
    'purchaseAmount',
    'notaryCosts',
    'floor',
    'rooms',
    'bathrooms',
    'gardenSurface',
    'features',
  ],
  'estimator:condition': ['conditions', 'rentReceived'],
  'manual:description': [
    'name',
    'address',
    'kind',
    'usage',
    'state',
    'surface',
    'amount',
    'purchaseYear',
    'purchaseAmount',
    'notaryCosts',
    'rentReceived',
  ],
};

/** Fields no property goes without; the estimator also needs a chosen address, the manual path a value. */
const ALWAYS_REQUIRED: readonly DraftField[] = ['name', 'address', 'kind', 'usage', 'state', 'surface'];

export function requiredFields(flow: FlowKind): readonly DraftField[] {
  return flow === 'manual' ? [...ALWAYS_REQUIRED, 'amount'] : ALWAYS_REQUIRED;
}

/** « 250 000 », « 72,5 », « 1 200,00 € » → a number; '' → null; anything else → NaN (refused as « not a number »). */
export function parseFrenchNumber(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (compact === '') return null;
  return /^-?\d+(?:\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

const optionalNumber = (text: string): number | undefined => parseFrenchNumber(text) ?? undefined;

/** The draft as the contract takes it (POST /users/me/real_estates): empty answers left out. */
export function draftToInput(draft: PropertyDraft): RealEstateInput {
  const input: Record<string, unknown> = {
    name: draft.name.trim(),
    address: draft.address.trim(),
    location: draft.location,
    features: draft.features,
    conditions: CONDITION_SUBJECTS.flatMap((subject) => {
      const level = draft.conditions[subject];
      return level === '' ? [] : [{ subject, level: Number(level) }];
    }),
  };
  if (draft.kind !== '') input['kind'] = draft.kind;
  if (draft.usage !== '') input['usage'] = draft.usage;
  if (draft.state !== '') input['state'] = Number(draft.state);
  const numbers: [keyof RealEstateInput, string][] = [
    ['surface', draft.surface],
    ['gardenSurface', draft.gardenSurface],
    ['constructionYear', draft.constructionYear],
    ['purchaseYear', draft.purchaseYear],
    ['amount', draft.amount],
    ['purchaseAmount', draft.purchaseAmount],
    ['notaryCosts', draft.notaryCosts],
    ['rentReceived', draft.rentReceived],
    ['floor', draft.floor],
    ['rooms', draft.rooms],
    ['bathrooms', draft.bathrooms],
  ];
  for (const [key, text] of numbers) {
    const value = optionalNumber(text);
    if (value !== undefined) input[key] = value;
  }
  return input as RealEstateInput;
}

/** A stored property back as a draft (the settings page edits it with the same fields). */
export function draftOf(property: RealEstate): PropertyDraft {
  const text = (value: number | null) => (value === null ? '' : String(value));
  const conditions = { ...EMPTY_DRAFT.conditions };
  for (const rating of property.conditions) conditions[rating.subject] = String(rating.level) as '1' | '2' | '3';
  return {
    name: property.name,
    address: property.address,
    location: property.location,
    kind: property.kind,
    usage: property.usage,
    state: String(property.state) as '0' | '1',
    surface: text(property.surface),
    gardenSurface: text(property.gardenSurface),
    constructionYear: text(property.constructionYear),
    purchaseYear: text(property.purchaseYear),
    amount: text(property.amount),
    purchaseAmount: text(property.purchaseAmount),
    notaryCosts: text(property.notaryCosts),
    rentReceived: text(property.rentReceived),
    floor: text(property.floor),
    rooms: text(property.rooms),
    bathrooms: text(property.bathrooms),
    features: [...property.features],
    conditions,
  };
}

const ALL_FIELDS = Object.keys(EMPTY_DRAFT).filter((key) => key !== 'location') as DraftField[];

/**
 * The French messages of the fields given, before any request: a required answer left empty, then whatever the
 * contract's schema refuses (a 0.01 m² flat, a year to come, a purchase long before construction). Null when they pass.
 * The estimator needs an address chosen among the suggestions (its commune locates the comparable sales).
 */
export function checkDraft(
  draft: PropertyDraft,
  flow: FlowKind,
  fields: readonly DraftField[],
  messages: { chooseAddress: string },
): FormErrors<DraftField> | null {
  const errors = noFormErrors<DraftField>();
  const parsed = realEstateInputSchema.safeParse(draftToInput(draft), { reportInput: true });
  const fromSchema = formErrorsFromParse(parsed, { fields: ALL_FIELDS }) ?? noFormErrors<DraftField>();
  // The two-field checks (surface against kind, purchase against construction) run even when another field
  // fails, which stops zod's own refinements: every problem shows at once.
  const input = draftToInput(draft);
  const finite = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
  for (const [field, code] of realEstateConsistencyIssues({
    kind: input.kind,
    surface: finite(input.surface),
    constructionYear: finite(input.constructionYear),
    purchaseYear: finite(input.purchaseYear),
    state: input.state,
  })) {
    fromSchema.fields[field] ??= messageForError(code, field);
  }
  const required = requiredFields(flow);
  for (const field of fields) {
    const value = draft[field];
    if (required.includes(field) && typeof value === 'string' && value.trim() === '') {
      errors.fields[field] = messageForError('required');
      continue;
    }
    const message = fromSchema.fields[field];
    if (message !== undefined) errors.fields[field] = message;
  }
  if (flow === 'estimator' && fields.includes('address') && errors.fields.address === undefined && draft.location === null) {
    errors.fields.address = messages.chooseAddress;
  }
  return Object.keys(errors.fields).length > 0 ? errors : null;
}

/** True when a stored value has the shape of a draft (sessionStorage may hold an older or tampered one). */
export function isPropertyDraft(value: unknown): value is PropertyDraft {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    ALL_FIELDS.every((field) => (field === 'features' ? Array.isArray(record[field]) : field === 'conditions' ? true : typeof record[field] === 'string')) &&
    typeof record['conditions'] === 'object' &&
    record['conditions'] !== null &&
    (record['location'] === null || typeof record['location'] === 'object')
  );
}
