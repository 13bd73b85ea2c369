import {
  issueCodes,
  passwordChangeInputSchema,
  PROFILE_FIELDS,
  PROFILE_REQUIRED_FIELDS,
  profileInputSchema,
  riskSurveySchema,
  type Profile,
  type ProfileInput,
  type RiskSurvey,
  type RiskSurveyType,
} from '@patrimo/shared';
import { fieldNameOf, formErrorsFromCodes, type ErrorCodes, type FormErrorOptions, type FormErrors } from '@patrimo/shared/forms';

/**
 * The pure logic of the identity forms (`./components/*`): form state ⇄ API payload, client validation and
 * how error codes map onto the forms' fields (through the one mapping of `@patrimo/shared/forms`). Kept apart
 * from the components so it runs under jest without rendering, and so the rules read in one place.
 */

// ---------------------------------------------------------------------------------------------------
// Profile infos
// ---------------------------------------------------------------------------------------------------

/** The fields of the profile form (spec §3), in the order the form shows them. */
export const PROFILE_FORM_FIELDS = PROFILE_FIELDS;
export type ProfileFormField = (typeof PROFILE_FORM_FIELDS)[number];

/**
 * The answers that make the profile's `infos` flag true, so the ones the form marks as required. The API
 * computes the flag from the same shared list (`PROFILE_REQUIRED_FIELDS`): the form and the server agree.
 */
const REQUIRED: ReadonlySet<ProfileFormField> = new Set<ProfileFormField>(PROFILE_REQUIRED_FIELDS);

/** Whether the form marks a field as required. */
export function isRequiredProfileField(field: ProfileFormField): boolean {
  return REQUIRED.has(field);
}

/** Free-text answers; the others are numbers (enumeration codes, number of children). */
const TEXT_FIELDS: ReadonlySet<ProfileFormField> = new Set(['mobile', 'birthdate', 'birthplace', 'nationality', 'jobTitle']);

/** The form state: what the inputs hold, as strings (`''` for "not answered"). */
export type ProfileFormValues = Record<ProfileFormField, string>;

/** The form state of a stored profile; a missing profile is an empty form. */
export function profileFormValuesOf(profile: Profile | null): ProfileFormValues {
  const values = {} as ProfileFormValues;
  for (const field of PROFILE_FORM_FIELDS) {
    const value = profile?.[field] ?? null;
    values[field] = value === null ? '' : String(value);
  }
  return values;
}

/** A typed number, `,` accepted as the French decimal mark; not a number gives NaN for the schema to refuse. */
function parseNumber(text: string): number {
  const normalised = text.replace(/\s/g, '').replace(',', '.');
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** One answer as the API takes it: empty → null, numbers parsed, text trimmed. */
function wireValueOf(field: ProfileFormField, text: string): string | number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return TEXT_FIELDS.has(field) ? trimmed : parseNumber(trimmed);
}

/** Every answer of the form as the API takes it, before validation. */
export function profileDraftOf(values: ProfileFormValues): Record<ProfileFormField, string | number | null> {
  const draft = {} as Record<ProfileFormField, string | number | null>;
  for (const field of PROFILE_FORM_FIELDS) draft[field] = wireValueOf(field, values[field]);
  return draft;
}

/** The outcome of checking the form: the validated answers, or what to show. */
export type ProfileFormCheck =
  | { valid: true; input: ProfileInput }
  | { valid: false; errors: FormErrors<ProfileFormField> };

/**
 * Checks the form with the contract's own schema (`profileInputSchema`: mobile format, birthdate not
 * after today, positive number of children…) and the required answers, before any request.
 */
export function checkProfileForm(values: ProfileFormValues): ProfileFormCheck {
  const draft = profileDraftOf(values);
  const fieldCodes: Record<string, string[]> = {};
  for (const field of PROFILE_REQUIRED_FIELDS) {
    if (draft[field] === null) fieldCodes[field] = ['blank'];
  }
  const parsed = profileInputSchema.safeParse(draft);
  if (!parsed.success) {
    for (const [field, codes] of Object.entries(issueCodes(parsed.error).fields)) {
      fieldCodes[field] ??= codes;
    }
  }
  if (parsed.success && Object.keys(fieldCodes).length === 0) return { valid: true, input: parsed.data };
  return {
    valid: false,
    errors: formErrorsFromCodes({ global: [], fields: fieldCodes }, PROFILE_ERROR_OPTIONS),
  };
}

/**
 * The partial update to send: only the answers that differ from the stored profile. An untouched estimate
 * is not sent again, so editing one's phone number is not refused because the aggregated wealth has grown
 * past the declared bracket since (`below_aggregated`, spec §5).
 *
 * @example
 * buildProfileUpdate({ ...values, children: '2', mobile: '' }, stored); // { children: 2, mobile: null }
 */
export function buildProfileUpdate(input: ProfileInput, baseline: Profile | null): ProfileInput {
  const update: Record<string, unknown> = {};
  for (const field of PROFILE_FORM_FIELDS) {
    const next = input[field] ?? null;
    const previous = baseline?.[field] ?? null;
    if (next !== previous) update[field] = next;
  }
  return update as ProfileInput;
}

/**
 * How the codes of PUT /users/:id/profile map onto the form (`below_aggregated`, `after_today`… under their
 * fields). The form is long: « Certains champs sont invalides » stays above it, its first field in error may
 * be out of sight.
 */
export const PROFILE_ERROR_OPTIONS: FormErrorOptions<ProfileFormField> = {
  fields: PROFILE_FORM_FIELDS,
  wrapper: 'profile',
  keepValidationSummary: true,
};

// ---------------------------------------------------------------------------------------------------
// Risk questionnaire
// ---------------------------------------------------------------------------------------------------

/** The answers while the questionnaire is filled: one entry per question, null until answered. */
export type RiskAnswersDraft = readonly (number | null)[];

/** The starting answers: the previous questionnaire when there is one, else nothing answered. */
export function initialRiskAnswers(questionCount: number, initial?: readonly number[] | null): (number | null)[] {
  return Array.from({ length: questionCount }, (_, index) => initial?.[index] ?? null);
}

/** Index of the first question without an answer; the last one when all are answered. */
export function firstUnansweredIndex(answers: RiskAnswersDraft): number {
  const index = answers.findIndex((answer) => answer === null);
  return index === -1 ? Math.max(answers.length - 1, 0) : index;
}

/** The completed questionnaire to save, or null while an answer is missing or out of range. */
export function riskSurveyOf(type: RiskSurveyType, answers: RiskAnswersDraft): RiskSurvey | null {
  const parsed = riskSurveySchema.safeParse({ type, answers });
  return parsed.success ? parsed.data : null;
}

/**
 * Whether a refused questionnaire means "fill your profile first" (spec §5: the questionnaire requires
 * the base profile info). The API may say it globally (`missing_fields`) or name the missing answers.
 */
const KNOWN_PROFILE_PATHS: ReadonlySet<string> = new Set([...PROFILE_FORM_FIELDS, 'riskSurvey', 'infos']);

export function isProfileInfosRequired(codes: ErrorCodes): boolean {
  if (codes.global.includes('missing_fields')) return true;
  return Object.entries(codes.fields).some(([path, fieldCodes]) => {
    const name = fieldNameOf(path, KNOWN_PROFILE_PATHS, 'profile');
    if (name === 'riskSurvey' || name === 'infos') return fieldCodes.includes('missing_fields') || fieldCodes.includes('required');
    return REQUIRED.has(name as ProfileFormField);
  });
}

// ---------------------------------------------------------------------------------------------------
// Password change
// ---------------------------------------------------------------------------------------------------

export const PASSWORD_CHANGE_FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;
export type PasswordChangeField = (typeof PASSWORD_CHANGE_FIELDS)[number];
export type PasswordChangeValues = Record<PasswordChangeField, string>;

/** The password API answers these globally; each is about one field of the form. */
const PASSWORD_GLOBAL_CODES: Readonly<Partial<Record<string, PasswordChangeField>>> = {
  wrong_password: 'currentPassword',
  not_secure: 'password',
  too_short: 'password',
  match_error: 'passwordConfirmation',
};

/** Client checks of the password change (required, 8 characters, confirmation matches); null when valid. */
export function validatePasswordChange(values: PasswordChangeValues): FormErrors<PasswordChangeField> | null {
  const parsed = passwordChangeInputSchema.safeParse({ credentials: values });
  if (parsed.success) return null;
  const { global, fields } = issueCodes(parsed.error, { unwrap: 'credentials' });
  // zod runs the "confirmation matches" refinement only once every field is valid: check it as well, so
  // all the mistakes show at once.
  if (values.passwordConfirmation !== '' && values.password !== values.passwordConfirmation) {
    fields['passwordConfirmation'] ??= ['match_error'];
  }
  return formErrorsFromCodes({ global, fields }, PASSWORD_CHANGE_ERROR_OPTIONS);
}

/** How the codes of POST /users/me/password map onto the form: `wrong_password`, `match_error`, `not_secure`. */
export const PASSWORD_CHANGE_ERROR_OPTIONS: FormErrorOptions<PasswordChangeField> = {
  fields: PASSWORD_CHANGE_FIELDS,
  wrapper: 'credentials',
  globalToField: PASSWORD_GLOBAL_CODES,
};
