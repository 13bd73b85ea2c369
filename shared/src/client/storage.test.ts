import { readStored, STORAGE_PREFIX, writeStored } from './storage';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.has(key) ? (this.data.get(key) as string) : null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

describe('persisted client state', () => {
  const memory = new MemoryStorage();
  beforeAll(() => {
    (globalThis as { localStorage?: unknown }).localStorage = memory;
  });
  afterAll(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('writes JSON under the patrimo. prefix and reads it back', () => {
    writeStored('theme', 'light');
    expect(memory.getItem(`${STORAGE_PREFIX}theme`)).toBe('"light"');
    expect(readStored('theme', 'main')).toBe('light');
  });

  it('falls back when the stored value is not JSON', () => {
    memory.setItem(`${STORAGE_PREFIX}cookiesAccepted`, '{oops');
    expect(readStored('cookiesAccepted', false)).toBe(false);
  });

  it('removes the key when the value is null', () => {
    writeStored('patchNote', 'v1');
    writeStored('patchNote', null);
    expect(memory.getItem(`${STORAGE_PREFIX}patchNote`)).toBeNull();
  });
});
