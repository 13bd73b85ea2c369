import { ApiHttpError, ApiNetworkError } from '@patrimo/shared/client';
import { accountPathFor, isInvalidDeletionLink } from './deletion';

describe('the deletion link', () => {
  it('is dead on any refusal about the token, not on a passing failure', () => {
    expect(isInvalidDeletionLink(new ApiHttpError(404, ['deletion_link_invalid'], {}))).toBe(true);
    expect(isInvalidDeletionLink(new ApiHttpError(400, ['wrong_token'], {}))).toBe(true);
    expect(isInvalidDeletionLink(new ApiHttpError(429, ['rate_limited'], {}))).toBe(false);
    expect(isInvalidDeletionLink(new ApiHttpError(503, ['server_error'], {}))).toBe(false);
    expect(isInvalidDeletionLink(new ApiNetworkError({ cause: new Error('offline') }))).toBe(false);
  });

  it('leads back to the account of whoever is signed in, or to the sign-in', () => {
    expect(accountPathFor('saver')).toBe('/app/dashboard');
    expect(accountPathFor('advisor')).toBe('/advisory');
    expect(accountPathFor(null)).toBe('/app/login');
  });
});
