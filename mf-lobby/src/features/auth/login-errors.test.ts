import { ApiHttpError, ApiNetworkError } from '@patrimo/shared/client';
import { loginErrorsOf, validateLogin } from './login-errors';

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
    expect(result.email).toBeTruthy();
    expect(result.password).toBeTruthy();
  });

  it('checks the form before calling the API', () => {
    expect(validateLogin('', '')).toMatchObject({ email: expect.any(String), password: expect.any(String) });
    expect(validateLogin('pas-un-email', 'x')?.email).toBeTruthy();
    expect(validateLogin('demo@patrimo.fr', 'x')).toBeNull();
  });
});
