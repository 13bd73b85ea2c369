// The UI kit and the scorer are reached by package name (federation singletons, lazy chunk); jest cannot
// resolve a package's own name, so they are mapped here: no React rendering is needed for these tests.
jest.mock('@patrimo/shared/ui', () => ({}), { virtual: true });
jest.mock('@patrimo/shared/password-strength', () => jest.requireActual('../password-strength/index'), { virtual: true });

import { loadPasswordScorer, scorePasswordIfLoaded, strengthSegments, STRENGTH_COLORS } from './password';

describe('the strength meter', () => {
  it('fills one segment per score step, in the score’s colour, red to green', () => {
    expect(strengthSegments(-1)).toEqual([null, null, null, null, null]);
    expect(strengthSegments(0)).toEqual(['red', null, null, null, null]);
    expect(strengthSegments(2)).toEqual(['yellow', 'yellow', 'yellow', null, null]);
    expect(strengthSegments(4)).toEqual(Array(5).fill('green'));
    expect(STRENGTH_COLORS).toHaveLength(5);
  });
});

describe('the lazily loaded scorer', () => {
  it('answers nothing before it has loaded, so forms never wait for it', async () => {
    expect(scorePasswordIfLoaded('motdepasse')).toBeNull();
    const [first, second] = await Promise.all([loadPasswordScorer(), loadPasswordScorer()]);
    expect(first).toBe(second);
    expect(scorePasswordIfLoaded('motdepasse')).toMatchObject({ secure: false });
  });

  it('weighs the person’s own names and e-mail, as the server does', async () => {
    await loadPasswordScorer();
    const words = ['claire.dubreuil@example.fr', 'Claire', 'Dubreuil'];
    const withWords = scorePasswordIfLoaded('dubreuil2024', words);
    const without = scorePasswordIfLoaded('dubreuil2024');
    expect(withWords?.secure).toBe(false);
    expect(withWords?.score).toBeLessThanOrEqual(without?.score ?? -1);
    expect(scorePasswordIfLoaded('Girafe-Turquoise-Mardi-48', words)?.secure).toBe(true);
  });
});
