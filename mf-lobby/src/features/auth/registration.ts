import { messageForError, registrationSchema, type Registration } from '@patrimo/shared';
import { ApiHttpError, isApiHttpError } from '@patrimo/shared/client';
import { fieldNameOf, formErrorsFromParse, withFieldError, type FormErrorOptions, type FormErrors } from '@patrimo/shared/forms';

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
  const parsed = registrationSchema.safeParse(registrationInputOf(values));
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

/** The body as typed, before the schema trims and lower-cases it. */
function registrationInputOf(values: RegistrationValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: values.password,
    passwordConfirmation: values.passwordConfirmation,
    terms: values.terms,
    ...(values.invitationToken ? { invitationToken: values.invitationToken } : {}),
  };
}

/** The body to send once `validateRegistration` accepted the values (throws otherwise). */
export function registrationOf(values: RegistrationValues): Registration {
  return registrationSchema.parse(registrationInputOf(values));
}

/** Server field names that stand for a field of the form. */
const ALIASES: Readonly<Record<string, RegistrationField>> = { username: 'email' };

/**
 * How a refused `POST /users` maps onto the form: field codes (`taken`, `not_secure`, `too_short`,
 * `match_error`, `not_accepted`…) under their fields; `user_already_invited`, `not_invited`, `rate_limited`
 * and network failures above the form. `overrides` rewords global codes for this screen.
 */
export function registrationErrorOptions(overrides: FormErrorOptions<RegistrationField>['overrides'] = {}): FormErrorOptions<RegistrationField> {
  return { fields: REGISTRATION_FIELDS, aliases: ALIASES, overrides };
}

/**
 * Whatever the server says about `invitationToken` (missing, unknown, already used), the person can only
 * ask for a new invitation: those field codes become the global `not_invited` code. Applied to every
 * refusal of `useRegisterUser`; anything that is not an API answer passes unchanged.
 */
export function invitationAsGlobal(error: unknown): unknown {
  if (!isApiHttpError(error)) return error;
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
