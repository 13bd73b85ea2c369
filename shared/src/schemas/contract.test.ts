import {
  CONTRACT_KINDS,
  contractKindSchema,
  feeKindsFor,
  hasRepartition,
  isBankAccountKind,
  isRiskedKind,
  isSupportedContract,
  portfolioInfosSchema,
  settingsCompleteness,
  type PortfolioInfos,
} from './contract';

const infos: PortfolioInfos = {
  openingDate: '2016-05-02',
  projectKind: 'pension',
  amountGoal: 150_000,
  horizon: 20,
  monthlyBuyout: 0,
  monthlyDeposit: 200,
  fees: [],
  contractId: null,
};

describe('contract kinds', () => {
  it('include the label-only kinds perp, madelin, unknown and other', () => {
    expect(CONTRACT_KINDS).toHaveLength(17);
    for (const kind of ['perp', 'madelin', 'unknown', 'other']) expect(contractKindSchema.safeParse(kind).success).toBe(true);
    expect(contractKindSchema.safeParse('crypto').success).toBe(false);
  });

  it('tell risked kinds, bank accounts and kinds with a repartition apart', () => {
    expect(isRiskedKind('article83')).toBe(true);
    expect(isRiskedKind('savings')).toBe(false);
    expect(isBankAccountKind('card')).toBe(true);
    expect(isBankAccountKind('pea')).toBe(false);
    expect(hasRepartition('rsp')).toBe(true);
    expect(hasRepartition('loan')).toBe(false);
  });
});

describe('a supported contract', () => {
  it('is of a supported kind', () => {
    expect(isSupportedContract({ kind: 'lifeinsurance' })).toBe(true);
    expect(isSupportedContract({ kind: 'perco' })).toBe(false);
    expect(isSupportedContract({ kind: 'loan', kindDetail: 'mortgage' })).toBe(true);
  });

  it('is, for savings, one of the six regulated accounts', () => {
    for (const kindDetail of ['livret_a', 'livret_jeune', 'ldd', 'pel', 'cel', 'lep']) {
      expect(isSupportedContract({ kind: 'savings', kindDetail })).toBe(true);
    }
    for (const kindDetail of ['csl', 'livret', 'livret_pro', 'provident_insurance', 'pep', null, undefined]) {
      expect(isSupportedContract({ kind: 'savings', kindDetail })).toBe(false);
    }
  });
});

describe('contract settings', () => {
  it('accept fees as a list with each kind once', () => {
    const fees = [
      { kind: 'entryFee', rate: 0.02 },
      { kind: 'brokerageFee_2', rate: 0.001 },
    ];
    expect(portfolioInfosSchema.safeParse({ ...infos, fees }).success).toBe(true);
    const twice = portfolioInfosSchema.safeParse({ ...infos, fees: [...fees, { kind: 'entryFee', rate: 0.01 }] });
    expect(twice.error?.issues[0]?.message).toBe('duplicate');
  });

  it('count zero as a filled goal field', () => {
    const complete = settingsCompleteness({ kind: 'market', infos, recommendedRisk: 3 });
    expect(complete.goal).toBe(true);
    expect(settingsCompleteness({ kind: 'market', infos: { ...infos, horizon: null }, recommendedRisk: 3 }).goal).toBe(
      false,
    );
  });

  it('check the fees against the life-insurance list or the list for other contracts', () => {
    const lifeFees = feeKindsFor('lifeinsurance').map((kind) => ({ kind, rate: 0.01 }));
    expect(settingsCompleteness({ kind: 'lifeinsurance', infos: { ...infos, fees: lifeFees }, recommendedRisk: 3 })).toEqual({
      goal: true,
      fees: true,
      questions: true,
      complete: true,
    });
    expect(settingsCompleteness({ kind: 'pea', infos: { ...infos, fees: lifeFees }, recommendedRisk: 3 }).fees).toBe(false);
  });

  it('need a recommended risk for the questions part', () => {
    expect(settingsCompleteness({ kind: 'market', infos, recommendedRisk: null }).questions).toBe(false);
  });
});
