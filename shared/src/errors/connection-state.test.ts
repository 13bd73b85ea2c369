import { errorCodeForConnectionState } from './connection-state';
import { bankConnectionStateSchema } from '../schemas/account';

describe('connection states as error codes', () => {
  it('mean no error when the state is none', () => {
    expect(errorCodeForConnectionState('none', 'add')).toBeNull();
    expect(errorCodeForConnectionState('none', 'sync')).toBeNull();
  });

  it('read as the add codes while an account is being added', () => {
    expect(errorCodeForConnectionState('wrongPass', 'add')).toBe('wrongpass');
    expect(errorCodeForConnectionState('additionalInformationNeeded', 'add')).toBe('additionalInformationNeeded');
  });

  it('read as the sync codes after a failed synchronisation', () => {
    expect(errorCodeForConnectionState('wrongPass', 'sync')).toBe('sync_wrongpass');
    expect(errorCodeForConnectionState('auth_failed', 'sync')).toBe('sync_auth_failed');
    expect(errorCodeForConnectionState('websiteUnavailable', 'sync')).toBe('sync_unavailable');
  });

  it('cover every failed state', () => {
    for (const state of bankConnectionStateSchema.options.filter((option) => option !== 'none')) {
      expect(errorCodeForConnectionState(state, 'add')).toEqual(expect.any(String));
      expect(errorCodeForConnectionState(state, 'sync')).toMatch(/^sync_/);
    }
  });
});
