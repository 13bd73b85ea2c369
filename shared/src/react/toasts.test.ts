import { createStore } from 'jotai/vanilla';
import { showToastAtom, toastsAtom } from './toasts';

describe('toasts', () => {
  it('opens a toast with the default timeout of 8000 ms', () => {
    const store = createStore();
    store.set(showToastAtom, { label: 'bank-added', message: 'Banque ajoutée' });
    const [toast] = store.get(toastsAtom);
    expect(toast).toMatchObject({ label: 'bank-added', message: 'Banque ajoutée', timeout: 8000, state: 'initial' });
  });

  it('replaces an earlier toast that has the same label', () => {
    const store = createStore();
    store.set(showToastAtom, { label: 'profile-updated', message: 'Premier' });
    store.set(showToastAtom, { label: 'bank-deleted', message: 'Autre' });
    store.set(showToastAtom, { label: 'profile-updated', message: 'Second' });
    const toasts = store.get(toastsAtom);
    expect(toasts.map((t) => t.message)).toEqual(['Autre', 'Second']);
  });

  it('keeps a custom timeout', () => {
    const store = createStore();
    store.set(showToastAtom, { label: 'x', message: 'y', timeout: 3000 });
    expect(store.get(toastsAtom)[0]?.timeout).toBe(3000);
  });
});
