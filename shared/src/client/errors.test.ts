import { ApiHttpError } from './errors';

describe('an error answer of the API', () => {
  it('keeps a refused bank connection’s id and the bank’s own message', () => {
    const error = ApiHttpError.fromBody(400, {
      error: 'actionNeeded',
      connectionId: 'sbx.bnp-paribas.t-action.0123456789abcdef0123',
      message: 'Connectez-vous au site de votre banque pour accepter les nouvelles conditions.',
    });
    expect(error.codes).toEqual(['actionNeeded']);
    expect(error.fields).toEqual({});
    expect(error.connectionId).toBe('sbx.bnp-paribas.t-action.0123456789abcdef0123');
    expect(error.serverMessage).toBe('Connectez-vous au site de votre banque pour accepter les nouvelles conditions.');
    expect(error.details).toEqual({
      connectionId: 'sbx.bnp-paribas.t-action.0123456789abcdef0123',
      message: 'Connectez-vous au site de votre banque pour accepter les nouvelles conditions.',
    });
  });

  it('keeps the other members of the body, not the codes twice', () => {
    const error = ApiHttpError.fromBody(400, {
      error: 'missing_fields',
      errors: { password: ['required'] },
      fields: [{ name: 'code', label: 'Code reçu par SMS' }],
    });
    expect(error.codes).toEqual(['missing_fields']);
    expect(error.fields).toEqual({ password: ['required'] });
    expect(error.details).toEqual({ fields: [{ name: 'code', label: 'Code reçu par SMS' }] });
  });

  it('has no id nor message when the body has none, or blank or not text', () => {
    for (const body of [undefined, null, 'oops', [], { error: 'wrongpass' }, { error: 'bug', connectionId: '', message: '   ' }, { message: 3 }]) {
      const error = ApiHttpError.fromBody(400, body);
      expect(error.connectionId).toBeNull();
      expect(error.serverMessage).toBeNull();
    }
    expect(new ApiHttpError(404, ['not_found'], {}).details).toEqual({});
  });
});
