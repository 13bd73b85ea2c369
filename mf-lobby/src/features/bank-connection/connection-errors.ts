import {
  errorCodeForConnectionState,
  messageForError,
  type AddAccountsInput,
  type BankConnectionState,
  type BankField,
  type Connection,
} from '@patrimo/shared';
import { isApiHttpError } from '@patrimo/shared/client';
import { formErrorsFromApi, noFormErrors, type FormErrors } from '@patrimo/shared/forms';

/** Values typed in a bank's form, by field name. */
export type FieldValues = Record<string, string>;

/** What a bank form shows after a refused attempt: messages above the form, one under each field. */
export type ConnectionErrors = FormErrors<string>;

/** Codes of spec §8 "Accounts" that blame the credentials: the password field shows them too. */
const WRONG_CREDENTIALS = new Set(['wrongpass', 'wrongPass', 'auth_failed']);

/** Empty values for the given fields (a list starts with no choice, like the others). */
export function emptyValues(fields: readonly BankField[]): FieldValues {
  return Object.fromEntries(fields.map((field) => [field.name, '']));
}

/** Spec §5 "All bank fields required": every field of the form needs a value (blank counts as none). */
export function validateBankFields(fields: readonly BankField[], values: FieldValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if ((values[field.name] ?? '').trim() === '') errors[field.name] = messageForError('blank');
  }
  return errors;
}

/** The values to send: only the form's fields, and none empty (the API refuses blank values). */
export function fieldValuesToSend(fields: readonly BankField[], values: FieldValues): FieldValues {
  const sent: FieldValues = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    // A password is sent as typed; leading or trailing spaces may be part of it.
    sent[field.name] = field.type === 'password' ? value : value.trim();
  }
  return sent;
}

/** Keeps what was typed after a refusal, except the passwords (spec: typed again on each attempt). */
export function valuesAfterFailure(fields: readonly BankField[], values: FieldValues): FieldValues {
  const kept: FieldValues = { ...values };
  for (const field of fields) if (field.type === 'password') kept[field.name] = '';
  return kept;
}

/** Adds the wrong-credentials message under the password fields when the refusal is about them. */
function withPasswordError(errors: ConnectionErrors, codes: readonly string[], fields: readonly BankField[]): ConnectionErrors {
  if (!codes.some((code) => WRONG_CREDENTIALS.has(code))) return errors;
  const fieldErrors = { ...errors.fields };
  for (const field of fields) {
    if (field.type === 'password' && fieldErrors[field.name] === undefined) fieldErrors[field.name] = messageForError('wrongpass');
  }
  return { ...errors, fields: fieldErrors };
}

/** Spec §8 "Accounts": every wrong-credentials code reads the same sentence. */
const WRONG_CREDENTIALS_OVERRIDES = Object.fromEntries([...WRONG_CREDENTIALS].map((code) => [code, messageForError('wrongpass')]));

/**
 * Turns a rejected connection call (create or update) into French messages, through the forms' one
 * mapping: the global codes of spec §8 "Accounts" above the form, `missing_fields` details under the
 * fields concerned, and the bank's own words for `actionNeeded` when it sent some (they say what to do
 * on its website better than the generic text).
 */
export function connectionErrorsOf(error: unknown, fields: readonly BankField[]): ConnectionErrors {
  const bankMessage = isApiHttpError(error) && error.has('actionNeeded') ? error.serverMessage : null;
  const errors = formErrorsFromApi(error, {
    fields: fields.map((field) => field.name),
    overrides: { ...WRONG_CREDENTIALS_OVERRIDES, ...(bankMessage === null ? {} : { actionNeeded: bankMessage }) },
  });
  return withPasswordError(errors, isApiHttpError(error) ? error.codes : [], fields);
}

/**
 * The connection a refusal left waiting for the saver to act on the bank's website (`actionNeeded`): once
 * done, they confirm and the same connection is tried again (`POST /2.0/users/me/connections/{id}`).
 */
export function connectionAwaitingAction(error: unknown): string | null {
  return isApiHttpError(error) && error.has('actionNeeded') ? error.connectionId : null;
}

/**
 * A connection answered with a failed state (other than `none` and `additionalInformationNeeded`):
 * the same French message as the matching error code while adding an account.
 */
export function connectionStateErrors(state: BankConnectionState, fields: readonly BankField[]): ConnectionErrors {
  const code = errorCodeForConnectionState(state, 'add');
  if (code === null) return noFormErrors();
  return withPasswordError({ global: [messageForError(code)], fields: {} }, [state], fields);
}

/** The French message of a stored account's state after its synchronisation, `null` when it went well. */
export function accountStateMessage(state: BankConnectionState): string | null {
  const code = errorCodeForConnectionState(state, 'add');
  return code === null ? null : messageForError(code);
}

/** POST /users/me/accounts: the connection's accounts the saver kept checked, in the order found. */
export function addAccountsPayload(bankId: string, connection: Connection, checked: ReadonlySet<string>): AddAccountsInput {
  const contracts = connection.accounts
    .filter((account) => checked.has(account.externalId))
    .map(({ externalId, name, amount, kind, kindDetail, currency }) => ({ externalId, name, amount, kind, kindDetail, currency }));
  return { accounts: contracts.length === 0 ? [] : [{ bankId, connectionId: connection.id, contracts }] };
}
