import { metaDescription, truncate } from './page-meta';

describe('the public card’s meta description', () => {
  it('keeps a short description whole and cuts a long one on a word', () => {
    expect(truncate('  Un   contrat  simple. ', 160)).toBe('Un contrat simple.');
    const cut = truncate('mot '.repeat(60), 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith('mot…')).toBe(true);
  });

  it('writes a sentence from the product’s facts when it has no description', () => {
    expect(metaDescription({ name: 'Linxea Avenir 2', bankName: 'Suravenir', description: null }, 'Assurance-vie', 'Patrimo')).toBe(
      'Linxea Avenir 2, assurance-vie proposé par Suravenir\u00a0: ses frais et ses supports, analysés par Patrimo.',
    );
    expect(metaDescription({ name: 'X', bankName: 'Y', description: 'Un contrat sans frais d’entrée.' }, 'PEA', 'Patrimo')).toBe('Un contrat sans frais d’entrée.');
  });
});
