import { ApiHttpError, ApiNetworkError } from '@patrimo/shared/client';
import { formErrorsFromApi } from '@patrimo/shared/forms';
import {
  invitationAsGlobal,
  isEmailTaken,
  registrationErrorOptions,
  registrationOf,
  validateRegistration,
  type RegistrationValues,
} from './registration';

/** What the registration form shows of a refusal: the register mutation's rewrite, then the form's mapping. */
const registrationErrorsOf = (error: unknown, overrides: Record<string, string> = {}) =>
  formErrorsFromApi(invitationAsGlobal(error), registrationErrorOptions(overrides));

const filled: RegistrationValues = {
  firstName: ' Claire ',
  lastName: 'Martin',
  email: ' Claire.Martin@Example.FR ',
  password: 'Girafe-Turquoise-Mardi-48',
  passwordConfirmation: 'Girafe-Turquoise-Mardi-48',
  terms: true,
};

describe('registration: browser checks', () => {
  it('words every empty field in French, with the shared field messages', () => {
    const result = validateRegistration(
      { firstName: '', lastName: '', email: '', password: '', passwordConfirmation: '', terms: false },
      null,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        global: [],
        fields: {
          firstName: 'Veuillez saisir votre prénom',
          lastName: 'Veuillez saisir votre nom',
          email: 'Veuillez saisir votre adresse e-mail',
          password: 'Veuillez saisir votre mot de passe',
          passwordConfirmation: 'Veuillez confirmer votre mot de passe',
          terms: "Veuillez accepter les conditions générales d’utilisation",
        },
      },
    });
  });

  it('says a malformed e-mail, a short password and a different confirmation at once', () => {
    const result = validateRegistration({ ...filled, email: 'claire@', password: 'court', passwordConfirmation: 'autre' }, null);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.fields).toEqual({
      email: "Cette adresse e-mail n’est pas valide",
      password: 'Le mot de passe doit contenir au moins 8 caractères',
      passwordConfirmation: 'Les mots de passe ne correspondent pas',
    });
  });

  it('refuses what the strength meter calls too weak, and leaves it to the server when it has not loaded', () => {
    const weak = { ...filled, password: 'motdepasse', passwordConfirmation: 'motdepasse' };
    const refused = validateRegistration(weak, false);
    expect(refused.ok || refused.errors.fields.password).toBe("Ce mot de passe n’est pas assez sécurisé");
    expect(validateRegistration(weak, null).ok).toBe(true);
  });

  it('sends trimmed names, a lower-cased e-mail and the invitation followed', () => {
    const result = validateRegistration({ ...filled, invitationToken: 'inv-123' }, true);
    expect(result).toEqual({
      ok: true,
      user: expect.objectContaining({
        firstName: 'Claire',
        email: 'claire.martin@example.fr',
        terms: true,
        invitationToken: 'inv-123',
      }),
    });
  });
});

describe('registration: the body sent', () => {
  it('is the parsed body of valid values, and refuses invalid ones', () => {
    expect(registrationOf(filled)).toMatchObject({ firstName: 'Claire', email: 'claire.martin@example.fr' });
    expect(() => registrationOf({ ...filled, terms: false })).toThrow();
  });
});

describe('registration: server answers', () => {
  it('puts taken, not_secure and not_accepted under their fields', () => {
    const error = new ApiHttpError(422, ['validation'], {
      'user.email': ['taken'],
      'user.password': ['not_secure'],
      'user.terms': ['not_accepted'],
    });
    expect(registrationErrorsOf(error)).toEqual({
      global: [],
      fields: {
        email: 'Cette adresse e-mail est déjà utilisée',
        password: "Ce mot de passe n’est pas assez sécurisé",
        terms: "Veuillez accepter les conditions générales d’utilisation",
      },
    });
    expect(isEmailTaken(error)).toBe(true);
    expect(isEmailTaken(new ApiHttpError(422, [], { 'user.email': ['invalid'] }))).toBe(false);
  });

  it('reads any problem with the invitation token as « an invitation is needed »', () => {
    const fromField = registrationErrorsOf(new ApiHttpError(422, ['validation'], { 'user.invitation_token': ['invalid'] }));
    const fromGlobal = registrationErrorsOf(new ApiHttpError(403, ['not_invited'], {}));
    expect(fromField).toEqual({ global: ['Une invitation est nécessaire pour créer un compte.'], fields: {} });
    expect(fromGlobal).toEqual(fromField);
  });

  it('shows user_already_invited in the screen’s words, and the rate limit and network failures above the form', () => {
    const overrides = { user_already_invited: 'Utilisez le lien de votre invitation.' };
    expect(registrationErrorsOf(new ApiHttpError(409, ['user_already_invited'], {}), overrides).global).toEqual([
      'Utilisez le lien de votre invitation.',
    ]);
    expect(registrationErrorsOf(new ApiHttpError(429, ['rate_limited'], {})).global[0]).toMatch(/Trop de tentatives/);
    expect(registrationErrorsOf(new ApiNetworkError({ cause: new Error('offline') })).global[0]).toMatch(/joindre nos serveurs/);
  });
});
