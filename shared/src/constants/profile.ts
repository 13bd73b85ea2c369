import type { InvestableAssets, Profile } from '../schemas/user-profile';

/**
 * Spec §3: minimum total estate of each `investableAssets` bracket, in euros
 * (0 below 50 k€, then 50 k€, 100 k€, 150 k€, 400 k€, 750 k€, 1,5 M€).
 */
export const INVESTABLE_ASSETS_MINIMUMS: Record<InvestableAssets, number> = {
  0: 0,
  1: 50_000,
  2: 100_000,
  3: 150_000,
  4: 400_000,
  5: 750_000,
  6: 1_500_000,
};

/** The bracket a declared estate falls in. */
export function investableAssetsFor(amount: number): InvestableAssets {
  const brackets = Object.entries(INVESTABLE_ASSETS_MINIMUMS) as [string, number][];
  let found: InvestableAssets = 0;
  for (const [bracket, minimum] of brackets) {
    if (amount >= minimum) found = Number(bracket) as InvestableAssets;
  }
  return found;
}

/**
 * The answers of the profile form (spec §3 "Profile form fields"), in the order the form shows them. The
 * stored profile holds these, plus the questionnaire and the e-mail preferences.
 */
export const PROFILE_FIELDS = [
  'mobile',
  'birthdate',
  'birthplace',
  'nationality',
  'maritalStatus',
  'children',
  'scp',
  'professionnalStatus',
  'jobTitle',
  'incomeRange',
  'moneySource',
  'investableAssets',
  'annualSavings',
  'monthlyCharges',
] as const satisfies readonly (keyof Profile)[];

/**
 * The base profile information (spec §5 "Profile complete needs the infos flag"; "Risk questionnaire
 * requires base profile info"): the answers an advisor needs to know the saver's situation before any
 * risk assessment (MiFID II "know your customer": family, occupation, income, estate, savings capacity,
 * charges). Mobile, birthplace, nationality and job title stay optional: they identify rather than
 * describe the financial situation. The API computes `infos` from this list and the UI marks the same
 * fields as required, so both always agree.
 */
export const PROFILE_REQUIRED_FIELDS = [
  'birthdate',
  'maritalStatus',
  'children',
  'scp',
  'professionnalStatus',
  'incomeRange',
  'moneySource',
  'investableAssets',
  'annualSavings',
  'monthlyCharges',
] as const satisfies readonly (keyof Profile)[];
export type ProfileRequiredField = (typeof PROFILE_REQUIRED_FIELDS)[number];

/**
 * The required fields still missing (`null` or absent) from a profile, in form order.
 *
 * @example
 * missingProfileFields({ birthdate: '1984-03-12', children: 0 }); // ['maritalStatus', 'scp', …]
 */
export function missingProfileFields(profile: Partial<Record<ProfileRequiredField, unknown>>): ProfileRequiredField[] {
  return PROFILE_REQUIRED_FIELDS.filter((field) => profile[field] === null || profile[field] === undefined);
}

/** Whether the base profile information is filled: the `infos` flag of the profile. */
export function hasProfileInfos(profile: Partial<Record<ProfileRequiredField, unknown>>): boolean {
  return missingProfileFields(profile).length === 0;
}
