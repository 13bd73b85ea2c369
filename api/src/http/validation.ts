import { errorCodeOfIssue, toSnakeKey, type ErrorCode } from '@patrimo/shared';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * The error code of one zod issue, in the spec §8 vocabulary. The contract's schemas carry their codes in
 * their messages and `@patrimo/shared` infers the others from the issue's kind (parse with
 * `reportInput: true` so it can tell a missing value, `required`, from a wrong one); the server adds one
 * case: a discriminated union whose discriminator is absent reads `required` on that field.
 */
export function codeForIssue(issue: Issue, input: unknown): ErrorCode {
  if (issue.code === 'invalid_union' && valueAt(input, issue.path) === undefined) {
    const code = errorCodeOfIssue(issue);
    return code === 'invalid' ? 'required' : code;
  }
  return errorCodeOfIssue(issue);
}

/** `['accounts', 0, 'idBank']` → `accounts.0.id_bank`, the field name as the client sent it. */
export function wireFieldName(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === 'string' ? toSnakeKey(key) : String(key))).join('.');
}

export interface ValidationProblems {
  /** Field name on the wire → codes, without duplicates. */
  fields: Record<string, ErrorCode[]>;
  /** Codes for problems with the whole input (e.g. a body that is not an object). */
  global: ErrorCode[];
}

/**
 * Of a union of objects (`{ invitation } | { csv }`), the issues of the only alternative whose own keys the
 * input has: the others fail on a key that is absent. Undefined when no alternative or several fit.
 */
function plausibleBranch(issue: Issue, input: unknown): readonly Issue[] | undefined {
  if (issue.code !== 'invalid_union' || !Array.isArray(issue.errors)) return undefined;
  const missesItsKey = (inner: Issue): boolean => inner.code === 'invalid_type' && inner.path.length === 1 && valueAt(input, [...issue.path, ...inner.path]) === undefined;
  const fitting = (issue.errors as Issue[][]).filter((branch) => branch.length > 0 && !branch.some(missesItsKey));
  return fitting.length === 1 ? fitting[0] : undefined;
}

/** Turns zod issues into field and global codes; an unexpected key is reported on that key. */
export function problemsFromIssues(issues: readonly Issue[], input: unknown, into?: ValidationProblems): ValidationProblems {
  const problems = into ?? { fields: {}, global: [] };
  const add = (path: readonly PropertyKey[], code: ErrorCode): void => {
    if (path.length === 0) {
      if (!problems.global.includes(code)) problems.global.push(code);
      return;
    }
    const name = wireFieldName(path);
    const list = (problems.fields[name] ??= []);
    if (!list.includes(code)) list.push(code);
  };
  for (const issue of issues) {
    const branch = issue.code === 'invalid_union' ? plausibleBranch(issue, input) : undefined;
    if (branch) {
      // The one alternative the input was meant for: its own field codes, not a bare `invalid`.
      problemsFromIssues(branch.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })), input, problems);
    } else if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key], 'invalid');
    } else {
      add(issue.path, codeForIssue(issue, input));
    }
  }
  return problems;
}

/**
 * Reports every string of a raw input (params, query or body as sent, snake_case) that holds the NUL
 * character as `invalid`. PostgreSQL text cannot store it: without this check such a value would reach the
 * database and fail there as a 500 instead of a 400. An explicit stack rather than recursion: however deep
 * the input, the walk cannot overflow the call stack (bodies are also capped at MAX_JSON_DEPTH by the parser).
 */
export function nulProblems(input: unknown, problems: ValidationProblems): void {
  // Each entry keeps its key and parent; the dotted name is only built for a value that is reported.
  interface Entry {
    value: unknown;
    key: string;
    parent: Entry | undefined;
  }
  const nameOf = (entry: Entry): string => {
    const keys: string[] = [];
    for (let at: Entry | undefined = entry; at?.parent !== undefined; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const pending: Entry[] = [{ value: input, key: '', parent: undefined }];
  for (let entry = pending.pop(); entry !== undefined; entry = pending.pop()) {
    const { value } = entry;
    if (typeof value === 'string') {
      if (!value.includes('\u0000')) continue;
      const name = nameOf(entry);
      if (name === '') {
        if (!problems.global.includes('invalid')) problems.global.push('invalid');
        continue;
      }
      const list = (problems.fields[name] ??= []);
      if (!list.includes('invalid')) list.push('invalid');
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    // Pushed in reverse so fields are reported in the order they were sent.
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i] as [string, unknown];
      pending.push({ value: child, key, parent: entry });
    }
  }
}
