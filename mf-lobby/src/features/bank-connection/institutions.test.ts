import { normaliseSearchText } from '@patrimo/shared';
import { popularFirst, searchInstitutions } from './institutions';

const banks = [
  { name: 'Société Générale' },
  { name: 'La Banque Postale' },
  { name: 'BNP Paribas' },
  { name: 'Crédit Agricole Alpes Provence' },
  { name: 'BoursoBank', aliases: ['Boursorama Banque'] },
  { name: 'Crédit Mutuel de Bretagne' },
];

describe('institution search', () => {
  it('ignores case, accents and punctuation', () => {
    expect(normaliseSearchText('  Société  Générale ! ')).toBe('societe generale');
    expect(searchInstitutions(banks, 'societe gen').map((b) => b.name)).toEqual(['Société Générale']);
    expect(searchInstitutions(banks, 'SOCIÉTÉ').map((b) => b.name)).toEqual(['Société Générale']);
  });

  it('matches every word typed at a word start, in any order', () => {
    expect(searchInstitutions(banks, 'postale').map((b) => b.name)).toEqual(['La Banque Postale']);
    expect(searchInstitutions(banks, 'provence agricole').map((b) => b.name)).toEqual(['Crédit Agricole Alpes Provence']);
    expect(searchInstitutions(banks, 'ribas')).toEqual([]);
  });

  it('puts names that start with the query first, then alphabetical order', () => {
    expect(searchInstitutions(banks, 'cred').map((b) => b.name)).toEqual(['Crédit Agricole Alpes Provence', 'Crédit Mutuel de Bretagne']);
    expect(searchInstitutions(banks, 'banque').map((b) => b.name)).toEqual(['BoursoBank', 'La Banque Postale']);
    expect(searchInstitutions(banks, 'boursorama').map((b) => b.name)).toEqual(['BoursoBank']);
    expect(searchInstitutions(banks, '').map((b) => b.name)[0]).toBe('BNP Paribas');
  });
});

describe('the list before any search', () => {
  it('starts with the popular institutions in their order, then the others alphabetically', () => {
    const names = popularFirst([{ name: 'Zebra Bank' }, { name: 'Allianz' }, { name: 'La Banque Postale' }, { name: 'BNP Paribas' }]).map((b) => b.name);
    expect(names).toEqual(['BNP Paribas', 'La Banque Postale', 'Allianz', 'Zebra Bank']);
  });
});
