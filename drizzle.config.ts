import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`npm run db:generate`) and applied by the server at start.
// Each feature that adds tables keeps them in its own `schema-<feature>.ts`, so parallel work on
// different features never edits the same schema file.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/server/db/schema.ts', './src/server/db/schema-*.ts'],
  out: './drizzle',
});
