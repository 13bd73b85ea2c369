import { normaliseErrorBody } from './normalise-error-body';

describe('normaliseErrorBody', () => {
  it('turns a single error into a global list', () => {
    expect(normaliseErrorBody({ error: 'invalid_grant' })).toEqual({ global: ['invalid_grant'], fields: {} });
  });

  it('keeps field codes, and a global code sent with them', () => {
    expect(normaliseErrorBody({ error: 'validation', errors: { email: ['blank'], password: ['too_short', 'not_secure'] } })).toEqual({
      global: ['validation'],
      fields: { email: ['blank'], password: ['too_short', 'not_secure'] },
    });
  });

  it('reads anything else as unknown, never throwing', () => {
    for (const body of [null, undefined, 'boom', 42, [], {}, { error: '' }, { errors: { email: [1, ''] } }, { errors: 'x' }]) {
      expect(normaliseErrorBody(body)).toEqual({ global: ['unknown'], fields: {} });
    }
  });
});
