import { createIntl } from 'react-intl';
import { dataAccessWhatLabel } from './data-access-labels';

const intl = createIntl({ locale: 'fr-FR', defaultLocale: 'fr-FR' });
const say = (what: string) => intl.formatMessage(dataAccessWhatLabel(what));

describe('what an advisor read, in the saver’s words', () => {
  it('names each kind of data the audit records', () => {
    expect(say('portfolios')).toBe('vos contrats');
    expect(say('profile')).toBe('votre profil');
    expect(say('accounts')).toBe('vos comptes bancaires');
    expect(say('composition')).toBe('la répartition de votre patrimoine');
    expect(say('real_estate')).toBe('vos biens immobiliers');
    expect(say('customer')).toBe('votre fiche client');
  });

  it('never shows a code it does not know, nor an inherited property', () => {
    expect(say('something_new')).toBe('vos données');
    expect(say('constructor')).toBe('vos données');
    expect(say('')).toBe('vos données');
  });
});
