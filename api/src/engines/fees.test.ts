import fc from 'fast-check';
import { FEE_KINDS, type Fee, type FeeKind } from '@patrimo/shared';
import { contractFees, fundChargeRate, projectValue, type FeeHolding, type FeesInput } from './fees';

/**
 * A contract worth 100 000 €: 40 000 € in the euro fund, 50 000 € in units of account, 10 000 € of cash;
 * 500 € deposited and 200 € withdrawn every month. Deposits over 12 months: 6 000 €; withdrawals: 2 400 €.
 */
function contract(fees: Fee[], overrides: Partial<FeesInput> = {}): FeesInput {
  return {
    kind: 'lifeinsurance',
    value: 100_000,
    euroFundValue: 40_000,
    unitLinkedValue: 50_000,
    fees,
    holdings: [],
    monthlyDeposit: 500,
    monthlyWithdrawal: 200,
    grossYearlyReturn: 0.04,
    ...overrides,
  };
}

const amountOf = (input: FeesInput, kind: FeeKind) => contractFees(input).byKind.find((line) => line.kind === kind)?.amount;

describe('the 12-month estimate, kind by kind (hand-worked)', () => {
  it('entryFee: 2 % of 12 deposits of 500 € = 120 €', () => {
    expect(amountOf(contract([{ kind: 'entryFee', rate: 0.02 }]), 'entryFee')).toBe(120);
  });

  it('depositFee: 1 % of 6 000 € of deposits = 60 €', () => {
    expect(amountOf(contract([{ kind: 'depositFee', rate: 0.01 }]), 'depositFee')).toBe(60);
  });

  it('brokerageFee alone: 0,5 % of the orders (8 400 € of flows × 50 % in securities = 21 €) and of the 10 % rebalancing (5 000 € → 25 €)', () => {
    expect(amountOf(contract([{ kind: 'brokerageFee', rate: 0.005 }], { kind: 'market' }), 'brokerageFee')).toBe(46);
  });

  it('brokerageFee_2: the rebalancing at the second tier, 0,4 % of 5 000 € = 20 €, the first tier keeps the flows (21 €)', () => {
    const input = contract([{ kind: 'brokerageFee', rate: 0.005 }, { kind: 'brokerageFee_2', rate: 0.004 }], { kind: 'market' });
    expect(amountOf(input, 'brokerageFee')).toBe(21);
    expect(amountOf(input, 'brokerageFee_2')).toBe(20);
  });

  it('euroFundsFees: 0,6 % of the 40 000 € euro fund = 240 €', () => {
    expect(amountOf(contract([{ kind: 'euroFundsFees', rate: 0.006 }]), 'euroFundsFees')).toBe(240);
  });

  it('ucsFee: 0,85 % of the 50 000 € in units of account = 425 €', () => {
    expect(amountOf(contract([{ kind: 'ucsFee', rate: 0.0085 }]), 'ucsFee')).toBe(425);
  });

  it('withdrawalFee: 1 % of 12 withdrawals of 200 € = 24 €', () => {
    expect(amountOf(contract([{ kind: 'withdrawalFee', rate: 0.01 }]), 'withdrawalFee')).toBe(24);
  });

  it('managementFee: 1,2 % of the whole 100 000 € = 1 200 €', () => {
    expect(amountOf(contract([{ kind: 'managementFee', rate: 0.012 }], { kind: 'market' }), 'managementFee')).toBe(1_200);
  });

  it('custodyFee: 0,2 % of the whole 100 000 € = 200 €', () => {
    expect(amountOf(contract([{ kind: 'custodyFee', rate: 0.002 }], { kind: 'pea' }), 'custodyFee')).toBe(200);
  });

  it('exitFee: listed at 0 € while the contract is kept, 5 % of 100 000 € = 5 000 € when an exit is planned', () => {
    expect(amountOf(contract([{ kind: 'exitFee', rate: 0.05 }]), 'exitFee')).toBe(0);
    expect(amountOf(contract([{ kind: 'exitFee', rate: 0.05 }], { plannedExit: 'exit' }), 'exitFee')).toBe(5_000);
    expect(amountOf(contract([{ kind: 'exitFee', rate: 0.05 }], { plannedExit: 'transfer' }), 'exitFee')).toBe(0);
  });

  it('transferFee: 0 € while the contract is kept, 3 % of 100 000 € = 3 000 € when a transfer is planned', () => {
    expect(amountOf(contract([{ kind: 'transferFee', rate: 0.03 }]), 'transferFee')).toBe(0);
    expect(amountOf(contract([{ kind: 'transferFee', rate: 0.03 }], { plannedExit: 'transfer' }), 'transferFee')).toBe(3_000);
  });

  it('adds every kind and the funds into the estimate, to the cent', () => {
    const input = contract(
      [
        { kind: 'entryFee', rate: 0.02 },
        { kind: 'depositFee', rate: 0.01 },
        { kind: 'euroFundsFees', rate: 0.006 },
        { kind: 'ucsFee', rate: 0.0085 },
        { kind: 'withdrawalFee', rate: 0.01 },
        { kind: 'transferFee', rate: 0.01 },
      ],
      { holdings: [{ isin: 'FR0010315770', name: 'Fonds A', amount: 12_345.67, euroFund: false, ongoingCharges: 0.015, active: true }] },
    );
    const result = contractFees(input);
    // 120 + 60 + 240 + 425 + 24 + 0, and 1,5 % of 12 345,67 € = 185,185 → 185,19 €.
    expect(result.ongoingCharges).toBe(185.19);
    expect(result.estimatedFees).toBe(1_054.19);
    // A life-insurance contract lists the kinds its settings ask for, in the spec's order.
    expect(result.byKind.map((line) => line.kind)).toEqual(['entryFee', 'depositFee', 'euroFundsFees', 'ucsFee', 'withdrawalFee', 'transferFee']);
    expect(result.missingKinds).toEqual([]);
  });

  it('lists the kinds the settings ask for and the contract lacks, counted as 0', () => {
    const result = contractFees(contract([{ kind: 'custodyFee', rate: 0.001 }], { kind: 'pea' }));
    expect(result.byKind.map((line) => line.kind)).toEqual(['entryFee', 'brokerageFee', 'brokerageFee_2', 'managementFee', 'custodyFee', 'transferFee']);
    expect(result.missingKinds).toEqual(['entryFee', 'brokerageFee', 'brokerageFee_2', 'managementFee', 'transferFee']);
    expect(result.estimatedFees).toBe(100);
  });
});

describe('funds’ ongoing charges', () => {
  const holdings: FeeHolding[] = [
    { isin: 'IE00B4L5Y983', name: 'Known ETF', amount: 20_000, euroFund: false, ongoingCharges: 0.0022, active: false },
    { isin: 'FR0010135103', name: 'Active fund', amount: 10_000, euroFund: false, ongoingCharges: null, active: true },
    { isin: 'LU1681043599', name: 'Passive fund', amount: 20_000, euroFund: false, ongoingCharges: null, active: false },
    { isin: 'FR0000000001', name: 'Unknown style', amount: 1_000, euroFund: false, ongoingCharges: null, active: null },
    { isin: null, name: 'Fonds euros', amount: 40_000, euroFund: true, ongoingCharges: null, active: null },
  ];

  it('uses the known figure, else 2 % for active and 0,3 % for passive funds, unknown style counted as active', () => {
    const result = contractFees(contract([], { holdings }));
    expect(result.funds.map((fund) => [fund.name, fund.ongoingCharges, fund.estimated, fund.active, fund.yearlyCost])).toEqual([
      ['Known ETF', 0.0022, false, false, 44],
      ['Active fund', 0.02, true, true, 200],
      ['Passive fund', 0.003, true, false, 60],
      ['Unknown style', 0.02, true, true, 20],
    ]);
    // The euro fund has no ongoing charges of its own: euroFundsFees is its cost.
    expect(result.ongoingCharges).toBe(324);
    expect(result.estimatedFees).toBe(324);
    expect(result.estimated).toBe(true);
  });

  it('is not an estimate when every figure is known', () => {
    expect(contractFees(contract([], { holdings: [holdings[0] as FeeHolding] })).estimated).toBe(false);
    expect(fundChargeRate({ ongoingCharges: 0, active: true })).toEqual({ rate: 0, estimated: false, active: true });
  });
});

describe('the 20-year projection', () => {
  it('matches the future value of an ordinary annuity at a monthly rate when there are no fees', () => {
    const input = contract([], { value: 10_000, euroFundValue: 0, unitLinkedValue: 10_000, monthlyDeposit: 200, monthlyWithdrawal: null, grossYearlyReturn: 0.05 });
    const result = contractFees(input);
    const r = 1.05 ** (1 / 12) - 1;
    const n = 240;
    const closedForm = 10_000 * (1 + r) ** n + (200 * ((1 + r) ** n - 1)) / r;
    // 1,05^20 = 2,6532977…: the lump sum alone grows to 26 532,98 €.
    expect(10_000 * (1 + r) ** n).toBeCloseTo(26_532.98, 2);
    expect(result.projection).toHaveLength(21);
    expect(result.projection[20]?.withoutFees).toBeCloseTo(closedForm, 1);
    expect(result.projection[20]?.withFees).toBe(result.projection[20]?.withoutFees);
    expect(result.feeDrag).toBe(0);
  });

  it('charges a yearly fee as a twelfth each month and deposit fees on each deposit (closed form with q = (1 + r)(1 − f/12))', () => {
    const input = contract([{ kind: 'managementFee', rate: 0.01 }, { kind: 'entryFee', rate: 0.02 }], {
      kind: 'market',
      value: 10_000,
      euroFundValue: 0,
      unitLinkedValue: 10_000,
      monthlyDeposit: 200,
      monthlyWithdrawal: null,
      grossYearlyReturn: 0.05,
    });
    const result = contractFees(input);
    const r = 1.05 ** (1 / 12) - 1;
    const q = (1 + r) * (1 - 0.01 / 12);
    const closedForm = 10_000 * q ** 240 + (200 * 0.98 * (q ** 240 - 1)) / (q - 1);
    expect(result.yearlyRate).toBeCloseTo(0.01, 12);
    expect(result.depositRate).toBeCloseTo(0.02, 12);
    expect(result.projection[20]?.withFees).toBeCloseTo(closedForm, 1);
    expect(result.feeDrag).toBeCloseTo((result.projection[20]?.withoutFees ?? 0) - closedForm, 1);
    expect(result.feeDrag).toBeGreaterThan(0);
  });

  it('reads the fee drag as the largest gap over the horizon when withdrawals empty both curves before year 20 (issue 12 defect 2)', () => {
    // 50 000 €, 600 € withdrawn every month, 1,1 % a year of fees, 0 % gross return: the contract with fees is
    // spent first, the one without fees a few months later; both are 0 € at year 20.
    const input = contract([{ kind: 'managementFee', rate: 0.011 }], {
      kind: 'market',
      value: 50_000,
      euroFundValue: 0,
      unitLinkedValue: 50_000,
      monthlyDeposit: null,
      monthlyWithdrawal: 600,
      grossYearlyReturn: 0,
    });
    const result = contractFees(input);
    expect(result.projection[20]).toEqual({ year: 20, withFees: 0, withoutFees: 0 });
    expect(result.feeDragAtHorizon).toBe(0);
    // Independent reading of the yearly points: the largest gap between the curves and its year.
    const gaps = result.projection.map((point) => Math.round((point.withoutFees - point.withFees) * 100) / 100);
    const largest = Math.max(...gaps);
    expect(largest).toBeGreaterThan(1_000);
    expect(result.feeDrag).toBe(largest);
    expect(result.feeDragYear).toBe(gaps.indexOf(largest));
  });

  it('takes 12 % a year as 1 % a month: 1 200 € become 1 200 × 0,99¹² = 1 063,66 € in a year at 0 % return', () => {
    const result = contractFees(contract([{ kind: 'managementFee', rate: 0.12 }], { kind: 'market', value: 1_200, euroFundValue: 0, unitLinkedValue: 0, monthlyDeposit: null, monthlyWithdrawal: null, grossYearlyReturn: 0 }));
    expect(result.projection[1]).toEqual({ year: 1, withFees: 1_063.66, withoutFees: 1_200 });
  });

  it('charges the withdrawal fee on top: 50 € a month at 10 % costs the contract 55 €, and stops at 0', () => {
    const input = contract([{ kind: 'withdrawalFee', rate: 0.1 }], { value: 1_000, euroFundValue: 1_000, unitLinkedValue: 0, monthlyDeposit: null, monthlyWithdrawal: 50, grossYearlyReturn: 0 });
    const result = contractFees(input);
    expect(result.projection[1]).toEqual({ year: 1, withFees: 340, withoutFees: 400 });
    expect(result.projection[2]).toEqual({ year: 2, withFees: 0, withoutFees: 0 });
  });

  it('refuses parts above the value and negative amounts', () => {
    expect(() => contractFees(contract([], { euroFundValue: 60_000, unitLinkedValue: 50_000 }))).toThrow(RangeError);
    expect(() => contractFees(contract([], { monthlyDeposit: -1 }))).toThrow(RangeError);
    expect(() => contractFees(contract([], { grossYearlyReturn: -1 }))).toThrow(RangeError);
  });

  it('projectValue keeps the starting value as year 0', () => {
    expect(projectValue({ value: 123.45, grossYearlyReturn: 0.1, yearlyRate: 0.5, monthlyDeposit: 0, depositRate: 0, monthlyWithdrawal: 0, withdrawalRate: 0, years: 0 })).toEqual([123.45]);
  });
});

describe('fee invariants', () => {
  const toEuros = (value: number) => value / 100;
  /** A contract with the parts of its value, flows and funds drawn at random, rates in basis points. */
  const arbitraryContract = fc
    .record({
      value: fc.integer({ min: 0, max: 100_000_000 }),
      euroPart: fc.integer({ min: 0, max: 100 }),
      unitLinkedPart: fc.integer({ min: 0, max: 100 }),
      deposit: fc.integer({ min: 0, max: 500_000 }),
      withdrawal: fc.integer({ min: 0, max: 100_000 }),
      grossYearlyReturn: fc.integer({ min: -500, max: 1_500 }).map((basisPoints) => basisPoints / 10_000),
      kinds: fc.subarray([...FEE_KINDS]),
      fundPart: fc.integer({ min: 0, max: 100 }),
      active: fc.constantFrom<boolean | null>(true, false, null),
      kind: fc.constantFrom('lifeinsurance' as const, 'market' as const, 'pea' as const),
    })
    .map((drawn) => {
      const euro = Math.floor((drawn.value * drawn.euroPart) / 100);
      const unitLinked = Math.floor(((drawn.value - euro) * drawn.unitLinkedPart) / 100);
      const fund = Math.floor((unitLinked * drawn.fundPart) / 100);
      return { ...drawn, euro, unitLinked, fund };
    });

  type Drawn = typeof arbitraryContract extends fc.Arbitrary<infer T> ? T : never;

  function build(drawn: Drawn, rates: (kind: FeeKind, index: number) => number, fundCharges: number): FeesInput {
    return {
      kind: drawn.kind,
      value: toEuros(drawn.value),
      euroFundValue: toEuros(drawn.euro),
      unitLinkedValue: toEuros(drawn.unitLinked),
      fees: drawn.kinds.map((kind, index) => ({ kind, rate: rates(kind, index) })),
      holdings: drawn.fund > 0 ? [{ isin: 'IE00B4L5Y983', name: 'ETF', amount: toEuros(drawn.fund), euroFund: false, ongoingCharges: fundCharges, active: drawn.active }] : [],
      monthlyDeposit: toEuros(drawn.deposit),
      monthlyWithdrawal: toEuros(drawn.withdrawal),
      grossYearlyReturn: drawn.grossYearlyReturn,
    };
  }
  const rateList = fc.array(fc.integer({ min: 0, max: 300 }).map((basisPoints) => basisPoints / 10_000), { minLength: FEE_KINDS.length, maxLength: FEE_KINDS.length });

  it('zero fees: no drag, identical curves, no estimate', () => {
    fc.assert(
      fc.property(arbitraryContract, (drawn) => {
        const result = contractFees(build(drawn, () => 0, 0));
        expect(result.feeDrag).toBe(0);
        expect(result.estimatedFees).toBe(0);
        for (const point of result.projection) expect(point.withFees).toBe(point.withoutFees);
      }),
    );
  });

  it('more fees never give a higher value, at any year', () => {
    fc.assert(
      fc.property(arbitraryContract, rateList, rateList, fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }), (drawn, base, extra, fundBase, fundExtra) => {
        const lower = contractFees(build(drawn, (_, index) => base[index] as number, fundBase / 10_000));
        const higher = contractFees(build(drawn, (_, index) => (base[index] as number) + (extra[index] as number), (fundBase + fundExtra) / 10_000));
        lower.projection.forEach((point, year) => expect(higher.projection[year]?.withFees).toBeLessThanOrEqual(point.withFees));
        expect(higher.estimatedFees).toBeGreaterThanOrEqual(lower.estimatedFees);
      }),
    );
  });

  it('the drag grows with the fee rate', () => {
    fc.assert(
      fc.property(arbitraryContract, rateList, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (drawn, base, a, b) => {
        const [low, high] = a <= b ? [a / 50, b / 50] : [b / 50, a / 50];
        const dragAt = (scale: number) => contractFees(build(drawn, (_, index) => (base[index] as number) * scale, 0.005 * scale)).feeDrag;
        expect(dragAt(high)).toBeGreaterThanOrEqual(dragAt(low));
      }),
    );
  });
});
