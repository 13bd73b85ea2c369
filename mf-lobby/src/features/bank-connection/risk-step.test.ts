import { type Portfolio, type RiskSurvey } from '@patrimo/shared';
import { assessRiskSurvey } from '@patrimo/shared/risk-survey';
import { EXAMPLE_RESPONSES } from '@patrimo/shared/examples';
import { contractsAwaitingRisk, riskResultOf } from './risk-step';

const base = EXAMPLE_RESPONSES.getPortfolio;

function portfolio(id: string, changes: Partial<Portfolio> = {}): Portfolio {
  return { ...base, id, recommendedRisk: null, riskSurvey: null, status: 'active', ...changes };
}

describe('the contracts the risk step asks about', () => {
  const av = portfolio('av', { kind: 'lifeinsurance' });
  const pea = portfolio('pea', { kind: 'pea' });
  const answered = portfolio('answered', { kind: 'market', recommendedRisk: 4 });
  const hidden = portfolio('hidden', { kind: 'market', status: 'hidden' });
  const livret = portfolio('livret', { kind: 'savings' });
  const checking = portfolio('checking', { kind: 'checking' });

  it('keeps the risked, shown contracts without a recommended risk', () => {
    expect(contractsAwaitingRisk([av, pea, answered, hidden, livret, checking], null).map((p) => p.id)).toEqual(['av', 'pea']);
  });

  it('keeps only those just added when told which', () => {
    expect(contractsAwaitingRisk([av, pea, answered], ['pea', 'answered', 'livret']).map((p) => p.id)).toEqual(['pea']);
  });
});

describe('the profile shown once a contract is answered', () => {
  const survey: RiskSurvey = { type: 'contract', answers: [3, 3, 3, 3, 2, 3, 3] };
  const engine = assessRiskSurvey(survey);

  it('is the stored level, explained by the engine when they agree', () => {
    expect(riskResultOf(portfolio('av', { riskSurvey: survey, recommendedRisk: engine.recommendedRisk }))).toEqual(engine);
  });

  it('shows the stored level alone when the server settled otherwise', () => {
    const other = engine.recommendedRisk === 1 ? 2 : 1;
    expect(riskResultOf(portfolio('av', { riskSurvey: survey, recommendedRisk: other }))).toEqual({
      ...engine,
      recommendedRisk: other,
      summary: '',
      reasons: [],
    });
  });

  it('has nothing to show when nothing was stored', () => {
    expect(riskResultOf(portfolio('av', { riskSurvey: survey, recommendedRisk: null }))).toBeNull();
    expect(riskResultOf(portfolio('av', { riskSurvey: null, recommendedRisk: 3 }))).toBeNull();
  });
});
