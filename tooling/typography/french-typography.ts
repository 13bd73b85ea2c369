/**
 * French typography of the text people read (house rule): typographic apostrophes, and the narrow no-break
 * space (U+202F) or the no-break space (U+00A0) before ; : ! ? and inside « », never a plain space, which
 * lets a line break strand the sign on its own.
 */
const NO_BREAK = '\u202f\u00a0';

const RULES: { problem: string; pattern: RegExp }[] = [
  { problem: 'straight apostrophe', pattern: /\p{L}'\p{L}/u },
  { problem: 'plain space before a high sign', pattern: / [;:!?»]/u },
  { problem: 'plain space after «', pattern: /« /u },
  { problem: 'no space before a high sign', pattern: new RegExp(`\\p{L}[;!?](?=\\s|$|\\p{P})|\\p{L}:(?=\\s|$)|[^\\s${NO_BREAK}]»`, 'u') },
  { problem: 'no space after «', pattern: new RegExp(`«[^\\s${NO_BREAK}]`, 'u') },
];

/**
 * What is wrong with one piece of French text, each problem with the passage around it (empty when it is
 * well typeset).
 * @example typographyProblems("l'épargne : 12 %") // → ['straight apostrophe: « l'é »', 'plain space before a high sign: …']
 */
export function typographyProblems(text: string): string[] {
  const problems: string[] = [];
  for (const rule of RULES) {
    const global = new RegExp(rule.pattern.source, 'gu');
    for (const match of text.matchAll(global)) {
      const start = Math.max(0, match.index - 12);
      problems.push(`${rule.problem}: « ${text.slice(start, match.index + match[0].length + 12)} »`);
    }
  }
  return problems;
}
