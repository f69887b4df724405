import { defineConfig } from 'drizzle-kit';

// Generation only reads the schema; migrations are applied by src/db/client.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
