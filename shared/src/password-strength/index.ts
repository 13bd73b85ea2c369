import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as frenchDictionary, translations as frenchTranslations } from '@zxcvbn-ts/language-fr';
import { PASSWORD_MIN_LENGTH, PASSWORD_MIN_STRENGTH } from '../constants/auth';
import type { PasswordStrength } from '../schemas/auth';

/**
 * `@patrimo/shared/password-strength`: how guessable a password is (spec §5), with zxcvbn-ts and its common
 * and French dictionaries, keyboard layouts (azerty included) and French feedback. The same function runs
 * in the browser (the meter under the field, loaded lazily: the dictionaries weigh about 1 MB) and on the
 * server, which refuses what the meter calls too weak.
 */

/** What the meter shows: the score and French advice. */
export interface PasswordStrengthResult {
  /** -1 when nothing is typed, then 0 very weak … 4 excellent. */
  score: PasswordStrength;
  /** The main weakness found, in French; null when there is none to report. */
  warning: string | null;
  /** How to do better, in French. */
  suggestions: string[];
  /** Whether the server will accept it: long enough and scored at least `PASSWORD_MIN_STRENGTH`. */
  secure: boolean;
}

let factory: ZxcvbnFactory | undefined;

/** Built on first use: merging the dictionaries takes a few tens of milliseconds. */
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...frenchDictionary },
    graphs: adjacencyGraphs,
    translations: frenchTranslations,
    useLevenshteinDistance: false,
  });
  return factory;
}

/** Personal words that make a password guessable: the e-mail, its local part and its pieces, the names. */
export function personalInputs(values: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const value of values) {
    const text = value?.trim().toLowerCase();
    if (!text) continue;
    words.add(text);
    const local = text.split('@')[0] ?? '';
    for (const piece of [local, ...local.split(/[._+-]+/), ...text.split(/\s+/)]) {
      if (piece.length >= 3) words.add(piece);
    }
  }
  return [...words];
}

/**
 * Scores a password. `userInputs` are words of the person (see `personalInputs`): a password built on one's
 * own name or e-mail is weak whatever its length.
 */
export function scorePassword(password: string, userInputs: readonly string[] = []): PasswordStrengthResult {
  if (password === '') return { score: -1, warning: null, suggestions: [], secure: false };
  // zxcvbn's cost grows with the length; beyond 100 characters the extra ones change nothing useful.
  const result = zxcvbn().check(password.slice(0, 100), [...userInputs]);
  const score = result.score as PasswordStrength;
  return {
    score,
    warning: result.feedback.warning || null,
    suggestions: result.feedback.suggestions,
    secure: password.length >= PASSWORD_MIN_LENGTH && score >= PASSWORD_MIN_STRENGTH,
  };
}

/** The French label of each score (spec §5): aucun, très faible, faible, bon, très bon, excellent. */
export const PASSWORD_STRENGTH_LABELS: Record<PasswordStrength, string> = {
  [-1]: 'Aucun',
  0: 'Très faible',
  1: 'Faible',
  2: 'Bon',
  3: 'Très bon',
  4: 'Excellent',
};
