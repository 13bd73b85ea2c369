import type { z } from 'zod';
import type { FieldErrorsBody } from './error-body';
import { isErrorCode, type ErrorCode } from './error-codes';

/**
 * From a failed zod parse to the vocabulary of spec §8. Schemas of the contract put a code in the
 * message of every check a person can fail; other issues are mapped from their kind, so a request no
 * form would send still gets a meaningful code rather than English text.
 */

type Issue = z.core.$ZodIssue;

function codeFromKind(issue: Issue): ErrorCode {
  switch (issue.code) {
    case 'invalid_type':
      // `input` is present when the server parses with `reportInput: true`.
      if ('input' in issue && issue.input === undefined) return 'required';
      return issue.expected === 'number' ? 'not_a_number' : 'invalid';
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return Number(issue.minimum) === 0 ? 'must_be_positive' : 'out_of_range';
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return Number(issue.minimum) === 1 ? 'required' : 'too_short';
      }
      return Number(issue.minimum) === 1 ? 'blank' : 'too_short';
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint' || issue.origin === 'date') {
        return 'out_of_range';
      }
      if (issue.origin === 'file') return 'file_too_large';
      return 'too_long';
    default:
      return 'invalid';
  }
}

/** The code of one issue: its message when that is a code, otherwise one inferred from its kind. */
export function errorCodeOfIssue(issue: Issue): ErrorCode {
  return isErrorCode(issue.message) ? issue.message : codeFromKind(issue);
}

export interface IssueCodes {
  /** Codes not tied to a field (a refinement of the whole body). */
  global: ErrorCode[];
  /** Field path (`email`, `accounts.0.name`) → codes, each code once. */
  fields: Record<string, ErrorCode[]>;
}

export interface IssueCodesOptions {
  /** A wrapper key to drop from paths, e.g. `user` so `user.email` reads `email`. */
  unwrap?: string;
}

/** Groups the issues of a failed parse by field, as codes. */
export function issueCodes(error: z.ZodError, options: IssueCodesOptions = {}): IssueCodes {
  const result: IssueCodes = { global: [], fields: {} };
  for (const issue of error.issues) {
    const code = errorCodeOfIssue(issue);
    const path = issue.path.map(String);
    if (options.unwrap !== undefined && path[0] === options.unwrap) path.shift();
    if (path.length === 0) {
      if (!result.global.includes(code)) result.global.push(code);
      continue;
    }
    const key = path.join('.');
    const codes = (result.fields[key] ??= []);
    if (!codes.includes(code)) codes.push(code);
  }
  return result;
}

/**
 * The API's 422 body for a failed parse: `{ error: 'validation', errors: { field: [code] } }`, with
 * body-level codes under the `base` field.
 */
export function errorBodyFromZod(error: z.ZodError, options: IssueCodesOptions = {}): FieldErrorsBody {
  const { global, fields } = issueCodes(error, options);
  const errors = global.length > 0 ? { ...fields, base: global } : fields;
  return { error: 'validation', errors };
}
