import {
  amountSchema,
  dateSchema,
  dateTimeSchema,
  historySchema,
  pageQuerySchema,
  positiveAmountSchema,
  queryListSchema,
  requiredText,
  userIdParamSchema,
} from './common';
import { contractCategorySchema } from './contract';

describe('amounts', () => {
  it('accept euros with up to two decimals, negative ones included', () => {
    for (const value of [0, 12, 1234.56, 0.07, -250.1, 48_250.37, 99_999_999.99]) {
      expect(amountSchema.safeParse(value).success).toBe(true);
    }
  });

  it('reject fractions of a cent, non-finite numbers and strings', () => {
    for (const value of [0.001, 12.345, Number.NaN, Number.POSITIVE_INFINITY, '12']) {
      expect(amountSchema.safeParse(value).success).toBe(false);
    }
  });

  it('stay below a thousand billion euros either way, beyond which they are typing mistakes', () => {
    expect(amountSchema.safeParse(999_999_999_999.99).success).toBe(true);
    expect(amountSchema.safeParse(1e12).error?.issues[0]?.message).toBe('out_of_range');
    expect(amountSchema.safeParse(-1e15).error?.issues[0]?.message).toBe('out_of_range');
  });

  it('must be positive where a price or a goal is asked', () => {
    expect(positiveAmountSchema.safeParse(-1).error?.issues[0]?.message).toBe('must_be_positive');
  });
});

describe('dates', () => {
  it('are ISO strings', () => {
    expect(dateSchema.safeParse('2025-11-21').success).toBe(true);
    expect(dateSchema.safeParse('21/11/2025').success).toBe(false);
    expect(dateSchema.safeParse('2025-02-30').success).toBe(false);
    expect(dateTimeSchema.safeParse('2025-11-21T13:05:00.000Z').success).toBe(true);
    expect(dateTimeSchema.safeParse('2025-11-21T14:05:00+01:00').success).toBe(true);
    expect(dateTimeSchema.safeParse('2025-11-21').success).toBe(false);
  });
});

describe('a history', () => {
  it('is a list of [timestampMs, value] pairs', () => {
    expect(historySchema.safeParse([[1_763_683_200_000, 100], [1_763_769_600_000, 101.5]]).success).toBe(true);
    expect(historySchema.safeParse([[1_763_683_200_000]]).success).toBe(false);
    expect(historySchema.safeParse([['2025-11-21', 100]]).success).toBe(false);
  });
});

describe('path and query helpers', () => {
  it('read {userId} as a user id or me', () => {
    expect(userIdParamSchema.safeParse('me').success).toBe(true);
    expect(userIdParamSchema.safeParse('6f1c2a9e-1b2c-4d5e-8f90-123456789abc').success).toBe(true);
    expect(userIdParamSchema.safeParse('ME').success).toBe(false);
  });

  it('read a page number from a query string, from 1', () => {
    expect(pageQuerySchema.parse(undefined)).toBe(1);
    expect(pageQuerySchema.parse('4')).toBe(4);
    expect(pageQuerySchema.safeParse('0').success).toBe(false);
    expect(pageQuerySchema.safeParse('1.5').success).toBe(false);
  });

  it('read a list given as a, b or repeated, dropping empty parts', () => {
    const list = queryListSchema(contractCategorySchema);
    expect(list.parse('savings,,real_estate')).toEqual(['savings', 'real_estate']);
    expect(list.parse(['savings'])).toEqual(['savings']);
  });

  it('report an empty required text as blank, once', () => {
    const issues = requiredText().safeParse('   ').error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual(['blank']);
  });
});
