import { issueCodes, messageForError } from '@patrimo/shared';
import { isApiHttpError, isApiNetworkError } from '@patrimo/shared/client';

/**
 * From error codes to what a lobby form shows: French messages above the form (global) and under its
 * fields. Every text is looked up by code in the shared catalogue (spec §5 "Field messages are looked up
 * by error code"), with the field's own wording when it has one, so the browser's checks (the shared
 * zod schemas) and the server's answers read exactly the same.
 */

/** What a form shows: a list above the form, at most one message per field. */
export interface FormErrors<F extends string> {
  global: string[];
  fields: Partial<Record<F, string>>;
}

/** The state forms start from and return to before each submit. */
export function noFormErrors<F extends string>(): FormErrors<F> {
  return { global: [], fields: {} };
}

/** True when the form has something to show. */
export function hasFormErrors(errors: FormErrors<string>): boolean {
  return errors.global.length > 0 || Object.values(errors.fields).some((message) => message !== undefined);
}

export interface FormErrorOptions<F extends string> {
  /** The fields the form shows; codes of any other field become global messages, so none is lost. */
  fields: readonly F[];
  /** Server field names that are one of the form's fields under another name (`username` → `email`). */
  aliases?: Readonly<Record<string, F>>;
  /**
   * Global codes whose shared wording does not fit this form, with the French text to show instead
   * (the shared `user_already_invited` speaks to an advisor, not to the person registering).
   */
  overrides?: Readonly<Partial<Record<string, string>>>;
  /** Global codes that are really about one field (`{ error: 'wrong_token' }` is about the code typed). */
  globalToField?: Readonly<Partial<Record<string, F>>>;
}

/**
 * `user.first_name`, `user.firstName` or `firstName` → `firstName`: the body wrapper is dropped and the
 * last segment camel-cased (the wire converts keys, but a dotted key only after its first dot).
 */
export function fieldNameOf(path: string): string {
  const last = path.split('.').at(-1) ?? path;
  return last.replace(/[_-]+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** Builds the form errors from global codes and field codes, whatever their origin. */
export function formErrorsFromCodes<F extends string>(
  codes: { global: readonly string[]; fields: Readonly<Record<string, readonly string[]>> },
  options: FormErrorOptions<F>,
): FormErrors<F> {
  const known = new Set<string>(options.fields);
  const result: FormErrors<F> = { global: [], fields: {} };
  const aboutOtherFields: string[] = [];
  for (const [path, fieldCodes] of Object.entries(codes.fields)) {
    const code = fieldCodes[0];
    if (code === undefined) continue;
    const name = fieldNameOf(path);
    const field = options.aliases?.[name] ?? (known.has(name) ? (name as F) : undefined);
    if (field !== undefined) {
      result.fields[field] ??= messageForError(code, field);
    } else {
      // `base` holds codes about the whole body; other unknown fields keep their own wording if any.
      aboutOtherFields.push(options.overrides?.[code] ?? messageForError(code, name === 'base' ? undefined : name));
    }
  }
  const aboutTheWhole: string[] = [];
  for (const code of codes.global) {
    const field = options.globalToField?.[code];
    if (field !== undefined) result.fields[field] ??= messageForError(code, field);
    else aboutTheWhole.push(code);
  }
  const detailed = Object.keys(result.fields).length > 0 || aboutOtherFields.length > 0;
  const global = aboutTheWhole
    // « Certains champs sont invalides » adds nothing when the fields say which ones.
    .filter((code) => !(code === 'validation' && detailed))
    .map((code) => options.overrides?.[code] ?? messageForError(code));
  global.push(...aboutOtherFields);
  result.global = [...new Set(global)];
  return result;
}

/**
 * Turns a rejected API call into form errors: network failures and unexpected errors get the shared
 * generic wording; HTTP errors are mapped code by code. Never empty, so a failure is always visible.
 */
export function formErrorsFromApi<F extends string>(error: unknown, options: FormErrorOptions<F>): FormErrors<F> {
  if (isApiNetworkError(error)) return { global: [messageForError('network_error')], fields: {} };
  if (!isApiHttpError(error)) return { global: [messageForError('unknown')], fields: {} };
  const result = formErrorsFromCodes({ global: error.codes, fields: error.fields }, options);
  return hasFormErrors(result) ? result : { global: [messageForError('unknown')], fields: {} };
}

/** A failed `safeParse` of one of the shared schemas, as the parts `issueCodes` reads. */
type ParseError = Parameters<typeof issueCodes>[0];

/**
 * The browser-side check: the form's values through the same zod schema the server applies, its issues
 * (which carry spec §8 codes) turned into the same French messages. Null when the values pass.
 */
export function formErrorsFromParse<F extends string>(
  parsed: { success: true } | { success: false; error: ParseError },
  options: FormErrorOptions<F> & { unwrap?: string },
): FormErrors<F> | null {
  if (parsed.success) return null;
  const codes = issueCodes(parsed.error, options.unwrap === undefined ? {} : { unwrap: options.unwrap });
  return formErrorsFromCodes(codes, options);
}

/** Every code an API error carries, global or on a field (to spot `wrong_token` wherever it is put). */
export function apiErrorCodes(error: unknown): string[] {
  if (!isApiHttpError(error)) return [];
  return [...error.codes, ...Object.values(error.fields).flat()];
}

/** Adds a field message unless the field already has one: the first problem found is the one shown. */
export function withFieldError<F extends string>(errors: FormErrors<F> | null, field: F, message: string): FormErrors<F> {
  const next: FormErrors<F> = errors ? { global: [...errors.global], fields: { ...errors.fields } } : noFormErrors<F>();
  next.fields[field] ??= message;
  return next;
}
