import { splitDataAttributes, withoutUnusedMeasures } from './cartesian';

describe('withoutUnusedMeasures', () => {
  it('gives the grid no lines to place in a direction it does not draw, and keeps the other to recharts', () => {
    const horizontalOnly = withoutUnusedMeasures({}).gridProps!;
    expect(horizontalOnly.verticalCoordinatesGenerator?.({} as never, false)).toEqual([]);
    expect(horizontalOnly.horizontalCoordinatesGenerator).toBeUndefined();
    const verticalOnly = withoutUnusedMeasures({ gridAxis: 'y' }).gridProps!;
    expect(verticalOnly.horizontalCoordinatesGenerator?.({} as never, false)).toEqual([]);
    expect(verticalOnly.verticalCoordinatesGenerator).toBeUndefined();
    expect(withoutUnusedMeasures({ gridAxis: 'xy' }).gridProps).toEqual({});
    const none = withoutUnusedMeasures({ gridAxis: 'none' }).gridProps!;
    expect(none.horizontalCoordinatesGenerator).toBeDefined();
    expect(none.verticalCoordinatesGenerator).toBeDefined();
  });

  it('shows every value of a horizontal chart’s value axis without measuring them, a caller’s props winning', () => {
    expect(withoutUnusedMeasures({ yAxisProps: { width: 80 } }).yAxisProps).toEqual({ interval: 0, width: 80 });
    expect(withoutUnusedMeasures({ yAxisProps: { interval: 'preserveEnd' } }).yAxisProps).toEqual({ interval: 'preserveEnd' });
    const own = (): number[] => [10];
    expect(withoutUnusedMeasures({ gridProps: { verticalCoordinatesGenerator: own } }).gridProps?.verticalCoordinatesGenerator).toBe(own);
  });

  it('leaves the category axis of a vertical chart (its labels on the left) to recharts', () => {
    expect(withoutUnusedMeasures({ orientation: 'vertical', yAxisProps: { width: 120 } }).yAxisProps).toEqual({ width: 120 });
  });
});

describe('splitDataAttributes', () => {
  it('puts the data-* attributes on one side and every other prop on the other', () => {
    const [data, rest] = splitDataAttributes({ h: 300, 'data-wealth-chart': true, 'data-contract-chart': 'value', dataKey: 'date' });
    expect(data).toEqual({ 'data-wealth-chart': true, 'data-contract-chart': 'value' });
    expect(rest).toEqual({ h: 300, dataKey: 'date' });
  });
});
