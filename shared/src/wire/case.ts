/**
 * Wire case conversion (spec §7): keys are snake_case on the wire and camelCase in code.
 * Conversion happens once, at the edges: the API client and the server's request/response hooks.
 * Only object keys change; values (strings, numbers, dates, arrays' items' values) are untouched.
 */

/**
 * Converted keys, by conversion. The product's keys are a few hundred names; a map spares the regular expressions
 * on every key of every answer (a wealth series' answer, a customer page). Bounded, because a request body's keys
 * are the sender's choice: past the bound, keys are converted without being kept.
 */
const KEPT_KEYS = 4096;
const snakeKeys = new Map<string, string>();
const camelKeys = new Map<string, string>();

function remembered(cache: Map<string, string>, key: string, convert: (key: string) => string): string {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const converted = convert(key);
  if (cache.size < KEPT_KEYS) cache.set(key, converted);
  return converted;
}

function snakeOf(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z])([A-Z][a-z])/g, '$1_$2').toLowerCase();
}

function camelOf(key: string): string {
  if (!key.includes('_') && !key.includes('-')) return key;
  return key.replace(/[_-]+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** `amountGoal` → `amount_goal`, `brokerageFee2` → `brokerage_fee2`, `isin` → `isin`. */
export function toSnakeKey(key: string): string {
  return remembered(snakeKeys, key, snakeOf);
}

/** `amount_goal` → `amountGoal`, `brokerage_fee2` → `brokerageFee2`. */
export function toCamelKey(key: string): string {
  return remembered(camelKeys, key, camelOf);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * `value` with its objects' keys converted. An array whose items need no conversion (numbers, strings, arrays of
 * them: a series' points) is returned as it is rather than copied, item by item.
 */
function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      const converted = item !== null && typeof item === 'object' ? convertKeys(item, convert) : item;
      if (copy === undefined && converted !== item) copy = value.slice(0, index);
      if (copy !== undefined) copy.push(converted);
    }
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[convert(key)] = convertKeys(inner, convert);
  }
  return out;
}

/** Deep camelCase → snake_case of every object key. */
export function toWire<T>(value: T): unknown {
  return convertKeys(value, toSnakeKey);
}

/** Deep snake_case → camelCase of every object key. */
export function fromWire<T = unknown>(value: unknown): T {
  return convertKeys(value, toCamelKey) as T;
}
