import { z } from 'zod';

/**
 * The error bodies of the API (ARCHITECTURE §3):
 * `{ "error": "code" }` for one global error, `{ "errors": { "field": ["code"] } }` for field errors.
 * Codes are the vocabulary of spec §8 (see `error-codes.ts`); their French text is in `messages`.
 */
export const globalErrorBodySchema = z.object({ error: z.string().min(1) });
export const fieldErrorsBodySchema = z.object({
  errors: z.record(z.string(), z.array(z.string().min(1)).min(1)),
  error: z.string().min(1).optional(),
});
export const errorBodySchema = z.union([fieldErrorsBodySchema, globalErrorBodySchema]);

export type GlobalErrorBody = z.infer<typeof globalErrorBodySchema>;
export type FieldErrorsBody = z.infer<typeof fieldErrorsBodySchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Normalises any error body into a list of global codes and a map of field codes
 * (spec §8: "a single error field becomes a global error list; field errors come from the response errors").
 */
export function normaliseErrorBody(body: unknown): { global: string[]; fields: Record<string, string[]> } {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return { global: ['unknown'], fields: {} };
  const data = parsed.data;
  const fields = 'errors' in data ? data.errors : {};
  const global = data.error ? [data.error] : [];
  return { global, fields };
}
