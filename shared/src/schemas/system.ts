import { z } from 'zod';

/**
 * Operational calls that belong to no domain.
 */

/** GET /health: the API answers and which database engine it runs on (PGlite embedded or PostgreSQL). */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;
