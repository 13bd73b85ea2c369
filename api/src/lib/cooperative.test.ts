import { mapCooperatively } from './cooperative';

describe('cooperative batches', () => {
  it('keeps the order and lets other work run between items', async () => {
    const order: string[] = [];
    const batch = mapCooperatively([1, 2, 3], (value) => {
      order.push(`item ${value}`);
      return value * 10;
    });
    setImmediate(() => order.push('other request'));
    expect(await batch).toEqual([10, 20, 30]);
    // The first item runs at once; the other request is served before the batch ends.
    expect(order[0]).toBe('item 1');
    expect(order.indexOf('other request')).toBeGreaterThan(0);
    expect(order.indexOf('other request')).toBeLessThan(3);
  });

  it('returns an empty list for no items', async () => {
    expect(await mapCooperatively([], () => 1)).toEqual([]);
  });
});
