import { bankConnectionStateSchema, connectionInputSchema } from './account';
import { hasAdvisoryRole, advisorProfileSchema } from './advisor';
import { assetClassSchema, compositionSubsetSchema, regionSchema, sectorSchema, spendingCategorySchema } from './analysis';
import { invitationStateSchema } from './invitation';
import { basketSchema, isinSchema } from './investment';
import { liveMessageSchema, notificationGroupSchema, emailPreferenceSchema } from './notification';
import { optimisationInputSchema } from './arbitration';
import { recommendedRiskSchema, riskProfileLevelSchema, riskSurveyAnswersSchema, srriSchema } from './risk';

describe('analysis vocabularies', () => {
  it('have the sizes of spec §3', () => {
    expect(assetClassSchema.options).toHaveLength(10);
    expect(sectorSchema.options).toHaveLength(11);
    expect(regionSchema.options).toHaveLength(7);
    expect(spendingCategorySchema.options).toHaveLength(9);
    expect(compositionSubsetSchema.options).toEqual([
      'all',
      'loan',
      'contract',
      'bank',
      'kind',
      'risk',
      'spending',
      'asset_class',
    ]);
  });
});

describe('risk scales', () => {
  it('go from 0 to 5 for profiles, 1 to 5 for recommendations and 1 to 7 for SRRI', () => {
    expect(riskProfileLevelSchema.safeParse(0).success).toBe(true);
    expect(recommendedRiskSchema.safeParse(0).success).toBe(false);
    expect(srriSchema.safeParse(7).success).toBe(true);
    expect(srriSchema.safeParse(8).success).toBe(false);
  });

  it('answer question 5 of the questionnaire with 1 to 3 and the others with 1 to 5', () => {
    expect(riskSurveyAnswersSchema.safeParse([5, 5, 5, 5, 3, 5, 5]).success).toBe(true);
    expect(riskSurveyAnswersSchema.safeParse([5, 5, 5, 5, 4, 5, 5]).success).toBe(false);
    expect(riskSurveyAnswersSchema.safeParse([1, 1, 1, 1, 1, 1]).success).toBe(false);
  });
});

describe('funds and baskets', () => {
  it('identify funds by ISIN', () => {
    expect(isinSchema.parse(' fr0010315770 ')).toBe('FR0010315770');
    expect(isinSchema.safeParse('FR001031577').success).toBe(false);
  });

  it('allow no fund twice in a basket, the euro fund without ISIN counted once', () => {
    const item = { isin: 'FR0010315770', basketFrom: 'market' };
    expect(basketSchema.parse([item])).toEqual([{ isin: 'FR0010315770', euroFund: false, basketFrom: 'market', share: null }]);
    expect(basketSchema.safeParse([item, { ...item, basketFrom: 'current' }]).error?.issues[0]?.message).toBe('duplicate');
    const euro = { isin: null, euroFund: true, basketFrom: 'current' };
    expect(basketSchema.safeParse([euro, item]).success).toBe(true);
    expect(basketSchema.safeParse([euro, euro]).error?.issues[0]?.message).toBe('duplicate');
  });

  it('name a fund by ISIN unless it is the euro fund', () => {
    const issue = basketSchema.safeParse([{ isin: null, basketFrom: 'market' }]).error?.issues[0];
    expect(issue).toMatchObject({ message: 'required', path: [0, 'isin'] });
  });

  it('want the starting shares, when given, to sum to 100 %', () => {
    const euro = { isin: null, euroFund: true, basketFrom: 'current', share: 0.4 };
    const fund = { isin: 'FR0010315770', basketFrom: 'current', share: 0.6 };
    expect(basketSchema.safeParse([euro, fund, { isin: 'LU1681046931', basketFrom: 'market' }]).success).toBe(true);
    expect(basketSchema.safeParse([euro, { ...fund, share: 0.5 }]).error?.issues[0]?.message).toBe('shares_do_not_sum');
    expect(basketSchema.safeParse([euro, { ...fund, share: 1.2 }]).success).toBe(false);
  });

  it('refuse a negative or zero amount and an unknown strategy', () => {
    const data = { start: 'current', strategy: 'balanced', basket: [{ isin: 'FR0010315770', basketFrom: 'market' }] };
    expect(optimisationInputSchema.safeParse({ data }).success).toBe(true);
    expect(optimisationInputSchema.safeParse({ data: { ...data, amount: -5 } }).error?.issues[0]?.message).toBe('must_be_positive');
    expect(optimisationInputSchema.safeParse({ data: { ...data, amount: 0 } }).error?.issues[0]?.message).toBe('must_be_positive');
    expect(optimisationInputSchema.safeParse({ data: { ...data, strategy: 'yolo' } }).error?.issues[0]?.message).toBe('invalid');
  });

  it('need at least one fund to optimise', () => {
    const data = { start: 'current', strategy: 'balanced', basket: [] };
    expect(optimisationInputSchema.safeParse({ data }).success).toBe(false);
  });
});

describe('bank connections', () => {
  it('know the eight states of spec §4', () => {
    expect(bankConnectionStateSchema.options).toHaveLength(8);
    expect(bankConnectionStateSchema.safeParse('wrongPass').success).toBe(true);
    expect(bankConnectionStateSchema.safeParse('wrongpass').success).toBe(false);
  });

  it('need every login field filled', () => {
    expect(connectionInputSchema.safeParse({ idBank: 'x', login: 'a', password: 'b' }).success).toBe(true);
    expect(connectionInputSchema.safeParse({ login: 'a' }).success).toBe(false);
  });
});

describe('notifications', () => {
  it('group by age and send e-mails by preference', () => {
    expect(notificationGroupSchema.options).toEqual(['today', 'yesterday', 'thisWeek', 'thisMonth', 'older']);
    expect(emailPreferenceSchema.safeParse('monthly-report').success).toBe(true);
  });

  it('arrive on the live channel as typed messages', () => {
    const progress = { type: 'sync_progress', accountId: '2c9e5d7a-8b4f-4c3e-a1d2-3e4f5a6b7c8d', progress: 0.5, state: 'none', step: 'Récupération de vos comptes' };
    expect(liveMessageSchema.safeParse(progress).success).toBe(true);
    expect(liveMessageSchema.safeParse({ ...progress, progress: 2 }).success).toBe(false);
    expect(liveMessageSchema.safeParse({ type: 'account_fetched', accountId: progress.accountId }).success).toBe(true);
    expect(liveMessageSchema.safeParse({ type: 'account_deleted' }).success).toBe(false);
    expect(liveMessageSchema.safeParse({ type: 'unknown' }).success).toBe(false);
  });
});

describe('the advisor side', () => {
  it('knows the invitation states', () => {
    expect(invitationStateSchema.options).toEqual(['sent', 'read', 'accepted', 'canceled']);
  });

  it('recognises advisory roles', () => {
    expect(hasAdvisoryRole(['saver', 'manager'])).toBe(true);
    expect(hasAdvisoryRole(['saver'])).toBe(false);
  });

  it('accepts only advisory roles on the advisor profile', () => {
    const profile = {
      id: '3d5f7a9c-1b3d-4f5a-9c1e-3b5d7f9a1c3e',
      email: 'julien@cabinet.example.fr',
      firstName: 'Julien',
      lastName: 'Bernard',
      roles: ['admin'],
      admin: true,
      firmId: '7a9c1e3b-5d7f-4a1c-8e3b-5d7f9a1c3e5b',
      firmName: 'Cabinet Bernard',
      features: {},
    };
    expect(advisorProfileSchema.safeParse(profile).success).toBe(true);
    expect(advisorProfileSchema.safeParse({ ...profile, roles: ['saver'] }).success).toBe(false);
  });
});
