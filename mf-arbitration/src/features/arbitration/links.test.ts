import { adviceStepPath, contractBaseOf, fundPath } from './links';

describe('the arbitration’s links', () => {
  it('start from the contract of the address, the saver’s or inside an advisor’s view', () => {
    expect(contractBaseOf('/app/contract/7/arbitration/market')).toBe('/app/contract/7');
    expect(contractBaseOf('/advisory/customers/42/view/contract/7/arbitration/optimize')).toBe('/advisory/customers/42/view/contract/7');
    expect(contractBaseOf('/app/contract/7/overview')).toBeNull();
  });

  it('lead to a fund’s page and to the advice step of the same contract', () => {
    expect(fundPath('/app/contract/7', 'FR0010315770')).toBe('/app/contract/7/fund/FR0010315770');
    expect(adviceStepPath('/advisory/customers/42/view/contract/7')).toBe('/advisory/customers/42/view/contract/7/analyse/advices/1');
  });
});
