import fs from 'node:fs';
import path from 'node:path';
import { catalogueFiles, ROOT } from './catalogue-files';
import { textsOf } from './catalogue-texts';
import { typographyProblems } from './french-typography';

/**
 * HTML tags, attributes and CSS of the e-mails and pages (`<p style="margin:0 0 16px">`, `&amp;`) are code
 * inside a template, sometimes cut across its parts.
 */
function withoutMarkup(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/^[^<>]*>/, ' ')
    .replace(/<[^>]*$/, ' ')
    .replace(/style="[^"]*"?/g, ' ')
    .replace(/&#?\w+;/g, ' ');
}

describe('the French typography checker', () => {
  it('accepts typographic apostrophes and no-break spaces', () => {
    expect(typographyProblems('L’épargne\u202f: «\u00a0Patrimo\u00a0» vous répond\u202f! Prêt\u202f? Oui\u202f; demain.')).toEqual([]);
  });

  it('refuses a straight apostrophe inside a word', () => {
    expect(typographyProblems("Aujourd'hui")).toEqual([expect.stringContaining('straight apostrophe')]);
  });

  it('refuses a plain space, or none, before ; : ! ? and inside « »', () => {
    expect(typographyProblems('Montant : 12')).toEqual([expect.stringContaining('plain space before')]);
    expect(typographyProblems('Attention !')).toEqual([expect.stringContaining('plain space before')]);
    expect(typographyProblems('« Patrimo\u00a0»')).toEqual([expect.stringContaining('plain space after «')]);
    expect(typographyProblems('«\u00a0Patrimo »')).toEqual([expect.stringContaining('plain space before')]);
    expect(typographyProblems('Prêt?')).toEqual([expect.stringContaining('no space before')]);
  });

  it('leaves keys, ICU placeholders and URLs alone', () => {
    expect(typographyProblems('host.title.login')).toEqual([]);
    expect(typographyProblems('{count, plural, one {# compte} other {# comptes}}')).toEqual([]);
    expect(typographyProblems('https://patrimo.fr/app/login?redirect=%2Fapp')).toEqual([]);
  });
});

describe('the message catalogues', () => {
  const files = catalogueFiles();

  it('include the shared messages, the host’s, every remote’s, the brands and the API’s French', () => {
    const relative = files.map((file) => path.relative(ROOT, file));
    expect(relative).toEqual(expect.arrayContaining(['host/src/messages.ts', 'shared/src/messages/error-messages.ts', 'shared/src/brands/brands.ts', 'api/src/mail/templates.ts']));
    for (const remote of fs.readdirSync(ROOT).filter((name) => name.startsWith('mf-'))) {
      expect(relative.some((file) => file.startsWith(`${remote}/`))).toBe(true);
    }
  });

  it.each(files.map((file) => [path.relative(ROOT, file), file]))('%s is typeset in French', (_name, file) => {
    const problems = textsOf(file, fs.readFileSync(file, 'utf8')).flatMap(({ line, text }) =>
      typographyProblems(withoutMarkup(text)).map((problem) => `line ${line}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
