import { ApiHttpError, ApiNetworkError } from '@patrimo/shared/client';
import { fieldNameOf, formErrorsFromApi, formErrorsFromCodes, hasFormErrors, noFormErrors, withFieldError } from './form-errors';

const fields = ['email', 'password'] as const;

describe('form errors', () => {
  it('reads server field names whatever their wrapper and case', () => {
    expect(fieldNameOf('user.password_confirmation')).toBe('passwordConfirmation');
    expect(fieldNameOf('user.passwordConfirmation')).toBe('passwordConfirmation');
    expect(fieldNameOf('email')).toBe('email');
  });

  it('puts field codes under their fields, in the field’s own French wording', () => {
    const errors = formErrorsFromCodes({ global: ['validation'], fields: { 'user.email': ['taken'], 'user.password': ['too_short'] } }, { fields });
    expect(errors).toEqual({
      global: [],
      fields: { email: 'Cette adresse e-mail est déjà utilisée', password: 'Le mot de passe doit contenir au moins 8 caractères' },
    });
  });

  it('keeps « validation » only when no field says what is wrong', () => {
    expect(formErrorsFromCodes({ global: ['validation'], fields: {} }, { fields }).global).toEqual([
      'Certains champs sont invalides. Veuillez les corriger.',
    ]);
  });

  it('turns codes of fields the form does not show into global messages', () => {
    const errors = formErrorsFromCodes({ global: [], fields: { 'user.coupon': ['not_found'], base: ['rate_limited'] } }, { fields });
    expect(errors.global).toEqual(['Ce code promo est invalide', 'Trop de tentatives. Veuillez patienter quelques instants avant de réessayer.']);
  });

  it('rewords global codes for the screen and moves field-like global codes under their field', () => {
    const errors = formErrorsFromCodes(
      { global: ['user_already_invited', 'wrong_token'], fields: {} },
      { fields: ['token'], overrides: { user_already_invited: 'Utilisez votre lien.' }, globalToField: { wrong_token: 'token' } },
    );
    expect(errors).toEqual({ global: ['Utilisez votre lien.'], fields: { token: 'Le code saisi est incorrect' } });
  });

  it('explains network failures and never returns an empty error', () => {
    expect(formErrorsFromApi(new ApiNetworkError({ cause: new Error('offline') }), { fields }).global[0]).toMatch(/joindre nos serveurs/);
    expect(formErrorsFromApi(new Error('boom'), { fields }).global).toEqual(['Une erreur est survenue. Veuillez réessayer.']);
    expect(formErrorsFromApi(new ApiHttpError(400, [], { email: [] }), { fields }).global).toEqual(['Une erreur est survenue. Veuillez réessayer.']);
  });

  it('keeps the first problem found on a field', () => {
    const errors = withFieldError(withFieldError(null, 'email', 'premier'), 'email', 'second');
    expect(errors.fields.email).toBe('premier');
    expect(hasFormErrors(errors)).toBe(true);
    expect(hasFormErrors(noFormErrors())).toBe(false);
  });
});
