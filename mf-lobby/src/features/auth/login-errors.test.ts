import { ApiHttpError, ApiNetworkError } from '@patrimo/shared/client';
import { formErrorsFromApi } from '@patrimo/shared/forms';
import { LOGIN_ERROR_OPTIONS, validateLogin } from './login-errors';

const loginErrorsOf = (error: unknown) => formErrorsFromApi(error, LOGIN_ERROR_OPTIONS);

describe('login errors', () => {
  it('words every wrong-credentials code the same way, once', () => {
    const error = new ApiHttpError(400, ['invalid_grant', 'not_found_in_database'], {});
    expect(loginErrorsOf(error).global).toEqual(['Adresse e-mail ou mot de passe incorrect.']);
  });

  it('explains an unreachable server', () => {
    expect(loginErrorsOf(new ApiNetworkError({ cause: new Error('offline') })).global[0]).toMatch(/joindre nos serveurs/);
  });

  it('puts field codes under their fields', () => {
    const result = loginErrorsOf(new ApiHttpError(400, [], { username: ['blank'], password: ['blank'] }));
    expect(result.fields.email).toBeTruthy();
    expect(result.fields.password).toBeTruthy();
  });

  it('checks the form before calling the API', () => {
    expect(validateLogin({ email: '', password: '' })).toMatchObject({ email: expect.any(String), password: expect.any(String) });
    expect(validateLogin({ email: 'pas-un-email', password: 'x' }).email).toBeTruthy();
    expect(validateLogin({ email: 'demo@patrimo.fr', password: 'x' })).toEqual({});
  });
});
