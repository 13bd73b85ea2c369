import { entityTag, ifNoneMatchHits, ResponseCache } from './conditional';

describe('entity tags and If-None-Match', () => {
  it('tags the same parts alike and any other part otherwise, as a weak tag', () => {
    const tag = entityTag(['getWealthCashValues', 'user-1', { from: '2025-01-01' }, '30:123']);
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]{43}"$/);
    expect(entityTag(['getWealthCashValues', 'user-1', { from: '2025-01-01' }, '30:123'])).toBe(tag);
    expect(entityTag(['getWealthCashValues', 'user-2', { from: '2025-01-01' }, '30:123'])).not.toBe(tag);
    expect(entityTag(['getWealthCashValues', 'user-1', { from: '2025-01-01' }, '30:124'])).not.toBe(tag);
  });

  it('matches by weak comparison: the tag alone, in a list, without W/, or *', () => {
    const tag = 'W/"abc"';
    expect(ifNoneMatchHits(undefined, tag)).toBe(false);
    expect(ifNoneMatchHits('W/"abc"', tag)).toBe(true);
    expect(ifNoneMatchHits('"abc"', tag)).toBe(true);
    expect(ifNoneMatchHits('W/"old", W/"abc"', tag)).toBe(true);
    expect(ifNoneMatchHits(['W/"old"', 'W/"abc"'], tag)).toBe(true);
    expect(ifNoneMatchHits(' * ', tag)).toBe(true);
    expect(ifNoneMatchHits('W/"abcd"', tag)).toBe(false);
    expect(ifNoneMatchHits('abc', tag)).toBe(false);
  });
});

describe('ResponseCache', () => {
  it('keeps answers by tag within its bytes, dropping the least recently used first', () => {
    const cache = new ResponseCache(100); // 50 characters
    cache.set('a', 'x'.repeat(20));
    cache.set('b', 'y'.repeat(20));
    expect(cache.get('a')).toBe('x'.repeat(20)); // a is now the most recent
    cache.set('c', 'z'.repeat(20)); // 60 characters: b goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('x'.repeat(20));
    expect(cache.get('c')).toBe('z'.repeat(20));
    expect(cache.bytes).toBe(80);
    expect(cache.size).toBe(2);
  });

  it('replaces an answer under the same tag and never keeps one larger than the whole cache', () => {
    const cache = new ResponseCache(100);
    cache.set('a', 'x'.repeat(10));
    cache.set('a', 'y'.repeat(30));
    expect(cache.bytes).toBe(60);
    cache.set('huge', 'h'.repeat(51));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBe('y'.repeat(30));
  });
});
