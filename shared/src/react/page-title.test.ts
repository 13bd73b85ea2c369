import { currentPageTitle, declarePageTitle } from './page-title';

describe('page titles declared by screens', () => {
  it('gives the innermost title and hands the previous one back when it leaves', () => {
    expect(currentPageTitle()).toBeNull();
    const leaveContract = declarePageTitle('Synthèse · Assurance vie');
    expect(currentPageTitle()).toBe('Synthèse · Assurance vie');
    const leaveFund = declarePageTitle('Fonds Monde');
    expect(currentPageTitle()).toBe('Fonds Monde');
    leaveFund();
    expect(currentPageTitle()).toBe('Synthèse · Assurance vie');
    leaveContract();
    expect(currentPageTitle()).toBeNull();
  });

  it('removes only its own entry, whatever the order screens leave in', () => {
    const leaveA = declarePageTitle('A');
    const leaveB = declarePageTitle('B');
    leaveA();
    expect(currentPageTitle()).toBe('B');
    leaveB();
    expect(currentPageTitle()).toBeNull();
  });
});
