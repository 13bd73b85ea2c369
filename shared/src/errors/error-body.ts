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

export { normaliseErrorBody } from './normalise-error-body';
