import { ApiHttpError } from '@patrimo/shared/client';
import { formErrorsFromApi } from '@patrimo/shared/forms';
import {
  isInvalidResetLink,
  NEW_PASSWORD_ERROR_OPTIONS,
  RESET_REQUEST_ERROR_OPTIONS,
  validatePasswordReset,
  validateResetRequest,
} from './password-reset';

const resetRequestErrorsOf = (error: unknown) => formErrorsFromApi(error, RESET_REQUEST_ERROR_OPTIONS);
const passwordResetErrorsOf = (error: unknown) => formErrorsFromApi(error, NEW_PASSWORD_ERROR_OPTIONS);

describe('password reset: the link request', () => {
  it('needs a well-formed address and sends it trimmed and lower-cased', () => {
    expect(validateResetRequest('')).toEqual({ ok: false, errors: { global: [], fields: { email: 'Veuillez saisir votre adresse e-mail' } } });
    expect(validateResetRequest('claire@')).toEqual({ ok: false, errors: { global: [], fields: { email: "Cette adresse e-mail n’est pas valide" } } });
    expect(validateResetRequest(' Claire@Example.FR ')).toEqual({ ok: true, email: 'claire@example.fr' });
  });

  it('explains the rate limit', () => {
    expect(resetRequestErrorsOf(new ApiHttpError(429, ['rate_limited'], {})).global).toEqual([
      'Trop de tentatives. Veuillez patienter quelques instants avant de réessayer.',
    ]);
  });
});

describe('password reset: the new password', () => {
  it('checks length, confirmation and strength before sending', () => {
    expect(validatePasswordReset('tok', 'court', 'autre', null)).toEqual({
      ok: false,
      errors: {
        global: [],
        fields: {
          password: 'Le mot de passe doit contenir au moins 8 caractères',
          passwordConfirmation: 'Les mots de passe ne correspondent pas',
        },
      },
    });
    const weak = validatePasswordReset('tok', 'motdepasse', 'motdepasse', false);
    expect(weak.ok || weak.errors.fields.password).toBe("Ce mot de passe n’est pas assez sécurisé");
  });

  it('sends the token with the new password', () => {
    expect(validatePasswordReset('tok', 'Girafe-Turquoise-Mardi-48', 'Girafe-Turquoise-Mardi-48', true)).toEqual({
      ok: true,
      body: { user: { resetPasswordToken: 'tok', password: 'Girafe-Turquoise-Mardi-48', passwordConfirmation: 'Girafe-Turquoise-Mardi-48' } },
    });
  });

  it('tells a dead link from a refused password', () => {
    expect(isInvalidResetLink(new ApiHttpError(400, ['wrong_token'], {}))).toBe(true);
    expect(isInvalidResetLink(new ApiHttpError(422, ['validation'], { 'user.reset_password_token': ['wrong_token'] }))).toBe(true);
    expect(isInvalidResetLink(new ApiHttpError(404, ['not_found'], {}))).toBe(true);
    const weak = new ApiHttpError(422, ['validation'], { 'user.password': ['not_secure'] });
    expect(isInvalidResetLink(weak)).toBe(false);
    expect(isInvalidResetLink(new ApiHttpError(429, ['rate_limited'], {}))).toBe(false);
    expect(passwordResetErrorsOf(weak).fields.password).toBe("Ce mot de passe n’est pas assez sécurisé");
  });
});
