/**
 * Wire case conversion (spec §7): keys are snake_case on the wire and camelCase in code.
 * Conversion happens once, at the edges: the API client and the server's request/response hooks.
 * Only object keys change; values (strings, numbers, dates, arrays' items' values) are untouched.
 */

/** `amountGoal` → `amount_goal`, `brokerageFee2` → `brokerage_fee2`, `isin` → `isin`. */
export function toSnakeKey(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z])([A-Z][a-z])/g, '$1_$2').toLowerCase();
}

/** `amount_goal` → `amountGoal`, `brokerage_fee2` → `brokerageFee2`. */
export function toCamelKey(key: string): string {
  if (!key.includes('_') && !key.includes('-')) return key;
  return key.replace(/[_-]+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
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
