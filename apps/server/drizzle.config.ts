import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Account tables live with the database code; each capability's tables live in its module.
  schema: ['./src/db/schema.ts', './src/modules/*/table.ts'],
  out: './drizzle',
  casing: 'snake_case',
});
