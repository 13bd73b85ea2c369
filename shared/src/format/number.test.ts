import { formatCurrency, formatNotation, formatParts, formatPercent, maskAmount } from './number';

// fr-FR in Node 20's ICU: narrow no-break space (U+202F) between thousands, no-break space (U+00A0)
// before the euro and percent signs.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatCurrency', () => {
  it('prints euros with two decimals', () => {
    expect(formatCurrency(1234.5)).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatCurrency(0)).toBe(`0,00${NBSP}€`);
    expect(formatCurrency(1_234_567.891)).toBe(`1${NNBSP}234${NNBSP}567,89${NBSP}€`);
  });

  it('prints no decimals when concise', () => {
    expect(formatCurrency(1234.5, { concise: true })).toBe(`1${NNBSP}235${NBSP}€`);
    expect(formatCurrency(48_250.37, { concise: true })).toBe(`48${NNBSP}250${NBSP}€`);
  });

  it('prints losses with a minus sign and gains with a plus sign when signed', () => {
    expect(formatCurrency(-250.1)).toBe(`-250,10${NBSP}€`);
    expect(formatCurrency(250.1, { signed: true })).toBe(`+250,10${NBSP}€`);
    expect(formatCurrency(0, { signed: true })).toBe(`0,00${NBSP}€`);
  });

  it('never prints a negative zero', () => {
    expect(formatCurrency(-0.001)).toBe(`0,00${NBSP}€`);
  });

  it('prints the mask in private mode', () => {
    expect(formatCurrency(1234.5, { masked: true })).toBe('*****');
  });
});

describe('formatPercent', () => {
  it('prints a ratio as a percentage with up to two decimals', () => {
    expect(formatPercent(0.12345)).toBe(`12,35${NBSP}%`);
    expect(formatPercent(0.1)).toBe(`10${NBSP}%`);
    expect(formatPercent(0.005)).toBe(`0,5${NBSP}%`);
    expect(formatPercent(12.5)).toBe(`1${NNBSP}250${NBSP}%`);
  });

  it('signs performances when asked', () => {
    expect(formatPercent(0.05, { signed: true })).toBe(`+5${NBSP}%`);
    expect(formatPercent(-0.05, { signed: true })).toBe(`-5${NBSP}%`);
  });
});

describe('formatParts', () => {
  it('prints up to four decimals', () => {
    expect(formatParts(12.345678)).toBe('12,3457');
    expect(formatParts(1234.5)).toBe(`1${NNBSP}234,5`);
    expect(formatParts(3)).toBe('3');
  });
});

describe('formatNotation', () => {
  it('prints compact numbers with up to two decimals', () => {
    expect(formatNotation(1_234_567)).toBe(`1,23${NBSP}M`);
    expect(formatNotation(12_345)).toBe(`12,35${NBSP}k`);
    expect(formatNotation(950)).toBe('950');
    expect(formatNotation(2_500_000_000)).toBe(`2,5${NBSP}Md`);
  });

  it('adds the euro sign when asked', () => {
    expect(formatNotation(1_234_567, { currency: true })).toBe(`1,23${NBSP}M${NBSP}€`);
  });
});

describe('maskAmount', () => {
  it('is exactly five stars', () => {
    expect(maskAmount()).toBe('*****');
  });
});
