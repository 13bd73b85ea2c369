import { messageForError, VERIFICATION_CODE_LENGTH } from '@patrimo/shared';
import { apiErrorCodes, type FormErrorOptions } from '@patrimo/shared/forms';

/**
 * The 8-character e-mail confirmation code (spec §4, §5, §9): what the input keeps of what is typed or
 * pasted, the check before sending, and the French reading of the server's refusals.
 */

/** Codes are sent upper-case; case and separators do not matter to the person (spec: case-insensitive). */
const NOT_CODE_CHARACTERS = /[^A-Z0-9]/g;

/**
 * What the input keeps of a typed value: upper-cased, without spaces, dashes or any other separator,
 * at most 8 characters. `abcd-efgh` and `ABCD EFGH` both read `ABCDEFGH`.
 */
export function normaliseConfirmationCode(raw: string): string {
  return raw.toUpperCase().replace(NOT_CODE_CHARACTERS, '').slice(0, VERIFICATION_CODE_LENGTH);
}

/** An 8-character word of letters and digits, not glued to other letters (accented ones included). */
const CODE_WORD = new RegExp(`(?<![\\p{L}\\p{N}])[A-Za-z0-9]{${VERIFICATION_CODE_LENGTH}}(?![\\p{L}\\p{N}])`, 'gu');
/** The same code written in two halves: `ABCD-1234`, `ABCD 1234`. */
const HALF = VERIFICATION_CODE_LENGTH / 2;
const SPLIT_CODE = new RegExp(`(?<![\\p{L}\\p{N}])([A-Za-z0-9]{${HALF}})[ \\-]([A-Za-z0-9]{${HALF}})(?![\\p{L}\\p{N}])`, 'gu');

/**
 * What to keep of a paste, which is often more than the code (a line of the e-mail: « Votre code :
 * ABCD1234 »). The whole paste when it is the code once separators are dropped; else the code-looking
 * word in it (upper-case words first, as the e-mail prints the code in capitals); else the paste
 * normalised like typing.
 */
export function codeFromPaste(text: string): string {
  const whole = text.toUpperCase().replace(NOT_CODE_CHARACTERS, '');
  if (whole.length === VERIFICATION_CODE_LENGTH) return whole;
  const words = [...text.matchAll(CODE_WORD)].map((match) => match[0]);
  for (const match of text.matchAll(SPLIT_CODE)) words.push(`${match[1] ?? ''}${match[2] ?? ''}`);
  const best = words.find((word) => word === word.toUpperCase()) ?? words[0];
  return best === undefined ? normaliseConfirmationCode(text) : best.toUpperCase();
}

export type ConfirmationCodeCheck = { ok: true; code: string } | { ok: false; reason: 'blank' | 'length' };

/** Checks the code before sending it: present, and exactly 8 letters or digits once normalised. */
export function validateConfirmationCode(raw: string): ConfirmationCodeCheck {
  const code = normaliseConfirmationCode(raw);
  if (code === '') return { ok: false, reason: 'blank' };
  if (code.length !== VERIFICATION_CODE_LENGTH) return { ok: false, reason: 'length' };
  return { ok: true, code };
}

/**
 * How a refused code maps onto the form: `wrong_token` (as a global code or on the `token` field) goes
 * under the input as « Le code saisi est incorrect »; `too_many_attempts`, `rate_limited` and network
 * failures above the form.
 */
export const CONFIRMATION_ERROR_OPTIONS: FormErrorOptions<'token'> = { fields: ['token'], globalToField: { wrong_token: 'token' } };

/** `too_many_attempts`: the account is blocked for 30 minutes; sending again is pointless until then. */
export function isLockedOut(error: unknown): boolean {
  return apiErrorCodes(error).includes('too_many_attempts');
}

/** The French message of a local check (`blank` in the shared wording, `length` from the screen). */
export function codeCheckMessage(reason: 'blank' | 'length', lengthMessage: string): string {
  return reason === 'blank' ? messageForError('blank', 'token') : lengthMessage;
}
