import { personalInputs, scorePassword } from './index';

describe('scorePassword', () => {
  it('answers -1 and not secure when nothing is typed', () => {
    expect(scorePassword('')).toEqual({ score: -1, warning: null, suggestions: [], secure: false });
  });

  it.each([
    ['azertyuiop', /clavier/],
    ['motdepasse', /mot de passe|mots simples|utilisé/i],
    ['aaaaaaaaaa', /répétés/],
    ['abcdefghij', /séquences/],
    ['14/07/1989', /dates|années|utilisé/i],
  ])('calls %s weak with a French warning', (password, warning) => {
    const result = scorePassword(password);
    expect(result.score).toBeLessThan(2);
    expect(result.secure).toBe(false);
    expect(result.warning ?? result.suggestions.join(' ')).toMatch(warning);
  });

  it('finds French first names and common words', () => {
    const result = scorePassword('nathalie');
    expect(result.score).toBeLessThanOrEqual(1);
    expect(result.warning).toMatch(/noms|prénoms|mots/i);
  });

  it('accepts a long unusual passphrase', () => {
    const result = scorePassword('Girafe-Turquoise-Mardi-48');
    expect(result.score).toBeGreaterThanOrEqual(3);
    expect(result.secure).toBe(true);
  });

  it('refuses a password built on the person’s own names and e-mail', () => {
    const inputs = personalInputs(['claire.dubreuil@example.fr', 'Claire', 'Dubreuil']);
    expect(inputs).toEqual(expect.arrayContaining(['claire', 'dubreuil', 'claire.dubreuil@example.fr']));
    expect(scorePassword('dubreuil2024', inputs).secure).toBe(false);
  });

  it('needs the minimum length even for a scored password', () => {
    expect(scorePassword('Kx9#qZ!').secure).toBe(false);
  });
});
