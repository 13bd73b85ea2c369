import type { Insight } from '@patrimo/shared';
import { createIntl } from 'react-intl';
import { insightContractName, insightContractPath, insightKindHeading, insightKindLabel, insightSentence } from './insight-text';

const intl = createIntl({ locale: 'fr-FR', defaultLocale: 'fr-FR' });
const NNBSP = '\u202f';
const NBSP = '\u00a0';
const base: Insight = { kind: 'high_fees', portfolioId: null, portfolioName: null, figure: null, threshold: null, unit: 'amount' };
const contractId = '0b6a8a3e-6a4c-4d9e-8d6a-1f2e3d4c5b6a';

/** fr-FR separates thousands with a narrow no-break space and puts one before € and %. */
const french = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('an insight as a French sentence', () => {
  it('names a contract above the customer’s profile with both risk levels', () => {
    const text = insightSentence(intl, { ...base, kind: 'out_of_profile', portfolioId: contractId, portfolioName: 'PEA Horizon', figure: 4, threshold: 2, unit: 'risk' });
    expect(text).toBe(`PEA Horizon a un risque «${NBSP}Offensif${NBSP}» (4 sur 5), au-dessus de son profil recommandé «${NBSP}Défensif${NBSP}» (2 sur 5).`);
  });

  it('gives a savings account’s amount against its regulated cap in euros', () => {
    const text = insightSentence(intl, { ...base, kind: 'idle_liquidities', portfolioId: contractId, portfolioName: 'Livret A', figure: 25_000, threshold: 22_950 });
    expect(french(text)).toBe('Livret A atteint 25 000 €, au-delà du plafond réglementaire de 22 950 € : l’excédent ne rapporte rien.');
  });

  it('speaks of the current accounts together when no contract is named', () => {
    const text = insightSentence(intl, { ...base, kind: 'idle_liquidities', figure: 48_210.4, threshold: 15_000 });
    expect(french(text)).toBe('Ses comptes courants cumulent 48 210 €, au-delà de 15 000 € de liquidités utiles.');
  });

  it('gives fee rates as percents', () => {
    const text = insightSentence(intl, { ...base, kind: 'high_fees', portfolioId: contractId, portfolioName: 'Assurance vie Sérénité', figure: 0.021, threshold: 0.0155, unit: 'rate' });
    expect(french(text)).toBe('Assurance vie Sérénité coûte 2,1 % de frais par an, au-dessus de la moyenne de 1,55 % pour ce type de contrat.');
  });

  it('masks amounts in private mode but keeps rates and names', () => {
    const idle = insightSentence(intl, { ...base, kind: 'analysis_not_done', portfolioId: contractId, portfolioName: 'Compte-titres', figure: 12_000 }, { masked: true });
    expect(idle).toBe('Compte-titres (*****) n’a jamais été analysé.');
    const fees = insightSentence(intl, { ...base, kind: 'high_fees', portfolioName: 'PER', figure: 0.03, threshold: 0.02, unit: 'rate' }, { masked: true });
    expect(french(fees)).toContain('3 %');
  });

  it('asks for the questionnaire when there is no risk profile', () => {
    expect(insightSentence(intl, { ...base, kind: 'no_risk_profile' })).toContain(`recommandé${NNBSP}: proposez-lui le questionnaire`);
  });

  it('says « Un contrat » when the contract has no name', () => {
    expect(insightSentence(intl, { ...base, kind: 'analysis_not_done', portfolioId: contractId, figure: 1000 })).toMatch(/^Un contrat \(/);
  });
});

describe('where an insight leads', () => {
  it('opens the contract it names in the customer’s saver view', () => {
    expect(insightContractPath({ ...base, portfolioId: contractId })).toBe(`view/contract/${contractId}/overview`);
    expect(insightContractPath(base)).toBeNull();
  });

  it('has a short label for every kind', () => {
    expect(insightKindLabel('out_of_profile').defaultMessage).toBe('Hors profil');
    expect(insightKindLabel('idle_liquidities').defaultMessage).toBe('Liquidités oisives');
  });

  it('has a heading for every kind, apart from its badge', () => {
    expect(insightKindHeading('out_of_profile').defaultMessage).toBe('Contrats hors profil');
    expect(insightKindHeading('no_risk_profile').defaultMessage).toBe('Sans profil de risque');
    expect(insightKindHeading('high_fees')).not.toBe(insightKindLabel('high_fees'));
  });

  it('names the contract, or « Un contrat » when it has no name', () => {
    expect(insightContractName(intl, { ...base, portfolioName: 'PEA Horizon' })).toBe('PEA Horizon');
    expect(insightContractName(intl, base)).toBe('Un contrat');
  });
});
