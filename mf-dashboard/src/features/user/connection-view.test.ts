import { connectionView } from './connection-view';

const REAL = { demo: false, connectionId: 'sbx.bnp.t-none.abc', syncing: false } as const;

describe('a connection on the accounts page', () => {
  it('is up to date and can be synchronised when its state is none', () => {
    expect(connectionView({ ...REAL, state: 'none' })).toEqual({ label: 'À jour', color: 'green', problem: null, fix: null, canSynchronize: true });
  });

  it('asks for a new password when the bank refused the credentials', () => {
    for (const state of ['wrongPass', 'auth_failed'] as const) {
      const view = connectionView({ ...REAL, state });
      expect(view.fix).toBe('password');
      expect(view.color).toBe('red');
      expect(view.problem).toMatch(/^La synchronisation a échoué/);
    }
  });

  it('opens the follow-up form when the bank asks for more', () => {
    expect(connectionView({ ...REAL, state: 'additionalInformationNeeded' })).toMatchObject({ fix: 'followUp', label: 'Informations complémentaires requises' });
  });

  it('says to wait when the bank’s website is down, with nothing to fix', () => {
    expect(connectionView({ ...REAL, state: 'websiteUnavailable' })).toMatchObject({ color: 'orange', fix: null, canSynchronize: true });
  });

  it('cannot be synchronised again while a synchronisation runs', () => {
    expect(connectionView({ ...REAL, state: 'none', syncing: true })).toMatchObject({ color: 'blue', canSynchronize: false });
  });

  it('offers nothing to synchronise or fix on the demonstration account', () => {
    expect(connectionView({ demo: true, connectionId: null, syncing: false, state: 'wrongPass' })).toMatchObject({ fix: null, canSynchronize: false });
  });
});
