import { cleanLine, cleanParagraphs } from './clean-text';

describe('cleanLine', () => {
  it('removes bidirectional overrides, isolates and marks, which could make a name read backwards', () => {
    expect(cleanLine('Livret \u202Eeuqnab\u202C A')).toBe('Livret euqnab A');
    for (const mark of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C']) {
      expect(cleanLine(`PER${mark} Horizon`)).toBe('PER Horizon');
    }
  });

  it('removes invisible characters, so that two names that look alike are alike', () => {
    expect(cleanLine('Livret\u200B A\uFEFF\u2060')).toBe('Livret A');
  });

  it('turns control characters into single spaces and trims', () => {
    expect(cleanLine(' Compte\ttitres\r\nPEA\u0007\u0085 ')).toBe('Compte titres PEA');
  });

  it('keeps accents, typographic apostrophes and non-Latin letters', () => {
    expect(cleanLine('Plan d’épargne « Évolution » 株式')).toBe('Plan d’épargne « Évolution » 株式');
  });
});

describe('cleanParagraphs', () => {
  it('keeps line breaks, drops the other controls and the bidirectional characters', () => {
    expect(cleanParagraphs('Ligne 1\r\nLigne\u202E 2\u0000\rLigne\t3  ')).toBe('Ligne 1\nLigne 2\nLigne 3');
  });
});
