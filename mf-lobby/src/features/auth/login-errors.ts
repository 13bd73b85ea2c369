import { messageForError } from '@patrimo/shared';
import { isApiHttpError, isApiNetworkError } from '@patrimo/shared/client';

/** What the login form shows after a failed attempt: a list above the form, a message under each field. */
export interface LoginErrors {
  global: string[];
  email?: string;
  password?: string;
}

export const NO_LOGIN_ERRORS: LoginErrors = { global: [] };

/** Spec §8: these codes all mean « wrong e-mail or password », worded once. */
const WRONG_CREDENTIALS = new Set(['invalid_grant', 'invalid', 'not_found_in_database']);

/** The API names the e-mail `username` (OAuth password grant); the form calls it `email`. */
const EMAIL_FIELDS = new Set(['username', 'email']);

/** Checks done before calling the API, so an empty form never costs a rate-limited attempt. */
export function validateLogin(email: string, password: string): LoginErrors | null {
  const errors: LoginErrors = { global: [] };
  const trimmed = email.trim();
  if (trimmed === '') errors.email = messageForError('blank', 'email');
  else if (!/^[^\s@]+@[^\s@]+$/.test(trimmed)) errors.email = messageForError('invalid', 'email');
  if (password === '') errors.password = messageForError('blank', 'password');
  return errors.email === undefined && errors.password === undefined ? null : errors;
}

/** Turns a rejected `login()` into French messages, looked up by error code. */
export function loginErrorsOf(error: unknown): LoginErrors {
  if (isApiNetworkError(error)) return { global: [messageForError('network_error')] };
  if (!isApiHttpError(error)) return { global: [messageForError('unknown')] };
  const global = error.codes.map((code) => messageForError(WRONG_CREDENTIALS.has(code) ? 'invalid_grant' : code));
  const result: LoginErrors = { global };
  for (const [field, codes] of Object.entries(error.fields)) {
    const code = codes[0];
    if (code === undefined) continue;
    if (EMAIL_FIELDS.has(field)) result.email = messageForError(code, 'email');
    else if (field === 'password') result.password = messageForError(code, 'password');
    else global.push(messageForError(code, field));
  }
  if (global.length === 0 && result.email === undefined && result.password === undefined) {
    global.push(messageForError('unknown'));
  }
  result.global = [...new Set(global)];
  return result;
}
