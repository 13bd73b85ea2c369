import { messageForError, passwordResetInputSchema, passwordResetRequestInputSchema, type PasswordResetInput } from '@patrimo/shared';
import { isApiHttpError } from '@patrimo/shared/client';
import { apiErrorCodes, fieldNameOf, formErrorsFromApi, formErrorsFromParse, withFieldError, type FormErrors } from '../../lib/form-errors';

/**
 * The rules of the two password-reset forms (spec §5 "Password reset takes token, password and
 * confirmation"): the request of a link by e-mail, then the new password chosen from that link. Checked
 * with the shared zod schemas the server applies; the server's refusals read in French.
 */

export const RESET_REQUEST_FIELDS = ['email'] as const;
export type ResetRequestErrors = FormErrors<'email'>;

/** Checks the e-mail before asking for a link; on success `email` is trimmed and lower-cased. */
export function validateResetRequest(email: string): { ok: true; email: string } | { ok: false; errors: ResetRequestErrors } {
  const parsed = passwordResetRequestInputSchema.safeParse({ user: { email } });
  if (parsed.success) return { ok: true, email: parsed.data.user.email };
  return { ok: false, errors: formErrorsFromParse(parsed, { fields: RESET_REQUEST_FIELDS, unwrap: 'user' }) ?? { global: [], fields: {} } };
}

/**
 * A refused link request: `rate_limited` and network failures above the form, a malformed address under
 * the field. An unknown address is not an error: the API answers the same either way, so nobody can
 * learn from this form who has an account.
 */
export function resetRequestErrorsOf(error: unknown): ResetRequestErrors {
  return formErrorsFromApi(error, { fields: RESET_REQUEST_FIELDS, aliases: { username: 'email' } });
}

export const NEW_PASSWORD_FIELDS = ['password', 'passwordConfirmation'] as const;
export type NewPasswordField = (typeof NEW_PASSWORD_FIELDS)[number];
export type NewPasswordErrors = FormErrors<NewPasswordField>;

/**
 * Checks the new password before sending it with the link's token. `secure` is the strength meter's
 * verdict once its scorer has loaded (null before: the server decides). On success, `body` is what
 * PUT /users/password expects.
 */
export function validatePasswordReset(
  token: string,
  password: string,
  passwordConfirmation: string,
  secure: boolean | null,
): { ok: true; body: PasswordResetInput } | { ok: false; errors: NewPasswordErrors } {
  const parsed = passwordResetInputSchema.safeParse({ user: { resetPasswordToken: token, password, passwordConfirmation } });
  let errors = formErrorsFromParse(parsed, { fields: NEW_PASSWORD_FIELDS, unwrap: 'user' });
  // The "confirmation matches" refinement only runs once each field passes: say it with the rest.
  if (passwordConfirmation !== '' && password !== passwordConfirmation) {
    errors = withFieldError(errors, 'passwordConfirmation', messageForError('match_error', 'passwordConfirmation'));
  }
  if (secure === false && password !== '') errors = withFieldError(errors, 'password', messageForError('not_secure', 'password'));
  if (errors || !parsed.success) return { ok: false, errors: errors ?? { global: [messageForError('validation')], fields: {} } };
  return { ok: true, body: parsed.data };
}

/**
 * Whether a refused reset means the link itself is no good (unknown, expired or already used): the
 * screen then says « Ce lien n'est pas / plus valide » and offers a new one instead of the form.
 */
export function isInvalidResetLink(error: unknown): boolean {
  if (!isApiHttpError(error)) return false;
  if (error.status === 404 || error.status === 410) return true;
  if (apiErrorCodes(error).includes('wrong_token')) return true;
  return Object.keys(error.fields).some((key) => fieldNameOf(key) === 'resetPasswordToken');
}

/** A refused new password: `too_short`, `not_secure`, `match_error` under the fields, the rest above. */
export function passwordResetErrorsOf(error: unknown): NewPasswordErrors {
  return formErrorsFromApi(error, { fields: NEW_PASSWORD_FIELDS });
}
