/**
 * Normalises any error body into a list of global codes and a map of field codes
 * (spec §8: "a single error field becomes a global error list; field errors come from the response errors").
 * Plain checks rather than a schema: the browser reads error bodies before the API client (and zod) loads.
 */
export function normaliseErrorBody(body: unknown): { global: string[]; fields: Record<string, string[]> } {
  if (body === null || typeof body !== 'object') return { global: ['unknown'], fields: {} };
  const { error, errors } = body as { error?: unknown; errors?: unknown };
  const global = typeof error === 'string' && error !== '' ? [error] : [];
  const fields: Record<string, string[]> = {};
  if (errors !== null && typeof errors === 'object' && !Array.isArray(errors)) {
    for (const [field, codes] of Object.entries(errors)) {
      if (!Array.isArray(codes)) continue;
      const valid = codes.filter((code): code is string => typeof code === 'string' && code !== '');
      if (valid.length > 0) fields[field] = valid;
    }
  }
  if (global.length === 0 && Object.keys(fields).length === 0) return { global: ['unknown'], fields: {} };
  return { global, fields };
}
