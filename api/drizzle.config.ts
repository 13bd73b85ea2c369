import { defineConfig } from 'drizzle-kit';

/** drizzle-kit reads this to generate SQL migrations from src/db/schema/ (one file per domain, re-exported by its index.ts) (`pnpm db:generate`). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
