import { messageForError } from '@patrimo/shared';
import type { FormErrorOptions } from '@patrimo/shared/forms';

/**
 * The sign-in form's rules: the checks before calling the API (an empty form never costs a rate-limited
 * attempt) and how the API's refusals map onto its two fields.
 */

export const LOGIN_FIELDS = ['email', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginValues = Record<LoginField, string>;

/** Spec §8: these codes all mean « wrong e-mail or password », worded once. */
const WRONG_CREDENTIALS_MESSAGE = messageForError('invalid_grant');

/**
 * The API names the e-mail `username` (OAuth password grant); the form calls it `email`. Every
 * wrong-credentials code reads the same sentence, so two of them show it once.
 */
export const LOGIN_ERROR_OPTIONS: FormErrorOptions<LoginField> = {
  fields: LOGIN_FIELDS,
  aliases: { username: 'email' },
  overrides: { invalid_grant: WRONG_CREDENTIALS_MESSAGE, invalid: WRONG_CREDENTIALS_MESSAGE, not_found_in_database: WRONG_CREDENTIALS_MESSAGE },
};

/** Checks done before calling the API: the French message of each field in error (none when valid). */
export function validateLogin({ email, password }: LoginValues): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  const trimmed = email.trim();
  if (trimmed === '') errors.email = messageForError('blank', 'email');
  else if (!/^[^\s@]+@[^\s@]+$/.test(trimmed)) errors.email = messageForError('invalid', 'email');
  if (password === '') errors.password = messageForError('blank', 'password');
  return errors;
}
