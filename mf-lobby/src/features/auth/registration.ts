import { messageForError, registrationSchema, type Registration } from '@patrimo/shared';
import { ApiHttpError, isApiHttpError } from '@patrimo/shared/client';
import {
  fieldNameOf,
  formErrorsFromApi,
  formErrorsFromParse,
  withFieldError,
  type FormErrors,
  type FormErrorOptions,
} from '../../lib/form-errors';

/**
 * The rules of the registration form (spec §5): checked in the browser with the shared
 * `registrationSchema` (the server parses the same one), and the server's refusals turned into the same
 * French messages.
 */

/** The fields the form shows, in reading order (the first one in error gets the focus). */
export const REGISTRATION_FIELDS = ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation', 'terms'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationErrors = FormErrors<RegistrationField>;

/** What the person typed and ticked. */
export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  terms: boolean;
  /** The invitation followed (`?invitation=`), once the API has said it is valid. */
  invitationToken?: string | undefined;
}

export type RegistrationCheck = { ok: true; user: Registration } | { ok: false; errors: RegistrationErrors };

/**
 * Checks the form before calling the API. `secure` is the strength meter's verdict when the scorer has
 * loaded (null otherwise: the server then decides): a password it calls too weak is refused here with
 * the server's own `not_secure` wording. On success, `user` is the parsed body to send (trimmed names,
 * lower-cased e-mail).
 */
export function validateRegistration(values: RegistrationValues, secure: boolean | null): RegistrationCheck {
  const input = {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: values.password,
    passwordConfirmation: values.passwordConfirmation,
    terms: values.terms,
    ...(values.invitationToken ? { invitationToken: values.invitationToken } : {}),
  };
  const parsed = registrationSchema.safeParse(input);
  let errors = formErrorsFromParse(parsed, { fields: REGISTRATION_FIELDS });
  // zod runs the object's "confirmation matches" refinement only once every field passes; saying it
  // at the same time as the other problems saves a round of corrections.
  if (values.passwordConfirmation !== '' && values.password !== values.passwordConfirmation) {
    errors = withFieldError(errors, 'passwordConfirmation', messageForError('match_error', 'passwordConfirmation'));
  }
  if (secure === false && values.password !== '') {
    errors = withFieldError(errors, 'password', messageForError('not_secure', 'password'));
  }
  if (errors || !parsed.success) return { ok: false, errors: errors ?? { global: [messageForError('validation')], fields: {} } };
  return { ok: true, user: parsed.data };
}

/** Server field names that stand for a field of the form. */
const ALIASES: Readonly<Record<string, RegistrationField>> = { username: 'email' };

/**
 * Turns a refused `POST /users` into French messages: field codes (`taken`, `not_secure`, `too_short`,
 * `match_error`, `not_accepted`…) under their fields; anything wrong with the invitation as the shared
 * `not_invited` message above the form; `user_already_invited`, `rate_limited` and network failures above
 * the form too. `overrides` rewords global codes for this screen (see `FormErrorOptions.overrides`).
 */
export function registrationErrorsOf(
  error: unknown,
  overrides: FormErrorOptions<RegistrationField>['overrides'] = {},
): RegistrationErrors {
  const options = { fields: REGISTRATION_FIELDS, aliases: ALIASES, overrides };
  return formErrorsFromApi(isApiHttpError(error) ? withInvitationAsGlobal(error) : error, options);
}

/**
 * Whatever the server says about `invitationToken` (missing, unknown, already used), the person can only
 * ask for a new invitation: those field codes become the global `not_invited` code.
 */
function withInvitationAsGlobal(error: ApiHttpError): ApiHttpError {
  const invitationKeys = Object.keys(error.fields).filter((key) => fieldNameOf(key) === 'invitationToken');
  if (invitationKeys.length === 0) return error;
  const fields = Object.fromEntries(Object.entries(error.fields).filter(([key]) => !invitationKeys.includes(key)));
  const codes = error.codes.filter((code) => code !== 'validation' && code !== 'not_invited');
  return new ApiHttpError(error.status, [...codes, 'not_invited'], fields);
}

/** The e-mail already has an account (`taken`): the screen then offers the sign-in and password reset. */
export function isEmailTaken(error: unknown): boolean {
  if (!isApiHttpError(error)) return false;
  return Object.entries(error.fields).some(([key, codes]) => {
    const name = fieldNameOf(key);
    return (name === 'email' || ALIASES[name] === 'email') && codes.includes('taken');
  });
}
