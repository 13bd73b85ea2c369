import { jsonNestingExceeds, MAX_JSON_DEPTH } from './json-parser';

const nestedArrays = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('the nesting scan of a raw JSON body', () => {
  it('finds 100 000 levels of arrays or objects too deep, without recursion', () => {
    expect(jsonNestingExceeds(nestedArrays(100_000), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonNestingExceeds(nestedObjects(100_000), MAX_JSON_DEPTH)).toBe(true);
    // Unclosed: the scan stops at the first level past the limit, whatever follows.
    expect(jsonNestingExceeds('['.repeat(100_000), MAX_JSON_DEPTH)).toBe(true);
  });

  it('accepts a body exactly at the limit and refuses one level more', () => {
    expect(jsonNestingExceeds(nestedArrays(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestingExceeds(nestedObjects(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestingExceeds(nestedArrays(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });

  it('counts depth, not the number of brackets: wide bodies pass', () => {
    const wide = `[${Array.from({ length: 5000 }, () => '[{"a":[1]}]').join(',')}]`;
    expect(jsonNestingExceeds(wide, 4)).toBe(false);
    expect(jsonNestingExceeds(wide, 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingExceeds(JSON.stringify({ note: '['.repeat(1000) }), 2)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ note: `say \\"[[[[" and {{{{` }), 1)).toBe(false);
    // {"a":["\"",{"b":["\\"]}]}: four levels, the quote and the backslash in strings end nothing early.
    expect(jsonNestingExceeds(JSON.stringify({ a: ['"', { b: ['\\'] }] }), 4)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ a: ['"', { b: ['\\', [1]] }] }), 4)).toBe(true);
  });
});
