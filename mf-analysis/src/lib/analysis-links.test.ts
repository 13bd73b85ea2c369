import { analysisBaseOf, contractBaseOf, profileQuestionnairePath } from './analysis-links';

describe('the links out of the analysis', () => {
  it('lead to the saver’s contract in the saver app', () => {
    expect(contractBaseOf('/app/contract/7/analyse/risk/2')).toBe('/app/contract/7');
    expect(analysisBaseOf('/app/contract/7/analyse/risk/2')).toBe('/app/contract/7/analyse');
  });

  it('stay inside an advisor’s view of a customer', () => {
    expect(contractBaseOf('/advisory/customers/42/view/contract/c-9/analyse/fees/4')).toBe('/advisory/customers/42/view/contract/c-9');
  });

  it('are absent outside an analysis', () => {
    expect(contractBaseOf('/app/contract/7/overview')).toBeNull();
  });

  it('send to the questionnaire with the way back to the same page', () => {
    expect(profileQuestionnairePath('/app/contract/7/analyse/risk/5')).toBe('/app/profile/risk?redirect=%2Fapp%2Fcontract%2F7%2Fanalyse%2Frisk%2F5');
  });
});
