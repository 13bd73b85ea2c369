import { LIFE_INSURANCE_FEE_KINDS, OTHER_CONTRACT_FEE_KINDS, settingsCompleteness, type Portfolio, type PortfolioInfos } from '@patrimo/shared';
import { gainsOver, isAnalysable, missingInfos, rebasedAt100, settingsErrors, settingsPayload, settingsValuesOf, tabAvailability, topExpenseCategories } from './contract-view';

const emptyInfos: PortfolioInfos = { openingDate: null, projectKind: null, amountGoal: null, horizon: null, monthlyBuyout: null, monthlyDeposit: null, fees: [], contractId: null };
const contract = (over: Partial<Portfolio> = {}) =>
  ({ kind: 'lifeinsurance', kindDetail: null, type: 'asset', infos: emptyInfos, recommendedRisk: null, ...over }) as Pick<Portfolio, 'kind' | 'kindDetail' | 'type' | 'infos' | 'recommendedRisk'>;
const fullGoal = { openingDate: '2019-01-02', projectKind: 'pension', amountGoal: 0, horizon: 0, monthlyBuyout: 0, monthlyDeposit: 0 } as const;
const DAY = 86_400_000;

describe('contract tabs', () => {
  it('shows everything for a supported investment, no funds for a livret, only what is reported for an unsupported kind or a loan', () => {
    expect(tabAvailability(contract(), 'allocation')).toBe('available');
    expect(tabAvailability(contract({ kind: 'savings', kindDetail: 'livret_a' }), 'allocation')).toBe('noFunds');
    expect(tabAvailability(contract({ kind: 'savings', kindDetail: 'livret_a' }), 'project')).toBe('available');
    expect(tabAvailability(contract({ kind: 'perp' }), 'project')).toBe('unsupported');
    expect(tabAvailability(contract({ kind: 'savings', kindDetail: 'livret' }), 'settings')).toBe('unsupported');
    expect(tabAvailability(contract({ kind: 'perp' }), 'operations')).toBe('available');
    expect(tabAvailability(contract({ kind: 'loan', type: 'liability' }), 'settings')).toBe('loan');
    expect(tabAvailability(contract({ kind: 'checking' }), 'investments')).toBe('noFunds');
  });

  it('analyses supported contracts but bank accounts and loans', () => {
    expect(isAnalysable(contract())).toBe(true);
    expect(isAnalysable(contract({ kind: 'savings', kindDetail: 'ldd' }))).toBe(true);
    expect(isAnalysable(contract({ kind: 'checking' }))).toBe(false);
    expect(isAnalysable(contract({ kind: 'loan', type: 'liability' }))).toBe(false);
    expect(isAnalysable(contract({ kind: 'perp' }))).toBe(false);
  });
});

describe('what the settings miss (spec §5)', () => {
  it('lists every empty goal field, every fee of the kind’s list, and the risk profile', () => {
    const missing = missingInfos(contract());
    expect(missing.filter((item) => item.part === 'goal')).toHaveLength(6);
    expect(missing.filter((item) => item.part === 'fees').map((item) => (item.part === 'fees' ? item.kind : ''))).toEqual([...LIFE_INSURANCE_FEE_KINDS]);
    expect(missing.some((item) => item.part === 'questions')).toBe(true);
    const pea = missingInfos(contract({ kind: 'pea' }));
    expect(pea.filter((item) => item.part === 'fees').map((item) => (item.part === 'fees' ? item.kind : ''))).toEqual([...OTHER_CONTRACT_FEE_KINDS]);
  });

  it('counts zero as filled, never asks for the catalogue product, and agrees with the shared rule', () => {
    const fees = LIFE_INSURANCE_FEE_KINDS.map((kind) => ({ kind, rate: 0 }));
    const complete = contract({ infos: { ...emptyInfos, ...fullGoal, fees }, recommendedRisk: 3 });
    expect(missingInfos(complete)).toEqual([]);
    expect(settingsCompleteness(complete).complete).toBe(true);
    const oneFeeShort = contract({ infos: { ...emptyInfos, ...fullGoal, fees: fees.slice(1) }, recommendedRisk: 3 });
    expect(missingInfos(oneFeeShort)).toEqual([{ part: 'fees', kind: LIFE_INSURANCE_FEE_KINDS[0] }]);
  });
});

describe('gains', () => {
  const history: [number, number][] = [
    [0, 1_000],
    [30 * DAY, 1_600],
    [60 * DAY, 1_650],
  ];
  it('is the change in value less the money put in or taken out after the first day', () => {
    const movements = { credits: [[0, 1_000], [29 * DAY, 500]] as [number, number][], debits: [[45 * DAY, 20]] as [number, number][] };
    expect(gainsOver(history, movements, 0)).toEqual({ start: 1_000, end: 1_650, netFlows: 480, gain: 170, ratio: 170 / 1_500 });
    // Over the last month only: from 1 600, no flow after its first day but the withdrawal.
    expect(gainsOver(history, movements, 30 * DAY)).toMatchObject({ start: 1_600, end: 1_650, netFlows: -20, gain: 70 });
  });
  it('needs two points', () => {
    expect(gainsOver(history, undefined, 60 * DAY)).toBeNull();
    expect(gainsOver([], undefined, 0)).toBeNull();
  });
  it('rebases the history at 100 on its first positive value', () => {
    expect(rebasedAt100([[0, 0], [1, 200], [2, 250]])).toEqual([[1, 100], [2, 125]]);
    expect(rebasedAt100([[0, 0]])).toEqual([]);
  });
});

describe('the settings form', () => {
  const stored = contract({ infos: { ...emptyInfos, amountGoal: 50_000, horizon: 8, fees: [{ kind: 'entryFee', rate: 0.0085 }, { kind: 'custodyFee', rate: 0.001 }] } });

  it('shows fees in percent and the kind’s list only', () => {
    const values = settingsValuesOf(stored);
    expect(values.fees).toEqual({ entryFee: 0.85, depositFee: '', euroFundsFees: '', ucsFee: '', withdrawalFee: '', transferFee: '' });
    expect(values).toMatchObject({ amountGoal: 50_000, horizon: 8, monthlyDeposit: '', contractId: '' });
  });

  it('sends ratios, nulls for empty fields, and keeps fees of other kinds', () => {
    const values = { ...settingsValuesOf(stored), monthlyDeposit: 0, fees: { entryFee: 1.5, depositFee: 0 } };
    expect(settingsPayload(values, stored.infos)).toEqual({
      openingDate: null,
      projectKind: null,
      amountGoal: 50_000,
      horizon: 8,
      monthlyBuyout: null,
      monthlyDeposit: 0,
      contractId: null,
      fees: [{ kind: 'custodyFee', rate: 0.001 }, { kind: 'entryFee', rate: 0.015 }, { kind: 'depositFee', rate: 0 }],
    });
  });

  it('refuses negative amounts, fractional horizons, fees above 100 % and a future opening date', () => {
    const values = { ...settingsValuesOf(stored), amountGoal: -1, horizon: 2.5, monthlyDeposit: 10.123, openingDate: '2030-01-01', fees: { entryFee: 120, ucsFee: -1 } };
    expect(settingsErrors(values, '2026-02-20')).toEqual({
      amountGoal: 'must_be_positive',
      horizon: 'not_whole',
      monthlyDeposit: 'too_many_decimals',
      openingDate: 'after_today',
      'fees.entryFee': 'out_of_range',
      'fees.ucsFee': 'must_be_positive',
    });
    expect(settingsErrors({ ...settingsValuesOf(stored), horizon: 101 }, '2026-02-20')).toEqual({ horizon: 'out_of_range' });
    expect(settingsErrors(settingsValuesOf(stored), '2026-02-20')).toEqual({});
  });
});

describe('top expense categories', () => {
  it('sums the debits by category and keeps the 4 largest', () => {
    const debits = [
      { category: 'grocery', amount: -50 },
      { category: 'housing', amount: -800 },
      { category: 'grocery', amount: -70.1 },
      { category: 'hobby', amount: -30 },
      { category: 'health', amount: -20 },
      { category: 'transport', amount: -10 },
      { category: 'other', amount: 500 },
    ];
    expect(topExpenseCategories(debits)).toEqual([
      { category: 'housing', amount: 800 },
      { category: 'grocery', amount: 120.1 },
      { category: 'hobby', amount: 30 },
      { category: 'health', amount: 20 },
    ]);
  });
});
