import { defineConfig } from 'drizzle-kit';

/** drizzle-kit reads this to generate SQL migrations from src/db/schema.ts (`pnpm db:generate`). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
