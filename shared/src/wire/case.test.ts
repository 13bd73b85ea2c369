import { fromWire, toCamelKey, toSnakeKey, toWire } from './case';

describe('key conversion', () => {
  it.each([
    ['amountGoal', 'amount_goal'],
    ['isin', 'isin'],
    ['portfolioSubset', 'portfolio_subset'],
    ['notificationId', 'notification_id'],
    ['cDebtRatio', 'c_debt_ratio'],
    ['idBank', 'id_bank'],
    ['last4', 'last4'],
  ])('turns %s into %s and back', (camel, snake) => {
    expect(toSnakeKey(camel)).toBe(snake);
    expect(toCamelKey(snake)).toBe(camel);
  });

  it('leaves a key without separators alone when reading', () => {
    expect(toCamelKey('status')).toBe('status');
  });
});

describe('wire conversion', () => {
  const value = {
    userId: 'me',
    recommendedRisk: 3,
    profile: { maritalStatus: 2, emailPreferences: ['monthly-report'], riskSurvey: { answers: [1, 2, 3, 4, 1, 2, 3] } },
    portfolios: [
      { kindDetail: 'livret_a', history: [[1_763_683_200_000, 12_500.5]], infos: { amountGoal: null } },
      { kindDetail: 'real_estate', history: [], infos: { amountGoal: 0 } },
    ],
    emptyList: [],
    nothing: null,
  };

  const wire = {
    user_id: 'me',
    recommended_risk: 3,
    profile: { marital_status: 2, email_preferences: ['monthly-report'], risk_survey: { answers: [1, 2, 3, 4, 1, 2, 3] } },
    portfolios: [
      { kind_detail: 'livret_a', history: [[1_763_683_200_000, 12_500.5]], infos: { amount_goal: null } },
      { kind_detail: 'real_estate', history: [], infos: { amount_goal: 0 } },
    ],
    empty_list: [],
    nothing: null,
  };

  it('snake-cases keys of nested objects and of objects inside arrays', () => {
    expect(toWire(value)).toEqual(wire);
  });

  it('camel-cases them back', () => {
    expect(fromWire(wire)).toEqual(value);
  });

  it('round-trips a value unchanged', () => {
    expect(fromWire(toWire(value))).toEqual(value);
  });

  it('never touches values, even snake_case strings or tuples', () => {
    const converted = toWire({ kind: 'invested_wealth', list: ['brokerageFee_2', 'real_estate'] }) as Record<string, unknown>;
    expect(converted).toEqual({ kind: 'invested_wealth', list: ['brokerageFee_2', 'real_estate'] });
  });

  it('passes scalars, null and class instances through', () => {
    const date = new Date('2025-11-21T13:05:00Z');
    expect(toWire('text_value')).toBe('text_value');
    expect(toWire(42)).toBe(42);
    expect(toWire(null)).toBeNull();
    expect(toWire(undefined)).toBeUndefined();
    expect((toWire({ at: date }) as { at: Date }).at).toBe(date);
  });

  it('does not change the object it converts', () => {
    const input = { amountGoal: 1 };
    toWire(input);
    expect(input).toEqual({ amountGoal: 1 });
  });

  it('keeps arrays that need no conversion (a series’ points) instead of copying them, and copies the others', () => {
    const series = [[1_483_228_800_000, 100.5], [1_483_315_200_000, 101]];
    const wire = toWire({ series, simulatedFrom: null, items: [{ shareOf: 1 }] }) as { series: unknown; items: unknown[] };
    expect(wire.series).toBe(series);
    expect(wire.items).toEqual([{ share_of: 1 }]);
    const mixed = [1, { amountGoal: 2 }, 'x'];
    const converted = toWire(mixed) as unknown[];
    expect(converted).not.toBe(mixed);
    expect(converted).toEqual([1, { amount_goal: 2 }, 'x']);
    expect(mixed).toEqual([1, { amountGoal: 2 }, 'x']);
  });

  it('converts keys right past the bound of the keys it remembers (a body’s keys are the sender’s choice)', () => {
    for (let index = 0; index < 5000; index++) expect(toSnakeKey(`someKey${index}Name`)).toBe(`some_key${index}_name`);
    for (let index = 0; index < 5000; index++) expect(toCamelKey(`other_key_${index}_name`)).toBe(`otherKey${index}Name`);
    expect(toSnakeKey('amountGoal')).toBe('amount_goal');
  });
});
