import { isReadOnlyProfileView } from './profile-view';

describe('the profile pages', () => {
  it('let the saver edit their own profile', () => {
    expect(isReadOnlyProfileView('me', false)).toBe(false);
  });

  it('are read-only for an advisor looking at a customer', () => {
    expect(isReadOnlyProfileView('0b6c1f3e-6a0d-4c36-9d8a-3f1c2b4e5a6d', true)).toBe(true);
    expect(isReadOnlyProfileView('0b6c1f3e-6a0d-4c36-9d8a-3f1c2b4e5a6d', false)).toBe(true);
    expect(isReadOnlyProfileView('me', true)).toBe(true);
  });
});
