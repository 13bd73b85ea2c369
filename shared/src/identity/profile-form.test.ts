import type { Profile } from '@patrimo/shared';
import { EXAMPLE_RESPONSES } from '../contract/examples';
import { ApiHttpError, ApiNetworkError } from '@patrimo/shared/client';
import { formErrorsFromApi, formErrorsFromCodes, type ErrorCodes } from '@patrimo/shared/forms';
import {
  buildProfileUpdate,
  checkProfileForm,
  firstUnansweredIndex,
  initialRiskAnswers,
  isProfileInfosRequired,
  PASSWORD_CHANGE_ERROR_OPTIONS,
  PROFILE_ERROR_OPTIONS,
  profileDraftOf,
  profileFormValuesOf,
  riskSurveyOf,
  validatePasswordChange,
  type ProfileFormValues,
} from './profile-form';

const stored: Profile = EXAMPLE_RESPONSES.getMyProfile;

const empty: Profile = {
  ...stored,
  mobile: null,
  birthdate: null,
  birthplace: null,
  nationality: null,
  maritalStatus: null,
  children: null,
  scp: null,
  professionnalStatus: null,
  jobTitle: null,
  incomeRange: null,
  moneySource: null,
  investableAssets: null,
  annualSavings: null,
  monthlyCharges: null,
  riskSurvey: null,
  infos: false,
  riskAssessment: null,
};

/** The server's codes of a refused profile update, as the form shows them. */
const profileFormErrors = (codes: ErrorCodes) => formErrorsFromCodes(codes, PROFILE_ERROR_OPTIONS);
/** The server's codes of a refused password change, as the form shows them. */
const passwordChangeErrors = (codes: ErrorCodes) => formErrorsFromCodes(codes, PASSWORD_CHANGE_ERROR_OPTIONS);

function valuesOf(changes: Partial<ProfileFormValues>): ProfileFormValues {
  return { ...profileFormValuesOf(stored), ...changes };
}

describe('the profile form state', () => {
  it('shows a stored profile as strings and missing answers as empty inputs', () => {
    expect(profileFormValuesOf(stored)).toMatchObject({ mobile: '06 12 34 56 78', children: '2', scp: '3800', maritalStatus: '2' });
    expect(profileFormValuesOf(null).birthdate).toBe('');
    expect(profileFormValuesOf(empty).children).toBe('');
  });

  it('turns empty inputs into null, trims text and parses numbers', () => {
    const draft = profileDraftOf(valuesOf({ mobile: '  ', birthplace: ' Lyon ', children: '3', incomeRange: '0', jobTitle: '' }));
    expect(draft).toMatchObject({ mobile: null, birthplace: 'Lyon', children: 3, incomeRange: 0, jobTitle: null });
  });

  it('keeps a number that is not one as NaN, for the schema to refuse', () => {
    expect(profileDraftOf(valuesOf({ children: 'deux' })).children).toBeNaN();
    expect(profileDraftOf(valuesOf({ children: '1,5' })).children).toBe(1.5);
  });
});

describe('checking the profile form before sending it', () => {
  it('accepts a complete profile', () => {
    const check = checkProfileForm(valuesOf({}));
    expect(check.valid).toBe(true);
  });

  it('asks for every answer that makes the profile complete', () => {
    const check = checkProfileForm(profileFormValuesOf(null));
    expect(check.valid).toBe(false);
    if (check.valid) return;
    expect(Object.keys(check.errors.fields).sort()).toEqual(
      ['annualSavings', 'birthdate', 'children', 'incomeRange', 'investableAssets', 'maritalStatus', 'monthlyCharges', 'moneySource', 'professionnalStatus', 'scp'].sort(),
    );
    expect(check.errors.fields.maritalStatus).toBe('Ce champ est obligatoire.');
    expect(check.errors.fields.mobile).toBeUndefined();
  });

  it('refuses a birthdate after today, a negative number of children and a malformed mobile, in French', () => {
    const check = checkProfileForm(valuesOf({ birthdate: '2999-01-01', children: '-1', mobile: 'abc' }));
    expect(check.valid).toBe(false);
    if (check.valid) return;
    expect(check.errors.fields).toEqual({
      birthdate: "La date de naissance ne peut pas être postérieure à aujourd’hui",
      children: 'Veuillez saisir un nombre positif.',
      mobile: "Ce numéro de téléphone n’est pas valide",
    });
    expect(check.errors.global).toEqual([]);
  });

  it('says a number is expected when the number of children is not one', () => {
    const check = checkProfileForm(valuesOf({ children: 'deux' }));
    expect(check.valid || check.errors.fields.children).toBe('Veuillez saisir un nombre.');
  });
});

describe('building the partial profile update', () => {
  it('sends only the answers that changed, empty ones as null', () => {
    const check = checkProfileForm(valuesOf({ mobile: '', children: '3' }));
    if (!check.valid) throw new Error('expected a valid form');
    expect(buildProfileUpdate(check.input, stored)).toEqual({ mobile: null, children: 3 });
  });

  it('sends nothing when nothing changed', () => {
    const check = checkProfileForm(valuesOf({}));
    if (!check.valid) throw new Error('expected a valid form');
    expect(buildProfileUpdate(check.input, stored)).toEqual({});
  });

  it('sends every answer given when no profile was stored yet', () => {
    const check = checkProfileForm(valuesOf({ jobTitle: '' }));
    if (!check.valid) throw new Error('expected a valid form');
    const update = buildProfileUpdate(check.input, null);
    expect(update).toMatchObject({ birthdate: '1984-03-12', scp: 3800, investableAssets: 3 });
    expect(update).not.toHaveProperty('jobTitle');
  });
});

describe('server errors of the profile update', () => {
  it('shows below_aggregated and after_today under their fields, whatever the path spelling', () => {
    const errors = profileFormErrors({
      global: ['validation'],
      fields: { 'profile.investable_assets': ['below_aggregated'], birthdate: ['after_today'] },
    });
    expect(errors.fields).toEqual({
      investableAssets: 'Votre patrimoine total ne peut pas être inférieur à celui que vous avez agrégé',
      birthdate: "La date de naissance ne peut pas être postérieure à aujourd’hui",
    });
    expect(errors.global).toEqual(['Certains champs sont invalides. Veuillez les corriger.']);
  });

  it('keeps codes of fields the form does not show as global messages', () => {
    const errors = profileFormErrors({ global: [], fields: { emailPreferences: ['invalid'] } });
    expect(errors.global).toEqual(["Cette valeur n’est pas valide."]);
  });

  it('never leaves a failure without a message', () => {
    expect(formErrorsFromApi(new ApiHttpError(400, [], {}), PROFILE_ERROR_OPTIONS).global).toEqual([
      'Une erreur est survenue. Veuillez réessayer.',
    ]);
    expect(formErrorsFromApi(new ApiNetworkError({ cause: new TypeError('Failed to fetch') }), PROFILE_ERROR_OPTIONS).global[0]).toMatch(
      /connexion internet/,
    );
  });
});

describe('the risk questionnaire answers', () => {
  it('starts from the previous answers or from nothing', () => {
    expect(initialRiskAnswers(7, [3, 2, 4, 3, 2, 3, 4])).toEqual([3, 2, 4, 3, 2, 3, 4]);
    expect(initialRiskAnswers(7)).toEqual([null, null, null, null, null, null, null]);
  });

  it('resumes at the first question without an answer', () => {
    expect(firstUnansweredIndex([1, 2, null, null])).toBe(2);
    expect(firstUnansweredIndex([1, 2, 3])).toBe(2);
  });

  it('saves only a complete questionnaire, with 3 answers at most for question 5', () => {
    expect(riskSurveyOf('profile', [3, 2, 4, 3, 2, 3, 4])).toEqual({ type: 'profile', answers: [3, 2, 4, 3, 2, 3, 4] });
    expect(riskSurveyOf('profile', [3, 2, 4, 3, null, 3, 4])).toBeNull();
    expect(riskSurveyOf('profile', [3, 2, 4, 3, 5, 3, 4])).toBeNull();
  });

  it('recognises a refusal because the base profile is missing', () => {
    expect(isProfileInfosRequired({ global: ['missing_fields'], fields: {} })).toBe(true);
    expect(isProfileInfosRequired({ global: ['validation'], fields: { 'profile.birthdate': ['blank'] } })).toBe(true);
    expect(isProfileInfosRequired({ global: ['validation'], fields: { risk_survey: ['missing_fields'] } })).toBe(true);
    expect(isProfileInfosRequired({ global: ['validation'], fields: { 'riskSurvey.answers.4': ['required'] } })).toBe(false);
    expect(isProfileInfosRequired({ global: ['server_error'], fields: {} })).toBe(false);
  });
});

describe('the password change', () => {
  const valid = { currentPassword: 'ancien-mot', password: 'Un-nouveau-mot-2025', passwordConfirmation: 'Un-nouveau-mot-2025' };

  it('accepts a complete change', () => {
    expect(validatePasswordChange(valid)).toBeNull();
  });

  it('asks for each field and a matching confirmation', () => {
    expect(validatePasswordChange({ currentPassword: '', password: 'court', passwordConfirmation: 'autre' })?.fields).toEqual({
      currentPassword: 'Veuillez saisir votre mot de passe actuel',
      password: 'Le mot de passe doit contenir au moins 8 caractères',
      passwordConfirmation: 'Les mots de passe ne correspondent pas',
    });
  });

  it('puts the global codes of the API under the field they are about', () => {
    expect(passwordChangeErrors({ global: ['wrong_password'], fields: {} })).toEqual({
      global: [],
      fields: { currentPassword: 'Le mot de passe actuel est incorrect' },
    });
    expect(passwordChangeErrors({ global: ['not_secure'], fields: {} }).fields.password).toBe("Ce mot de passe n’est pas assez sécurisé");
    expect(passwordChangeErrors({ global: [], fields: { 'credentials.password_confirmation': ['match_error'] } }).fields).toEqual({
      passwordConfirmation: 'Les mots de passe ne correspondent pas',
    });
  });
});
