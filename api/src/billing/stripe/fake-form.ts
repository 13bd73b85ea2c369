/**
 * Stripe's request encoding, read back (for the fake server): `application/x-www-form-urlencoded` bodies and query
 * strings with bracketed keys, as the official client writes them — `metadata[plan_id]=x`,
 * `items[0][price]=price_1`, `expand[0]=latest_invoice.confirmation_secret`, `lookup_keys[]=k`. Objects whose keys
 * are all indices become arrays. Values stay strings, as on the wire.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
type Node = { [key: string]: FormValue };

const INDEX = /^\d+$/;

function segmentsOf(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const rest = key.slice(open);
  const segments = [key.slice(0, open)];
  for (const match of rest.matchAll(/\[([^\]]*)\]/g)) segments.push(match[1] ?? '');
  return segments;
}

function setPath(target: Node, segments: string[], value: string): void {
  let node: Node = target;
  segments.forEach((raw, position) => {
    const last = position === segments.length - 1;
    // `[]` appends: the next free index of this node.
    const segment = raw === '' ? String(Object.keys(node).length) : raw;
    if (last) {
      node[segment] = value;
      return;
    }
    const next = node[segment];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[segment] = {};
    node = node[segment] as Node;
  });
}

function arrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, arrays(value[key] as FormValue)]));
  if (keys.length > 0 && keys.every((key) => INDEX.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key] as FormValue);
  }
  return converted;
}

/** Decodes a form body or a query string (without the `?`) into nested objects and arrays of strings. */
export function decodeForm(encoded: string): Record<string, FormValue> {
  const root: Node = {};
  for (const [key, value] of new URLSearchParams(encoded)) setPath(root, segmentsOf(key), value);
  return arrays(root) as Record<string, FormValue>;
}
